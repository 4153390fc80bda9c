import { describe, expect, it } from 'vitest';
import { updateApplicationSchema } from './applications.schema';

describe('updateApplicationSchema', () => {
  it('keeps only the fields sent: a stage move does not blank the job', () => {
    expect(updateApplicationSchema.parse({ stage: 'interviewing' })).toEqual({ stage: 'interviewing' });
    expect(updateApplicationSchema.parse({ notes: 'Called back' })).toEqual({ notes: 'Called back' });
  });
  it('still checks and trims the job fields that are sent', () => {
    expect(updateApplicationSchema.parse({ jobTitle: '  Designer ', company: '' })).toEqual({ jobTitle: 'Designer', company: '' });
    expect(updateApplicationSchema.safeParse({ jobTitle: 'x'.repeat(301) }).success).toBe(false);
  });
});
