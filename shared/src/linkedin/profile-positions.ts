/**
 * The Experience section of a pasted LinkedIn profile → positions. LinkedIn lays a position out as
 * title, "Company · Full-time", "Mar 2020 - Present · 4 yrs 9 mos", an optional location, then the
 * description; several roles at one company are grouped under "Company", "Full-time · 6 yrs", then
 * each role's title and dates. The date lines anchor the reading.
 */
import { findDateRange, formatDatePoint } from '../resume/dates';
import { isDateLine, withoutRange } from '../resume/entry-lines';
import { looksLikeLocation } from '../resume/lexicon';
import { isBulletLine } from '../resume/normalize';
import type { LinkedInPosition } from './profile-types';

const EMPLOYMENT = '(?:full-time|part-time|self-employed|freelance|contract|internship|apprenticeship|seasonal|permanent|temporary)';
const DURATION = '\\d+\\s*(?:yrs?|years?|mos?|months?)(?:\\s+\\d+\\s*(?:mos?|months?))?|less than a year';
/** "Northwind Traders · Full-time" → the company and its employment type. */
const COMPANY_MARK_RE = new RegExp(`\\s*·\\s*${EMPLOYMENT}\\s*$`, 'i');
/** "Full-time · 6 yrs", "6 yrs 3 mos", "Full-time": a group's line under the company. */
const GROUP_LINE_RE = new RegExp(`^(?:${EMPLOYMENT}(?:\\s*·\\s*(?:${DURATION}))?|${DURATION})$`, 'i');
const DURATION_TAIL_RE = new RegExp(`\\s*·\\s*(?:${DURATION})\\s*$`, 'i');
const WORKPLACE_RE = /(?:^|·\s*)(?:remote|hybrid|on-?site)$/i;
/** "Providence Health, Inc." ends in a full stop without ending a sentence. */
const ABBREVIATION_END_RE = /\b(?:inc|ltd|co|corp|llc|plc|gmbh|s\.a|jr|sr|dept)\.$/i;
const SKILLS_LINE_RE = /^skills:\s*/i;

/** A position's date line without LinkedIn's duration ("Mar 2020 - Present · 4 yrs" → "Mar 2020 - Present"). */
function datePart(line: string): string | null {
  const bare = line.replace(DURATION_TAIL_RE, '').trim();
  return isDateLine(bare) && findDateRange(bare) ? bare : null;
}

function isHeaderLike(line: string | undefined): line is string {
  if (line === undefined || line === '' || line.length > 100 || isBulletLine(line)) return false;
  const sentenceEnd = /[.!?;:]$/.test(line) && !ABBREVIATION_END_RE.test(line);
  return !sentenceEnd && datePart(line) === null;
}

/** "Austin, TX · Remote", "Austin, TX (remote)", "Pittsburgh, PA (hybrid)": a place with its workplace type. */
function isLocationLine(line: string): boolean {
  const bare = line.replace(/\s*(?:·\s*(?:remote|hybrid|on-?site)|\((?:remote|hybrid|on-?site)\))$/i, '');
  return WORKPLACE_RE.test(line) || looksLikeLocation(bare) || /^[\p{Lu}][\p{L}.' -]+(?:,\s*[\p{Lu}][\p{L}.' -]+){1,3}$/u.test(bare);
}

interface Anchor {
  readonly index: number;
  readonly headerStart: number;
  readonly title: string;
  readonly company: string | null;
  readonly groupCompany: string | null;
}

/** Reads the header lines above the date line at `d` (never above `floor`). */
function anchorAt(lines: readonly string[], d: number, floor: number): Anchor {
  const at = (i: number) => (i >= floor ? lines[i] : undefined);
  const l1 = at(d - 1);
  const l2 = at(d - 2);
  const l3 = at(d - 3);
  if (l1 !== undefined && COMPANY_MARK_RE.test(l1)) {
    return { index: d, headerStart: d - 2 >= floor ? d - 2 : d - 1, title: l2 ?? '', company: l1.replace(COMPANY_MARK_RE, ''), groupCompany: null };
  }
  if (l2 !== undefined && GROUP_LINE_RE.test(l2) && isHeaderLike(l3)) {
    return { index: d, headerStart: d - 3, title: l1 ?? '', company: l3, groupCompany: l3 };
  }
  const afterDate = d - 3 >= floor && datePart(lines[d - 3] ?? '') !== null && isLocationLine(l2 ?? '');
  if (isHeaderLike(l1) && isHeaderLike(l2) && !afterDate) {
    return { index: d, headerStart: d - 2, title: l2, company: l1, groupCompany: null };
  }
  return { index: d, headerStart: l1 === undefined ? d : d - 1, title: l1 ?? '', company: null, groupCompany: null };
}

/** Positions of the Experience section's lines (blank lines and furniture already removed or harmless). */
export function readPositions(sectionLines: readonly string[]): LinkedInPosition[] {
  const lines = sectionLines.filter((l) => l !== '' && !SKILLS_LINE_RE.test(l));
  const anchors: Anchor[] = [];
  let floor = 0;
  let group: string | null = null;
  lines.forEach((line, i) => {
    if (datePart(line) === null || i < floor) return;
    const a = anchorAt(lines, i, floor);
    if (a.groupCompany !== null) group = a.groupCompany;
    else if (a.company !== null) group = null;
    anchors.push({ ...a, company: a.company ?? group ?? '' });
    floor = i + 1;
  });
  const positions: LinkedInPosition[] = [];
  anchors.forEach((a, k) => {
    const next = anchors[k + 1];
    const end = next ? next.headerStart : lines.length;
    let bodyStart = a.index + 1;
    let location = '';
    const maybeLocation = lines[bodyStart];
    if (maybeLocation !== undefined && bodyStart < end && isLocationLine(maybeLocation)) {
      location = maybeLocation;
      bodyStart += 1;
    }
    const body = lines.slice(bodyStart, end).filter((l) => !GROUP_LINE_RE.test(l));
    const dateLine = datePart(lines[a.index] ?? '') ?? '';
    const range = findDateRange(dateLine);
    // A resume-style line "Northwind Traders | Seattle, WA | Mar 2020 – Present" names the company itself.
    const besides = range ? withoutRange(dateLine, range).split(/\s*[|·•]\s*/).filter((x) => x !== '') : [];
    const company = a.company || (besides[0] ?? '');
    if (location === '') location = besides.slice(company === besides[0] ? 1 : 0).find((x) => looksLikeLocation(x)) ?? '';
    positions.push({
      title: a.title,
      company,
      start: range ? formatDatePoint(range.start) : '',
      end: range?.end ? formatDatePoint(range.end) : '',
      location,
      description: body.join('\n'),
    });
  });
  return positions;
}

/** Skills a position lists on a "Skills: Python · AWS" line. */
export function positionSkillLines(sectionLines: readonly string[]): string[] {
  return sectionLines
    .filter((l) => SKILLS_LINE_RE.test(l))
    .flatMap((l) => l.replace(SKILLS_LINE_RE, '').split(/\s*[·,|]\s*/))
    .map((s) => s.trim())
    .filter((s) => s !== '' && !/^\+?\d+ skills?$/i.test(s));
}
