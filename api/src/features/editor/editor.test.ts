/**
 * The editor's scoring calls over HTTP (issue 12, sections 2 and 3): the deterministic scorer's answer
 * in the spec's fields, limited for free_trial (3 suggestions, at most 500 words, the upgrade message)
 * and whole for paid plans; the job's keywords checked for a tailored resume; validation in the spec's
 * words; another user's resume is 404; nothing is written.
 */
import { messages, type ErrorBody, type OptimizeResult } from '@jobapp/shared';
import type { FormattingSuggestionsResult, SectionSuggestionsResult } from '@jobapp/shared/editor/editor.schema';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/factories';
import { SAMPLE_RESUME_TEXT } from '../resumes/parsing/test-files';
import { PASTED_DESCRIPTION, useResumesSuite, WALLED_JOB_LINK } from '../resumes/test-kit';

const suite = useResumesSuite();

/** A resume with plenty to fix: weak openers, a pronoun, filler, mixed date formats, no summary. */
const WEAK_RESUME = `Jordan Avery
jordan.avery@example.com | (555) 010-2233 | Denver, CO

EXPERIENCE
Operations Coordinator, Front Range Logistics
01/2021 - Present
- Responsible for managing the weekly delivery schedule for the Denver warehouse
- I utilized spreadsheets in order to track inbound shipments and carrier delays
- Helped the team

Warehouse Associate, Summit Supply
Jun 2018 - Dec 2020
- Worked on inventory counts every month with the floor lead and the night shift

EDUCATION
B.A. Business Administration, University of Colorado, 2018

SKILLS
Excel, Scheduling, Excel, Inventory
`;

const wordsOf = (texts: readonly string[]) => texts.join(' ').split(/\s+/).filter(Boolean).length;

async function userOnPlan(plan: 'free_trial' | 'pro') {
  const made = await registerUser(suite.server);
  if (plan !== 'free_trial') expect((await made.client.post('/api/create-subscription', { plan })).status).toBe(200);
  return made;
}

