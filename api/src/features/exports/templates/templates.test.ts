// The 27 templates against the ATS contract: their HTML for every fixture resume, their CSS, their
// distinctness, their Word themes, and each one printed by Chromium and read back with pdftotext.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { resumeTemplates } from '@jobapp/shared';
import { escapeHtml } from '@jobapp/shared/text/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedBrowser, type SharedBrowser } from '../../../lib/browser';
import { createLogger } from '../../../logger';
import { chromePath, requireChromium } from '../../../test/chromium';
import { resumeFixtures, fixture } from '../__fixtures__/resumes';
import { buildResumeDocument } from '../document';
import { renderDocx } from '../docx';
import { expectationsFor, extractDocxText, extractPdfText, findTextProblems } from '../parse-back';
import { renderedTemplateIds, rendererById, resolveTemplate } from './index';
import { fontCoverageOf } from './fonts';

const templates = renderedTemplateIds().map(rendererById);
const twoColumn = templates.filter((t) => t.css.includes('.gutter .lead{display:grid'));

function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h2>([^<]*)<\/h2>/g)].map((m) => m[1] ?? '');
}

/** The template's own stylesheet without the embedded fonts. */
function styleOf(css: string): string {
  const inner = /<style>([\s\S]*)<\/style>/.exec(css)?.[1] ?? css;
  return inner.replace(/@font-face\{[^}]*\}/g, '');
}

function points(value: string, unit: string): number {
  return unit === 'px' ? (Number(value) * 72) / 96 : Number(value);
}

describe('the catalogue', () => {
  it('has a renderer for each of the 27 ids, in catalogue order', () => {
    expect(renderedTemplateIds()).toEqual(resumeTemplates.map((t) => t.id));
    expect(renderedTemplateIds()).toHaveLength(27);
  });

  it('gives every template its own name and its own stylesheet', () => {
    const names = resumeTemplates.map((t) => t.name);
    expect(new Set(names).size).toBe(27);
    for (const name of names) expect(name).not.toMatch(/^(Basic|Professional|Premium|Exclusive) \d+$/);
    for (const t of templates) expect(t.name).toBe(resumeTemplates.find((c) => c.id === t.id)?.name);
    expect(new Set(templates.map((t) => styleOf(t.css))).size).toBe(27);
  });

  it('has a few two-column designs, none in the basic or professional groups', () => {
    expect(twoColumn.length).toBeGreaterThanOrEqual(5);
    for (const t of twoColumn) expect(t.id).toMatch(/^(prem|excl)-/);
  });
});

