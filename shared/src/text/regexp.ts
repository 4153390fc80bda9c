/** Text as a regular expression that matches it literally ("C++" → "C\+\+"). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
