/**
 * The grammar check the model's edits pass (edit-checks.ts takes it as a GrammarCheck). Until the
 * shared part-of-speech check (shared/src/text/grammar.ts findGrammarFaults) is in, a narrow one:
 * a statement with no verb at all ("REST APIs in Python for 2 million requests a day") is 'no-verb'.
 * A verb is a known action verb in any form (shared resume/verbs.ts), a common auxiliary or irregular
 * past, or a word in -ed.
 */
import { isActionVerb } from '@jobapp/shared/resume/verbs';
import type { GrammarCheck, GrammarFault } from './edit-checks';

const COMMON_VERBS = new Set(
  `is are was were be been being am has have had do does did can could will would may might must shall should
  made make makes took take takes became become becomes kept keep keeps gave give gives got get gets began begin
  went go goes saw see sees grew brought bring brings held hold holds built led ran won wrote sold taught oversaw
  spent spend spends met meet meets`.split(/\s+/),
);

function isVerbWord(word: string): boolean {
  const lower = word.toLowerCase();
  return COMMON_VERBS.has(lower) || isActionVerb(lower) || (lower.length > 4 && /[^e]ed$|[^aeiou]ied$|ised$|ized$/.test(lower));
}

/** 'no-verb' when the text has no verb at all. */
export function findVerbFaults(text: string): GrammarFault[] {
  const words = text.match(/\p{L}[\p{L}'-]*/gu) ?? [];
  if (words.length === 0 || words.some(isVerbWord)) return [];
  return [{ kind: 'no-verb' }];
}

export const editGrammar: GrammarCheck = findVerbFaults;
