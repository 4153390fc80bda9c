/**
 * The editor's rule table: every rule, grouped by topic, in one fixed order (topic files in the order
 * below, rules in the order of their file). Findings are later sorted by importance, never by this
 * order alone, and tests check that ids are unique.
 */
import type { EditorRule } from './rule-types';
import { CONTACT_RULES } from './rules-contact';
import { DATE_RULES } from './rules-dates';
import { BULLET_RULES } from './rules-bullets';
import { VERB_RULES } from './rules-verbs';
import { LANGUAGE_RULES } from './rules-language';
import { SUMMARY_SKILLS_RULES } from './rules-summary-skills';
import { STRUCTURE_RULES } from './rules-structure';
import { KEYWORD_RULES } from './rules-keywords';

export type { EditorRule } from './rule-types';

export const EDITOR_RULES: readonly EditorRule[] = Object.freeze([
  ...CONTACT_RULES,
  ...DATE_RULES,
  ...BULLET_RULES,
  ...VERB_RULES,
  ...LANGUAGE_RULES,
  ...SUMMARY_SKILLS_RULES,
  ...STRUCTURE_RULES,
  ...KEYWORD_RULES,
]);
