/**
 * What a frozen packet says about the resume that was sent (issue 24 section 4, decision D11): every
 * statement the sent resume words differently from the original, with the original it replaces; every
 * statement the user typed in; every statement of the original the sent resume does not hold; and the
 * truth check of the sent text against the original. Pure: it runs in the compute pool at "Mark as applied".
 */
import { MARKER_RE } from '../editor/reading';
import { storedResumeDocument, type ResumeDocument, type Statement } from '../resume/document.schema';
import { checkTruthfulness, type TruthReport } from '../tailoring/truthfulness';

export type PacketChangeKind = 'reworded' | 'written' | 'yours' | 'left-out';

/** One difference between the original resume and the one sent. */
export interface PacketChange {
  kind: PacketChangeKind;
  /** "Summary", "Data Analyst, Acme Corp", "Projects: Route planner", a section's heading. */
  where: string;
  /** The statement as sent ('' for one left out). */
  text: string;
  /**
   * The original it replaces (reworded: one statement; written: the original summary it replaces, whole),
   * or the statement left out; null for the user's own and for a summary written where there was none.
   */
  original: string | null;
}

export interface PacketReportInput {
  /** The resume as the user gave it (text, or JSON Resume). */
  originalText: string;
  /** The text that was sent. */
  sentText: string;
  originalDocument: unknown;
  sentDocument: unknown;
}

export interface PacketReport {
  truth: TruthReport;
  changes: PacketChange[];
}

/** A statement's words without a list marker the reader kept on one side only. */
const wordsOf = (text: string): string => text.replace(MARKER_RE, '').trim();

interface Placed {
  where: string;
  statement: Statement;
}

function placedStatements(doc: ResumeDocument): Placed[] {
  const role = (title: string, employer: string) => [title, employer].filter(Boolean).join(', ') || 'Experience';
  return [
    ...doc.summary.map((statement) => ({ where: 'Summary', statement })),
    ...doc.experience.flatMap((e) => e.statements.map((statement) => ({ where: role(e.title, e.employer), statement }))),
    ...doc.projects.flatMap((p) => p.statements.map((statement) => ({ where: p.name ? `Projects: ${p.name}` : 'Projects', statement }))),
    ...doc.certifications.map((statement) => ({ where: 'Certifications', statement })),
    ...doc.other.flatMap((o) => o.statements.map((statement) => ({ where: o.heading || 'Other', statement }))),
  ];
}

/**
 * The edits with their originals, the user's own statements, and what was left out, in reading order. A
 * summary the engine wrote for the job (statements from no original) is one change, with the original
 * summary it replaces as its original, rather than new sentences and a summary left out.
 */
export function packetChangesOf(original: ResumeDocument, sent: ResumeDocument): PacketChange[] {
  const originals = placedStatements(original);
  const originalById = new Map(originals.map((p) => [p.statement.id, p]));
  const covered = new Set<string>();
  const changes: PacketChange[] = [];
  const written: Placed[] = [];
  for (const placed of placedStatements(sent)) {
    const { where, statement } = placed;
    const { source } = statement;
    if (source.kind === 'user') {
      changes.push({ kind: 'yours', where, text: statement.text, original: null });
      continue;
    }
    const fromId = source.kind === 'engine' ? source.from : statement.id;
    const before = originalById.get(fromId);
    if (!before) {
      if (source.kind === 'engine') written.push(placed);
      continue;
    }
    covered.add(fromId);
    if (wordsOf(before.statement.text) !== wordsOf(statement.text)) changes.push({ kind: 'reworded', where, text: statement.text, original: before.statement.text });
  }
  const summaryWritten = written.filter((p) => p.where === 'Summary');
  const summaryReplaced = summaryWritten.length > 0 ? original.summary.filter((s) => !covered.has(s.id)) : [];
  for (const s of summaryReplaced) covered.add(s.id);
  if (summaryWritten.length > 0) {
    const originalSummary = summaryReplaced.map((s) => s.text).join(' ');
    changes.unshift({ kind: 'written', where: 'Summary', text: summaryWritten.map((p) => p.statement.text).join(' '), original: originalSummary || null });
  }
  for (const p of written.filter((w) => w.where !== 'Summary')) changes.push({ kind: 'written', where: p.where, text: p.statement.text, original: null });
  for (const { where, statement } of originals) {
    if (!covered.has(statement.id)) changes.push({ kind: 'left-out', where, text: '', original: statement.text });
  }
  return changes;
}

/** The packet's truth report and changes (no document on either side: no changes can be named). */
export function packetReport(input: PacketReportInput): PacketReport {
  const truth = checkTruthfulness(input.originalText, input.sentText);
  const original = storedResumeDocument(input.originalDocument);
  const sent = storedResumeDocument(input.sentDocument);
  return { truth, changes: original && sent ? packetChangesOf(original, sent) : [] };
}
