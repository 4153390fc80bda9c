import { describe, expect, it } from 'vitest';
import { htmlToLines, htmlToText } from './html-to-text';

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

describe('htmlToLines', () => {
  it('passes plain text through with its line breaks, entities decoded', () => {
    expect(htmlToLines('Requirements:\n  5+ years of Go &amp; Rust\n\n\nBonus')).toBe('Requirements:\n  5+ years of Go & Rust\n\n\nBonus');
  });

  it('makes every block tag a line break and every <li> a "• " line, ordered lists too', () => {
    expect(htmlToLines('<div>a</div><div>b</div><ol><li>c</li></ol>x<br>y<span>z</span>')).toBe('\na\n\nb\n\n\n• c\n\nx\ny z ');
  });

  it('reads source line breaks as spaces and drops comments, scripts and styles', () => {
    expect(htmlToLines('<p>one\ntwo</p><!-- <p>no</p> --><script>var p = "<p>";</script><style>p{}</style>')).toBe('\none two\n   ');
  });
});
