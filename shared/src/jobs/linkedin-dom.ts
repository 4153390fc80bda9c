/**
 * LinkedIn job pages read from their markup (strategy `linkedin-dom`):
 * - the guest job view (`/jobs/view/…`, pageKey `d_jobs_guest_details`): `h1.top-card-layout__title`,
 *   `a.topcard__org-name-link`, the first `--bullet` of the first `.topcard__flavor-row`,
 *   `div.show-more-less-html__markup`, `span.posted-time-ago__text` and the criteria list;
 * - the signed-in job details pane used on `/jobs/view/…`, `/jobs/search/?currentJobId=…` and
 *   `/jobs/collections/…` (`.job-details-jobs-unified-top-card__*`, `#job-details`), and its older
 *   `.jobs-unified-top-card__*` names.
 */
import { relativeToIsoDate } from './dates';
import { first, firstHtml, firstText, textOf } from './dom-utils';
import { type ExtractOptions, type PartialJob } from './types';

const TITLE = [
  'h1.top-card-layout__title',
  '.topcard__title',
  '.job-details-jobs-unified-top-card__job-title h1',
  '.job-details-jobs-unified-top-card__job-title',
  '.jobs-unified-top-card__job-title',
  '.jobs-details-top-card__job-title',
];
const COMPANY = [
  'a.topcard__org-name-link',
  '.topcard__org-name-link',
  '.topcard__flavor-row .topcard__flavor:not(.topcard__flavor--bullet)',
  '.job-details-jobs-unified-top-card__company-name a',
  '.job-details-jobs-unified-top-card__company-name',
  '.jobs-unified-top-card__company-name a',
  '.jobs-unified-top-card__company-name',
  '.jobs-details-top-card__company-url',
];
/** Containers whose first "·"-separated segment is the location (signed-in layouts). */
const SIGNED_IN_LOCATION = [
  '.job-details-jobs-unified-top-card__tertiary-description-container',
  '.job-details-jobs-unified-top-card__primary-description-container',
  '.job-details-jobs-unified-top-card__primary-description-without-tagline',
  '.job-details-jobs-unified-top-card__primary-description',
  '.jobs-unified-top-card__subtitle-primary-grouping',
  '.jobs-unified-top-card__primary-description',
];
/** The 2022-2023 layout names the location explicitly. */
const OLD_LOCATION = ['.jobs-unified-top-card__bullet'];
const DESCRIPTION = [
  'div.show-more-less-html__markup',
  '.description__text .show-more-less-html',
  '.description__text',
  '#job-details',
  '.jobs-description__content .jobs-box__html-content',
  '.jobs-description-content__text',
  '.jobs-box__html-content',
  '.jobs-description__content',
];
const POSTED = [
  'span.posted-time-ago__text',
  '.posted-time-ago__text',
  '.job-details-jobs-unified-top-card__tertiary-description-container',
  '.job-details-jobs-unified-top-card__primary-description-container',
  '.jobs-unified-top-card__posted-date',
];

/** True when the document carries LinkedIn job-page markup. */
export function hasLinkedInJobMarkup(doc: Document): boolean {
  return first(doc, [...TITLE.slice(0, 5), DESCRIPTION[0]!, '#job-details']) !== null;
}

function guestLocation(doc: Document): string {
  const row = doc.querySelector('.topcard__flavor-row');
  const bullet = row?.querySelector('.topcard__flavor--bullet') ?? doc.querySelector('.topcard__flavor--bullet');
  if (!bullet || bullet.classList.contains('num-applicants__caption')) return '';
  return textOf(bullet);
}

function signedInLocation(doc: Document, company: string): string {
  const old = firstText(doc, OLD_LOCATION);
  if (old) return old;
  for (const selector of SIGNED_IN_LOCATION) {
    const el = doc.querySelector(selector);
    if (!el) continue;
    const segments = textOf(el)
      .split(/(?<!\s)\s*[·•|]\s*/)
      .map((s) => s.trim())
      .filter(Boolean);
    const location = segments.find(
      (s) => s.toLowerCase() !== company.toLowerCase() && !/\bago\b|applicants?|\bclicked apply\b|promoted|reposted/i.test(s),
    );
    if (location) return location;
  }
  return '';
}

function criterion(doc: Document, name: RegExp): string {
  for (const item of Array.from(doc.querySelectorAll('.description__job-criteria-item'))) {
    if (name.test(textOf(item.querySelector('.description__job-criteria-subheader')))) {
      return textOf(item.querySelector('.description__job-criteria-text'));
    }
  }
  return '';
}

/** Drops the signed-in pane's "About the job" heading from the description. */
function withoutAboutHeading(html: string): string {
  return html.replace(/^\s*<h2\b[^>]*>\s*About the job\s*<\/h2>/i, '').trim();
}

/** Strategy `linkedin-dom`: null when the page has no LinkedIn job markup. */
export function extractFromLinkedInDom(doc: Document, options: ExtractOptions = {}): PartialJob | null {
  const title = firstText(doc, TITLE);
  const descriptionHtml = withoutAboutHeading(firstHtml(doc, DESCRIPTION));
  if (!title && !descriptionHtml) return null;
  const company = firstText(doc, COMPANY);
  const location = guestLocation(doc) || signedInLocation(doc, company);
  let datePosted: string | null = null;
  for (const selector of POSTED) {
    const el = doc.querySelector(selector);
    datePosted = el ? relativeToIsoDate(textOf(el), options.now) : null;
    if (datePosted) break;
  }
  const out: PartialJob = { title, company, location, descriptionHtml, datePosted };
  const employmentType = criterion(doc, /employment type/i);
  if (employmentType) out.employmentType = employmentType;
  return out;
}
