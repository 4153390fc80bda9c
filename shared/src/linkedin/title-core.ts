/** A job title's core: what a headline leads with and what the title check looks for. */

/** Heads of a title whose comma tail is the title itself ("Vice President, Operations"). */
const HEAD_NEEDS_TAIL_RE = /^(?:vice president|svp|evp|vp|director|head|chief|president|manager|lead)$/i;

/**
 * The kind of engineering or development a bracket names ("Software Engineer (Front-End)"): part of the
 * title a recruiter searches, said before it ("Front-End Software Engineer").
 */
const SPECIALTY_RE = /^(.+?)\s*\((front[- ]?end|back[- ]?end|full[- ]?stack|mobile|ios|android|web|embedded)\)\s*$/i;

/** A title without its shift, level note or specialty tail: the words a headline leads with. */
export function coreTitle(title: string): string {
  const specialty = SPECIALTY_RE.exec(title.trim());
  if (specialty && /\b(?:engineer|developer|programmer)$/i.test(specialty[1] ?? '')) return `${specialty[2] ?? ''} ${specialty[1] ?? ''}`;
  const plain = title
    .replace(/\s*\([^)]*\)/g, '')
    .split(/\s+[-–—|]\s+/)[0]
    ?.trim() ?? '';
  const [head = '', ...tail] = plain.split(/,\s+/);
  return tail.length > 0 && HEAD_NEEDS_TAIL_RE.test(head.trim()) ? plain : head.trim();
}
