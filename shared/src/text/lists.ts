/**
 * Lists joined for prose by the platform's English list format (`Intl.ListFormat`), so every writer joins the
 * same way: "a", "a and b", "a, b and c"; with `serialComma`, "a, b, and c" (for items that hold their own
 * "and"). British English gives the list without the serial comma, American English with it.
 */
const PLAIN = new Intl.ListFormat('en-GB', { type: 'conjunction' });
const SERIAL = new Intl.ListFormat('en-US', { type: 'conjunction' });

export function listOf(items: readonly string[], serialComma = false): string {
  return (serialComma ? SERIAL : PLAIN).format(items);
}
