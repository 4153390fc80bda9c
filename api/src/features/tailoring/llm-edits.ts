/**
 * The model's answer as edits (issue 9, point 10): it rewords statements of the built-in engine's
 * tailored document by id, and may write the summary. Each edit carries the original statement it
 * changes (provenance `{ kind: 'engine', from }`), so it is checked on its own and can be reverted:
 * an edit with any claim the user's resume does not support (a skill, employer, title, date, degree or
 * number, bare counts and number words included) is not applied — that statement keeps the built-in
 * wording — and the claims are listed. An id that names no statement is ignored.
 */
import type { ResumeDocument, Statement } from '@jobapp/shared/resume/document.schema';
import { splitSentences } from '@jobapp/shared/resume/entry-lines';
import { checkTruthfulness, type UnsupportedClaim } from '@jobapp/shared/tailoring/truthfulness';

export interface LlmEdit {
  id: string;
  text: string;
}

export interface EditedDocument {
  document: ResumeDocument;
  applied: number;
  /** Edits not applied, with the claims the resume does not support. */
  refused: { id: string; claims: UnsupportedClaim[] }[];
  /** Ids that name no statement of the document. */
  unknown: string[];
}

/** One line, trimmed; a leading list marker dropped (the renderer adds its own). */
function cleanStatement(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/^[•\-*–]\s*/, '').trim();
}

/** The statement of the original an engine statement comes from (its `from`, else its own id). */
function originOf(statement: Statement): string {
  return statement.source.kind === 'engine' && statement.source.from ? statement.source.from : statement.id;
}

export function applyLlmEdits(
  resumeText: string,
  tailored: ResumeDocument,
  answer: { edits: readonly LlmEdit[]; summary: string },
  now: Date,
): EditedDocument {
  const refused: EditedDocument['refused'] = [];
  const unknown: string[] = [];
  let applied = 0;
  const check = (id: string, text: string): boolean => {
    const report = checkTruthfulness(resumeText, text, { now });
    if (!report.ok) refused.push({ id, claims: report.unsupported });
    return report.ok;
  };

  const byId = new Map(answer.edits.map((edit) => [edit.id, cleanStatement(edit.text)]));
  const rewrite = (statement: Statement): Statement => {
    const text = byId.get(statement.id);
    if (text === undefined) return statement;
    byId.delete(statement.id);
    if (text === '' || text === statement.text || !check(statement.id, text)) return statement;
    applied += 1;
    return { id: `${originOf(statement)}.m`, text, source: { kind: 'engine', from: originOf(statement) } };
  };
  const experience = tailored.experience.map((e) => ({ ...e, statements: e.statements.map(rewrite) }));
  const projects = tailored.projects.map((p) => ({ ...p, statements: p.statements.map(rewrite) }));
  unknown.push(...byId.keys());

  let summary = tailored.summary;
  const written = splitSentences(cleanStatement(answer.summary)).slice(0, 3);
  if (written.length > 0 && check('summary', written.join(' '))) {
    const from = tailored.summary[0] ? originOf(tailored.summary[0]) : '';
    summary = written.map((text, i) => ({ id: `sum.m${i}`, text, source: { kind: 'engine', from } }));
    applied += 1;
  }
  return { document: { ...tailored, experience, projects, summary }, applied, refused, unknown };
}

/** The statements the model may reword, one per line as "id: text" (experience and projects). */
export function editableStatements(tailored: ResumeDocument): string {
  const lines: string[] = [];
  for (const e of tailored.experience) {
    lines.push(`## ${[e.title, e.employer, e.dates].filter(Boolean).join(' | ')}`);
    for (const s of e.statements) lines.push(`${s.id}: ${s.text}`);
  }
  for (const p of tailored.projects) {
    lines.push(`## Project: ${p.name}`);
    for (const s of p.statements) lines.push(`${s.id}: ${s.text}`);
  }
  return lines.join('\n');
}
