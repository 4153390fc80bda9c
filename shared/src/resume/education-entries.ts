/** The education section: classified lines → entries with degree, institution, location, dates and details. */
import { findDateRange, formatDateRange } from './dates';
import { classifyLines, withoutRange } from './entry-lines';
import { splitCommaParts } from './header-parts';
import { INSTITUTION_PATTERN, isDegreeText, looksLikeLocation } from './lexicon';
import type { EducationEntry } from './types';

/**
 * "Expected Graduation: June 2016": the label belongs to the date beside it. Kept as the date's
 * qualifier ("Expected Jun 2016"), it is neither lost nor left behind as a detail of its own.
 */
const EXPECTED_LABEL_RE = /(?:^|\s)(?:expected|anticipated)(?:\s+(?:graduation|completion))?(?:\s+date)?\s*:?$/i;

export function parseEducationLines(lines: readonly string[]): EducationEntry[] {
  const classified = classifyLines(lines);
  const entries: EducationEntry[] = [];
  let cur: EducationEntry | null = null;
  let lastWasDegree = false;
  const start = (): EducationEntry => {
    const e: EducationEntry = { degree: '', institution: '', dates: '', details: [] };
    entries.push(e);
    return e;
  };
  for (const cl of classified) {
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
      .filter(Boolean);
    const degreeHere = parts.some((p) => isDegreeText(p));
    const instHere = parts.some((p) => INSTITUTION_PATTERN.test(p));
    if (!cur || (degreeHere && cur.degree) || (instHere && cur.institution)) {
      if (!cur || degreeHere || instHere) cur = start();
    }
    const entry: EducationEntry = cur;
    let sawDegree = false;
    let expected = false;
    for (const written of parts) {
      const label = range ? EXPECTED_LABEL_RE.exec(written) : null;
      if (label) expected = true;
      const part = label ? written.slice(0, label.index).trim() : written;
      if (part === '') continue;
      const isDeg = isDegreeText(part);
      const isInst = INSTITUTION_PATTERN.test(part);
      if (isDeg && part.includes(',') && !entry.degree) {
        const sub = splitCommaParts(part);
        const instIdx = sub.findIndex((s) => INSTITUTION_PATTERN.test(s));
        const degIdx = sub.findIndex((s) => isDegreeText(s));
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
      } else if (lastWasDegree && entry.degree && parts.length === 1 && !range && part.split(' ').length <= 6 && !/:/.test(part)) {
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
