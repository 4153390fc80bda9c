/**
 * Employers and job titles stated in running prose. The shared truthfulness check finds them in
 * a resume's layout (a role heading, an education line); a cover letter states them in sentences ("I
 * led the migration at Globex Corporation", "as a Staff Engineer", "I hold an MBA"), so they are read
 * here: a capitalised name holding an organisation word or following "at", "joined" or "worked for", a
 * capitalised name ending in a title word or a phrase after "as a". Degrees are read by level
 * (lexicon.ts degreeLevelsIn), in check.ts.
 */
import { COMPANY_WORDS, TITLE_WORDS } from '../resume/lexicon';
import { findSkills } from '../tailoring/skill-matcher';

export interface ProseClaim {
  readonly kind: 'employer' | 'title';
  readonly value: string;
}

/** Capitalised words that open sentences or are not names. */
const NOT_NAMES = new Set(
  `a an the at as in on of for from to with by and or but so my our your their his her its this that these those there
  i i'm i've i'd i'll it we you he she they what when where while which who since after before during across over
  under through thank thanks please dear most much many some each every one another both also then today tomorrow
  yes no not if because although though once until upon into onto about around between among within without
  monday tuesday wednesday thursday friday saturday sunday january february march april may june july august
  september october november december jan feb mar apr jun jul aug sep sept oct nov dec`.split(/\s+/),
);

const CONNECTORS = new Set(['of', '&', 'and']);
/** Words before a name that make it an employer ("at Initech", "joined Initech", "worked for Initech"). */
const EMPLOYER_CUE_RE = /\b(?:at|joined|joining|(?:work(?:ed|ing|s)?|interned|consulted)\s+for)\s*$/i;
/** Capitalised phrases ending in a title word that name no one's job ("the Hiring Manager"). */
const NOT_TITLE_CLAIMS = new Set(['hiring manager', 'hiring managers', 'hiring team', 'recruiter', 'recruiters']);
/** "as" before a title ("as Sales Director"), not in "as for", "as well", "as part of" ("As for full sales cycle, I …" names no title). */
const TITLE_CUE_RE = /\b(?:as(?!\s+(?:for|to|well|part|if|though|of|such|long|soon|much|many|needed|opposed|usual|noted|described|listed|required)\b)|became|become|promoted to|hired as|role of|position of)\s+(?:(?:an?|the|your|my|our|its|their|next|new)\s+)*((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)/giu;

interface Run {
  readonly text: string;
  readonly words: readonly string[];
  readonly start: number;
}

const isCapitalised = (w: string) => /^[\p{Lu}][\p{L}\p{N}'’.&-]*$/u.test(w) || /^[\p{Lu}\p{N}]{2,}$/u.test(w);

/** Runs of capitalised words ("Globex Corporation", "Bank of America"), sentence-opening function words left out. */
function capitalisedRuns(sentence: string): Run[] {
  const runs: Run[] = [];
  const tokens = [...sentence.matchAll(/[\p{L}\p{N}'’.&-]+/gu)];
  let current: { words: string[]; start: number; end: number } | null = null;
  const flush = () => {
    if (current) {
      while (current.words.length > 0 && CONNECTORS.has((current.words[current.words.length - 1] ?? '').toLowerCase())) current.words.pop();
      if (current.words.length > 0) runs.push({ text: current.words.join(' ').replace(/\.$/, ''), words: current.words, start: current.start });
    }
    current = null;
  };
  for (const t of tokens) {
    const word = t[0];
    const gap = current ? sentence.slice(current.end, t.index) : '';
    if (current && !/^\s+$/.test(gap)) flush();
    const lower = word.toLowerCase().replace(/[.’']+$/, '');
    if (isCapitalised(word) && !NOT_NAMES.has(lower)) {
      if (!current) current = { words: [], start: t.index, end: t.index };
      current.words.push(word);
      current.end = t.index + word.length;
      if (/\.$/.test(word) && !/^(?:[A-Z]\.)+$/.test(word)) flush();
    } else if (current && CONNECTORS.has(lower) && word === lower) {
      current.words.push(word);
      current.end = t.index + word.length;
    } else flush();
  }
  flush();
  return runs;
}

function isSkillName(text: string): boolean {
  const found = findSkills(text, 'strict');
  return found.some((m) => m.start === 0 && m.end >= text.length - 1);
}

/**
 * Whether a run is a list of skills or known terms rather than one name: "Lean Six Sigma Green Belt and
 * Warehouse Management Systems" joins two terms across "and", and neither is an employer. The run is split
 * at "and" and commas; each part must be a known skill or a term the sources name (`known`). A part joined
 * by "&" must be named whole ("Johnson & Johnson") unless each side is a skill ("Sales & Marketing").
 */
function isListOfTerms(text: string, known: (term: string) => boolean): boolean {
  if (isSkillName(text)) return true;
  const parts = text.split(/\s+and\s+|\s*,\s*/).filter((p) => p !== '');
  if (parts.length < 2) return false;
  return parts.every((part) => isSkillName(part) || known(part) || part.split(/\s+&\s+/).every(isSkillName));
}

/**
 * Employers and titles a sentence states. `known` says whether the writer's sources name a term (the
 * check passes the resume and posting), so a list of their own terms joined by "and" is not read as a name.
 */
export function proseClaimsOf(sentence: string, known: (term: string) => boolean = () => false): ProseClaim[] {
  const out: ProseClaim[] = [];
  for (const run of capitalisedRuns(sentence)) {
    const lowers = run.words.map((w) => w.toLowerCase().replace(/[.,]$/, ''));
    const isTitleWord = (w: string) => TITLE_WORDS.has(w) || TITLE_WORDS.has(w.replace(/s$/, ''));
    const at = lowers.findIndex(isTitleWord);
    // "Staff Accountant", and "Director of Engineering", "Head of Product": a title word last or before "of".
    if (at !== -1 && (at === lowers.length - 1 || lowers[at + 1] === 'of' || isTitleWord(lowers[lowers.length - 1] ?? ''))) {
      if (!NOT_TITLE_CLAIMS.has(lowers.join(' '))) out.push({ kind: 'title', value: run.text });
    } else if (lowers.some((w) => COMPANY_WORDS.has(w)) || EMPLOYER_CUE_RE.test(sentence.slice(0, run.start))) {
      if (!isListOfTerms(run.text, known)) out.push({ kind: 'employer', value: run.text });
    }
  }
  TITLE_CUE_RE.lastIndex = 0;
  for (let m = TITLE_CUE_RE.exec(sentence); m !== null; m = TITLE_CUE_RE.exec(sentence)) {
    const words = (m[1] ?? '').split(/\s+/);
    const end = words.findIndex((w) => TITLE_WORDS.has(w.toLowerCase()));
    const value = words.slice(0, end + 1).join(' ');
    if (end !== -1 && !NOT_TITLE_CLAIMS.has(value.toLowerCase())) out.push({ kind: 'title', value });
  }
  return out;
}
