/**
 * The model's answer as edits (issue 9, point 10): it rewords statements of the built-in engine's
 * tailored document by id, and may write the summary. Each edit carries the original statement it
 * changes (provenance `{ kind: 'engine', from }`), so it is checked on its own and can be reverted.
 * An edit is not applied — that statement keeps the built-in wording — when it claims what the user's
 * resume does not support (a skill, employer, title, date, degree or number, bare counts and number
 * words included; its claims are listed), or breaks the built-in writer's structure, style or grammar
 * rules (edit-checks.ts for statements, summary-checks.ts for the summary); each refusal says why. An
 * id that names no statement is ignored; an id answered twice is a split and neither edit applies.
 */
import type { ResumeDocument, Statement } from '@jobapp/shared/resume/document.schema';
import { splitSentences } from '@jobapp/shared/resume/entry-lines';
import { checkTruthfulness } from '@jobapp/shared/tailoring/truthfulness';
import { checkStatementEdit, stockRefusal, type EditRefusal, type GrammarCheck, type PlacedStatement } from './edit-checks';
import { editGrammarFor, entryNamesOf, namesOf } from './edit-grammar';
import { checkSummaryEdit } from './summary-checks';

export interface LlmEdit {
  id: string;
  text: string;
}

export interface EditedDocument {
  document: ResumeDocument;
  applied: number;
  /** Edits not applied ('summary' for the summary): why, and for a truth refusal the claims. */
  refused: EditRefusal[];
  /** Ids that name no statement of the document. */
  unknown: string[];
}

export interface EditOptions {
  /** The resume's own summary ('' when none): the model's may not be it plus a tail of skills. */
  originalSummary?: string;
  grammar?: GrammarCheck;
  /** The skills the resume names as such (summary-checks.ts namedSkillsIn); without it, every skill its text names. */
  namedSkills?: ReadonlySet<string>;
}

/** One line, trimmed; a leading list marker dropped (the renderer adds its own). */
function cleanStatement(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/^[•\-*–]\s*/, '').trim();
}

/** The statement of the original an engine statement comes from (its `from`, else its own id). */
function originOf(statement: Statement): string {
  return statement.source.kind === 'engine' && statement.source.from ? statement.source.from : statement.id;
}

/** Every experience and project statement with the entry it is under. */
function placedStatements(tailored: ResumeDocument): PlacedStatement[] {
  const roles = tailored.experience.flatMap((e, i) =>
    e.statements.map((s) => ({ id: s.id, text: s.text, entry: `e${i}`, entryLabel: `the role ${[e.title, e.employer].filter(Boolean).join(', ')}` })),
  );
  const projects = tailored.projects.flatMap((p, i) =>
    p.statements.map((s) => ({ id: s.id, text: s.text, entry: `p${i}`, entryLabel: `the project ${p.name}` })),
  );
  return [...roles, ...projects];
}

function truthRefusal(id: string, report: ReturnType<typeof checkTruthfulness>): EditRefusal | null {
  if (report.ok) return null;
  return { id, code: 'unsupported-claim', detail: 'claims what the resume does not support', claims: report.unsupported };
}

/** A statement's edit may be this much longer than the statement (bounded work on a runaway answer)… */
const MAX_GROWTH = 3;
const MIN_MAX_CHARS = 400;
/** …and the summary at most this long (three sentences). */
const MAX_SUMMARY_CHARS = 1200;

function lengthRefusal(id: string, text: string, max: number): EditRefusal | null {
  return text.length > max ? { id, code: 'too-long', detail: 'is far longer than the statement it rewords', claims: [] } : null;
}

/** The first edit of each id; an id answered more than once is a statement split in several. */
function editsById(edits: readonly LlmEdit[], refused: EditRefusal[]): Map<string, string> {
  const byId = new Map<string, string>();
  const repeated = new Set<string>();
  for (const edit of edits) {
    if (byId.has(edit.id)) repeated.add(edit.id);
    else byId.set(edit.id, cleanStatement(edit.text));
  }
  for (const id of repeated) {
    byId.set(id, '');
    refused.push({ id, code: 'split', detail: 'splits the statement into several', claims: [] });
  }
  return byId;
}

export function applyLlmEdits(
  resumeText: string,
  tailored: ResumeDocument,
  answer: { edits: readonly LlmEdit[]; summary: string },
  now: Date,
  options: EditOptions = {},
): EditedDocument {
  const grammar = options.grammar ?? editGrammarFor(namesOf(resumeText, tailored));
  const refused: EditRefusal[] = [];
  let applied = 0;
  const truth = (id: string, text: string) => truthRefusal(id, checkTruthfulness(resumeText, text, { now }));
  const all = placedStatements(tailored);
  const placed = new Map(all.map((s) => [s.id, s]));

  const byId = editsById(answer.edits, refused);
  const rewrite = (statement: Statement): Statement => {
    const text = byId.get(statement.id);
    const place = placed.get(statement.id);
    if (text === undefined || !place) return statement;
    byId.delete(statement.id);
    if (text === '' || text === statement.text) return statement;
    // A stock phrase first: some ("results-driven") are also skills the truth check would name.
    const refusal =
      lengthRefusal(statement.id, text, Math.max(MIN_MAX_CHARS, MAX_GROWTH * statement.text.length)) ??
      stockRefusal(statement.id, statement.text, text) ?? truth(statement.id, text) ?? checkStatementEdit(place, text, { all, grammar, resumeText });
    if (refusal) {
      refused.push(refusal);
      return statement;
    }
    applied += 1;
    return { id: `${originOf(statement)}.m`, text, source: { kind: 'engine', from: originOf(statement) } };
  };
  const experience = tailored.experience.map((e) => ({ ...e, statements: e.statements.map(rewrite) }));
  const projects = tailored.projects.map((p) => ({ ...p, statements: p.statements.map(rewrite) }));
  const unknown = [...byId.keys()];

  let summary = tailored.summary;
  const tooLong = lengthRefusal('summary', answer.summary, MAX_SUMMARY_CHARS);
  const written = tooLong ? [] : splitSentences(cleanStatement(answer.summary)).slice(0, 3);
  if (tooLong) refused.push({ ...tooLong, detail: 'is far longer than a summary of three sentences' });
  if (written.length > 0) {
    const text = written.join(' ');
    const context = { resumeText, namedSkills: options.namedSkills ?? null, entryNames: entryNamesOf(tailored), original: options.originalSummary ?? '', builtIn: tailored.summary.map((s) => s.text).join(' '), grammar };
    const refusal = stockRefusal('summary', context.original, text) ?? truth('summary', text) ?? checkSummaryEdit(context, answer.summary, text);
    if (refusal) refused.push(refusal);
    else {
      const from = tailored.summary[0] ? originOf(tailored.summary[0]) : '';
      summary = written.map((text, i) => ({ id: `sum.m${i}`, text, source: { kind: 'engine', from } }));
      applied += 1;
    }
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
