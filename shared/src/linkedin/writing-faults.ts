/**
 * What a recruiter marks down in a headline or an About, as measures the checklist applies to the
 * user's profile and to the optimized one alike (checks-writing.ts): a phrase said twice, a statement of
 * the Experience pasted whole, a job title listed as a skill, an About that opens without a result.
 */
import { splitSentences } from '../resume/entry-lines';
import { foldForCompare, stripBullet } from '../resume/normalize';
import { contentStems } from '../tailoring/concepts';

/** Words of a text, folded, punctuation dropped. */
function wordsOf(text: string): string[] {
  return foldForCompare(text)
    .split(' ')
    .filter((w) => w !== '');
}

/** The longest run of words two word lists share, in order. */
function longestSharedRun(a: readonly string[], b: readonly string[]): number {
  let best = 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] === b[j - 1]) {
        row[j] = (previous[j - 1] ?? 0) + 1;
        best = Math.max(best, row[j] ?? 0);
      }
    }
    previous = row;
  }
  return best;
}

/** A statement shorter than this many words is a phrase, not something pasted. */
const PASTE_MIN_WORDS = 5;

/**
 * True when `text` holds the statement word for word: a run of at least 80% of its words (and at least
 * PASTE_MIN_WORDS) in the same order.
 */
export function holdsStatement(text: string, statement: string): boolean {
  const s = wordsOf(statement);
  if (s.length < PASTE_MIN_WORDS) return false;
  return longestSharedRun(wordsOf(text), s) >= Math.max(PASTE_MIN_WORDS, Math.ceil(0.8 * s.length));
}

/** A run this long that is most of a statement reads as the statement repeated, not a result retold. */
const ECHO_MIN_WORDS = 8;

/**
 * True when `text` repeats most of the statement word for word: a run of at least ECHO_MIN_WORDS words
 * that is at least 60% of it ("I complete psychosocial assessments and discharge plans for 12–15 patients
 * a day"); a result told in a few of its words ("I shortened the close from 9 to 5 business days") is not.
 */
export function echoesStatement(text: string, statement: string): boolean {
  const s = wordsOf(statement);
  const run = longestSharedRun(wordsOf(text), s);
  return run >= ECHO_MIN_WORDS && run >= 0.6 * s.length;
}

/** Words that frame a told result rather than tell it ("As a … at …, I …", "Day to day", "I also"). */
const RETELL_FRAME = new Set(['i', 'as', 'a', 'an', 'at', 'and', 'also', 'where', 'there', 'then', 'today', 'earlier']);

/** A retelling this many words long in the statement's own words is the bullet again, not a summary of it. */
const RETELL_MIN_WORDS = 8;

/**
 * True when the sentence is the statement's words again with a frame put around them: what it says
 * besides its frame and `names` (the employer, the title) is mostly (75 %) one run of the statement's
 * words, at least RETELL_MIN_WORDS long ("As a Staff Pharmacist, I verified 300+ medication orders per
 * shift in Epic Willow."). A result told in a few of its words ("I recovered $410,000 in the first year")
 * or told the other way round ("Dock-to-stock time went from 36 to 19 hours …") is not.
 */
export function retellsStatement(sentence: string, statement: string, names: readonly string[] = []): boolean {
  const skip = new Set([...RETELL_FRAME, ...names.flatMap(wordsOf)]);
  const words = wordsOf(sentence);
  const core = words.filter((w) => !skip.has(w));
  const run = longestSharedRun(words, wordsOf(statement));
  return run >= RETELL_MIN_WORDS && run >= 0.75 * core.length;
}

/** The statements of the Experience (one per line or sentence, bullets dropped). */
export function statementsOfText(text: string): string[] {
  return text
    .split('\n')
    .map((l) => stripBullet(l).trim())
    .filter((l) => l !== '')
    .flatMap((l) => splitSentences(l));
}

/** The statements the text pastes whole. */
export function pastedStatements(text: string, statements: readonly string[]): string[] {
  return statements.filter((s) => holdsStatement(text, s));
}

