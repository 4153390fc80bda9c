import { documentFromResume } from '@jobapp/shared/resume/document';
import { parseResume } from '@jobapp/shared/resume/structure';
import { describe, expect, it } from 'vitest';
import { findGrammarFaults } from '@jobapp/shared/text/grammar';
import type { GrammarCheck } from './edit-checks';
import { editGrammarFor } from './edit-grammar';
import { applyLlmEdits, editableStatements, type EditOptions } from './llm-edits';

const RESUME = `Jordan Lee
jordan.lee@example.com

SUMMARY
Backend engineer who builds reliable APIs.

EXPERIENCE
Backend Engineer | Acme Logistics | Jan 2019 - Present
• Built REST APIs in Python serving 2 million requests a day
• Led a team of four engineers on the billing service
`;
const NOW = new Date('2026-11-23');
const doc = documentFromResume(parseResume(RESUME));
const [rest, team] = doc.experience[0]?.statements ?? [];

describe('applyLlmEdits', () => {
  it('applies a truthful rewording by id, traced to the statement it changes', () => {
    const result = applyLlmEdits(RESUME, doc, { summary: '', edits: [{ id: rest!.id, text: '• Delivered REST APIs in Python serving 2 million requests a day' }] }, NOW);
    expect(result.applied).toBe(1);
    const edited = result.document.experience[0]?.statements[0];
    expect(edited).toEqual({ id: `${rest!.id}.m`, text: 'Delivered REST APIs in Python serving 2 million requests a day', source: { kind: 'engine', from: rest!.id } });
    expect(result.document.experience[0]?.statements[1]).toEqual(team);
  });

  it('keeps the statement as it was when the edit adds a count, a number word or a skill', () => {
    for (const text of ['Led a team of twelve engineers on the billing service', 'Led 12 engineers on the billing service', 'Led four engineers on Kubernetes']) {
      const result = applyLlmEdits(RESUME, doc, { summary: '', edits: [{ id: team!.id, text }] }, NOW);
      expect(result.applied, text).toBe(0);
      expect(result.refused[0]?.claims.length, text).toBeGreaterThan(0);
      expect(result.document.experience[0]?.statements[1]).toEqual(team);
    }
  });

  it('writes a truthful summary of at most three sentences and ignores unknown ids', () => {
    const summary = 'Backend engineer who builds reliable APIs. Built REST APIs in Python. Led a team of four engineers. Serves 2 million requests a day.';
    const result = applyLlmEdits(RESUME, doc, { summary, edits: [{ id: 'e9.s9', text: 'Anything' }] }, NOW);
    expect(result.document.summary.map((s) => s.text)).toEqual(['Backend engineer who builds reliable APIs.', 'Built REST APIs in Python.', 'Led a team of four engineers.']);
    expect(result.unknown).toEqual(['e9.s9']);
  });

  it('lists the statements the model may reword by id under their roles', () => {
    expect(editableStatements(doc)).toBe(`## Backend Engineer | Acme Logistics | Jan 2019 - Present\n${rest!.id}: ${rest!.text}\n${team!.id}: ${team!.text}`);
  });
});

const DATED = `${RESUME}• Moved the billing service to Stripe in March 2021
`;
const dated = documentFromResume(parseResume(DATED));
const [, , stripe] = dated.experience[0]?.statements ?? [];

/** The one refusal of an answer, as [code, detail]. */
function refusalOf(answer: { summary: string; edits: { id: string; text: string }[] }, options: EditOptions = {}): [string, string][] {
  return applyLlmEdits(DATED, dated, answer, NOW, { originalSummary: 'Backend engineer who builds reliable APIs.', ...options }).refused.map((r) => [r.code, r.detail]);
}

