/** The job-description allow-list: structure and safe links survive, anything active does not. */
import { describe, expect, it } from 'vitest';
import { sanitizeJobHtml } from './html-sanitize';

describe('sanitizeJobHtml', () => {
  it('keeps paragraphs, lists, emphasis and line breaks', () => {
    const html = '<p><strong>About</strong> <em>us</em><br />We <u>build</u> <b>things</b> <i>well</i>.</p><ul><li>One</li></ul><ol><li>Two</li></ol>';
    expect(sanitizeJobHtml(html)).toBe(html);
    expect(sanitizeJobHtml('<p>a<br>b</p>')).toBe('<p>a<br />b</p>');
  });

  it('maps h1/h2 to h3 and h5/h6 to h4, and keeps h3/h4', () => {
    expect(sanitizeJobHtml('<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><h5>E</h5><h6>F</h6>')).toBe(
      '<h3>A</h3><h3>B</h3><h3>C</h3><h4>D</h4><h4>E</h4><h4>F</h4>',
    );
  });

  it('drops scripts, styles and their content, event handlers, styles and classes', () => {
    const out = sanitizeJobHtml(
      '<div class="x" style="color:red" onclick="steal()"><p onmouseover="alert(1)">Hi</p><script>alert("x")</script><style>p{}</style><noscript>ns</noscript></div>',
    );
    expect(out).toBe('<div><p>Hi</p></div>');
  });

  it('drops images, iframes, forms and SVG', () => {
    const out = sanitizeJobHtml(
      '<div>Text<img src="https://x.test/a.png" onerror="alert(1)"><iframe src="https://evil.test"></iframe><svg><script>alert(1)</script></svg><form><input name="a"><button>Go</button></form></div>',
    );
    expect(out).toBe('<div>Text</div>');
  });

  it('keeps http(s) links with rel="noopener nofollow" and nothing else on them', () => {
    expect(sanitizeJobHtml('<a href="https://example.com/apply" target="_blank" onclick="x()" class="c">Apply</a>')).toBe(
      '<a href="https://example.com/apply" rel="noopener nofollow">Apply</a>',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.test/x',
    '/relative/path',
    'mailto:a@b.test',
  ])('turns a link to %s into its text', (href) => {
    expect(sanitizeJobHtml(`<p><a href="${href}">Click</a></p>`)).toBe('<p>Click</p>');
  });

  it('closes a safe link correctly after an unsafe one', () => {
    expect(
      sanitizeJobHtml('<p><a href="javascript:x">a</a></p><p><a href="https://c.example/">b</a></p>'),
    ).toBe('<p>a</p><p><a href="https://c.example/" rel="noopener nofollow">b</a></p>');
  });

  it('keeps the text of tags that are not allowed', () => {
    expect(sanitizeJobHtml('<table><tr><td><span>Cell</span></td></tr></table>')).toBe('Cell');
  });

  it('answers "" for empty input', () => {
    expect(sanitizeJobHtml(null)).toBe('');
    expect(sanitizeJobHtml('')).toBe('');
  });
});
