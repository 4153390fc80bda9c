/**
 * The sentence beside a score gain, from the report itself (what the tailoring added), never a promise.
 */
import type { StoredMatchReport } from '@jobapp/shared/tailoring/engine';
import { listOf } from '@jobapp/shared/text/lists';

/**
 * What the points came from: the skills the tailoring added (each one the resume names), or nothing
 * added. Reports stored before additions were recorded say only where the points came from.
 */
export function addedLine(match: Pick<StoredMatchReport, 'added'>): string {
  if (match.added === undefined) return 'from the tailored wording and order.';
  if (match.added.length === 0) return 'from wording and order alone: nothing was added to your resume.';
  const names = match.added.map((a) => a.skill);
  const list = listOf(names);
  return `with ${list} added from your own statements, and the rest from wording and order.`;
}
