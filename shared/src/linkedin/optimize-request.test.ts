import { describe, expect, it } from 'vitest';
import { fixtureResume, fixtureText } from './__fixtures__/load';
import { optimizeLinkedInSchema } from './linkedin.schema';
import { optimizeProfileRequest } from './optimize-request';

describe('optimizeProfileRequest', () => {
  it('gives the row fields of a validated request', () => {
    const request = optimizeLinkedInSchema.parse({
      profileUrl: 'https://www.linkedin.com/in/jordan-rivera',
      profileContent: fixtureText('weak-profile.txt'),
      targetPosition: 'Backend Engineer',
      targetIndustry: 'Fintech',
    });
    const row = optimizeProfileRequest(request, [fixtureResume('jordan-resume.txt')]);
    expect(row.headline).toBe(row.result.headlines[0]);
    expect(row.summary).toBe(row.result.about);
    expect(row.optimizedContent).toContain(row.summary);
    expect(row.result.after.score).toBeGreaterThan(row.result.before.score);
  });
});
