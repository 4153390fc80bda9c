import { describe, expect, it } from 'vitest';
import { cleanText, collapseWhitespace, joinWithoutBlankRuns } from './whitespace';

describe('whitespace', () => {
  it('collapseWhitespace and cleanText', () => {
    expect(collapseWhitespace('  a \n\t b\u00a0 c\u200b ')).toBe('a b c');
    expect(cleanText(' R&amp;D   Engineer ')).toBe('R&D Engineer');
    expect(cleanText(undefined)).toBe('');
  });

  it('joinWithoutBlankRuns keeps one blank line between lines and none at the ends', () => {
    expect(joinWithoutBlankRuns(['', 'a', '', '', 'b', '', ''])).toBe('a\n\nb');
    expect(joinWithoutBlankRuns(['', ''])).toBe('');
  });
});
