/**
 * The experience section: classified lines → drafts (header lines, then body) → entries with title,
 * employer, location, dates and bullets. Handles dates before or after the role, and dates after the
 * bullets (RenderCV, some LaTeX templates).
 */
import { formatDatePoint } from './dates';
import { bodyToBullets, classifyLines, type CLine } from './entry-lines';
import { assignHeaderFields, splitHeaderParts } from './header-parts';
import { hasCompanyWord, hasTitleWord } from './lexicon';
import type { ExperienceEntry } from './types';

interface Draft {
  header: CLine[];
  body: CLine[];
}

function draftHasDate(d: Draft): boolean {
  return d.header.some((h) => h.kind === 'date');
}

function buildDrafts(lines: readonly CLine[]): Draft[] {
  const nonBlank = lines.filter((l) => l.kind !== 'blank');
  const firstDate = nonBlank.findIndex((l) => l.kind === 'date');
  const firstBody = nonBlank.findIndex((l) => l.kind === 'bullet' || l.kind === 'prose');
  const firstHeader = nonBlank.findIndex((l) => l.kind === 'header');
  // Layout where the dates come after the bullets (RenderCV, some LaTeX templates).
  const datesAfter = firstHeader === 0 && firstBody > 0 && firstDate > firstBody;

  const drafts: Draft[] = [];
  let cur: Draft | null = null;
  let inBody = false;
  let closed = false;
  for (const cl of lines) {
    if (cl.kind === 'blank') {
      if (cur && inBody) cur.body.push(cl);
      continue;
    }
    const isHead = cl.kind === 'header' || cl.kind === 'date';
    if (!datesAfter) {
      if (isHead) {
        const splitOnSecondDate = cl.kind === 'date' && cur && !inBody && draftHasDate(cur) && (cl.rest ?? '') !== '';
        if (!cur || inBody || splitOnSecondDate) {
          cur = { header: [], body: [] };
          drafts.push(cur);
          inBody = false;
        }
        cur.header.push(cl);
      } else {
        if (!cur) {
          cur = { header: [], body: [] };
          drafts.push(cur);
        }
        cur.body.push(cl);
        inBody = true;
      }
      continue;
    }
    // Dates-after layout: header lines → body → [location lines] → date line closes the entry.
    if (isHead) {
      if (!cur || closed) {
        cur = { header: [], body: [] };
        drafts.push(cur);
        inBody = false;
        closed = false;
      }
      cur.header.push(cl);
      if (cl.kind === 'date' && inBody) closed = true;
    } else {
      if (!cur || closed) {
        cur = { header: [], body: [] };
        drafts.push(cur);
        closed = false;
      }
      cur.body.push(cl);
      inBody = true;
    }
  }
  // Fold header-looking fragments that name no role and carry no date into the previous entry's body
  // (a short wrapped bullet, a company tagline).
  const merged: Draft[] = [];
  const anyDates = drafts.some(draftHasDate);
  for (const d of drafts) {
    const prev = merged[merged.length - 1];
    if (
      prev &&
      anyDates &&
      !draftHasDate(d) &&
      !d.header.some((h) => hasTitleWord(h.text) || hasCompanyWord(h.text)) &&
      draftHasDate(prev)
    ) {
      prev.body.push(...d.header.map((h) => ({ ...h, kind: 'prose' as const })), ...d.body);
      continue;
    }
    merged.push(d);
  }
  return merged;
}

function draftToExperience(d: Draft): ExperienceEntry {
  const dateLine = d.header.find((h) => h.kind === 'date');
  const range = dateLine?.range ?? null;
  const parts: string[] = [];
  for (const h of d.header) {
    const text = h.kind === 'date' ? (h.rest ?? '') : h.text;
    if (text) parts.push(...splitHeaderParts(text));
  }
  const fields = assignHeaderFields(parts);
  const entry: ExperienceEntry = {
    title: fields.title,
    employer: fields.employer,
    startDate: range ? formatDatePoint(range.start) : '',
    endDate: range?.end ? formatDatePoint(range.end) : '',
    dates: range?.raw.trim() ?? '',
    bullets: bodyToBullets(d.body),
  };
  if (fields.location) entry.location = fields.location;
  return entry;
}

export function parseExperienceLines(lines: readonly string[]): ExperienceEntry[] {
  const drafts = buildDrafts(classifyLines(lines));
  return drafts
    .map(draftToExperience)
    .filter((e) => e.title !== '' || e.employer !== '' || e.bullets.length > 0 || e.dates !== '');
}
