/** The education section: classified lines → entries with degree, institution, location, dates and details. */
import { findDateRange, formatDateRange } from './dates';
import { classifyLines, withoutRange, type CLine } from './entry-lines';
import { splitCommaParts } from './header-parts';
import { INSTITUTION_PATTERN, isDegreeText, looksLikeLocation } from './lexicon';
import type { EducationEntry } from './types';

/**
 * "Expected Graduation: June 2016": the label belongs to the date beside it. Kept as the date's
 * qualifier ("Expected Jun 2016"), it is neither lost nor left behind as a detail of its own.
 */
const EXPECTED_LABEL_RE = /(?:^|\s)(?:expected|anticipated)(?:\s+(?:graduation|completion))?(?:\s+date)?\s*:?$/i;

/** A degree named in the text; "Canyon Ridge High School" names a school, "High School Diploma" a degree. */
function isDegreePart(text: string): boolean {
  return isDegreeText(text.replace(/\b(?:high|secondary) school\b(?!\s+(?:diploma|certificate|degree))/gi, ''));
}

const CREDENTIAL_END_RE = /\b(?:diploma|certificate|degree|ged)$/i;

/** A line said of the degree above, not the rest of its name ("Minor in Business", "Concentration in Finance"): a detail. */
const DEGREE_NOTE_RE = /^(?:minor|double minor|concentration|specialization|specialisation|emphasis|track|honou?rs|cum laude|magna|summa|gpa|dean'?s list)\b/i;

/**
 * "Northeastern University B.A. in Journalism": a school and a degree on one line with no separator
 * between them (two columns fused). Split before the degree.
 */
function splitSchoolThenDegree(part: string): string[] {
  const m = /^(.*?\b(?:university|college|institute|school|academy))\s+(?=\S)(.+)$/i.exec(part);
  if (!m?.[1] || !m[2] || isDegreePart(m[1]) || !isDegreePart(m[2]) || /\bof\s*$/i.test(m[1])) return [part];
  if (!/^(?:[A-Z]\.?){1,3}\b|^(?:bachelor|master|associate|doctor)/i.test(m[2])) return [part];
  return [m[1], m[2]];
}

/**
 * "PhD in Computer Science | CalTech | Pasadena, USA": in a line of fields holding a degree and no
 * word that marks a school, the one field that is neither the degree nor a place is the school.
 */
function schoolBesideDegree(parts: readonly string[]): string | null {
  const others = parts.filter((p) => !isDegreePart(p) && !EXPECTED_LABEL_RE.test(p));
  const places = others.filter((p) => p.includes(',') && looksLikeLocation(p));
  const names = others.filter((p) => !places.includes(p));
  return names.length === 1 && places.length <= 1 && /^\p{Lu}/u.test(names[0] ?? '') && (names[0] ?? '').split(/\s+/).length <= 8
    ? (names[0] ?? null)
    : null;
}

/** True when the next lines (up to the next blank) name a school or carry a date. */
function schoolOrDateFollows(classified: readonly CLine[], from: number): boolean {
  for (let i = from; i < classified.length; i++) {
    const cl = classified[i];
    if (!cl || cl.kind === 'blank' || cl.kind === 'bullet') return false;
    if (cl.kind === 'date' || findDateRange(cl.text)) return true;
    if (INSTITUTION_PATTERN.test(cl.text) && !isDegreePart(cl.text)) return true;
    if (isDegreePart(cl.text)) return false;
  }
  return false;
}

export function parseEducationLines(lines: readonly string[]): EducationEntry[] {
  const classified = classifyLines(lines);
  const entries: EducationEntry[] = [];
  let cur: EducationEntry | null = null;
  let lastWasDegree = false;
  let pendingDates = '';
  const start = (): EducationEntry => {
    const e: EducationEntry = { degree: '', institution: '', dates: pendingDates, details: [] };
    pendingDates = '';
    entries.push(e);
    return e;
  };
  for (const [index, cl] of classified.entries()) {
    if (cl.kind === 'blank') continue;
    if (cl.kind === 'bullet') {
      if (!cur) cur = start();
      cur.details.push(cl.text);
      lastWasDegree = false;
      continue;
    }
    const range = cl.range ?? findDateRange(cl.text) ?? null;
    const rest = cl.kind === 'date' ? (cl.rest ?? '') : range ? withoutRange(cl.text, range) : cl.text;
    const parts = rest
      .split(/\s*\|\s*|\s+[–—]\s+|\s+-\s+|\s{2,}/)
      .map((p) => p.trim())
      .filter(Boolean)
      .flatMap(splitSchoolThenDegree);
    if (parts.length === 0 && range && cur?.dates) {
      // A date on a line of its own, above the next degree (a date gutter): it opens that entry.
      pendingDates = formatDateRange(range.start, range.end);
      continue;
    }
    const degreeHere = parts.some((p) => isDegreePart(p));
    const instHere = parts.some((p) => INSTITUTION_PATTERN.test(p) && !(isDegreePart(p) && CREDENTIAL_END_RE.test(p)));
    // A further credential with no school and no date of its own ("Certificate in Data Science") is a
    // detail of the entry above.
    const furtherCredential =
      degreeHere && !instHere && !range && !!cur?.degree && !!cur.institution && !schoolOrDateFollows(classified, index + 1);
    if (furtherCredential && cur) {
      cur.details.push(rest);
      lastWasDegree = false;
      continue;
    }
    if (!cur || (degreeHere && cur.degree) || (instHere && cur.institution)) {
      if (!cur || degreeHere || instHere) cur = start();
    }
    const entry: EducationEntry = cur;
    const school = degreeHere && !instHere && !entry.institution ? schoolBesideDegree(parts) : null;
    let sawDegree = false;
    let expected = false;
    for (const written of parts) {
      const label = range ? EXPECTED_LABEL_RE.exec(written) : null;
      if (label) expected = true;
      const part = label ? written.slice(0, label.index).trim() : written;
      if (part === '') continue;
      const isDeg = isDegreePart(part);
      // "High School Diploma", "Nursing Certificate": a credential named by its head word, not a school.
      const isInst = part === school || (INSTITUTION_PATTERN.test(part) && !(isDeg && CREDENTIAL_END_RE.test(part)));
      if (isDeg && part.includes(',') && !entry.degree) {
        const sub = splitCommaParts(part);
        const instIdx = sub.findIndex((s) => INSTITUTION_PATTERN.test(s));
        const degIdx = sub.findIndex((s) => isDegreePart(s));
        if (instIdx > degIdx) {
          entry.degree = sub.slice(degIdx, instIdx).join(', ');
          const tail = sub.slice(instIdx);
          const locIdx = tail.findIndex((s, i) => i > 0 && looksLikeLocation(s));
          entry.institution = (locIdx > 0 ? tail.slice(0, locIdx) : tail).join(', ');
          if (locIdx > 0) entry.location = tail.slice(locIdx).join(', ');
        } else if (instIdx < 0) {
          const tail = sub.slice(degIdx + 1);
          const locIdx = tail.findIndex((s) => looksLikeLocation(s));
          if (locIdx > 0 && !entry.institution) {
            // "Bachelor of Science in CS, UC San Diego, San Diego, USA": a name before a place is the school.
            entry.degree = sub.slice(0, degIdx + 1).join(', ');
            entry.institution = tail.slice(0, locIdx).join(', ');
            entry.location = tail.slice(locIdx).join(', ');
          } else {
            // "Bachelor of Business Administration, Accounting": the rest names the field of study.
            entry.degree = (locIdx >= 0 ? sub.slice(0, degIdx + 1 + locIdx) : sub).join(', ');
            if (locIdx >= 0) entry.location = tail.slice(locIdx).join(', ');
          }
        } else {
          entry.institution = sub.slice(instIdx, degIdx).join(', ');
          entry.degree = sub.slice(degIdx).join(', ');
        }
        sawDegree = true;
      } else if (isInst && !entry.institution && !(isDeg && !entry.degree && !/\b(university|college|institute|school|academy)\b/i.test(part))) {
        const sub = splitCommaParts(part);
        const locIdx = sub.findIndex((s, i) => i > 0 && looksLikeLocation(s));
        if (locIdx > 0) {
          entry.institution = sub.slice(0, locIdx).join(', ');
          entry.location = sub.slice(locIdx).join(', ');
        } else entry.institution = part;
      } else if (isDeg && !entry.degree) {
        entry.degree = part;
        sawDegree = true;
      } else if (!entry.location && looksLikeLocation(part)) {
        entry.location = part;
      } else if (lastWasDegree && entry.degree && parts.length === 1 && !range && part.split(' ').length <= 6 && !/:/.test(part) && !DEGREE_NOTE_RE.test(part)) {
        entry.degree = `${entry.degree} ${part}`;
      } else {
        entry.details.push(part);
      }
    }
    if (range && !entry.dates) entry.dates = `${expected ? 'Expected ' : ''}${formatDateRange(range.start, range.end)}`;
    lastWasDegree = sawDegree;
  }
  return entries.filter((e) => e.degree || e.institution || e.details.length > 0);
}
