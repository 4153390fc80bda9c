import { describe, expect, it } from 'vitest';
import { findGrammarFaults, presentPerfect, type GrammarFaultKind } from './grammar';

/** The kinds found in `text`, in order. */
function kindsOf(text: string, names: readonly string[] = []): GrammarFaultKind[] {
  return findGrammarFaults(text, { names }).map((fault) => fault.kind);
}

describe('findGrammarFaults', () => {
  it.each<[string, GrammarFaultKind]>([
    ['I registered Dietitian with six years of clinical experience.', 'pronoun-noun'],
    ['I determined Accountant with a CPA licence.', 'pronoun-noun'],
    ['SHRM-CP.', 'no-verb'],
    ['Managing budgets across three regions.', 'no-verb'],
    ['I reduced costs by 12%; trained six staff.', 'no-verb'],
    ['In my project Bus Crowding Tracker | Python, pandas, Streamlit.', 'no-verb'],
    ['I am experienced with Troubleshooting and Lockout/tagout procedures.', 'title-case-mid-sentence'],
    ['I am a Registered Nurse with five years on night shifts.', 'title-case-mid-sentence'],
  ])('finds the fault in %j', (sentence, kind) => {
    expect(kindsOf(sentence)).toContain(kind);
  });

  it.each([
    'As a registered dietitian with six years of experience, I counsel patients.',
    'I built a dashboard in Python and Streamlit for Acme Corp.',
    'I led the migration to Amazon Web Services at Google.',
    'I joined Google in 2019 and have led its payroll team since March.',
    'I reduced costs by 12%, and I trained six staff.',
    'I use Excel, Tableau and SQL every day.',
    'My work at Northside Clinic covered 40 patients a day.',
    'I project revenue monthly for the CFO.',
    'In 2021 I moved to Denver, Colorado, to lead the Denver office.',
    'I hold the SHRM-CP certification.',
    'At Riverside Hospital I cared for twelve patients a night.',
    'I round daily with two internal-medicine teams and recommend dose adjustments.',
    'We won the second round of funding.',
    'I coach two analysts on dbt conventions and review their pull requests.',
    'I mentor two junior engineers and run the design reviews.',
    'The coach of the team left.',
    'I room 30 patients a day, take vitals and update charts in Athenahealth.',
    'The room was booked for the review.',
  ])('finds nothing in %j', (sentence) => {
    expect(findGrammarFaults(sentence)).toEqual([]);
  });

  it('lets the names it is given stay capitalised', () => {
    const sentence = 'I am applying for the Senior Accountant position at Acme.';
    expect(kindsOf('I am applying for the Accounting Manager position.')).toEqual(['title-case-mid-sentence']);
    expect(kindsOf(sentence, ['Senior Accountant'])).toEqual([]);
  });

  it('reads a letter sentence by sentence and skips its salutation and signature', () => {
    const letter = 'Dear Hiring Manager,\n\nI write about the role. Leading teams.\n\nSincerely,\nJane Doe';
    expect(findGrammarFaults(letter)).toEqual([{ sentence: 'Leading teams.', kind: 'no-verb', detail: 'the sentence has no verb' }]);
  });
});

describe('presentPerfect', () => {
  it.each([
    ['shortened', 'have shortened'],
    ['grew', 'have grown'],
    ['cut', 'have cut'],
    ['led', 'have led'],
    ['wrote', 'have written'],
  ])('%s → %s', (past, perfect) => {
    expect(presentPerfect(past)).toBe(perfect);
  });

  it.each(['own', 'rose', 'manage'])('%s is no past-tense verb it can turn', (word) => {
    expect(presentPerfect(word)).toBeNull();
  });
});

describe('a result clause whose verb compromise reads as a noun', () => {
  it('reads "rose" as the verb of "the pass rate rose from 58% to 81%"', () => {
    expect(findGrammarFaults('I redesigned the course; the pass rate on the AP exam rose from 58% to 81% in three years.')).toEqual([]);
    expect(findGrammarFaults('I led the rollout; on-time completion rose from 81% to 98%.')).toEqual([]);
  });

  it('still finds a clause with no verb', () => {
    expect(findGrammarFaults('I grew the garden; a red rose from the nursery.').map((f) => f.kind)).toEqual(['no-verb']);
  });
});
