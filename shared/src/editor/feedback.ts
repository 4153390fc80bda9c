/**
 * Orders findings by importance and turns them into what a person reads: suggestions (one per
 * finding, or one with a count when a rule fires more than COLLAPSE_AFTER times in a section) and
 * improvement areas per section. For a limited (free_trial) answer it keeps the LIMITED_SUGGESTIONS
 * most important suggestions and at most LIMITED_WORDS words of feedback in all.
 */
import type { ImprovementArea } from './editor.schema';
import type { RunFinding } from './run-rules';

export const LIMITED_SUGGESTIONS = 3;
export const LIMITED_WORDS = 500;
export const COLLAPSE_AFTER = 3;

/** Importance order: gate rules first, then heavier rules, then position, then rule id. */
export function compareFindings(a: RunFinding, b: RunFinding): number {
  if (a.gate !== b.gate) return a.gate ? -1 : 1;
  if (a.weight !== b.weight) return b.weight - a.weight;
  if (a.start !== b.start) return a.start - b.start;
  if (a.ruleId !== b.ruleId) return a.ruleId < b.ruleId ? -1 : 1;
  return a.end - b.end;
}

export interface SuggestionItem {
  section: string;
  text: string;
  /** The findings the suggestion speaks for. */
  findings: RunFinding[];
}

/** Suggestions in importance order; many findings of one rule in one section become one suggestion. */
export function buildSuggestionItems(sorted: readonly RunFinding[]): SuggestionItem[] {
  const groups = new Map<string, RunFinding[]>();
  for (const f of sorted) {
    const key = `${f.section}\u0000${f.ruleId}`;
    const group = groups.get(key);
    if (group) group.push(f);
    else groups.set(key, [f]);
  }
  const items: SuggestionItem[] = [];
  const done = new Set<string>();
  for (const f of sorted) {
    const key = `${f.section}\u0000${f.ruleId}`;
    const group = groups.get(key) ?? [f];
    if (group.length > COLLAPSE_AFTER) {
      if (done.has(key)) continue;
      done.add(key);
      const more = group.length - 1;
      items.push({ section: f.section, text: `${f.suggestion} (The same applies to ${more} more place${more === 1 ? '' : 's'} in ${f.section}.)`, findings: group });
    } else {
      items.push({ section: f.section, text: f.suggestion, findings: [f] });
    }
  }
  return items;
}

/** Improvement areas of the findings, one per area, in order of first appearance. */
export function collectImprovementAreas(findings: readonly RunFinding[]): ImprovementArea[] {
  const out: ImprovementArea[] = [];
  const seen = new Set<string>();
  for (const f of findings) {
    if (seen.has(f.area)) continue;
    seen.add(f.area);
    out.push({ area: f.area, description: f.description });
  }
  return out;
}

function countWordsIn(text: string): number {
  return text.split(/\s+/).filter((w) => w !== '').length;
}

/**
 * The limited selection: the most important suggestions, and their improvement areas, within the
 * word budget (suggestions first; an item that would overflow it is left out).
 */
export function limitItems(items: readonly SuggestionItem[]): { items: SuggestionItem[]; areas: Map<string, ImprovementArea[]> } {
  let budget = LIMITED_WORDS;
  const kept: SuggestionItem[] = [];
  for (const item of items.slice(0, LIMITED_SUGGESTIONS)) {
    const n = countWordsIn(item.text);
    if (n > budget) continue;
    budget -= n;
    kept.push(item);
  }
  const areas = new Map<string, ImprovementArea[]>();
  const seen = new Set<string>();
  for (const item of kept) {
    for (const area of collectImprovementAreas(item.findings)) {
      const key = `${item.section}\u0000${area.area}`;
      const n = countWordsIn(area.area) + countWordsIn(area.description);
      if (seen.has(key) || n > budget) continue;
      seen.add(key);
      budget -= n;
      const list = areas.get(item.section) ?? [];
      list.push(area);
      areas.set(item.section, list);
    }
  }
  return { items: kept, areas };
}

/** Strips the internal description, giving the contract's finding. */
export function toPublicFinding(f: RunFinding): Omit<RunFinding, 'description'> {
  const { description: _description, ...rest } = f;
  return rest;
}
