/**
 * Pasted profile content (a LinkedIn profile copied as text, or a resume-like text) → LinkedInProfile.
 * LinkedIn's own layout is read section by section (profile-sections, profile-positions); whatever it
 * does not yield (a profile pasted without LinkedIn's headings) comes from the resume parser, since a
 * pasted profile reads much like a resume. Nothing is invented: every field is text of the input.
 */
import { findDateRange, formatDatePoint } from '../resume/dates';
import { isDateLine } from '../resume/entry-lines';
import { INSTITUTION_PATTERN, looksLikeLocation } from '../resume/lexicon';
import { stripBullet } from '../resume/normalize';
import { splitOutsideParens } from '../resume/list-sections';
import { parseResume } from '../resume/structure';
import type { StructuredResume } from '../resume/types';
import { positionSkillLines, readPositions } from './profile-positions';
import { linesOf, splitProfileSections, type ProfileSection } from './profile-sections';
import type { LinkedInEducation, LinkedInPosition, LinkedInProfile } from './profile-types';

const REGION_RE = /\b(?:area|region|metropolitan|united states|united kingdom|canada|india|germany|france|australia|remote)\b/i;

function isLocationText(line: string): boolean {
  return looksLikeLocation(line) || (REGION_RE.test(line) && line.length <= 80 && !/[.!?]$/.test(line));
}

function readHeader(lines: readonly string[]): Pick<LinkedInProfile, 'name' | 'headline' | 'location'> {
  const useful = lines.filter((l) => l !== '' && !/@|^https?:|^www\./i.test(l));
  const name = useful[0] ?? '';
  const rest = useful.slice(1);
  const location = rest.find(isLocationText) ?? '';
  const headline = rest.find((l) => l !== location) ?? '';
  return { name, headline, location };
}

