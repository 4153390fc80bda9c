/**
 * Truthfulness check (decision D4): a tailored resume may contain no skill, number, date, employer,
 * job title or degree that the user's own resume does not contain. Used on the built-in engine's
 * output (which must pass) and on LLM output (which is cleaned with enforceTruthfulness).
 *
 * Normalisation: skill aliases count as the same skill ("Postgres" supports "PostgreSQL"); "2020"
 * in "Jan 2020" supports "2020"; "01/2019" supports "Jan 2019"; "three years" supports "3";
 * "1,000" equals "1000". A derived "N+ years of experience" is supported when the role dates add up
 * to at least N years (or the resume states N). Counts are checked as quantities: "led 12 engineers" needs a
 * 12 in the original that is not only part of a date or a phone number; "a team of twelve" and "managed five
 * projects" need that number in the original.
 */
import { datePointsIn, findDateRanges, type DatePoint } from '../resume/dates';
import { computedExperienceYears, referenceMonth, statedExperienceYears } from '../resume/experience-years';
import { renderResumeText } from '../resume/render';
import { foldForCompare, normalizeText } from '../resume/normalize';
import { parseResume } from '../resume/structure';
import { tryParseJsonResume } from '../resume/json-resume';
import type { StructuredResume } from '../resume/types';
import { findSkills, skillSet } from './skill-matcher';
import { WORD_NUMBER_SOURCE, numbersIn, parseSmallNumber, supportedNumbers } from './text';
import { rememberedForLongTexts } from '../text/recent-texts';

export type ClaimKind = 'skill' | 'number' | 'date' | 'employer' | 'title' | 'degree';

export interface UnsupportedClaim {
  readonly kind: ClaimKind;
  /** The skill (canonical), number, date, employer, title or degree as found in the tailored text. */
  readonly value: string;
  /** The tailored line it is on. */
  readonly line: string;
  /** 0-based line number in the tailored text. */
  readonly lineIndex: number;
}

export interface TruthReport {
  readonly ok: boolean;
  readonly unsupported: UnsupportedClaim[];
}

export interface TruthOptions {
  /** Reference date for "Present" when deriving years of experience (default: latest date in the resume). */
  readonly now?: Date | string | null;
}

/** The user's resume as text (JSON Resume documents are rendered first). */
export function originalAsText(original: string): string {
  const json = tryParseJsonResume(original);
  return json ? renderResumeText(parseResume(original)) : normalizeText(original);
}

/** What an original resume supports (built once per original; see supportFor). Read-only: one serves many checks. */
export interface Support {
  readonly text: string;
  readonly folded: string;
  readonly skills: ReadonlySet<string>;
  readonly numbers: ReadonlySet<string>;
  readonly years: ReadonlySet<number>;
  readonly monthYears: ReadonlySet<number>;
  readonly seasonYears: ReadonlySet<string>;
  readonly hasPresent: boolean;
  readonly maxYearsClaim: number;
  /**
   * Numbers the original states as quantities: its numbers and number words outside dates, phone
   * numbers, e-mail addresses and links ("led 12 engineers" needs a 12 that is not "12/2019").
   */
  readonly counts: ReadonlySet<string>;
}

let supportCache: { key: string; value: Support } | null = null;

function supportOf(originalText: string, options: TruthOptions): Support {
  // One-entry cache: the engine checks its own output against the same original right after building it.
  const key = `${String(options.now ?? '')}\u0000${originalText}`;
  if (supportCache?.key === key) return supportCache.value;
  const value = buildSupport(originalText, options);
  supportCache = { key, value };
  return value;
}

function buildSupport(originalText: string, options: TruthOptions): Support {
  const text = originalAsText(originalText);
  return supportFor(text, parseResume(text), options);
}

/** Statements longer than this are not scanned again on their own (the whole text's scan covers them). */
const MAX_STATEMENT_SCAN = 1_000;