describe('HTML', () => {
  const cases = templates.flatMap((t) => resumeFixtures.map((f) => [t.id, f.id, t, f] as const));

  it.each(cases)('%s renders %s: name first, contact in the body, every heading in reading order, bullets as list items', (_t, _f, template, f) => {
    const doc = buildResumeDocument(f.text);
    const html = template.renderHtml(doc);
    const body = html.slice(html.indexOf('<body>'));
    // The name is the first text of the body.
    expect(body).toMatch(new RegExp(`^<body><main(?: class="gutter")?><div class="head"><h1 class="name">${escapeHtml(f.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    const contact = /<p class="contact">(.*?)<\/p>/.exec(body)?.[1] ?? '';
    expect(contact).toContain(`>${escapeHtml(f.email)}</a>`);
    expect(contact.indexOf(escapeHtml(f.email))).toBeLessThan(contact.indexOf(escapeHtml(f.phone)));
    // Headings: the document's own, in its order.
    expect(headingsOf(html)).toEqual(f.headings);
    expect(html).toMatch(/<ul><li>/);
  });

  it.each(twoColumn.map((t) => [t.id, t] as const))('%s: headings in a gutter beside their sections (heading, role line and first bullet unbreakable), else above them', (_id, template) => {
    let gutters = 0;
    for (const f of resumeFixtures) {
      const html = template.renderHtml(buildResumeDocument(f.text));
      if (!html.includes('<main class="gutter">')) {
        expect(html).not.toContain('class="sbody"');
        continue;
      }
      gutters += 1;
      // Each section: its heading, then its body, in the document's order; the gutter fits the headings.
      expect(html.match(/<section><div class="lead"><h2>[^<]*<\/h2><div class="sbody">/g)).toHaveLength(f.headings.length);
      expect(styleOf(html)).toContain('.gutter .lead{display:grid;column-gap:14pt;align-items:start;break-inside:avoid');
      const width = Number(/\.gutter \.lead\{grid-template-columns:(\d+)pt 1fr\}/.exec(html)?.[1]);
      expect(width).toBeGreaterThanOrEqual(Math.max(...f.headings.map((h) => h.length)) * 10.5 * 0.62);
      expect(html).toContain(`.gutter .rest{margin-left:${width + 14}pt}`);
    }
    expect(gutters).toBeGreaterThan(0);
    // A heading too long for the gutter puts the document back to headings above sections.
    const doc = buildResumeDocument(fixture('nurse').text);
    const long = { ...doc, sections: doc.sections.map((s, i) => (i === 0 ? { ...s, heading: 'PROFESSIONAL EXPERIENCE AND LEADERSHIP' } : s)) };
    expect(template.renderHtml(long)).not.toContain('class="gutter"');
  });

  it.each(templates.map((t) => [t.id, t] as const))('%s keeps the ATS contract in its HTML and CSS', (_id, template) => {
    const html = template.renderHtml(buildResumeDocument(fixture('long-software').text));
    const style = styleOf(html);
    expect(html).not.toMatch(/<(table|img|svg|script|iframe|link|object|embed|canvas|header|footer)\b/i);
    expect(style).not.toMatch(/display:\s*table|float:|position:\s*(absolute|fixed)|column-count|(?<![-\w])columns:|content:/i);
    expect(style).not.toMatch(/letter-spacing|word-spacing|text-align:\s*justify|hyphens:\s*auto|text-transform|@import/i);
    // The only thing loaded is an embedded woff2 font, which the CSP allows and nothing else.
    expect([...html.matchAll(/url\(([^)]{0,30})/g)].every((m) => m[1]?.startsWith('data:font/woff2;base64,'))).toBe(true);
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; font-src data:"`);
    expect(html).not.toMatch(/\ssrc=|href="(?!mailto:|https?:)/i);
    // Ligatures off; headings and a role's line stay with what follows.
    expect(html).toContain('font-variant-ligatures:none');
    expect(html).toContain('font-feature-settings:"liga" 0,"clig" 0');
    expect(html).toContain('h2{break-after:avoid');
    expect(html).toContain('.entry{break-after:avoid');
    // Bullets: disc (•), circle (◦) or square (▪) only.
    for (const m of style.matchAll(/list-style(?:-type)?:\s*([a-z-]+)/g)) expect(['disc', 'circle', 'square']).toContain(m[1]);
    // Sizes in points; body 10-12 pt, nothing under 10 pt, the name at most 28 pt.
    const sizes = [...style.matchAll(/font-size:\s*([\d.]+)(pt|px)/g)].map((m) => points(m[1] ?? '0', m[2] ?? 'pt'));
    expect(style).not.toMatch(/font-size:\s*[\d.]+(em|rem|%)|font-size:\s*(small|x-small|smaller)/);
    expect(sizes.length).toBeGreaterThan(3);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(10);
    for (const size of sizes) expect(size).toBeLessThanOrEqual(28);
    const bodySize = Number(/body\{font-family:[^;]+;font-size:([\d.]+)pt/.exec(style)?.[1]);
    expect(bodySize).toBeGreaterThanOrEqual(10);
    expect(bodySize).toBeLessThanOrEqual(12);
    // Page margins of at least 0.5 in, on US Letter.
    const page = /@page\{size:letter;margin:([\d.]+)in ([\d.]+)in\}/.exec(style);
    expect(page).not.toBeNull();
    expect(Number(page?.[1])).toBeGreaterThanOrEqual(0.5);
    expect(Number(page?.[2])).toBeGreaterThanOrEqual(0.5);
    // Fonts: embedded faces, regular and bold (latin only for this resume; latin-ext is tested below).
    expect(html).toMatch(/@font-face\{font-family:"[^"]+";font-style:normal;font-weight:700;/);
    expect(template.css).toContain('unicode-range:U+0100-02BA');
    // Small enough to print fast.
    expect(html.length).toBeLessThan(450_000);
  });

  it('escapes user text everywhere', () => {
    const text = [
      'Eve <script>alert(1)</script>',
      'eve@example.com | (555) 010-1234 | "><img src=x onerror=alert(1)>.example.com',
      '',
      'SUMMARY',
      'I write <b>bold</b> & "quoted" claims, e.g. <iframe src="https://evil.example">.',
      '',
      'SKILLS',
      'Python, <svg onload=x>, SQL',
      '',
      'EXPERIENCE',
      'Engineer <i>x</i> | Acme & Co | 2020 – Present',
      '• Shipped <style>body{display:none}</style> features',
    ].join('\n');
    for (const template of templates) {
      const html = template.renderHtml(buildResumeDocument(text));
      const body = html.slice(html.indexOf('<body>'));
      expect(body).not.toMatch(/<(script|iframe|style|img|i|svg)[\s>]/i);
      expect(body).not.toContain('<b>bold</b>');
      expect(body).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;');
      expect(body).toContain('&lt;style&gt;body{display:none}&lt;/style&gt;');
    }
  });

  it('draws no empty header when a document has no name, headline or contact', () => {
    const doc = { ...buildResumeDocument(fixture('nurse').text), name: '', headline: '', contact: [] };
    for (const template of templates) expect(template.renderHtml(doc)).not.toContain('class="head"');
  });

  it('escapeHtml escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('DOCX themes', () => {
  const wordFonts = ['Cambria', 'Calibri', 'Georgia', 'Garamond', 'Arial'];

  it.each(templates.map((t) => [t.id, t] as const))('%s maps to a Word look: Word fonts, sizes, accent, bullet', (_id, template) => {
    const theme = template.docx;
    expect(wordFonts).toContain(theme.font);
    if (theme.headingFont) expect(wordFonts).toContain(theme.headingFont);
    expect(theme.bodySize).toBeGreaterThanOrEqual(10);
    expect(theme.bodySize).toBeLessThanOrEqual(12);
    expect(theme.accentColor).toMatch(/^[0-9A-F]{6}$/);
    expect(['•', '◦', '▪']).toContain(theme.bullet);
  });

  it('every template’s DOCX reads back whole, in order', async () => {
    const f = fixture('unicode-marketing');
    for (const template of templates) {
      const doc = buildResumeDocument(f.text);
      const text = await extractDocxText(await renderDocx(doc, template.docx));
      expect(findTextProblems(text, expectationsFor(doc)), template.id).toEqual([]);
    }
  }, 30_000);
});

describe('PDF (Chromium) read back', () => {
  const withChromium = requireChromium('templates.test.ts');
  const pdftotext = ['/usr/bin/pdftotext', '/usr/local/bin/pdftotext'].find((p) => existsSync(p));
  const run = promisify(execFile);
  let browser: SharedBrowser | undefined;
  let dir = '';

  beforeAll(async () => {
    if (!withChromium) return;
    browser = createSharedBrowser({ executablePath: chromePath, logger: createLogger('silent') });
    await browser.warmUp();
    dir = await mkdtemp(join(tmpdir(), 'templates-'));
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  // A one-column template prints one fixture (they take turns); a two-column one prints every fixture.
  // About 45 prints, a few seconds.
  const cases = templates.flatMap((t, i) =>
    (twoColumn.includes(t) ? resumeFixtures : [resumeFixtures[i % resumeFixtures.length]!]).map((f) => [t.id, f.id, t, f] as const),
  );

  it.skipIf(!withChromium).each(cases)('%s prints %s: the name is the first line, no ligature or private-use character, everything in order', async (id, _f, template, f) => {
    const doc = buildResumeDocument(f.text);
    const html = template.renderHtml(doc);
    const pdf = await browser!.renderPdf(html);
    // A tagged PDF: a structure tree (headings, paragraphs, lists) and the catalogue's MarkInfo.
    expect(pdf.toString('latin1')).toMatch(/\/StructTreeRoot/);
    // pdf.js, as the export's own parse-back check reads it.
    expect(findTextProblems(await extractPdfText(pdf), expectationsFor(doc))).toEqual([]);
    if (!pdftotext) {
      process.stderr.write('templates.test.ts: pdftotext not found (apt-get install poppler-utils); its read-back is skipped\n');
      return;
    }
    const file = join(dir, `${id}-${f.id}.pdf`);
    await writeFile(file, pdf);
    const { stdout } = await run(pdftotext, ['-enc', 'UTF-8', file, '-']);
    const lines = stdout.split('\n').map((l) => l.trim()).filter(Boolean);
    expect(lines[0]).toBe(f.name);
    // eslint-disable-next-line no-control-regex
    expect(stdout).not.toMatch(/[\uFB00-\uFB06\uE000-\uF8FF\u0000]/u);
    expect(stdout).toContain(f.email);
    // Layout mode: a gutter heading reads as a line of its own, before its section's first line.
    const { stdout: layout } = await run(pdftotext, ['-layout', '-enc', 'UTF-8', file, '-']);
    const pieces = layout.split('\n').flatMap((line) => line.split(/\s{3,}/)).map((l) => l.trim()).filter(Boolean);
    let at = 0;
    for (const heading of f.headings) {
      const found = pieces.indexOf(heading, at);
      expect(found, `${heading} as a line of its own, in order`).toBeGreaterThanOrEqual(0);
      at = found + 1;
    }
    expect((stdout.match(/\f/g) ?? []).length).toBeLessThanOrEqual(2);
    // No page ends with a section heading or a role's line (its first bullet always comes with it).
    const pages = stdout.split('\f').slice(0, -1).map((page) => page.replace(/\s+/g, ' ').trim());
    const entries = doc.sections.flatMap((s) => s.blocks.flatMap((b) => (b.kind === 'entry' ? [[b.title, ...b.details].join(' | ')] : [])));
    for (const page of pages.slice(0, -1)) {
      for (const text of [...f.headings, ...entries]) expect(page.endsWith(text), `a page ends with "${text}"`).toBe(false);
    }
  }, 20_000);
});

describe('resolveTemplate', () => {
  it('uses the requested template, else the stored one, else basic-1', () => {
    expect(resolveTemplate('basic-2', 'basic-1', 'free_trial').id).toBe('basic-2');
    expect(resolveTemplate(undefined, 'basic-2', 'free_trial').id).toBe('basic-2');
    expect(resolveTemplate(undefined, null, 'free_trial').id).toBe('basic-1');
    expect(resolveTemplate('prem-12', null, 'elite').id).toBe('prem-12');
    expect(resolveTemplate('prof-3', null, 'starter').id).toBe('prof-3');
  });

  it('falls back to basic-1 for unknown ids and ids the plan does not unlock', () => {
    expect(resolveTemplate('nope-9', null, 'elite').id).toBe('basic-1');
    expect(resolveTemplate('prem-1', 'basic-2', 'free_trial').id).toBe('basic-1');
    expect(resolveTemplate(undefined, 'prof-1', 'free_trial').id).toBe('basic-1');
    expect(resolveTemplate('prem-9', null, 'pro').id).toBe('basic-1');
  });
});

describe('embedded font subsets', () => {
  const LATIN_EXT_RANGE = 'unicode-range:U+0100-02BA';

  it('embeds only the latin files for a resume written in latin characters, and latin-ext when a name needs it', () => {
    const template = rendererById('prem-6');
    const plain = template.renderHtml(buildResumeDocument(fixture('long-software').text));
    expect(plain).toContain('font-family:"EB Garamond"');
    expect(plain).not.toContain(LATIN_EXT_RANGE);
    const accented = template.renderHtml(buildResumeDocument(fixture('long-software').text.replace(/^[^\n]+/, 'Zoë Łukasiewicz-Müller')));
    expect(accented).toContain(LATIN_EXT_RANGE);
    expect(accented.length).toBeGreaterThan(plain.length);
  });

  it('needs latin-ext for Ł, ő and ș but not for é, ü, – or €', () => {
    expect(fontCoverageOf('Łódź')).toBe('latin-ext');
    expect(fontCoverageOf('Erdős')).toBe('latin-ext');
    expect(fontCoverageOf('București')).toBe('latin-ext');
    expect(fontCoverageOf('Zoë Müller – café, 5 €')).toBe('latin');
  });
});
