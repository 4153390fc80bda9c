/**
 * Weak-opener rewriting: "Responsible for managing X" → "Managed X", "Worked on X" → "Contributed to X".
 * The verb chosen keeps the claim: nothing is inflated ("Assisted with" becomes "Supported", never
 * "Led"), nothing is added, and a bullet whose opener cannot be rewritten safely is left as it was.
 */
import { capitalize } from '../resume/normalize';
import { baseOfGerund, pastTenseOfGerund } from '../resume/verbs';
import { findSkills } from './skill-matcher';

export type Tense = 'past' | 'present';

export interface RewriteResult {
  readonly text: string;
  readonly changed: boolean;
  /** The opener that was replaced ("Responsible for"), when changed. */
  readonly opener?: string;
}

/** Weak openers the engine recognises (for reports and tests). */
export const WEAK_OPENERS = [
  'Responsible for',
  'Was responsible for',
  'Accountable for',
  'In charge of',
  'Was in charge of',
  'Duties included',
  'Tasked with',
  'Worked on',
  'Worked with',
  'Helped with',
  'Assisted with',
  'Involved in',
  'Was involved in',
] as const;

const PEOPLE_WORDS =
  /\b(?:teams?|stakeholders?|clients?|customers?|engineers?|developers?|designers?|managers?|staff|colleagues|departments?|partners?|vendors?|suppliers?|physicians?|doctors?|nurses?|students?|parents?|families|patients?|executives?|leadership|leaders|members?|groups?|product|sales|marketing|analysts?|scientists?|teachers?|faculty|volunteers?|contractors?|agencies|consultants?|auditors?|providers?|officers?|people)\b/i;

/** Organisations one works with as partners ("two foundries", "regional carriers"). */
const ORGANISATION_WORDS =
  /\b(?:foundries|foundry|factories|factory|plants?|mills?|shops?|firms?|companies|company|hospitals?|clinics?|schools?|organi[sz]ations?|carriers?|manufacturers?|distributors?|retailers?|brands?|labs?|laboratories|universities|agencies|banks?|insurers?|unions?)\b/i;

/** Base form of a past-tense verb for present-tense (current role) bullets. */
const PRESENT_OF: Record<string, string> = {
  Managed: 'Manage',
  Contributed: 'Contribute',
  Partnered: 'Partner',
  Used: 'Use',
  Supported: 'Support',
  Participated: 'Participate',
  Handled: 'Handle',
};

function verb(past: string, tense: Tense): string {
  return tense === 'present' ? (PRESENT_OF[past] ?? past) : past;
}

/** Verbs that are not in the shared list but often follow "and" in weak openers; each drops its "e" before "-ing". */
const EXTRA_E_VERBS = ['escalate', 'rotate', 'populate', 'circulate', 'relocate', 'decorate', 'sedate', 'ambulate', 'hydrate', 'educate'];

/** -ing words that are not coordinated verbs ("…, including X"), so they never block or change a rewrite. */
const NOT_VERBS = new Set([
  'including', 'during', 'following', 'regarding', 'concerning', 'according', 'excluding', 'pending', 'morning', 'evening',
  'nothing', 'something', 'anything', 'everything', 'string', 'spring', 'ceiling', 'clothing', 'bring',
]);

/** Gerund → base and past form, from the shared verb list or the few extra e-dropping verbs above. */
function formsOfGerund(gerund: string): { base: string; past: string } | null {
  const past = pastTenseOfGerund(gerund);
  const base = baseOfGerund(gerund);
  if (past && base) return { base, past };
  const lower = gerund.toLowerCase();
  const extra = EXTRA_E_VERBS.find((v) => `${v.slice(0, -1)}ing` === lower);
  return extra ? { base: extra, past: `${extra}d` } : null;
}

/** True when the phrase opens with a known -ing verb ("escalating …"). */
function startsWithGerund(rest: string): boolean {
  return formsOfGerund(/^\p{L}*/u.exec(rest)?.[0] ?? '') !== null;
}

/** One gerund in the requested tense, keeping its case; null when the word is not a known verb. */
function toForm(gerund: string, tense: Tense): string | null {
  const forms = formsOfGerund(gerund);
  if (!forms) return null;
  return tense === 'past' ? forms.past : forms.base;
}

/** Coordinated -ing words after "and", "or" or a comma: these must all change with the first verb. */
const COORDINATED_GERUND = /((?:,\s*|(?<!\s)\s+)(?:and|or)\s+|,\s+)(\p{L}{3,}ing)\b/gu;

/** True when the phrase coordinates an -ing verb ("… and escalating …"), which a plain "Managed …" would leave dangling. */
function hasCoordinatedGerund(rest: string): boolean {
  for (const m of rest.matchAll(COORDINATED_GERUND)) if (!NOT_VERBS.has((m[2] ?? '').toLowerCase())) return true;
  return false;
}

/**
 * "managing and training staff" → "Managed and trained staff". Every coordinated gerund changes the same
 * way, or nothing does: null when the first word is not a known gerund or a later one cannot be converted,
 * so the statement stays as written rather than reading "Monitor rhythms and escalating changes".
 */