describe('applyLlmEdits: the built-in writer\'s rules', () => {
  it('refuses a changed date, a number brought from another statement, and one statement answered twice', () => {
    expect(refusalOf({ summary: '', edits: [{ id: stripe!.id, text: 'Moved the billing service to Stripe in January 2019' }] })).toEqual([['changed-date', 'changes a date the statement gave']]);
    expect(refusalOf({ summary: '', edits: [{ id: team!.id, text: 'Led a team of four engineers on the billing service serving 2 million requests a day' }] })).toEqual([
      ['added-fact', 'adds the number 2, which the statement did not give'],
    ]);
    const twice = [
      { id: rest!.id, text: 'Built REST APIs in Python' },
      { id: rest!.id, text: 'Served 2 million requests a day' },
    ];
    const result = applyLlmEdits(DATED, dated, { summary: '', edits: twice }, NOW);
    expect(result.refused.map((r) => r.code)).toEqual(['split']);
    expect(result.document.experience[0]?.statements[0]).toEqual(dated.experience[0]?.statements[0]);
  });

  it('refuses a runaway answer before reading it', () => {
    const long = `Led a team of four engineers on the billing service ${'and more '.repeat(60_000)}`;
    const started = Date.now();
    expect(refusalOf({ summary: `Backend ${'Engineer '.repeat(60_000)}.`, edits: [{ id: team!.id, text: long }] })).toEqual([
      ['too-long', 'is far longer than the statement it rewords'],
      ['too-long', 'is far longer than a summary of three sentences'],
    ]);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a summary in Title Case or in more than one paragraph, and keeps the built-in one', () => {
    expect(refusalOf({ summary: 'Backend engineer who Builds Reliable APIs in Python.', edits: [] })).toEqual([['title-case', 'writes "Builds" in Title Case mid-sentence']]);
    expect(refusalOf({ summary: 'Backend engineer who builds reliable APIs.\n• Built REST APIs in Python', edits: [] })).toEqual([['not-one-paragraph', 'is not one paragraph']]);
    const kept = applyLlmEdits(DATED, dated, { summary: 'Backend engineer who Builds Reliable APIs.', edits: [] }, NOW);
    expect(kept.document.summary).toEqual(dated.summary);
    expect(kept.applied).toBe(0);
  });

  it('checks grammar with the shared part-of-speech check by default, corrected for statements', () => {
    expect(refusalOf({ summary: '', edits: [{ id: team!.id, text: 'Led a team of four engineers on the Billing Service' }] })).toEqual([
      ['title-case', 'writes "Service" in Title Case mid-sentence'],
    ]);
    expect(refusalOf({ summary: '', edits: [{ id: team!.id, text: 'Led a team of four engineers on the billing service through Planning' }] })).toEqual([
      ['title-case', 'writes a word in Title Case mid-sentence'],
    ]);
    for (const text of ['REST APIs in Python for 2 million requests a day', 'Built REST APIs in Python; 2 million requests a day']) {
      expect(refusalOf({ summary: '', edits: [{ id: rest!.id, text }] }), text).toEqual([['grammar', 'has no verb']]);
    }
    // The tagger reads this opening "Cut" as a noun; a statement that opens with an action verb has a verb.
    const cut = 'Cut report query time by 40% by redesigning PostgreSQL schemas';
    expect(findGrammarFaults(`${cut}.`).map((f) => f.kind)).toEqual(['no-verb']);
    expect(editGrammarFor([])(cut)).toEqual([]);
  });

  it('uses the grammar check it is given, and only for faults the built-in wording does not have', () => {
    const grammar: GrammarCheck = (text) => (/^Me\b/.test(text) ? [{ kind: 'pronoun-noun' }] : []);
    expect(refusalOf({ summary: '', edits: [{ id: team!.id, text: 'Me led a team of four engineers on the billing service' }] }, { grammar })).toEqual([
      ['grammar', 'is not grammatical English (pronoun-noun)'],
    ]);
    const always: GrammarCheck = () => [{ kind: 'no-verb' }];
    expect(refusalOf({ summary: '', edits: [{ id: team!.id, text: 'Headed a team of four engineers on the billing service' }] }, { grammar: always })).toEqual([]);
  });
});
