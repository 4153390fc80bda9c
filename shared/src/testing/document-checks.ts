/**
 * Test support (imported by tests only): "I have this" changes nothing but the statement it adds. The
 * document after, with that statement taken out again (and a section it made, now empty, with it), must
 * equal the document before.
 */
import type { ResumeDocument, Statement } from '../resume/document.schema';

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
