import { describe, expect, it } from 'vitest';
import { documentFromResume, sectionOrderOf, statementsOfDocument, tailoredDocumentOf } from '../resume/document';
import type { ResumeDocument } from '../resume/document.schema';
import { parseResume, sectionKindsOf } from '../resume/structure';
import { ownResume } from '../tailoring/__fixtures__/load';
import { tailorResume } from '../tailoring/engine';
import { packetChangesOf, packetReport } from './packet';

const JOB = {
  title: 'Senior Backend Engineer',
  description:
    'Requirements: 5+ years of Python and PostgreSQL, Kubernetes, AWS. You will own the billing API and mentor engineers. Nice to have: Kafka, Terraform.',
};

function tailored(name: string) {
  const text = ownResume(name);
  const original = documentFromResume(parseResume(text), sectionOrderOf(sectionKindsOf(text)));
  const result = tailorResume({ resumeText: text, job: JOB, now: new Date('2026-11-23') });
  return { text, original, sent: tailoredDocumentOf(original, result.resume), sentText: result.text };
}

describe('what changed from my original (D11)', () => {
  it('pairs each reworded statement with the original it replaces, and names where it is', () => {
    const { original, sent } = tailored('software-engineer-2page.txt');
    const changes = packetChangesOf(original, sent);
    const reworded = changes.filter((c) => c.kind === 'reworded');
    expect(reworded.length).toBeGreaterThan(0);
    const originals = new Set(statementsOfDocument(original).map((s) => s.text));
    for (const change of reworded) {
      expect(originals.has(change.original ?? ''), change.original ?? '').toBe(true);
      expect(change.text).not.toBe(change.original);
    }
    const places = new Set([
      'Summary',
      'Certifications',
      ...original.experience.map((e) => [e.title, e.employer].filter(Boolean).join(', ')),
      ...original.projects.map((p) => `Projects: ${p.name}`),
      ...original.other.map((o) => o.heading),
    ]);
    for (const change of changes) expect(places.has(change.where), change.where).toBe(true);
    expect(reworded.some((c) => c.original?.startsWith('•'))).toBe(false);
    // The summary written for the job is one change, with the original summary whole as its original.
    // A sentence of the user's own summary the written one keeps (tailoring/own-asks.ts) is theirs, not replaced.
    const summary = changes.filter((c) => c.where === 'Summary');
    const kept = new Set(original.summary.map((s) => s.text).filter((t) => sent.summary.some((s) => s.text === t)));
    const notKept = (texts: string[]) => texts.filter((t) => !kept.has(t)).join(' ');
    expect(summary).toEqual([{ kind: 'written', where: 'Summary', text: notKept(sent.summary.map((s) => s.text)), original: notKept(original.summary.map((s) => s.text)) }]);
  });

  it('lists a statement left out whole, and the user’s own statements as theirs', () => {
    const { original, sent } = tailored('software-engineer-2page.txt');
    const role = sent.experience[0]!;
    const [dropped, ...kept] = role.statements;
    const edited: ResumeDocument = {
      ...sent,
      experience: [{ ...role, statements: [...kept, { id: 'u1', text: 'Mentored two interns', source: { kind: 'user' } }] }, ...sent.experience.slice(1)],
    };
    const changes = packetChangesOf(original, edited);
    const droppedFrom = dropped!.source.kind === 'engine' ? dropped!.source.from : dropped!.id;
    const originalText = original.experience[0]!.statements.find((s) => s.id === droppedFrom)!.text;
    expect(changes).toContainEqual({ kind: 'left-out', where: expect.any(String), text: '', original: originalText });
    expect(changes).toContainEqual({ kind: 'yours', where: [role.title, role.employer].filter(Boolean).join(', '), text: 'Mentored two interns', original: null });
  });

  it('finds nothing changed between a document and itself, and checks the sent text for truth', () => {
    const { text, original, sentText, sent } = tailored('software-engineer-2page.txt');
    expect(packetChangesOf(original, original)).toEqual([]);
    const report = packetReport({ originalText: text, sentText, originalDocument: original, sentDocument: sent });
    expect(report.truth).toEqual({ ok: true, unsupported: [] });
    const claimed = packetReport({ originalText: text, sentText: `${sentText}\nSkills: Haskell`, originalDocument: original, sentDocument: sent });
    expect(claimed.truth.ok).toBe(false);
    expect(packetReport({ originalText: text, sentText, originalDocument: null, sentDocument: sent }).changes).toEqual([]);
  });
});