function joinParagraphs(lines: readonly string[]): string {
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Education lines: a school, then its degree line, then its dates; activities and grades are skipped. */
function readEducation(lines: readonly string[]): LinkedInEducation[] {
  const out: LinkedInEducation[] = [];
  let current: LinkedInEducation | null = null;
  for (const line of lines.filter((l) => l !== '')) {
    if (/^(?:activities and societies|grade|description)\s*:/i.test(line)) continue;
    // A pasted resume's degree with its year ("Bachelor of Science in Accounting — May 2016") after a filled
    // entry begins the next one; it is no date line of the entry before.
    const nextDegree = current !== null && current.degree !== '' && /\p{L}{3,}.*\s[—–-]\s/u.test(line) && TRAILING_YEAR_RE.test(line);
    const range = isDateLine(line) && !nextDegree ? findDateRange(line) : null;
    if (range && current) {
      current.start = formatDatePoint(range.start);
      current.end = range.end ? formatDatePoint(range.end) : '';
      continue;
    }
    const startsNew = current === null || current.start !== '' || nextDegree || (current.degree !== '' && INSTITUTION_PATTERN.test(line));
    if (startsNew || current === null) {
      current = { school: line, degree: '', start: '', end: '' };
      out.push(current);
    } else if (current.degree === '') current.degree = line;
  }
  return out.map(resumeOrder);
}

/** A year (or a month and year) after a dash at a line's end ("Associate of Applied Science — 2017"). */
const TRAILING_YEAR_RE = /^(.*?)\s+[—–-]\s+((?:\p{L}{3,9}\.?\s+)?(?:19|20)\d{2})$/u;
/** A school's city and state after it ("Green Country Community College, Tulsa, OK"). */
const CITY_STATE_RE = /,\s*[\p{L}. '-]+,\s*[A-Z]{2}$/u;

/**
 * An entry a pasted resume lists degree first ("Associate of Applied Science in Electrical Technology — 2017"
 * over "Green Country Community College, Tulsa, OK"), as LinkedIn does: the school, its degree, the year.
 */
function resumeOrder(e: LinkedInEducation): LinkedInEducation {
  if (INSTITUTION_PATTERN.test(e.school) || !INSTITUTION_PATTERN.test(e.degree)) return e;
  const dated = TRAILING_YEAR_RE.exec(e.school);
  return { school: e.degree.replace(CITY_STATE_RE, ''), degree: dated?.[1] ?? e.school, start: e.start, end: e.end || (dated?.[2] ?? '') };
}

/** A resume's group label in front of a skill ("Languages: TypeScript" → "TypeScript"). */
const SKILL_LABEL_RE = /^[\p{L}][\p{L} &/-]{1,30}:\s+(?=\S)/u;

function readSkills(lines: readonly string[]): string[] {
  return lines
    .filter((l) => l !== '' && !/^(?:skills:|passed linkedin skill assessment|\d+ experiences?\b|.* at .*)$/i.test(l))
    // A resume's next heading or school line read into the list ("Education and Training:", "…, Community College, Tulsa, OK").
    .filter((l) => !/:$/.test(l.trim()) && !(INSTITUTION_PATTERN.test(l) && /\b(?:19|20)\d\d\b/.test(l)))
    .flatMap((l) => splitOutsideParens(stripBullet(l), /[,·|•]/))
    .map((s) => stripBullet(s).trim().replace(SKILL_LABEL_RE, ''))
    .filter((s) => s !== '' && s.length <= 60 && !/:$/.test(s));
}

function distinct(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((s) => {
    const key = s.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function positionsFromResume(parsed: StructuredResume): LinkedInPosition[] {
  return parsed.experience.map((e) => ({
    title: e.title,
    company: e.employer,
    start: e.startDate,
    end: e.endDate,
    location: e.location ?? '',
    description: e.bullets.join('\n'),
  }));
}

function educationFromResume(parsed: StructuredResume): LinkedInEducation[] {
  return parsed.education.map((e) => {
    const range = findDateRange(e.dates);
    return {
      school: e.institution,
      degree: e.degree,
      start: range ? formatDatePoint(range.start) : '',
      end: range?.end ? formatDatePoint(range.end) : '',
    };
  });
}

/**
 * True when the positions read with LinkedIn's layout are a resume's lines misread: a title that is
 * empty, a bullet or a sentence, or a company line that still holds the title and the place.
 */
function misreadPositions(positions: readonly LinkedInPosition[]): boolean {
  return positions.some((p) => p.title.trim() === '' || /^[•*–-]\s/.test(p.title) || /[.;]$/.test(p.title.trim()) || p.title.length > 120);
}

function hasLinkedInLayout(sections: readonly ProfileSection[]): boolean {
  return sections.some((s) => s.kind === 'experience' || s.kind === 'about');
}

/** Reads pasted profile content into a LinkedInProfile. */
export function readProfile(text: string): LinkedInProfile {
  const sections = splitProfileSections(text);
  const header = readHeader(sections[0]?.lines ?? []);
  const experienceLines = linesOf(sections, 'experience');
  let positions = readPositions(experienceLines);
  let about = joinParagraphs(linesOf(sections, 'about'));
  let education = readEducation(linesOf(sections, 'education'));
  let skills = distinct([...readSkills(linesOf(sections, 'skills')), ...positionSkillLines(experienceLines)]);
  let { name, headline, location } = header;
  if (!hasLinkedInLayout(sections) || positions.length === 0 || skills.length === 0 || misreadPositions(positions)) {
    const parsed = parseResume(text);
    const fromResume = positionsFromResume(parsed);
    const resumeReadsBetter = misreadPositions(positions) && fromResume.length > 0 && !misreadPositions(fromResume);
    if (positions.length === 0 || resumeReadsBetter) positions = fromResume;
    if (about === '') about = parsed.summary;
    if (education.length === 0) education = educationFromResume(parsed);
    if (skills.length === 0) skills = distinct(parsed.skills);
    if (!hasLinkedInLayout(sections)) {
      name = parsed.contact.name || name;
      headline = parsed.headline || headline;
      location = parsed.contact.location || location;
    }
  }
  return { name, headline, location, about, positions, education, skills };
}
