import { describe, expect, it } from 'vitest';
import { initialEditorText, sampleResume } from './sample-resume';

describe('initialEditorText (spec section 4)', () => {
  it("starts from the loaded resume's content when the route names one", () => {
    expect(initialEditorText({ resumeId: 7, content: 'Stored text', savedCount: 0 })).toBe('Stored text');
    expect(initialEditorText({ resumeId: 7, content: undefined, savedCount: 3 })).toBeUndefined();
  });

  it('prefills the sample resume with no id and no saved resumes, and starts empty with saved ones', () => {
    expect(initialEditorText({ resumeId: null, content: undefined, savedCount: 0 })).toBe(sampleResume);
    expect(initialEditorText({ resumeId: null, content: undefined, savedCount: 2 })).toBe('');
    expect(initialEditorText({ resumeId: null, content: undefined, savedCount: undefined })).toBeUndefined();
  });

  it('has a sample long enough to analyse and save', () => {
    expect(sampleResume.trim().length).toBeGreaterThanOrEqual(100);
  });
});