/** Support of an original already converted to text and parsed (the engine has both at hand). */
export function supportFor(text: string, parsed: StructuredResume, options: TruthOptions = {}): Support {
  return onDay(undatedSupport(text, parsed), text, parsed, options);
}

/**
 * supportFor of a text and its own parse (parseResume(text)): what does not depend on the day is
 * remembered for the last few long texts, the same for every posting one resume is tailored to.
 */
export function supportForText(text: string, options: TruthOptions = {}): Support {
  return onDay(rememberedUndatedSupport(text), text, null, options);
}

/** Support without the years the role dates add up to by a day (the only part that needs `now`). */
interface UndatedSupport extends Omit<Support, 'maxYearsClaim'> {
  /** The years the resume states ("8+ years of experience"), 0 when none. */
  readonly statedYears: number;
  readonly parsed: StructuredResume;
}

const rememberedUndatedSupport = rememberedForLongTexts((text) => undatedSupport(text, parseResume(text)), {
  fromChars: 500,
  upToChars: 100_000,
  size: 4,
});

function onDay(undated: UndatedSupport, text: string, parsed: StructuredResume | null, options: TruthOptions): Support {
  const { statedYears, parsed: own, ...support } = undated;
  const computed = computedExperienceYears(parsed ?? own, referenceMonth(text, options.now));
  return { ...support, maxYearsClaim: Math.max(computed, statedYears) };
}

function undatedSupport(text: string, parsed: StructuredResume): UndatedSupport {
  const years = new Set<number>();
  const monthYears = new Set<number>();
  const seasonYears = new Set<string>();
  let hasPresent = false;
  for (const p of datePointsIn(text)) {
    if (p.present) hasPresent = true;
    if (p.year !== undefined) years.add(p.year);
    if (p.year !== undefined && p.month !== undefined) monthYears.add(p.year * 12 + p.month);
    if (p.year !== undefined && p.season !== undefined) seasonYears.add(`${p.season} ${p.year}`);
  }
  for (const m of text.matchAll(/\b(19[5-9]\d|20\d\d)\b/g)) years.add(Number(m[1]));
  if (/\b(?:present|current(?:ly)?|now|today|ongoing|to date)\b/i.test(text)) hasPresent = true;
  // The statements as read: a line-end hyphen the reader mended ("recon-" / "ciliations") is the user's
  // word. Each is scanned on its own (short texts; a long one is left to the text's own scan).
  const skills = skillSet(text, 'lenient');
  for (const b of [...parsed.experience.flatMap((e) => e.bullets), ...parsed.projects.flatMap((p) => p.bullets)]) {
    if (b.length > MAX_STATEMENT_SCAN || text.includes(b)) continue;
    for (const skill of skillSet(b, 'lenient')) skills.add(skill);
  }
  return {
    text,
    folded: ` ${foldForCompare(text)} `,
    skills,
    numbers: supportedNumbers(text),
    years,
    monthYears,
    seasonYears,
    hasPresent,
    statedYears: statedExperienceYears(parsed)?.years ?? 0,
    parsed,
    counts: countsIn(text),
  };
}

/** A phone number: digit groups joined by spaces, dots, dashes or parentheses (bounded: linear on digit runs). */
const PHONE_RE = /(?<![\d.,])\+?\(?\d{1,4}\)?(?:[ .-]?\d{2,4}){2,4}/g;

