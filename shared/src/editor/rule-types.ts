/**
 * The shape of one editor rule and of what its check returns. Rules are small objects in a table
 * (EDITOR_RULES) so that the score can say how many checks passed and tests can walk every rule.
 */
import type { EditorSectionType } from './editor.schema';
import type { RuleContext } from './context';

/** A mechanical edit a rule offers: replace [start, end) of the analysed text with `after`. */
export interface RuleFix {
  start: number;
  end: number;
  after: string;
  label: string;
}

/** One problem a rule found; offsets are into the analysed text. */
export interface RuleHit {
  start: number;
  end: number;
  /** What a person reads: plain, specific, quoting the text it is about. */
  suggestion: string;
  /** Improvement-area description; the rule's own when absent. */
  description?: string;
  fix?: RuleFix | null;
}

export type RuleWeight = 1 | 2 | 3 | 4 | 5;

export interface EditorRule {
  /** Stable kebab id, prefixed by topic ('exp.bullet-count'). */
  id: string;
  /** Section types the rule checks one section at a time, or 'resume' for whole-resume rules. */
  sectionTypes: readonly EditorSectionType[] | 'resume';
  /** Whole-resume rules count in the score of the first section of this type (else the first section). */
  home?: EditorSectionType;
  weight: RuleWeight;
  /** Whole-resume rules that mean nothing for one section alone (total length): not run by analyzeSection. */
  wholeResumeOnly?: true;
  /** When present and false, the rule does not apply (not counted in the score): job keywords without a job. */
  appliesTo?: (ctx: RuleContext) => boolean;
  /** A failing gate rule caps the section's score (GATE_CAP). */
  gate?: true;
  /** Improvement area, short ("Weak openers"). */
  area: string;
  /** Improvement-area description used when a hit gives none. */
  description: string;
  check(ctx: RuleContext): RuleHit[];
}
