import { describe, expect, it } from 'vitest';
import { resumeFixtures, fixture } from '../__fixtures__/resumes';
import { buildResumeDocument } from '../document';
import { basic1 } from './basic-1';
import { basic2 } from './basic-2';
import { escapeHtml } from '@jobapp/shared/text/entities';
import { renderedTemplateIds, resolveTemplate } from './index';

const templates = [basic1, basic2];

function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h2>([^<]*)<\/h2>/g)].map((m) => m[1] ?? '');
}

describe('HTML templates', () => {
  const cases = templates.flatMap((t) => resumeFixtures.map((f) => [t.id, f.id, t, f] as const));

  it.each(cases)('%s renders %s: name, contact line, the headings in order, bullets as list items', (_t, _f, template, f) => {
    const html = template.renderHtml(buildResumeDocument(f.text));
    expect(html).toContain(`<h1 class="name">${escapeHtml(f.name)}</h1>`);
    const contact = /<p class="contact">(.*?)<\/p>/.exec(html)?.[1] ?? '';
    expect(contact).toContain(`>${escapeHtml(f.email)}</a>`);
    expect(contact.indexOf(escapeHtml(f.email))).toBeLessThan(contact.indexOf(escapeHtml(f.phone)));
    expect(headingsOf(html)).toEqual(f.headings);
    expect(html.indexOf('<h1')).toBeLessThan(html.indexOf('<h2'));
    expect(html).toMatch(/<ul><li>/);
  });

  it.each(templates.map((t) => [t.id, t] as const))('%s is ATS-safe: one column, no tables, images or scripts, no ligatures, nothing loaded', (_id, template) => {
    const html = template.renderHtml(buildResumeDocument(fixture('long-software').text));
    expect(html).not.toMatch(/<(table|img|svg|script|iframe|link|object|embed|canvas)\b/i);
    expect(html).not.toMatch(/column-count|columns:|display:\s*(grid|flex)|float:|position:\s*absolute/i);
    expect(html).not.toMatch(/url\(|@import|@font-face|\ssrc=/i);
    expect(html).toContain('font-variant-ligatures:none');
    expect(html).toContain('font-feature-settings:"liga" 0,"clig" 0');
    expect(html).not.toMatch(/letter-spacing|text-align:\s*justify|hyphens:\s*auto/i);
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
  });

  it('basic-1 is serif, basic-2 is sans-serif (Liberation system fonts)', () => {
    const doc = buildResumeDocument(fixture('nurse').text);
    expect(basic1.renderHtml(doc)).toMatch(/body\{font-family:"Liberation Serif"/);
    expect(basic2.renderHtml(doc)).toMatch(/body\{font-family:"Liberation Sans"/);
    expect(basic1.docx.font).toBe('Times New Roman');
    expect(basic2.docx.font).toBe('Arial');
  });

  it('escapes user text everywhere', () => {
    const text = [
      'Eve <script>alert(1)</script>',
      'eve@example.com | (555) 010-1234 | "><img src=x onerror=alert(1)>.example.com',
      '',
      'SUMMARY',
      'I write <b>bold</b> & "quoted" claims, e.g. <iframe src="https://evil.example">.',
      '',
      'EXPERIENCE',
      'Engineer <i>x</i> | Acme & Co | 2020 – Present',
      '• Shipped <style>body{display:none}</style> features',
    ].join('\n');
    for (const template of templates) {
      const html = template.renderHtml(buildResumeDocument(text));
      const body = html.slice(html.indexOf('<body>'));
      expect(body).not.toMatch(/<(script|iframe|style|img|i)[\s>]/i);
      expect(body).not.toContain('<b>bold</b>');
      expect(body).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;');
      expect(body).toContain('&lt;style&gt;body{display:none}&lt;/style&gt;');
    }
  });

  it('escapeHtml escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('resolveTemplate', () => {
  it('has renderers for basic-1 and basic-2', () => {
    expect(renderedTemplateIds()).toEqual(['basic-1', 'basic-2']);
  });

  it('uses the requested template, else the stored one, else basic-1', () => {
    expect(resolveTemplate('basic-2', 'basic-1', 'free_trial').id).toBe('basic-2');
    expect(resolveTemplate(undefined, 'basic-2', 'free_trial').id).toBe('basic-2');
    expect(resolveTemplate(undefined, null, 'free_trial').id).toBe('basic-1');
  });

  it('falls back to basic-1 for unknown ids, ids the plan does not unlock and ids without a renderer', () => {
    expect(resolveTemplate('nope-9', null, 'elite').id).toBe('basic-1');
    expect(resolveTemplate('prem-1', 'basic-2', 'free_trial').id).toBe('basic-1');
    expect(resolveTemplate(undefined, 'prof-1', 'free_trial').id).toBe('basic-1');
    expect(resolveTemplate('prof-1', null, 'elite').id).toBe('basic-1');
  });
});
