import { limits } from '@jobapp/shared';
import { describe, expect, it } from 'vitest';
import { sampleResume } from './sample-resume';

describe('sampleResume', () => {
  it('is long enough to analyse and save', () => {
    expect(sampleResume.trim().length).toBeGreaterThanOrEqual(limits.editorMinChars);
  });
});