/** Numbers of a text that are not part of a date, a phone number, an e-mail address or a link. */
function countsIn(text: string): Set<string> {
  const lines = text.split('\n').map((line) => {
    // Tokens with '@' or a link prefix go (token by token: a regex with \S+@ is quadratic on a long token);
    // a line with neither anywhere has no such token.
    const addressed = line.includes('@') || /https?:|www\./i.test(line);
    let out = addressed
      ? line
          .split(/(\s+)/)
          .map((t) => (t.includes('@') || /^(?:https?:|www\.)/i.test(t) ? ' ' : t))
          .join('')
      : line;
    // A phone number has seven digits or more: "350-450 prescriptions a day" is a range of counts.
    out = out.replace(PHONE_RE, (m) => (/\d[ .-]\d|\(/.test(m) && (m.match(/\d/g)?.length ?? 0) >= 7 ? ' ' : m));
    for (const r of findDateRanges(out)) out = out.replace(r.raw, ' ');
    return out;
  });
  return supportedNumbers(lines.join('\n'));
}

const MONTH_WORD = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
/** After a number, a word that makes it a count ("12 engineers", "five projects"), not a date or a unit of time. */
const COUNT_AFTER_RE = new RegExp(`^[^\\S\\n]{1,3}(?!(?:years?|yrs?|months?|mos?|weeks?|days?|hours?|percent|${MONTH_WORD})\\b)\\p{L}`, 'iu');
const YEARS_AFTER_RE = /^\s*(?:\+\s*)?(?:years?|yrs)\b/i;
/** A word before a year that makes it a point in time ("in 2019", "current through 2026"). */
const YEAR_BEFORE_RE = /\b(?:in|through|thru|since|until|till|by|from|to|of|during|before|after|circa|around|as of)[^\S\n]{1,3}$/i;
/** After a year, a capitalised name ("2019 Bay Area Tech Hackathon") or a list's "and"/"or": no count follows. */
const YEAR_AFTER_RE = /^[^\S\n]{1,3}(?:\p{Lu}|(?:and|or)\b)/u;

/**
 * Whether a number the original holds as a year is used as a year here, not as a count: "current through
 * 2026 and Telemetry" or "First place in 2019 Bay Area Tech Hackathon" restate the resume's own year, while
 * "served 2019 customers" still needs 2019 as a quantity in the original.
 */
function isSupportedYear(text: string, start: number, end: number, support: Support): boolean {
  const raw = text.slice(start, end);
  if (!/^(?:19|20)\d\d$/.test(raw) || !support.years.has(Number(raw))) return false;
  return YEAR_BEFORE_RE.test(text.slice(Math.max(0, start - 12), start)) || YEAR_AFTER_RE.test(text.slice(end, end + 8));
}

/**
 * Whether a number stands between the same words as in the original ("the 2023 cohort", "NEC 2020 code"):
 * the user's own phrase, whatever the number is (a year the original's dates also hold is no new count).
 */
function inOwnPhrase(text: string, start: number, end: number, support: Support): boolean {
  const before = /(\S+)[^\S\n]+$/.exec(text.slice(Math.max(0, start - 40), start))?.[1] ?? '';
  const after = /^[^\S\n]+(\S+)/.exec(text.slice(end, end + 40))?.[1] ?? '';
  if (!before || !after) return false;
  const phrase = foldForCompare(`${before} ${text.slice(start, end)} ${after}`);
  return phrase.split(' ').length >= 3 && support.folded.includes(` ${phrase} `);
}

/** Number words that count (one is left out: "one of the …" is no count). */
const COUNT_WORD_RE = new RegExp(`\\b(${WORD_NUMBER_SOURCE})\\b`, 'gi');

function lineIndexAt(text: string, offset: number): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

function dateSupported(p: DatePoint, s: Support): boolean {
  if (p.present) return s.hasPresent;
  if (p.year === undefined) return true;
  if (!s.years.has(p.year)) return false;
  if (p.month !== undefined) return s.monthYears.has(p.year * 12 + p.month);
  if (p.season !== undefined) return s.seasonYears.has(`${p.season} ${p.year}`) || s.years.has(p.year);
  return true;
}

// `\s*(?:\+\s*)?` rather than `\s*\+?\s*`: two adjacent `\s*` backtrack quadratically on a long space run.
const YEARS_CLAIM_RE = /\b(\d{1,2})\s*(?:\+\s*)?(?:years?|yrs)\b/gi;

/** Claims in `tailoredText` that `originalText` does not support. */
export function checkTruthfulness(originalText: string, tailoredText: string, options: TruthOptions = {}): TruthReport {
  return checkAgainst(supportOf(originalText, options), tailoredText);
}

/** Like checkTruthfulness, against a prepared Support. */
export function checkAgainst(support: Support, tailoredText: string): TruthReport {
  const lines = tailoredText.split('\n');
  const out: UnsupportedClaim[] = [];
  const seen = new Set<string>();
  const push = (kind: ClaimKind, value: string, lineIndex: number) => {
    const key = `${kind}|${value}|${lineIndex}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ kind, value, line: lines[lineIndex] ?? '', lineIndex });
  };

  // Skills.
  for (const m of findSkills(tailoredText, 'strict')) {
    if (!support.skills.has(m.skill)) push('skill', m.skill, m.line);
  }

  // Numbers (a derived "N+ years" is checked against the role dates).
  const yearsClaims = new Map<number, number>();
  YEARS_CLAIM_RE.lastIndex = 0;
  for (let m = YEARS_CLAIM_RE.exec(tailoredText); m !== null; m = YEARS_CLAIM_RE.exec(tailoredText)) {
    yearsClaims.set(m.index + m[0].indexOf(m[1] ?? ''), Number(m[1]));
  }
  for (const n of numbersIn(tailoredText)) {
    if (support.numbers.has(n.value)) continue;
    const claimed = yearsClaims.get(n.start);
    if (claimed !== undefined && claimed <= support.maxYearsClaim) continue;
    if (n.value.startsWith('~') && support.text.includes(n.value.slice(1))) continue;
    push('number', n.value.replace(/^~/, ''), lineIndexAt(tailoredText, n.start));
  }

  // Counts: a bare count needs the same number as a quantity in the original, not only in a date or a
  // phone number; a number word ("a team of twelve") needs that number in the original at all.
  for (const n of numbersIn(tailoredText)) {
    if (n.value.startsWith('~') || support.counts.has(n.value)) continue;
    if (!COUNT_AFTER_RE.test(tailoredText.slice(n.end, n.end + 24))) continue;
    if (isSupportedYear(tailoredText, n.start, n.end, support) || inOwnPhrase(tailoredText, n.start, n.end, support)) continue;
    push('number', n.value, lineIndexAt(tailoredText, n.start));
  }
  COUNT_WORD_RE.lastIndex = 0;
  for (let m = COUNT_WORD_RE.exec(tailoredText); m !== null; m = COUNT_WORD_RE.exec(tailoredText)) {
    const value = parseSmallNumber(m[1] ?? '');
    if (!Number.isFinite(value) || value <= 1 || support.counts.has(String(value))) continue;
    const after = tailoredText.slice(m.index + m[0].length, m.index + m[0].length + 24);
    if (YEARS_AFTER_RE.test(after) && value <= support.maxYearsClaim) continue;
    push('number', m[1] ?? '', lineIndexAt(tailoredText, m.index));
  }

  // Dates.
  lines.forEach((line, index) => {
    for (const p of datePointsIn(line)) {
      if (!dateSupported(p, support)) {
        const label = p.present ? 'Present' : [p.season, p.month, p.year].filter((x) => x !== undefined).join(' ');
        push('date', label, index);
      }
    }
  });

  // Employers, titles, degrees: each must appear in the original (formatting ignored).
  const tailored = parseResume(tailoredText);
  const findLine = (value: string): number => {
    const f = foldForCompare(value);
    const i = lines.findIndex((l) => foldForCompare(l).includes(f));
    return i < 0 ? 0 : i;
  };
  const holds = (value: string) => {
    const f = foldForCompare(value);
    return f === '' || support.folded.includes(` ${f} `);
  };
  // A field the reader joined from two places of one line ("Sales Associate (part-time during college)", its note
  // written after the dates) is supported when each of its parts is.
  const supported = (value: string) => holds(value) || (/[()]/.test(value) && value.split(/\s*[()]\s*/).every(holds));
  for (const e of tailored.experience) {
    if (e.employer && !supported(e.employer)) push('employer', e.employer, findLine(e.employer));
    if (e.title && !supported(e.title)) push('title', e.title, findLine(e.title));
  }
  for (const ed of tailored.education) {
    if (ed.degree && !supported(ed.degree)) push('degree', ed.degree, findLine(ed.degree));
    if (ed.institution && !supported(ed.institution)) push('employer', ed.institution, findLine(ed.institution));
  }
  out.sort((a, b) => a.lineIndex - b.lineIndex);
  return { ok: out.length === 0, unsupported: out };
}

export interface EnforcedText {
  readonly text: string;
  /** What was removed and why. */
  readonly removed: UnsupportedClaim[];
}

const BULLET_START_RE = /^\s*(?:[•▪■◦●○◆♦➢➤►▶*·-]|\d{1,2}[.)])\s+/;

function removeListItem(line: string, surface: string): string | null {
  // "Python, Go, Kafka" → drop the item naming the skill; null when the line is not a list.
  if (BULLET_START_RE.test(line)) return null;
  const prefix = /^([^:]{1,40}:\s*)/.exec(line)?.[1] ?? '';
  const body = line.slice(prefix.length);
  const items = body.split(/,\s+/);
  if (items.length < 2 || items.some((it) => it.split(/\s+/).length > 6)) return null;
  const f = foldForCompare(surface);
  const kept = items.filter((it) => !foldForCompare(it).split(' ').join(' ').includes(f));
  if (kept.length === items.length) return null;
  if (kept.length === 0) return '';
  return `${prefix}${kept.join(', ').replace(/,\s*$/, '')}`;
}

/**
 * Removes unsupported claims: a skill inside a comma list is dropped from the list; any other
 * unsupported claim removes its line (a removed role heading takes its bullets with it).
 */
export function enforceTruthfulness(originalText: string, tailoredText: string, options: TruthOptions = {}): EnforcedText {
  let text = tailoredText;
  const removed: UnsupportedClaim[] = [];
  // A line the original holds word for word is the user's own: the check never takes it out (a phone-number reading
  // of "350-450 prescriptions a day" once removed a pharmacy technician's first statement).
  const own = ` ${originalText.replace(/\s+/g, ' ')} `;
  const isOwn = (line: string) => {
    const bare = line.replace(BULLET_START_RE, '').replace(/\s+/g, ' ').trim();
    return bare.length >= 12 && own.includes(bare);
  };
  for (let pass = 0; pass < 4; pass++) {
    const report = checkTruthfulness(originalText, text, options);
    if (report.ok) break;
    const lines = text.split('\n');
    const drop = new Set<number>();
    const skillMatches = findSkills(text, 'strict');
    const claims = report.unsupported.filter((claim) => !isOwn(lines[claim.lineIndex] ?? ''));
    if (claims.length === 0) break;
    for (const claim of claims) {
      removed.push(claim);
      const line = lines[claim.lineIndex];
      if (line === undefined) continue;
      if (claim.kind === 'skill') {
        const surface = skillMatches.find((m) => m.skill === claim.value && m.line === claim.lineIndex)?.surface ?? claim.value;
        const edited = removeListItem(line, surface);
        if (edited !== null && edited.trim() !== '') {
          lines[claim.lineIndex] = edited;
          continue;
        }
      }
      drop.add(claim.lineIndex);
      if ((claim.kind === 'employer' || claim.kind === 'title') && !BULLET_START_RE.test(line)) {
        for (let i = claim.lineIndex + 1; i < lines.length && BULLET_START_RE.test(lines[i] ?? ''); i++) drop.add(i);
      }
    }
    text = lines.filter((_, i) => !drop.has(i)).join('\n');
  }
  return { text, removed };
}
