/**
 * Conjugation beyond the action-verb list (verbs.ts): a verb's gerund and a gerund's base form, from the list
 * when it knows the verb, else from compromise's conjugation ("worked" → "working", "contributing" →
 * "contribute"). Kept apart from verbs.ts so that the list's many callers do not load compromise.
 */
import nlp from 'compromise';
import { baseOfGerund } from './verbs';

/** "Worked" → "working", "Matched" → "matching"; null when compromise gives no gerund. */
export function gerundOf(verb: string): string | null {
  const forms = (nlp(verb.toLowerCase()).verbs().conjugate() as { Gerund?: string }[])[0];
  const gerund = forms?.Gerund ?? '';
  return /^[\p{Ll}-]+ing$/u.test(gerund) ? gerund : null;
}

/** "leading" → "lead", "contributing" → "contribute": the verb list, then compromise; null when unsure. */
export function baseOf(gerund: string): string | null {
  const known = baseOfGerund(gerund);
  if (known !== null) return known;
  const forms = (nlp(gerund).verbs().conjugate() as { Infinitive?: string }[])[0];
  const base = forms?.Infinitive ?? '';
  return /^\p{Ll}[\p{Ll}-]+$/u.test(base) && base !== gerund ? base : null;
}
