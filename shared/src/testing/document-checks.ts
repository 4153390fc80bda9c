/**
 * Test support (imported by tests only; shared and API tests run it over every fixture): "I have this"
 * changes nothing but the statement it adds — the document after, with that statement taken out again
 * (and a section it made, now empty, with it), equals the document before; tailoring a document keeps
 * its roles and schools; JSON Resume export then import.
 */
import { resumeOfDocument, roleNamedBy, statementsOfDocument, tailoredDocumentOf, withUserStatement } from '../resume/document';
import { resumeDocumentSchema, type ResumeDocument, type Statement } from '../resume/document.schema';
import { documentFromJsonResume } from '../resume/json-resume';
import { documentToJsonResume } from '../resume/json-resume-export';
import { renderResumeText } from '../resume/render';
import { tailorResume } from '../tailoring/engine';

const without = (list: readonly Statement[], id: string) => list.filter((s) => s.id !== id);

export function withStatementRemoved(after: ResumeDocument, before: ResumeDocument, id: string): ResumeDocument {
  const headings = new Set(before.other.map((o) => o.heading));
  return {
    ...after,
    summary: without(after.summary, id),
    experience: after.experience.map((e) => ({ ...e, statements: without(e.statements, id) })),
    projects: after.projects.map((p) => ({ ...p, statements: without(p.statements, id) })),
    certifications: without(after.certifications, id),
    other: after.other
      .map((o) => ({ ...o, statements: without(o.statements, id) }))
      .filter((o) => o.statements.length > 0 || headings.has(o.heading)),
    order: after.order.filter((key) => key !== 'other' || before.order.includes('other')),
    leftOut: without(after.leftOut, id),
  };
}

const EVIDENCE_HEADING = 'Additional Experience';
const KAFKA_JOB = {
  title: 'Backend Engineer',
  description: 'Requirements: 4+ years of TypeScript and Node.js, PostgreSQL, Kafka, AWS and Kubernetes. You will mentor engineers and own the billing API.',
};
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What "I have this" got wrong on a document, [] when nothing: one line that names no employer and one
 * that names the first role's employer are each added once, as the user's, valid, and the document with
 * it taken out again is the document before.
 */
export function evidenceProblems(before: ResumeDocument): string[] {
  const problems: string[] = [];
  const named = before.experience.find((e) => e.employer.trim().length >= 2);
  const lines = ['Used Kafka for order events in production, 2019-2020', ...(named ? [`Ran Kafka event streams at ${named.employer} for two years`] : [])];
  for (const text of lines) {
    const after = withUserStatement(before, text, 'Apache Kafka', EVIDENCE_HEADING);
    const added = statementsOfDocument(after).filter((s) => s.source.kind === 'user' && s.text === text);
    if (added.length !== 1) problems.push(`"${text}" added ${added.length} times`);
    if (!resumeDocumentSchema.safeParse(after).success) problems.push(`"${text}": not a valid document`);
    if (!same(withStatementRemoved(after, before, added[0]?.id ?? ''), before)) problems.push(`"${text}": something else changed`);
    const role = roleNamedBy(before, text);
    if (role !== -1 && after.experience[role]?.statements.at(-1)?.text !== text) problems.push(`"${text}": not in role ${role}`);
  }
  return problems;
}

/** What tailoring a document with a user's line changed of its roles, schools and contact; [] when nothing. */
export function tailoringProblems(before: ResumeDocument, now = '2026-11-01'): string[] {
  const doc = withUserStatement(before, 'Used Kafka for order events in production, 2019-2020', 'Apache Kafka', EVIDENCE_HEADING);
  const resume = resumeOfDocument(doc);
  const tailored = tailoredDocumentOf(doc, tailorResume({ resumeText: renderResumeText(resume), job: KAFKA_JOB, now, resume }).resume);
  const heads = (d: ResumeDocument) => d.experience.map((e) => [e.title, e.employer, e.location, e.start, e.end]);
  const problems: string[] = [];
  if (!same(tailored.education, doc.education)) problems.push(`education: ${JSON.stringify(tailored.education)}`);
  if (!same(heads(tailored), heads(doc))) problems.push(`roles: ${JSON.stringify(heads(tailored))}`);
  if (!same(tailored.contact, doc.contact)) problems.push('contact changed');
  return problems;
}

/** The document JSON Resume export then import gives back (through JSON text, as a file would). */
export function jsonResumeRoundTrip(doc: ResumeDocument): ResumeDocument {
  return documentFromJsonResume(JSON.parse(JSON.stringify(documentToJsonResume(doc))) as Parameters<typeof documentFromJsonResume>[0]);
}
