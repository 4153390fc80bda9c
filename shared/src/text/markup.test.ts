import { describe, expect, it } from 'vitest';
import { looksLikeHtml, stripNonContent, textToHtml } from './markup';

describe('markup helpers', () => {
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
