/**
 * Contact rules: the header must let a recruiter reach the person (name and e-mail are gates; phone,
 * LinkedIn and other links well-formed; a location). They read the header-type sections (HEADER,
 * CONTACT …) of the resume, or the analysed section when a header section is analysed alone.
 */
import { EMAIL_RE, findEmail } from '../resume/contact-details';
import { looksLikeLocation } from '../resume/lexicon';
import { splitCredentials } from '../resume/name-line';
import { findDateRange } from '../resume/dates';
import type { LineMatch, RuleContext, TextLine } from './context';
import { getAllLines, getBodyLines, findMatches, memoize, quote } from './context';
import { isContactOnlyLine } from '../resume/header-contact';
import type { EditorRule, RuleHit } from './rule-types';

/** Lines of the header-type sections. */
/**
 * The header's lines, and a line of contact details anywhere else (a page footer, a Word page header
 * read at the end), as the reader gathers them.
 */
function getContactLines(ctx: RuleContext): TextLine[] {
  return memoize(ctx, 'contact-lines', () => {
    const header = getBodyLines(ctx, ['header']);
    const elsewhere = getAllLines(ctx).filter((l) => !header.some((h) => h.start === l.start) && isContactOnlyLine(l.text));
    return [...header, ...elsewhere];
  });
}

function hitFirstLine(ctx: RuleContext, suggestion: string): RuleHit[] {
  const first = getContactLines(ctx)[0];
  return [{ start: first?.start ?? 0, end: first?.end ?? 0, suggestion }];
}

const NAME_RE = /^[\p{Lu}][\p{L}.'’-]*(?:\s+[\p{L}][\p{L}.'’-]*){1,4}$/u;

/** True when a line reads as a person's name: 2-5 capitalised words, no digits, no @. */
/** A name line, with the credentials, prefix or suffix a name may carry ("Jane Doe, RN, BSN", "Dr. Hyun-woo Park"). */
function isNameLine(text: string): boolean {
  const t = text.trim();
  if (t.length > 80 || /@|\d/.test(t)) return false;
  const { name } = splitCredentials(t);
  const bare = name.replace(/^(?:dr|mr|mrs|ms|mx|prof)\.?\s+/i, '').replace(/,?\s+(?:jr|sr|ii|iii|iv)\.?$/i, '').trim();
  return NAME_RE.test(bare) && bare.length <= 60;
}

const EMAIL_EXACT_RE = new RegExp(`^${EMAIL_RE.source}$`);
/** The longest e-mail address SMTP allows; longer tokens are not tried against the expression. */
const MAX_EMAIL_CHARS = 254;
const PROFILE_RE = /linkedin\.com\/in\/[\w%-]{3,}\/?$/i;

/** The header's tokens: runs without spaces or separators (a run is matched once, from its start). */
function getContactTokens(ctx: RuleContext): LineMatch[] {
  return memoize(ctx, 'contact-tokens', () => findMatches(getContactLines(ctx), /[^\s|,;<>()]+/g));
}