function gerundPhraseToVerb(rest: string, tense: Tense): string | null {
  const m = /^(\p{L}+)(.*)$/su.exec(rest);
  const head = m?.[1] ? toForm(m[1], tense) : null;
  if (!head) return null;
  const tail = m?.[2] ?? '';
  let unsure = false;
  const converted = tail.replace(/^(\s+(?:and|or)\s+)(\p{L}+ing)\b/u, (whole, sep: string, g: string) => {
    const conv = toForm(g, tense);
    return conv ? `${sep}${conv}` : whole;
  }).replace(COORDINATED_GERUND, (whole, sep: string, g: string) => {
    if (NOT_VERBS.has(g.toLowerCase())) return whole;
    const conv = toForm(g, tense);
    if (!conv) unsure = true;
    return conv ? `${sep}${conv}` : whole;
  });
  if (unsure || /^\s+(?:and|or)\s+\p{L}+ing\b/u.test(converted)) return null;
  return capitalize(`${head}${converted}`);
}

/** "Managed the payroll" for a phrase that does not open with a verb; null when an -ing verb would dangle. */
function withVerb(past: string, rest: string, tense: Tense): string | null {
  return hasCoordinatedGerund(rest) ? null : `${verb(past, tense)} ${rest}`;
}

/**
 * The tense the writer's own opener states ("Worked on", "Was responsible for": past; "Am responsible for":
 * present), which wins over the role's tense; null when the opener has none ("Responsible for").
 */
function openerTense(bullet: string): Tense | null {
  if (/^(?:i\s+)?(?:was|were|worked|helped|assisted)\b|^(?:my\s+)?duties\s+(?:included|were|consisted)\b/i.test(bullet)) return 'past';
  if (/^(?:i\s+)?am\b|^(?:my\s+)?duties\s+include\b/i.test(bullet)) return 'present';
  return null;
}

/** A gerund phrase as verbs, else the phrase after a neutral verb; null when neither reads right. */
function phraseToVerb(rest: string, tense: Tense, past: string): string | null {
  if (startsWithGerund(rest)) return gerundPhraseToVerb(rest, tense);
  return withVerb(past, rest, tense);
}

interface Rule {
  readonly re: RegExp;
  readonly opener: string;
  readonly apply: (rest: string, tense: Tense) => string | null;
}

const RULES: readonly Rule[] = [
  {
    re: /^(?:i\s+)?(?:was\s+|am\s+)?(?:responsible|accountable)\s+for\s+(.+)$/i,
    opener: 'Responsible for',
    apply: (rest, tense) => phraseToVerb(rest, tense, 'Managed'),
  },
  {
    re: /^(?:i\s+)?(?:was\s+|am\s+)?in\s+charge\s+of\s+(.+)$/i,
    opener: 'In charge of',
    apply: (rest, tense) => phraseToVerb(rest, tense, 'Managed'),
  },
  {
    re: /^(?:my\s+)?duties\s+(?:included|include|were|consisted\s+of)\s*:?\s*(.+)$/i,
    opener: 'Duties included',
    apply: (rest, tense) => phraseToVerb(rest, tense, 'Handled'),
  },
  {
    re: /^(?:i\s+)?(?:was\s+)?tasked\s+with\s+(.+)$/i,
    opener: 'Tasked with',
    apply: (rest, tense) => phraseToVerb(rest, tense, 'Handled'),
  },
  {
    re: /^(?:i\s+)?worked\s+on\s+(.+)$/i,
    opener: 'Worked on',
    apply: (rest, tense) => (startsWithGerund(rest) ? null : `${verb('Contributed', tense)} to ${rest}`),
  },
  {
    re: /^(?:i\s+)?worked\s+(?:closely\s+)?with\s+(.+)$/i,
    opener: 'Worked with',
    apply: (rest, tense) => {
      const head = rest.split(/\s+/).slice(0, 6).join(' ');
      if (PEOPLE_WORDS.test(head) || ORGANISATION_WORDS.test(head)) return `${verb('Partnered', tense)} with ${rest}`;
      // "Used" only for a tool named at once ("Worked with PostgreSQL databases"), never for "two foundries".
      return findSkills(head, 'strict').some((m) => m.start <= 4) ? `${verb('Used', tense)} ${rest}` : null;
    },
  },
  {
    re: /^(?:i\s+)?helped\s+with\s+(.+)$/i,
    opener: 'Helped with',
    apply: (rest, tense) => (startsWithGerund(rest) ? null : `${verb('Supported', tense)} ${rest}`),
  },
  {
    re: /^(?:i\s+)?assisted\s+with\s+(.+)$/i,
    opener: 'Assisted with',
    apply: (rest, tense) => (startsWithGerund(rest) ? null : `${verb('Supported', tense)} ${rest}`),
  },
  {
    re: /^(?:i\s+)?(?:was\s+)?involved\s+in\s+(.+)$/i,
    opener: 'Involved in',
    apply: (rest, tense) => `${verb('Participated', tense)} in ${rest}`,
  },
];

/** Rewrites a weak opener at the start of a bullet; other bullets come back unchanged. */
export function strengthenBullet(text: string, tense: Tense = 'past'): RewriteResult {
  const trimmed = text.trim();
  for (const rule of RULES) {
    const m = rule.re.exec(trimmed);
    const rest = m?.[1]?.trim();
    if (!rest) continue;
    const out = rule.apply(rest, openerTense(trimmed) ?? tense);
    if (out === null) return { text, changed: false };
    return { text: capitalize(out), changed: true, opener: rule.opener };
  }
  return { text, changed: false };
}
