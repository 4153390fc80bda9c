/** Sentences of what a person wants, told apart from what they have done or know. */

/**
 * A sentence of what the person wants, not what they have done or know: "Looking to move into instructional
 * design, where I can build learning experiences for adult learners." proved ADDIE and adult learning theory in a
 * report (a recruiter's read of a teacher's career change).
 */
const ASPIRATION_RE =
  /^(?:(?:i am|i'm|and|currently)\s+)?(?:looking to|looking for|seeking|hoping to|hope to|aspiring to|eager to|keen to|excited to|wanting to|want to|would like to|interested in|planning to|aiming to|ready to (?:move|transition|grow|step)|my goal is|career goal|transitioning (?:into|to))\b/i;

/** Any word an aspiration opens with: most resumes hold none, and are not split into sentences at all. */
const ASPIRATION_WORD_RE = /\b(?:looking|seeking|hop(?:e|ing)|aspiring|eager|keen|excited|want(?:ing)?|would like|interested|planning|aiming|ready|goal|transitioning)\b/i;

export function isAspiration(sentence: string): boolean {
  return ASPIRATION_RE.test(sentence.trim());
}

/** The text without its sentences of aspiration (its lines kept), so they prove no skill. */
export function withoutAspirations(text: string): string {
  if (!ASPIRATION_WORD_RE.test(text)) return text;
  return text.replace(/[^.!?\n]+(?:[.!?](?=\s|$))?/g, (sentence) => (isAspiration(sentence) ? '' : sentence)).replace(/[ \t]{2,}/g, ' ');
}
