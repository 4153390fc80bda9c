import { describe, expect, it } from 'vitest';
import { cleanText, collapseWhitespace, decodeEntities, htmlToText, looksLikeHtml, stripNonContent, textToHtml } from './html-text';

describe('decodeEntities', () => {
  it.each([
    ['a &amp; b', 'a & b'],
    ['&lt;p&gt;x&lt;/p&gt;', '<p>x</p>'],
    ['&quot;quoted&quot; &#39;single&#39; &apos;apos&apos;', '"quoted" \'single\' \'apos\''],
    ['caf&#xE9; &#x2019; &#8212;', 'caf\u00e9 \u2019 \u2014'],
    ['a&nbsp;b', 'a\u00a0b'],
    ['&#146;', '\u2019'],
    ['AT&T and &unknown; stay', 'AT&T and &unknown; stay'],
    ['&amp;lt;', '&lt;'],
    ['&#0; &#xD800;', '\ufffd \ufffd'],
  ])('%s → %s', (input, expected) => expect(decodeEntities(input)).toBe(expected));
});

describe('htmlToText', () => {
  it('turns <br>, paragraphs, headings and lists into lines', () => {
    const html =
      '<h2>About</h2><p>We build <b>tools</b>.</p><p>Second&nbsp;para</p><ul><li>One</li><li>Two <i>and</i> a half</li></ul><ol><li>First</li><li>Second</li></ol>Tail<br>line';
    expect(htmlToText(html)).toBe(
      'About\n\nWe build tools.\n\nSecond para\n\n\u2022 One\n\u2022 Two and a half\n\n1. First\n2. Second\n\nTail\nline',
    );
  });

  it('keeps <br><br> as a blank line (LinkedIn markup has no <p>)', () => {
    expect(htmlToText('<strong>Role</strong><br><br>Build things.<br>Ship them.<br/><br /><br>End')).toBe(
      'Role\n\nBuild things.\nShip them.\n\nEnd',
    );
  });

  it('collapses source whitespace and trims lines', () => {
    expect(htmlToText('<div>\n  <div>\n   Role: Engineer\n  </div>\n  <div></div>\n  <div>  Location:   Dallas  </div>\n</div>')).toBe(
      'Role: Engineer\nLocation: Dallas',
    );
  });

  it('drops scripts, styles, comments and empty list items', () => {
    expect(htmlToText('<p>a</p><script>var x = "<p>no</p>";</script><style>p{}</style><!-- <p>c</p> --><ul><li></li><li>b</li></ul>')).toBe(
      'a\n\n\u2022 b',
    );
  });

  it('decodes entities and handles attributes containing ">"', () => {
    expect(htmlToText('<a title="a > b" href="/x?y=1&amp;z=2">Tom &amp; Jerry&#39;s</a> &lt;3')).toBe("Tom & Jerry's <3");
  });

  it('keeps line breaks inside <pre>', () => {
    expect(htmlToText('<pre>line 1\n  line 2</pre>')).toBe('line 1\nline 2');
  });

  it('handles plain text and empty input', () => {
    expect(htmlToText('Just text &amp; more')).toBe('Just text & more');
    expect(htmlToText('')).toBe('');
    expect(htmlToText(null)).toBe('');
  });

  it('puts table cells on one line and rows on their own', () => {
    expect(htmlToText('<table><tr><td>Salary</td><td>$100k</td></tr><tr><td>Type</td><td>Full-time</td></tr></table>')).toBe(
      'Salary $100k\nType Full-time',
    );
  });
});

describe('small helpers', () => {
  it('collapseWhitespace and cleanText', () => {
    expect(collapseWhitespace('  a \n\t b\u00a0 c\u200b ')).toBe('a b c');
    expect(cleanText(' R&amp;D   Engineer ')).toBe('R&D Engineer');
    expect(cleanText(undefined)).toBe('');
  });

  it('looksLikeHtml', () => {
    expect(looksLikeHtml('<p>x</p>')).toBe(true);
    expect(looksLikeHtml('a<br>b')).toBe(true);
    expect(looksLikeHtml('&lt;p&gt;x&lt;/p&gt;')).toBe(false);
    expect(looksLikeHtml('3 < 4 and 5 > 2')).toBe(false);
  });

  it('textToHtml escapes and keeps lines', () => {
    expect(textToHtml('Line <1>\nLine 2\n\nPara & more')).toBe('<p>Line &lt;1&gt;<br>Line 2</p>\n<p>Para &amp; more</p>');
  });

  it('stripNonContent', () => {
    expect(stripNonContent(' <p>a</p><script type="x">b</script><!--c--><style>d</style> ')).toBe('<p>a</p>');
  });
});
