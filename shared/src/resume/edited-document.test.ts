import { describe, expect, it } from 'vitest';
import { documentFromResume, sectionOrderOf, statementsOfDocument } from './document';
import type { ResumeDocument } from './document.schema';
import { editedDocumentOf } from './edited-document';
import { parseResume, sectionKindsOf } from './structure';

const ORIGINAL = `Dana Whitfield
dana.whitfield@example.com | (555) 201-3344 | Portland, OR

SUMMARY
Payroll specialist with six years of experience in multi-state payroll.

EXPERIENCE
Payroll Specialist, Cascade Foods, Portland, OR
Jan 2019 - Present
- Processed biweekly payroll for 1,200 employees across 4 states
- Reconciled payroll ledgers with the general ledger every month

EDUCATION
B.S. Accounting, Portland State University, 2018
`;

function read(text: string, previous: ResumeDocument | null): ResumeDocument {
  return editedDocumentOf(parseResume(text), sectionOrderOf(sectionKindsOf(text)), previous);
}

describe('editedDocumentOf', () => {
  const previous = documentFromResume(parseResume(ORIGINAL), sectionOrderOf(sectionKindsOf(ORIGINAL)));

  it('keeps the id and provenance of every unchanged statement', () => {
    const doc = read(ORIGINAL, previous);
    expect(statementsOfDocument(doc)).toEqual(statementsOfDocument(previous));
  });

  it("marks a changed or typed statement as the user's own, with a new id", () => {
    const edited = ORIGINAL.replace('every month', 'every month and closed each quarter').replace(
      '- Reconciled',
      '- Trained two new hires on the payroll system\n- Reconciled',
    );
    const doc = read(edited, previous);
    const bullets = doc.experience[0]!.statements;
    expect(bullets.map((s) => s.text)).toEqual([
      'Processed biweekly payroll for 1,200 employees across 4 states',
      'Trained two new hires on the payroll system',
      'Reconciled payroll ledgers with the general ledger every month and closed each quarter',
    ]);
    expect(bullets[0]!.source).toEqual({ kind: 'upload' });
    expect(bullets[0]!.id).toBe(previous.experience[0]!.statements[0]!.id);
    expect(bullets[1]!.source).toEqual({ kind: 'user' });
    expect(bullets[2]!.source).toEqual({ kind: 'user' });
    const ids = statementsOfDocument(doc).map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps a left-out statement listed until the user puts it back', () => {
    const leftOut = [{ id: 'e0.s9', text: 'Answered payroll questions from employees', source: { kind: 'upload' as const } }];
    const withLeftOut: ResumeDocument = { ...previous, leftOut };
    expect(read(ORIGINAL, withLeftOut).leftOut).toEqual(leftOut);
    const putBack = ORIGINAL.replace('every month\n', 'every month\n- Answered payroll questions from employees\n');
    expect(read(putBack, withLeftOut).leftOut).toEqual([]);
  });

  it('reads a resume with no previous document as all the user’s own', () => {
    const doc = read(ORIGINAL, null);
    expect(statementsOfDocument(doc).every((s) => s.source.kind === 'user')).toBe(true);
  });
});
