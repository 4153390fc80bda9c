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
  it('accountant: the opening does not name the title the next sentence says; a credential her own sentence names is not said again', () => {
    const r = optimize(run('08-accountant-nathan-boateng × 06-senior-staff-accountant'));
    expect(r.about).toMatch(/^The close went from 9 to 5 business days at Harborview Marine Supply after I moved reconciliations into BlackLine and standardized journal-entry templates\. I'm a senior accountant/);
    // Where she studied and what she uses are one paragraph, not two lines of one sentence each.
    expect(r.about).toMatch(/\n\nI earned a Master of Science in Accounting at the University of Hartford\. My tools include Excel, BlackLine and QuickBooks\b/);
    // The CPA the user's own sentence names is not said again.
    expect(r.about).not.toContain('I hold the CPA');
    expect(r.about).not.toMatch(/I work with/);
    // Two Experience lines are not strung into one sentence; the employer the opening named is not named again.
    expect(r.about).not.toContain('reconciled 40+ balance-sheet accounts monthly and ran');
    expect(r.about.match(/Harborview Marine Supply/g)).toHaveLength(1);
    // The summary's verbless sentences are said in the first person, and no note says they were left out.
    expect(r.about).toContain("I'm a licensed CPA in Connecticut; I led the general-ledger side of a NetSuite implementation.");
    expect(r.removedClaims.join(' ')).not.toMatch(/not a first-person sentence/);
  }, 30_000);

  it('customer support: a verbless self-description in the first person; the location line is not a statement', () => {
    const r = optimize(run('17-customer-support-mei-ling-chow × 12-customer-support-specialist-billing'));
    expect(r.about).toContain("I'm patient with frustrated customers, quick with billing problems, and careful about writing bug reports");
    expect(r.roles.flatMap((x) => x.description.split('\n'))).not.toContain('• Austin, TX (remote)');
    // The target's "Customer Service" in the user's sentence case, beside her "Billing and refunds".
    expect(r.skills).toContain('Customer service');
    expect(r.skills).toContain('Billing and refunds');
    expect(r.skills).toContain('Salesforce Service Cloud');
  }, 30_000);

  it('chef: an Executive Sous Chef is not put forward as a Sous Chef; no headline in the first person', () => {
    const r = optimize(run('14-chef-luca-ferrante × 13-sous-chef'));
    for (const h of r.headlines) expect(h).toMatch(/^Executive Sous Chef\b/);
    for (const h of r.headlines) expect(h).not.toMatch(/\bour\b/);
    expect(r.about).toContain("I'm an executive sous chef with 13 years");
    expect(r.skills).not.toContain('Hospitality');
  }, 30_000);

  it('nurse: one tense to a sentence, her summary in the first person rather than a list of focus skills, no title among the skills, the user\'s spelling', () => {
    const r = optimize(run('01-nurse-dana-whitfield × 01-registered-nurse-med-surg-tele'));
    for (const s of splitSentences(r.about.replace(/\n+/g, ' '))) expect(s).not.toMatch(/\bI build\b.*\band ran\b/);
    expect(r.about).toContain("I'm a registered nurse with 11 years of acute-care experience");
    expect(r.about).toContain("I'm known for calm escalation, clean handoffs, and coaching new graduates");
    expect(r.about).not.toContain('My focus is');
    // Her "daily user of Epic, Pyxis, …" names the tools; the About does not list Pyxis MedStation again.
    expect(r.about).not.toMatch(/I use [^.]*Pyxis/);
    expect(r.removedClaims.filter((n) => n.startsWith('About: your sentence'))).toEqual([]);
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
