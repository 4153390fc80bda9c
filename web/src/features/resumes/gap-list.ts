import type { MatchItem, StoredMatchReport } from '@jobapp/shared/tailoring/engine';

/** Gaps shown before "Show N more": the engine's top gaps. */
export const GAPS_SHOWN = 12;

export interface GapEntry {
  key: string;
  /** The requirement as the match report names it ("I have this" sends it). */
  requirement: string;
  text: string;
  kind: MatchItem['kind'] | null;
  required: boolean;
  note: string | undefined;
}

/** Required first, then by the posting's weight; the engine's order otherwise. */
export function byImportance(items: readonly MatchItem[]): MatchItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => Number(b.item.required) - Number(a.item.required) || b.item.priority - a.item.priority || a.index - b.index)
    .map(({ item }) => item);
}

function entryOf(item: MatchItem): GapEntry {
  return {
    key: `${item.kind}-${item.requirement}`,
    requirement: item.requirement,
    text: item.jobTerm && item.jobTerm !== item.requirement ? item.jobTerm : item.requirement,
    kind: item.kind,
    required: item.required,
    note: item.note,
  };
}

/**
 * The gaps to show, in the engine's rank order (its top gaps, then `moreGaps`), each with its match item's
 * details. Answers stored before the engine ranked gaps (no `moreGaps`) list every gap item by importance.
 */
export function gapEntries(match: StoredMatchReport): GapEntry[] {
  const gapItems = match.items.filter((item) => item.status === 'gap');
  const stored = match as Partial<Pick<StoredMatchReport, 'moreGaps'>> & StoredMatchReport;
  if (stored.moreGaps === undefined) {
    if (gapItems.length > 0) return byImportance(gapItems).map(entryOf);
    return match.gaps.map((text) => ({ key: text, requirement: text, text, kind: null, required: true, note: undefined }));
  }
  const byRequirement = new Map(gapItems.map((item) => [item.requirement, item]));
  return [...match.gaps, ...stored.moreGaps].map((text) => {
    const item = byRequirement.get(text);
    return item ? entryOf(item) : { key: text, requirement: text, text, kind: null, required: true, note: undefined };
  });
}
