/**
 * Indeed job page data from `window._initialData={…};` (strategy `indeed-initial-data`).
 *
 * The object is read with a raw JSON decoder (brace matching that respects strings), because code
 * follows it in the same script. Keys: `jobInfoWrapperModel.jobInfoModel.jobInfoHeaderModel.{jobTitle,
 * companyName, formattedLocation, remoteLocation}`, `…jobInfoModel.sanitizedJobDescription` (HTML, or
 * `{content}` on some versions), `…jobMetadataHeaderModel.jobType`, `hiringInsightsModel.age`
 * ("8 days ago") and `datePublished`.
 */
import { relativeToIsoDate, toIsoDate } from './dates';
import { scriptTexts } from './dom-utils';
import { cleanText, looksLikeHtml, stripNonContent, textToHtml } from './html-text';
import { findAssignedJson, getPath, isRecord } from './raw-json';
import { type ExtractOptions, type PartialJob } from './types';

/** The parsed `window._initialData` object from a Document or from raw page HTML / script text. */
export function readIndeedInitialData(source: Document | string): Record<string, unknown> | null {
  const texts = typeof source === 'string' ? [source] : scriptTexts(source).filter((t) => t.includes('_initialData'));
  for (const text of texts) {
    const value = findAssignedJson(text, '_initialData');
    if (isRecord(value)) return value;
  }
  return null;
}

function str(value: unknown): string {
  return typeof value === 'string' ? cleanText(value) : '';
}

function descriptionOf(value: unknown): string {
  const raw = typeof value === 'string' ? value : isRecord(value) && typeof value.content === 'string' ? value.content : '';
  if (!raw.trim()) return '';
  return looksLikeHtml(raw) ? stripNonContent(raw) : textToHtml(raw);
}

/** Maps a parsed `_initialData` object to job fields; null when it holds no job. */
export function jobFromIndeedInitialData(data: Record<string, unknown>, options: ExtractOptions = {}): PartialJob | null {
  const info = getPath(data, ['jobInfoWrapperModel', 'jobInfoModel']);
  if (!isRecord(info)) return null;
  const header = isRecord(info.jobInfoHeaderModel) ? info.jobInfoHeaderModel : {};
  const title = str(header.jobTitle);
  const descriptionHtml = descriptionOf(info.sanitizedJobDescription);
  if (!title && !descriptionHtml) return null;

  let location = str(header.formattedLocation);
  if (!location && header.remoteLocation === true) location = 'Remote';
  const company =
    str(header.companyName) || str(getPath(header, ['companyReviewModel', 'companyName'])) || str(getPath(data, ['companyName']));
  const datePosted =
    toIsoDate(data.datePublished) ??
    toIsoDate(getPath(data, ['jobInfoWrapperModel', 'jobInfoModel', 'jobMetadataHeaderModel', 'datePublished'])) ??
    relativeToIsoDate(str(getPath(data, ['hiringInsightsModel', 'age'])), options.now);

  const out: PartialJob = { title, company, location, descriptionHtml, datePosted };
  const jobType = str(getPath(info, ['jobMetadataHeaderModel', 'jobType']));
  if (jobType) out.employmentType = jobType;
  return out;
}

/** Strategy `indeed-initial-data`: null when the page has no usable `_initialData`. */
export function extractFromIndeedInitialData(doc: Document, options: ExtractOptions = {}): PartialJob | null {
  const data = readIndeedInitialData(doc);
  return data ? jobFromIndeedInitialData(data, options) : null;
}
