/// <reference types="node" />
/**
 * "Draft a follow-up" on the labeled corpus's resume × job pairs (shared fixtures, labeled/pairs.json),
 * for each stage: 60-120 body words, no stock phrase, and nothing the cover letters' truth check would
 * take out (no skill, number or date the resume or the card does not state).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findBannedPhrases } from '../cover-letters/banned-phrases';
import { enforceCoverLetterTruth } from '../cover-letters/check';
import { countLetterWords, splitLetter } from '../cover-letters/letter-text';
import { documentFromResume } from '../resume/document';
import { parseResume } from '../resume/structure';
import type { LabeledJob } from '../tailoring/labeled-pairs';
import { readResume } from '../tailoring/labeled-pairs';
import { requireSharedFixtures, sharedFixturePath } from '../testing/fixtures';
import { draftFollowUp, FOLLOW_UP_STAGES, type FollowUpInput } from './follow-up';

const run = requireSharedFixtures('labeled follow-up drafts');

describe.skipIf(!run)('follow-up drafts on the labeled pairs', () => {
  const pairs = run ? (JSON.parse(readFileSync(sharedFixturePath('labeled', 'pairs.json'), 'utf8')) as { resume: string; job: string }[]) : [];
  const counts: number[] = [];
  let withDeed = 0;

  for (const pair of pairs) {
    it(`${pair.resume} × ${pair.job}`, () => {
      const label = JSON.parse(readFileSync(sharedFixturePath('labeled', 'jobs', `${pair.job}.expected.json`), 'utf8')) as LabeledJob;
      const document = documentFromResume(parseResume(readResume(pair.resume)));
      for (const stage of FOLLOW_UP_STAGES) {
        const input: FollowUpInput = {
          stage,
          company: label.company,
          jobTitle: label.title,
          appliedAt: new Date('2026-03-02T15:00:00Z'),
          interviewAt: new Date('2026-03-12T18:30:00Z'),
          offerDeadline: new Date('2026-03-27T21:00:00Z'),
          contactName: stage === 'interviewing' ? 'Priya Raman' : null,
          document,
          signOffName: document.contact.name,
          timezone: 'America/New_York',
        };
        const draft = draftFollowUp(input);
        counts.push(draft.wordCount);
        if (/There I /.test(draft.content)) withDeed += 1;
        expect(draft.wordCount, draft.content).toBeGreaterThanOrEqual(60);
        expect(draft.wordCount, draft.content).toBeLessThanOrEqual(120);
        expect(findBannedPhrases(draft.content)).toEqual([]);
        const letter = splitLetter(draft.content);
        expect(letter.greeting).toMatch(stage === 'interviewing' ? /^Dear Priya Raman,$/ : /^Dear /);
        expect(letter.signOff).toMatch(/^Best regards,/);
        const checked = enforceCoverLetterTruth(draft.content, { document, jobText: '', jobTitle: label.title, company: label.company, customInstructions: draft.facts });
        expect(checked.removedClaims, draft.content).toEqual([]);
        expect(countLetterWords(checked.content)).toBe(draft.wordCount);
      }
    });
  }

  it('used the resume in most notes', () => {
    expect(counts.length).toBe(pairs.length * 3);
    // Applied and interviewing notes (two of three) cite a statement when the latest role has one to cite.
    expect(withDeed).toBeGreaterThanOrEqual(pairs.length);
  });
});

describe('follow-up draft', () => {
  it('states the dates in the user zone and fills a thin card to 60 words', () => {
    const draft = draftFollowUp({ stage: 'applied', company: '', jobTitle: '', appliedAt: new Date('2026-03-03T02:00:00Z'), timezone: 'America/Los_Angeles' });
    expect(draft.content).toContain('I applied for the role on March 2');
    expect(draft.wordCount).toBeGreaterThanOrEqual(60);
    expect(draft.facts).toBe('Applied on March 2.');
  });

  it('fails the truth check when a skill the resume lacks is added (the check is live)', () => {
    const document = documentFromResume(parseResume('Dana Smith\nExperience\nClerk, Acme Co, 2020 - Present\n- Filed 40 reports a week\n'));
    const draft = draftFollowUp({ stage: 'applied', company: 'Globex', jobTitle: 'Clerk', appliedAt: new Date('2026-03-03T15:00:00Z'), document, timezone: 'UTC' });
    const tampered = draft.content.replace('Thank you for considering', 'I also know Kubernetes and Python well. Thank you for considering');
    const checked = enforceCoverLetterTruth(tampered, { document, jobText: '', jobTitle: 'Clerk', company: 'Globex', customInstructions: draft.facts });
    expect(checked.removedClaims.length).toBeGreaterThan(0);
    expect(enforceCoverLetterTruth(draft.content, { document, jobText: '', jobTitle: 'Clerk', company: 'Globex', customInstructions: draft.facts }).removedClaims).toEqual([]);
  });
});
