/**
 * An entry's header text → its parts ("Title | Employer, City, ST") → title, employer and location.
 * splitCommaParts also serves the education parser.
 */
import { PLACE_NAMES, US_STATE_CODES, hasCompanyWord, hasSingularTitleWord, hasTitleWord, looksLikeLocation } from './lexicon';

export function splitHeaderParts(text: string): string[] {
  const coarse = text
    .split(/\s+[|•·]\s+|\s*\|\s*|\s+[–—]\s+|\s+-\s+|\s+\/\s+|\s{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const parts: string[] = [];
  for (const c of coarse) {
    const at = /^(.+?)(?<!\s)\s+(?:at|@)\s+(.+)$/.exec(c);
    if (at?.[1] && at[2] && hasTitleWord(at[1])) {
      parts.push(at[1].trim(), at[2].trim());
      continue;
    }
    parts.push(...splitCommaParts(c));
  }
  return parts.filter(Boolean);
}

/** Splits "Gilmore Financial, New Orleans, LA, Accountant" while keeping "Acme, Inc." and "Austin, TX" together. */
export function splitCommaParts(text: string): string[] {
  const raw = text.split(/(?<!\s)\s*,\s*/).filter(Boolean);
  if (raw.length <= 1) return raw;
  const out: string[] = [];
  for (const piece of raw) {
    const prev = out[out.length - 1];
    const word = piece.replace(/\.$/, '').toLowerCase();
    if (prev !== undefined && /^(inc|llc|ltd|corp|co|plc|gmbh|lp|llp|sa|ag|jr|sr)$/.test(word)) {
      out[out.length - 1] = `${prev}, ${piece}`;
    } else if (
      prev !== undefined &&
      !/^(?:remote|hybrid|on-?site)$/i.test(piece) &&
      (US_STATE_CODES.has(piece.replace(/\s+\d{5}(-\d{4})?$/, '')) || isPlaceWords(piece)) &&
      (isPlaceContinuation(prev) || looksLikeLocation(`${prev}, ${piece}`))
    ) {
      out[out.length - 1] = `${prev}, ${piece}`;
    } else if (prev !== undefined && hasTitleWord(prev) && hasTitleWord(piece) && !hasCompanyWord(piece) && piece.split(' ').length <= 3 && !/\b(engineer|developer|manager|analyst|nurse|teacher|accountant)\b/i.test(piece)) {
      out[out.length - 1] = `${prev}, ${piece}`;
    } else {
      out.push(piece);
    }
  }
  return out;
}

function isPlaceWords(text: string): boolean {
  const words = text.toLowerCase().split(/\s+/);
  return words.length <= 3 && words.every((w) => PLACE_NAMES.has(w));
}

function isPlaceContinuation(prev: string): boolean {
  return looksLikeLocation(prev) && !hasTitleWord(prev) && !hasCompanyWord(prev);
}

interface HeaderFields {
  title: string;
  employer: string;
  location: string;
}

export function assignHeaderFields(parts: readonly string[]): HeaderFields {
  const remaining: string[] = [];
  let location = '';
  for (const part of parts) {
    if (!location && looksLikeLocation(part) && !hasTitleWord(part)) location = part;
    else if (looksLikeLocation(part) && !hasTitleWord(part) && !hasCompanyWord(part)) continue;
    else remaining.push(part);
  }
  let title = '';
  let employer = '';
  // The title: a part with a title word as written (not a plural: "Northwind Traders" is a firm), and
  // no company word, before the weaker matches ("Software Engineer" has the company word "software").
  const tests = [
    (p: string) => hasSingularTitleWord(p) && !hasCompanyWord(p),
    (p: string) => hasSingularTitleWord(p),
    (p: string) => hasTitleWord(p) && !hasCompanyWord(p),
    (p: string) => hasTitleWord(p),
  ];
  let titleAny = -1;
  for (const test of tests) {
    titleAny = remaining.findIndex(test);
    if (titleAny >= 0) break;
  }
  if (titleAny >= 0) title = remaining[titleAny] ?? '';
  const others = remaining.filter((_, i) => i !== titleAny);
  const companyIdx = others.findIndex((p) => hasCompanyWord(p));
  if (companyIdx >= 0) employer = others[companyIdx] ?? '';
  else if (others.length > 0) {
    if (!title) {
      title = others[0] ?? '';
      employer = others[1] ?? '';
    } else employer = others[0] ?? '';
  }
  if (!title && employer && others.length > 1) {
    title = others.find((p) => p !== employer) ?? '';
  }
  // "Staff Nurse, Telemetry Unit": an unassigned part right after the title belongs to it.
  if (title && titleAny >= 0) {
    const next = remaining[titleAny + 1];
    if (next !== undefined && next !== employer && !hasCompanyWord(next) && !looksLikeLocation(next) && next.split(' ').length <= 4) {
      title = `${title}, ${next}`;
    }
  }
  return { title, employer, location };
}
