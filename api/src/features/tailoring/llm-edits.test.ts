import { documentFromResume } from '@jobapp/shared/resume/document';
import { parseResume } from '@jobapp/shared/resume/structure';
import { describe, expect, it } from 'vitest';
import { applyLlmEdits, editableStatements } from './llm-edits';

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