/** The headline's parts ("Title | skill · skill | result"). */
export function headlineParts(headline: string): string[] {
  return headline
    .split(/\s+[|·•]\s+|\s+[-–—]\s+/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/**
 * The phrases a headline says twice: two content words in a row that come back later ("Shipping and
 * Receiving Supervisor | Shipping and Receiving"), or a title of one content word said twice.
 */
export function repeatedPhrases(headline: string, titles: readonly string[] = []): string[] {
  const seen = new Map<string, number>();
  const repeated = new Set<string>();
  headlineParts(headline).forEach((part, index) => {
    const stems = contentStems(part);
    for (let i = 0; i + 1 < stems.length; i++) {
      const pair = `${stems[i]} ${stems[i + 1]}`;
      const at = seen.get(pair);
      if (at !== undefined && at !== index) repeated.add(pair);
      else if (at === undefined) seen.set(pair, index);
    }
  });
  const all = contentStems(headline);
  for (const title of titles) {
    const t = contentStems(title);
    if (t.length === 1 && all.filter((s) => s === t[0]).length >= 2) repeated.add(t[0] ?? '');
  }
  return [...repeated];
}

/** The items a text lists as skills or tools: after "working with", "I use", "skills I use:". */
function listedTools(text: string): string[] {
  const lists = [...text.matchAll(/\b(?:working with|I work with|I use|skills I use:|tools I use:)\s+([^.\n]+)/gi)].map((m) => m[1] ?? '');
  return lists.flatMap((l) => l.split(/,\s*|\s+and\s+/)).map((s) => s.trim());
}

/**
 * True when the item names a job title rather than a skill: it holds the title's role noun ("Nursing
 * Supervisor"), the whole title with a word more ("HR Generalist Duties"), or words of the title
 * without that noun ("Shipping and Receiving", "Litigation") that are not a skill the user lists (`skills`: "Inventory control and cycle counting" keeps "Inventory control" a skill).
 */
export function isTitleItem(item: string, titles: readonly string[], skills: readonly string[] = []): boolean {
  const stems = contentStems(item);
  if (stems.length === 0) return false;
  const listed = skills.some((s) => ` ${foldForCompare(s)} `.includes(` ${foldForCompare(item)} `));
  return titles.some((t) => {
    const core = contentStems(t.replace(/\s*\([^)]*\)/g, '').split(/,\s+|\s+[-–—]\s+/)[0] ?? '');
    const head = core[core.length - 1];
    if (head === undefined) return false;
    // "HR Generalist Duties": the whole title and a word.
    if (core.length >= 2 && core.every((s) => stems.includes(s))) return true;
    if (!stems.every((s) => core.includes(s))) return false;
    return stems.includes(head) || !listed;
  });
}

/** A headline part that says what the user seeks ("Seeking Data Analyst roles", "Open to Sous Chef roles"). */
const SEEKING_RE = /^(?:seeking|open to)\s.+\s(?:roles?|positions?)$/i;

/** The job titles a headline or About uses as a skill or tool. */
export function titlesUsedAsSkills(text: string, titles: readonly string[], headline = false, skills: readonly string[] = []): string[] {
  // "Seeking Data Analyst roles" says what the user looks for; it lists no skill.
  const parts = headline ? headlineParts(text).slice(1).filter((p) => !SEEKING_RE.test(p)) : [];
  const items = headline ? parts.flatMap((p) => p.split(/\s*[,&]\s*|\s+and\s+/)) : listedTools(text);
  return items.filter((i) => isTitleItem(i, titles, skills));
}

/** The first sentence of the About. */
export function openingSentence(about: string): string {
  return splitSentences(about.trim().split(/\n/)[0] ?? '')[0] ?? '';
}

/**
 * True when the About's first sentence states a result: a number, a percentage or an amount other than
 * the years of experience ("with 8 years of experience" is who, not what was done).
 */
export function opensWithResult(about: string): boolean {
  return /\d/.test(openingSentence(about).replace(/\b\d+\+?\s+(?:years?|yrs)\b/gi, ''));
}

/** The sentences of the About that paste a statement of the Experience whole. */
export function copiedSentences(about: string, statements: readonly string[]): string[] {
  return statementsOfText(about).filter((sentence) => statements.some((s) => holdsStatement(sentence, s)));
}