describe('POST /api/resume/formatting-suggestions', () => {
  it('gives a paid plan every finding, the scores with their arithmetic, fixes and a formatted resume', async () => {
    const { client } = await userOnPlan('pro');
    const response = await client.post<FormattingSuggestionsResult>('/api/resume/formatting-suggestions', { resumeText: WEAK_RESUME });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const body = response.body;
    expect(body.limitedResponse).toBe(false);
    expect(body.upgradeMessage).toBeNull();
    expect(body.overallScore).toBeGreaterThanOrEqual(0);
    expect(body.overallScore).toBeLessThan(10);
    expect(Object.keys(body.sectionScores)).toEqual(expect.arrayContaining(['HEADER', 'EXPERIENCE', 'EDUCATION', 'SKILLS']));
    expect(body.overallExplanation.length).toBeGreaterThan(20);
    expect(body.explanations.EXPERIENCE?.text).toMatch(/10 ×/);
    expect(body.rulesChecked).toBeGreaterThanOrEqual(40);
    const ruleIds = new Set(body.findings.map((f) => f.ruleId));
    expect(ruleIds.size).toBeGreaterThan(5);
    // One-click edits point at the text they change, and never add a fact.
    const fixes = body.findings.flatMap((f) => (f.fix ? [f.fix] : []));
    expect(fixes.length).toBeGreaterThan(0);
    for (const fix of fixes) expect(WEAK_RESUME.slice(fix.start, fix.end)).toBe(fix.before);
    expect(body.formattedResume).not.toBe(WEAK_RESUME);
    expect(body.formattedResume).toContain('Jordan Avery');
    expect(body.formattedResume).not.toMatch(/in order to/);
  });

  it('limits a free trial to the 3 most important suggestions, at most 500 words, with the upgrade message', async () => {
    const { client } = await userOnPlan('free_trial');
    const response = await client.post<FormattingSuggestionsResult>('/api/resume/formatting-suggestions', { resumeText: WEAK_RESUME });
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body.limitedResponse).toBe(true);
    expect(body.upgradeMessage).toBe(messages.editorUpgradeMessage);
    const suggestions = Object.values(body.suggestions).flat();
    expect(suggestions.length).toBeLessThanOrEqual(3);
    expect(suggestions.length).toBeGreaterThan(0);
    const areas = body.improvementAreas.flatMap((s) => s.areas.flatMap((a) => [a.area, a.description]));
    expect(wordsOf([...suggestions, ...areas])).toBeLessThanOrEqual(500);
    // The scores are the same as a paid plan's: only the feedback is limited.
    const { client: pro } = await userOnPlan('pro');
    const full = await pro.post<FormattingSuggestionsResult>('/api/resume/formatting-suggestions', { resumeText: WEAK_RESUME });
    expect(body.overallScore).toBe(full.body.overallScore);
    expect(body.sectionScores).toEqual(full.body.sectionScores);
  });

  it("checks the job's keywords for a tailored resume, and answers 404 for another user's", async () => {
    const { client } = await userOnPlan('pro');
    const made = await client.post<OptimizeResult>('/api/optimize-resume-text', {
      resumeText: SAMPLE_RESUME_TEXT,
      jobUrl: WALLED_JOB_LINK,
      jobDescription: PASTED_DESCRIPTION,
    });
    expect(made.status).toBe(201);
    const withJob = await client.post<FormattingSuggestionsResult>('/api/resume/formatting-suggestions', {
      resumeText: made.body.optimizedContent,
      resumeId: made.body.resumeId,
    });
    const without = await client.post<FormattingSuggestionsResult>('/api/resume/formatting-suggestions', { resumeText: made.body.optimizedContent });
    expect(withJob.status).toBe(200);
    expect(withJob.body.rulesChecked).toBeGreaterThan(without.body.rulesChecked);

    const { client: other } = await userOnPlan('pro');
    const refused = await other.post<ErrorBody>('/api/resume/formatting-suggestions', { resumeText: made.body.optimizedContent, resumeId: made.body.resumeId });
    expect(refused.status).toBe(404);
  });

  it('answers the same thing for the same text, and refuses text under 100 characters in the spec words', async () => {
    const { client } = await userOnPlan('pro');
    // One after the other: a user's second analysis while the first runs is refused (429, one compute task each).
    const a = await client.post<FormattingSuggestionsResult>('/api/resume/formatting-suggestions', { resumeText: WEAK_RESUME });
    const b = await client.post<FormattingSuggestionsResult>('/api/resume/formatting-suggestions', { resumeText: WEAK_RESUME });
    expect(a.body).toEqual(b.body);
    const short = await client.post<ErrorBody>('/api/resume/formatting-suggestions', { resumeText: 'Jordan Avery, operations.' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Please enter more text for your resume (minimum 100 characters)');
    expect((await suite.server.client().post('/api/resume/formatting-suggestions', { resumeText: WEAK_RESUME })).status).toBe(401);
  });
});

describe('POST /api/resume/section-suggestions', () => {
  const EXPERIENCE = WEAK_RESUME.slice(WEAK_RESUME.indexOf('EXPERIENCE'), WEAK_RESUME.indexOf('EDUCATION'));

  it("scores one section, explains the score and offers its fixes and formatted text", async () => {
    const { client } = await userOnPlan('pro');
    const response = await client.post<SectionSuggestionsResult>('/api/resume/section-suggestions', { sectionText: EXPERIENCE, sectionType: 'experience' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const body = response.body;
    expect(body.score).toBeGreaterThanOrEqual(0);
    expect(body.score).toBeLessThanOrEqual(10);
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.improvement_areas[0]).toEqual({ area: expect.any(String), description: expect.any(String) });
    expect(body.explanation.text).toMatch(/10 ×/);
    expect(body.formattedSection).toBeDefined();
    expect(body.formattedSection).not.toContain('Responsible for');
    for (const f of body.findings) if (f.fix) expect(EXPERIENCE.slice(f.fix.start, f.fix.end)).toBe(f.fix.before);
  });

  it('refuses an empty section and an unknown type in clear words', async () => {
    const { client } = await userOnPlan('pro');
    const empty = await client.post<ErrorBody>('/api/resume/section-suggestions', { sectionText: '   ', sectionType: 'experience' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(messages.editorSectionRequired);
    const type = await client.post<ErrorBody>('/api/resume/section-suggestions', { sectionText: EXPERIENCE, sectionType: 'hobbies' });
    expect(type.status).toBe(400);
    expect(type.body.message).toBe(messages.editorSectionType);
  });
});