const PHONE_CANDIDATE_RE = /(?<![\w@/.])\+?\(?\d[\d\s().-]{5,22}\d(?![\w@])/g;

interface PhoneSpan {
  text: string;
  start: number;
  end: number;
  digits: number;
}

function findPhoneCandidates(ctx: RuleContext): PhoneSpan[] {
  const out: PhoneSpan[] = [];
  for (const line of getContactLines(ctx)) {
    for (const m of line.text.matchAll(PHONE_CANDIDATE_RE)) {
      if (findDateRange(m[0]) && !/[()]/.test(m[0])) continue;
      const digits = m[0].replace(/\D/g, '').length;
      if (digits < 7) continue;
      const start = line.start + (m.index ?? 0);
      out.push({ text: m[0], start, end: start + m[0].length, digits });
    }
  }
  return out;
}

export const CONTACT_RULES: readonly EditorRule[] = [
  {
    id: 'contact.name',
    sectionTypes: 'resume',
    home: 'header',
    weight: 5,
    gate: true,
    area: 'Name',
    description: 'Your name should be the first line of the resume so a recruiter knows whose it is.',
    check: (ctx) => {
      const lines = getContactLines(ctx).slice(0, 3);
      if (lines.some((l) => isNameLine(l.text))) return [];
      return hitFirstLine(ctx, 'Put your full name alone on the first line of the resume (for example “Jane Doe”).');
    },
  },
  {
    id: 'contact.placement',
    sectionTypes: 'resume',
    home: 'header',
    weight: 2,
    area: 'Contact details',
    description: 'Contact details belong under your name: some applicant tracking systems skip page headers and footers.',
    check: (ctx) => {
      const header = getBodyLines(ctx, ['header']);
      if (header.some((l) => findEmail(l.text) !== '' || l.text.search(PHONE_CANDIDATE_RE) >= 0)) return [];
      const away = getContactLines(ctx).find((l) => !header.includes(l));
      return away === undefined
        ? []
        : [{ start: away.start, end: away.end, suggestion: `Your contact details ${quote(away.text)} stand away from your name: put them on the line under it, where every reader and applicant tracking system looks.` }];
    },
  },
  {
    id: 'contact.email',
    sectionTypes: 'resume',
    home: 'header',
    weight: 5,
    gate: true,
    area: 'E-mail address',
    description: 'Recruiters reply by e-mail; a resume without an e-mail address is hard to act on.',
    check: (ctx) => {
      if (getContactLines(ctx).some((l) => findEmail(l.text) !== '')) return [];
      return hitFirstLine(ctx, 'Add an e-mail address to the header, next to your name (for example “jane.doe@example.com”).');
    },
  },
  {
    id: 'contact.email-format',
    sectionTypes: 'resume',
    home: 'header',
    weight: 3,
    area: 'E-mail address',
    description: 'An e-mail address with a typo means no reply.',
    check: (ctx) => {
      return getContactTokens(ctx)
        .filter((t) => t.text.includes('@'))
        .map((t) => ({ ...t, text: t.text.replace(/[.]+$/, '') }))
        .filter((t) => t.text.length > MAX_EMAIL_CHARS || !EMAIL_EXACT_RE.test(t.text))
        .map((t) => ({ start: t.start, end: t.start + t.text.length, suggestion: `${quote(t.text)} is not a complete e-mail address: check it reads like “name@example.com”.` }));
    },
  },
  {
    id: 'contact.phone',
    sectionTypes: 'resume',
    home: 'header',
    weight: 2,
    area: 'Phone number',
    description: 'Many recruiters call before they write; a phone number makes that possible.',
    check: (ctx) =>
      findPhoneCandidates(ctx).length > 0 ? [] : hitFirstLine(ctx, 'Add a phone number to the header, with the area code (for example “(555) 123-4567”).'),
  },
  {
    id: 'contact.phone-format',
    sectionTypes: 'resume',
    home: 'header',
    weight: 3,
    area: 'Phone number',
    description: 'A phone number with missing or extra digits cannot be dialled.',
    check: (ctx) =>
      findPhoneCandidates(ctx)
        .filter((p) => p.digits < 10 || p.digits > 15 || /[().-]{2,}(?<!\)[\s-])|\s{2,}/.test(p.text))
        .map((p) => ({
          start: p.start,
          end: p.end,
          suggestion: `The phone number ${quote(p.text)} has ${p.digits} digits: write it in full with the area code (10 to 15 digits, e.g. “(555) 123-4567”).`,
        })),
  },
  {
    id: 'contact.linkedin',
    sectionTypes: 'resume',
    home: 'header',
    weight: 2,
    area: 'LinkedIn profile',
    description: 'A LinkedIn address should be the full profile link, linkedin.com/in/your-name.',
    check: (ctx) => {
      const tokens = getContactTokens(ctx);
      const hits: RuleHit[] = [];
      tokens.forEach((t, i) => {
        if (!/linkedin/i.test(t.text)) return;
        const next = tokens[i + 1];
        // "LinkedIn: linkedin.com/in/jane-doe": the label's value is the next token on the line.
        const value = /^linkedin:?$/i.test(t.text) && next !== undefined && next.line === t.line ? next : t;
        if (PROFILE_RE.test(value.text.replace(/[.,;)]+$/, ''))) return;
        const text = ctx.text.slice(t.start, value.end);
        hits.push({ start: t.start, end: value.end, suggestion: `${quote(text)} is not a full LinkedIn profile link: write it as “linkedin.com/in/your-name”.` });
      });
      return hits;
    },
  },
  {
    id: 'contact.url-format',
    sectionTypes: 'resume',
    home: 'header',
    weight: 1,
    area: 'Links',
    description: 'A link with a typo in its scheme or a space inside it does not open.',
    check: (ctx) => {
      return findMatches(getContactLines(ctx), /\b(?:https?:\/(?!\/)|https?\/\/|htps?:\/\/|http:\/\/\/|www,|www\.\s)\S*/gi).map((m) => ({
        start: m.start,
        end: m.end,
        suggestion: `The link ${quote(m.text)} looks mistyped: check it starts with “https://” or “www.” and has no spaces.`,
      }));
    },
  },
  {
    id: 'contact.location',
    sectionTypes: 'resume',
    home: 'header',
    weight: 2,
    area: 'Location',
    description: 'Recruiters filter by location; a city and state (or “Remote”) in the header helps.',
    check: (ctx) => {
      const found = getContactLines(ctx).some((l) =>
        l.text
          .split(/\s*[|•·]\s*|\s{2,}|\t/)
          .some((part) => looksLikeLocation(part.replace(/^(?:location|address)\s*:\s*/i, '')) || /(?<!\p{L})[\p{Lu}][\p{L}]+,\s*[A-Z]{2}\b/u.test(part)),
      );
      return found ? [] : hitFirstLine(ctx, 'Add your city and state (or “Remote”) to the header, e.g. “Denver, CO”.');
    },
  },
];
