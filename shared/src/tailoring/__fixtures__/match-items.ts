/** Test-only: a match item with defaults (a required skill gap of priority 1), for report and gap tests. */
import type { MatchItem } from '../report-types';

export function matchItem(requirement: string, over: Partial<MatchItem> = {}): MatchItem {
  return { requirement, kind: 'skill', status: 'gap', evidence: null, required: true, priority: 1, ...over };
}
