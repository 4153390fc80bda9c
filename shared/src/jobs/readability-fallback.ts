/**
 * Last-resort strategy `readability`: any page (a company careers page, an unknown job board) read with
 * Mozilla Readability. Kept in its own module so a content script can load it lazily:
 *
 *   const job = extractJobPostingCore(document, location.href)
 *     ?? extractJobPostingCore(document, location.href, {
 *          fallback: (await import('@jobapp/shared/jobs/readability-fallback')).readabilityFallback,
 *        });
 *
 * Title: `og:title`, else `<title>`, else the first `<h1>`, preferring the `<h1>` when the chosen title
 * merely contains it ("Senior Engineer | Acme Careers" → "Senior Engineer"). Company: `og:site_name`
 * (without a trailing "Careers"/"Jobs"). Location: a "Location: …" line of the article, if any.
 * The article must read like a job ad (a few job words and enough text), else the result is null.
 */
import { Readability } from '@mozilla/readability';
import { toIsoDate } from './dates';
import { metaContent, textOf } from './dom-utils';
import { collapseWhitespace, htmlToText, stripNonContent } from './html-text';
import { type PartialJob } from './types';

const JOB_WORDS =
  /\b(responsibilit(y|ies)|requirements?|qualifications?|experience|skills|apply|salary|benefits|role|position|job|candidate|team|what you('ll| will) do|about (you|the role)|full[- ]time|part[- ]time)\b/gi;
const MIN_TEXT = 200;

/** True when the text reads like a job ad: long enough and with at least three distinct job words. */
export function looksLikeJobText(text: string): boolean {
  if (text.length < MIN_TEXT) return false;
  const words = new Set((text.match(JOB_WORDS) ?? []).map((w) => w.toLowerCase()));
  return words.size >= 3;
}

function cleanCompany(siteName: string): string {
  return siteName.replace(/(?<!\s)\s*(?:[-|–:]\s*)?(careers?|jobs|job board|hiring)\s*$/i, '').trim();
}

function pageTitle(doc: Document): string {
  const h1 = textOf(doc.querySelector('h1'));
  const title = metaContent(doc, 'og:title') || collapseWhitespace(doc.title ?? '') || h1;
  if (h1 && title !== h1 && title.toLowerCase().includes(h1.toLowerCase())) return h1;
  // "Senior Engineer | Acme Careers": keep the part before the site name.
  const siteName = metaContent(doc, 'og:site_name');
  if (siteName) {
    const parts = title.split(/(?<!\s)\s+[|–—-]\s+/);
    if (parts.length > 1 && parts.slice(1).some((p) => p.toLowerCase().includes(cleanCompany(siteName).toLowerCase()))) {
      return parts[0] ?? title;
    }
  }
  return title;
}

function locationFrom(text: string): string {
  // Leading blanks of the line only: `^\s*` would let every line start rescan a run of blank lines.
  const m = /^[^\S\n\r\u2028\u2029]*(?:job\s+)?location\s*[:：]\s*(.{2,80})$/im.exec(text);
  return m?.[1] ? collapseWhitespace(m[1]) : '';
}

/**
 * Strategy `readability`. Works on a deep clone, so the live page is left untouched. Null when
 * Readability finds no article or the article does not read like a job ad.
 */
export function readabilityFallback(doc: Document): PartialJob | null {
  let article: ReturnType<Readability['parse']>;
  try {
    article = new Readability(doc.cloneNode(true) as Document, { charThreshold: MIN_TEXT }).parse();
  } catch {
    return null;
  }
  // Some DOM implementations (linkedom) keep the upper-case names Readability creates elements with.
  const descriptionHtml = stripNonContent(article?.content ?? '').replace(
    /<(\/?)([A-Z][A-Z0-9]*)(?=[\s/>])/g,
    (_m, slash: string, tag: string) => `<${slash}${tag.toLowerCase()}`,
  );
  const text = htmlToText(descriptionHtml);
  if (!looksLikeJobText(text)) return null;
  const title = pageTitle(doc) || collapseWhitespace(article?.title ?? '');
  const company = cleanCompany(metaContent(doc, 'og:site_name') || collapseWhitespace(article?.siteName ?? ''));
  return {
    title,
    company,
    location: locationFrom(text),
    descriptionHtml,
    datePosted: toIsoDate(article?.publishedTime ?? metaContent(doc, 'article:published_time')),
  };
}
