/**
 * Indeed job pages read from their markup (strategy `indeed-dom`): the `viewjob` page and the right-hand
 * job pane of a search page opened with `vjk=` use the same `data-testid`s.
 * Title `[data-testid="jobsearch-JobInfoHeader-title"]`, company `[data-testid="inlineHeader-companyName"]`,
 * location `[data-testid="inlineHeader-companyLocation"]` / `[data-testid="job-location"]`,
 * description `#jobDescriptionText` (matched by id: the class changed over the years).
 */
import { first, firstHtml, firstText, textOf } from './dom-utils';
import { type PartialJob } from './types';

const TITLE = [
  'h1[data-testid="jobsearch-JobInfoHeader-title"]',
  '[data-testid="jobsearch-JobInfoHeader-title"]',
  '.jobsearch-JobInfoHeader-title',
  '[data-testid="simpler-jobTitle"]',
];
const COMPANY_BOX = [
  '[data-testid="inlineHeader-companyName"]',
  '[data-company-name="true"]',
  '[data-testid="jobsearch-CompanyInfoContainer"] [data-company-name]',
  '.jobsearch-InlineCompanyRating > div:first-child',
  '.jobsearch-CompanyInfoWithoutHeaderImage a',
];
const LOCATION = [
  '[data-testid="inlineHeader-companyLocation"]',
  '[data-testid="job-location"]',
  '[data-testid="jobsearch-JobInfoHeader-companyLocation"]',
  '#jobLocationText',
  '.jobsearch-JobInfoHeader-subtitle > div:last-child',
];
const DESCRIPTION = ['#jobDescriptionText', '.jobsearch-jobDescriptionText', '.jobsearch-JobComponent-description'];
const JOB_TYPES = /\b(full[- ]time|part[- ]time|contract|temporary|internship|permanent|fixed[- ]term|casual|freelance|apprenticeship|per diem)\b/gi;

/** True when the document carries Indeed job-page markup. */
export function hasIndeedJobMarkup(doc: Document): boolean {
  return first(doc, [TITLE[1]!, DESCRIPTION[0]!]) !== null;
}

function titleText(doc: Document): string {
  const el = first(doc, TITLE);
  if (!el) return '';
  // The header reads "<span>Title</span><span>- job post</span>": keep the first span when there is one.
  const firstSpan = el.querySelector('span');
  const text = textOf(firstSpan) || textOf(el);
  return text.replace(/(?<!\s)\s*-\s*job post\s*$/i, '').trim();
}

function companyText(doc: Document): string {
  const box = first(doc, COMPANY_BOX);
  if (!box) return '';
  return textOf(box.querySelector('a')) || textOf(box.querySelector('span')) || textOf(box);
}

function employmentType(doc: Document): string {
  const box = doc.querySelector('#salaryInfoAndJobType') ?? doc.querySelector('[data-testid="jobsearch-OtherJobDetailsContainer"]');
  const found = textOf(box).match(JOB_TYPES) ?? [];
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const raw of found) {
    const lower = raw.toLowerCase().replace(/^(full|part|fixed)[- ](time|term)$/, '$1-$2');
    const value = lower.charAt(0).toUpperCase() + lower.slice(1);
    if (!seen.has(value)) {
      seen.add(value);
      parts.push(value);
    }
  }
  return parts.join(', ');
}

/** Strategy `indeed-dom`: null when the page has no Indeed job markup. */
export function extractFromIndeedDom(doc: Document): PartialJob | null {
  const title = titleText(doc);
  const descriptionHtml = firstHtml(doc, DESCRIPTION);
  if (!title && !descriptionHtml) return null;
  const out: PartialJob = {
    title,
    company: companyText(doc),
    location: firstText(doc, LOCATION).replace(/^\s*-\s*/, ''),
    descriptionHtml,
    datePosted: null,
  };
  const type = employmentType(doc);
  if (type) out.employmentType = type;
  return out;
}
