/**
 * The About, headlines and skills list as a recruiter reads them (the LinkedIn issue's findings on the
 * labeled corpus): no Experience lines strung into a sentence, one tense to a sentence, the title not said
 * twice in the opening, skills said by kind (not "I work with Basic Life Support"), no bullet in the
 * imperative in a headline, no job title in the skills list, no Title Case a user does not write.
 */
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../resume/entry-lines';
import { requireSharedFixtures } from '../testing/fixtures';
import { documentOfText, labeledRuns, type LabeledRun } from './__fixtures__/labeled';
import { optimizeLinkedInProfile } from './optimize';
import { readProfile } from './profile-read';

const runs = requireSharedFixtures('LinkedIn About rewrite on the labeled corpus') ? labeledRuns() : [];
const run = (name: string) => runs.find((r) => r.name === name) as LabeledRun;
const optimize = (r: LabeledRun) => optimizeLinkedInProfile({ profile: readProfile(r.text), target: { position: r.position, industry: r.industry }, resumes: [documentOfText(r.text)] });

describe.skipIf(runs.length === 0)('LinkedIn About, headlines and skills as a recruiter reads them', () => {
  it('accountant: the opening does not name the title the next sentence says; credentials and tools in one sentence', () => {
    const r = optimize(run('08-accountant-nathan-boateng × 06-senior-staff-accountant'));
    expect(r.about).toMatch(/^At Harborview Marine Supply, Inc\., I shortened the close from 9 to 5 business days\. I'm a senior accountant/);
    expect(r.about).toMatch(/\n\nI hold the CPA; day to day I use Microsoft Excel, QuickBooks, NetSuite\b/);
    expect(r.about).not.toMatch(/I work with/);
    // Two Experience lines are not strung into one sentence.
    expect(r.about).not.toContain('reconciled 40+ balance-sheet accounts monthly and ran');
  }, 30_000);

  it('nurse: one tense to a sentence, practices as a focus, no title among the skills, the user\'s spelling', () => {
    const r = optimize(run('01-nurse-dana-whitfield × 01-registered-nurse-med-surg-tele'));
    for (const s of splitSentences(r.about.replace(/\n+/g, ' '))) expect(s).not.toMatch(/\bI build\b.*\band ran\b/);
    expect(r.about).toContain('My focus is medical-surgical nursing, telemetry and patient care.');
    expect(r.about).not.toMatch(/I use [^.]*Basic Life Support/);
    expect(r.skills).not.toContain('Registered Nurse');
    expect(r.skills).toContain('Patient care');
  }, 30_000);

  it('HR generalist: no bullet in the imperative in a headline; no "HR Generalist Duties" skill', () => {
    const r = optimize(run('15-hr-generalist-adaeze-nwosu × 07-hr-generalist'));
    for (const h of r.headlines) expect(h).not.toMatch(/\| Support 900 employees/);
    expect(r.headlines[2]).toContain('Average time-to-fill fell from 52 to 34 days');
    expect(r.skills).not.toContain('HR Generalist Duties');
  }, 30_000);

  it('HR generalist: an outcome the user states leads the opening, the work follows (not the bullet with "I" in front)', () => {
    const r = optimize(run('15-hr-generalist-adaeze-nwosu × 07-hr-generalist'));
    expect(r.about).toMatch(/^Average time-to-fill fell from 52 to 34 days at Wake Valley Health Partners, where I run full-cycle recruiting for clinical support roles\./);
  }, 30_000);
});
