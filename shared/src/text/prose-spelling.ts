import { escapeRegExp } from './regexp';

/**
 * A skill as the user spelled it in running text ("patient care"), so prose does not capitalise a
 * common word mid-sentence; names and acronyms keep their capitals.
 */
export function proseSpelling(skill: string, supportText: string): string {
  const escaped = escapeRegExp(skill);
  // Running prose first ("… in inventory and ordering"), then a list's item (", Inventory").
  const found = new RegExp(`(?<=[a-z] )${escaped}\\b`, 'i').exec(supportText)?.[0] ?? new RegExp(`(?<=[a-z,;] )${escaped}\\b`, 'i').exec(supportText)?.[0] ?? skill;
  // "Risk management", "Tolerance stack-up analysis": a common phrase capitalised only as a list item.
  const [first = '', ...rest] = found.split(' ');
  const common = rest.length > 0 && /^\p{Lu}\p{Ll}+$/u.test(first) && rest.every((w) => !/\p{Lu}/u.test(w));
  return common ? `${first.toLowerCase()} ${rest.join(' ')}` : found;
}
