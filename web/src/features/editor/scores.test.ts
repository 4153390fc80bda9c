import { describe, expect, it } from 'vitest';
import { canApplyAll, editorScoreTone, scoreBarValue } from './scores';

describe('editor scores (spec section 9)', () => {
  it('is green from 8, amber from 6 to 7, red below 6', () => {
    expect(editorScoreTone(10)).toBe('green');
    expect(editorScoreTone(8)).toBe('green');
    expect(editorScoreTone(7.9)).toBe('amber');
    expect(editorScoreTone(6)).toBe('amber');
    expect(editorScoreTone(5.9)).toBe('red');
    expect(editorScoreTone(0)).toBe('red');
  });

  it('fills the bar at 10 times the score, within 0-100', () => {
    expect(scoreBarValue(7)).toBe(70);
    expect(scoreBarValue(12)).toBe(100);
    expect(scoreBarValue(-1)).toBe(0);
    expect(scoreBarValue(Number.NaN)).toBe(0);
  });
});

describe('canApplyAll', () => {
  it('hides Apply All Changes on a limited response', () => {
    expect(canApplyAll({ limitedResponse: true, formattedResume: 'Formatted resume' })).toBe(false);
  });

  it('offers it on a full response with a formatted resume', () => {
    expect(canApplyAll({ limitedResponse: false, formattedResume: 'Formatted resume' })).toBe(true);
    expect(canApplyAll({ limitedResponse: false, formattedResume: '  ' })).toBe(false);
  });
});
