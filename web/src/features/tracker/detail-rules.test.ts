import { type ApplicationEvent } from '@jobapp/shared/applications/applications.schema';
import { describe, expect, it } from 'vitest';
import { prepareContacts } from './detail-rules';
import { funnelSteps } from './funnel-rules';
import { describeEvent } from './timeline-rules';

describe('prepareContacts', () => {
  it('drops blank fields and blank contacts', () => {
    expect(prepareContacts([{ name: ' Ada ', role: '', email: 'ada@example.com' }, { name: '' }])).toEqual({
      contacts: [{ name: 'Ada', email: 'ada@example.com' }],
    });
  });
  it('asks for a name when a contact has details', () => {
    expect(prepareContacts([{ name: '', email: 'x@example.com' }])).toEqual({ error: 'Please enter a name for each contact' });
  });
});

describe('funnelSteps', () => {
  it('gives each step its share of all tracked', () => {
    const steps = funnelSteps({ total: 8, reachedApplied: 6, reachedInterview: 3, reachedOffer: 1, accepted: 0 });
    expect(steps.map((s) => [s.label, s.count, s.rate])).toEqual([
      ['Tracked', 8, null],
      ['Applied', 6, 75],
      ['Interviewed', 3, 38],
      ['Offers', 1, 13],
      ['Accepted', 0, 0],
    ]);
    expect(funnelSteps({ total: 0, reachedApplied: 0, reachedInterview: 0, reachedOffer: 0, accepted: 0 })[1]!.rate).toBeNull();
  });
});

describe('describeEvent', () => {
  const base: ApplicationEvent = { id: 1, kind: 'created', stage: null, fromStage: null, at: '2026-01-01T00:00:00Z', data: {}, resumeId: null, coverLetterId: null };
  it('words stage changes and links documents', () => {
    expect(describeEvent({ ...base, kind: 'stage', stage: 'interviewing', fromStage: 'applied' }).text).toBe('Moved from Applied to Interviewing');
    expect(describeEvent({ ...base, kind: 'resume', resumeId: 42 })).toEqual({
      text: 'Resume tailored for this job',
      link: { to: '/resume/42', label: 'Resume #42' },
    });
    expect(describeEvent({ ...base, kind: 'cover_letter', coverLetterId: 5 }).link).toEqual({ to: '/cover-letter', label: 'Cover letter #5' });
    expect(describeEvent({ ...base, kind: 'note', data: { text: 'Called the recruiter' } }).text).toBe('Called the recruiter');
    expect(describeEvent({ ...base, kind: 'packet', resumeId: 3 }).link?.to).toBe('/resume/3');
    // The tracker's own move after the card's days without news.
    expect(describeEvent({ ...base, kind: 'stage', stage: 'no_response', fromStage: 'applied', data: { automatic: true, days: 30 } }).text).toBe(
      'No news for 30 days: moved from Applied to No response',
    );
  });
});
