/**
 * The resume document of a text the user saved in the editor (issue 12, decision D10): the text is read
 * like any resume, then each statement is traced to the previous version's statements. A statement
 * whose text is unchanged keeps its id and provenance (from the upload, reworded by the engine, or the
 * user's); every other statement — typed or changed in the editor — is the user's own
 * (`{ kind: 'user' }`), because the user wrote it. Statements the engine had left out and the edit still
 * does not hold stay listed under `leftOut`; statements the user deleted are gone from this version and
 * kept in the earlier ones.
 */
import { documentFromResume, statementsOfDocument } from './document';
import type { ResumeDocument, Statement } from './document.schema';
import { comparable } from './statement-match';
import type { StructuredResume } from './types';

type Keyed = { statement: Statement; folded: string };

function claim(previous: Keyed[], used: Set<string>, text: string): Statement | undefined {
  const folded = comparable(text).folded;
  const match = previous.find((p) => !used.has(p.statement.id) && p.folded === folded);
  if (!match) return undefined;
  used.add(match.statement.id);
  return match.statement;
}

/**
 * `edited` is the saved text as read by the resume parser (parseResume), `order` its section order;
 * `previous` the current version's document, or null when the resume has none.
 */
export function editedDocumentOf(edited: StructuredResume, order: ResumeDocument['order'], previous: ResumeDocument | null): ResumeDocument {
  const doc = documentFromResume(edited, order);
  const before: Keyed[] = previous ? statementsOfDocument(previous).map((statement) => ({ statement, folded: comparable(statement.text).folded })) : [];
  const taken = new Set(before.map((b) => b.statement.id));
  const used = new Set<string>();
  let next = 1;
  const newId = (): string => {
    while (taken.has(`ed${next}`)) next += 1;
    taken.add(`ed${next}`);
    return `ed${next}`;
  };
  const trace = (list: readonly Statement[]): Statement[] =>
    list.map((s) => {
      const kept = claim(before, used, s.text);
      return kept ? { ...kept, text: s.text } : { id: newId(), text: s.text, source: { kind: 'user' } };
    });
  const traced: ResumeDocument = {
    ...doc,
    summary: trace(doc.summary),
    experience: doc.experience.map((e) => ({ ...e, statements: trace(e.statements) })),
    projects: doc.projects.map((p) => ({ ...p, statements: trace(p.statements) })),
    certifications: trace(doc.certifications),
    other: doc.other.map((o) => ({ ...o, statements: trace(o.statements) })),
  };
  const present = new Set(statementsOfDocument(traced).map((s) => comparable(s.text).folded));
  const leftOut = (previous?.leftOut ?? []).filter((s) => !present.has(comparable(s.text).folded));
  return { ...traced, leftOut };
}
