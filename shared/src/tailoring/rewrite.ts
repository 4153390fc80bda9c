/**
 * Weak-opener rewriting: "Responsible for managing X" → "Managed X", "Worked on X" → "Contributed to X".
 * The verb chosen keeps the claim: nothing is inflated ("Assisted with" becomes "Supported", never
 * "Led"), nothing is added, and a bullet whose opener cannot be rewritten safely is left as it was.
 */
import { capitalize } from '../resume/normalize';
import { baseOfGerund, pastTenseOfGerund } from '../resume/verbs';

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

/** "managing and training staff" → "Managed and trained staff" (null when the first word is not a known gerund). */
function gerundPhraseToVerb(rest: string, tense: Tense): string | null {
  const words = rest.split(/(\s+|,\s*)/);
  const first = words[0] ?? '';
  const past = pastTenseOfGerund(first);
  if (!past) return null;
  const toForm = (gerund: string): string | null => {
    const p = pastTenseOfGerund(gerund);
    if (!p) return null;
    if (tense === 'past') return p;
    // Present tense for a current role: strip "-ing" back to the base form via the known past form.
    return baseOfGerund(gerund) ?? p;
  };
  const out = [toForm(first) ?? past];
  // Convert a coordinated list of gerunds: "managing, hiring and training staff".
  let i = 1;
  while (i < words.length) {
    const sep = words[i] ?? '';
    const next = words[i + 1] ?? '';
    if ((/^,\s*$/.test(sep) || /^\s+$/.test(sep)) && next === 'and') {
      const g = words[i + 3] ?? '';
      const conv = toForm(g);
      if (conv) {
        out.push(sep, 'and', words[i + 2] ?? ' ', conv);
        i += 4;
        continue;
      }
      break;
    }
    if (/^,\s*$/.test(sep)) {
      const conv = toForm(next);
      if (conv) {
        out.push(sep, conv);
        i += 2;
        continue;
      }
    }
    break;
  }
  const converted = out.join('');
  // Later coordinated gerunds: "answering support tickets and deploying fixes" → "… and deployed fixes".
  const remainder = words
    .slice(i)
    .join('')
    .replace(/((?:,\s*|(?<!\s)\s+)and\s+|,\s+)(\p{L}+ing)\b/gu, (whole, sep: string, g: string) => {
      const conv = toForm(g);
      return conv ? `${sep}${conv}` : whole;
    });
  return capitalize(`${converted}${remainder}`);
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
    apply: (rest, tense) => gerundPhraseToVerb(rest, tense) ?? `${verb('Managed', tense)} ${rest}`,
  },
  {
    re: /^(?:i\s+)?(?:was\s+|am\s+)?in\s+charge\s+of\s+(.+)$/i,
    opener: 'In charge of',
    apply: (rest, tense) => gerundPhraseToVerb(rest, tense) ?? `${verb('Managed', tense)} ${rest}`,
  },
  {
    re: /^(?:my\s+)?duties\s+(?:included|include|were|consisted\s+of)\s*:?\s*(.+)$/i,
    opener: 'Duties included',
    apply: (rest, tense) => gerundPhraseToVerb(rest, tense) ?? `${verb('Handled', tense)} ${rest}`,
  },
  {
    re: /^(?:i\s+)?(?:was\s+)?tasked\s+with\s+(.+)$/i,
    opener: 'Tasked with',
    apply: (rest, tense) => gerundPhraseToVerb(rest, tense) ?? `${verb('Handled', tense)} ${rest}`,
  },
  {
    re: /^(?:i\s+)?worked\s+on\s+(.+)$/i,
    opener: 'Worked on',
    apply: (rest, tense) => (pastTenseOfGerund(rest.split(/\s+/)[0] ?? '') ? null : `${verb('Contributed', tense)} to ${rest}`),
  },
  {
    re: /^(?:i\s+)?worked\s+(?:closely\s+)?with\s+(.+)$/i,
    opener: 'Worked with',
    apply: (rest, tense) => {
      const head = rest.split(/\s+/).slice(0, 6).join(' ');
      if (PEOPLE_WORDS.test(head)) return `${verb('Partnered', tense)} with ${rest}`;
      return `${verb('Used', tense)} ${rest}`;
    },
  },
  {
    re: /^(?:i\s+)?helped\s+with\s+(.+)$/i,
    opener: 'Helped with',
    apply: (rest, tense) => (pastTenseOfGerund(rest.split(/\s+/)[0] ?? '') ? null : `${verb('Supported', tense)} ${rest}`),
  },
  {
    re: /^(?:i\s+)?assisted\s+with\s+(.+)$/i,
    opener: 'Assisted with',
    apply: (rest, tense) => (pastTenseOfGerund(rest.split(/\s+/)[0] ?? '') ? null : `${verb('Supported', tense)} ${rest}`),
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
    const out = rule.apply(rest, tense);
    if (out === null) return { text, changed: false };
    return { text: capitalize(out), changed: true, opener: rule.opener };
  }
  return { text, changed: false };
}
