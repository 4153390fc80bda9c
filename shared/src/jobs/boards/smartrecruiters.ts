/**
 * SmartRecruiters posting API, one posting: GET api.smartrecruiters.com/v1/companies/{company}/postings/{id}
 * → { id, name (title), refNumber, releasedDate, company: { identifier, name }, location: { city, region,
 *     country, remote, hybrid, fullLocation }, typeOfEmployment: { label }, jobAd: { sections: {
 *     companyDescription, jobDescription, qualifications, additionalInformation: { title, text (HTML) } } } }.
 * The location is `fullLocation` when given (as the posting shows it), else city and region.
 */
import { employmentTypeText } from '../jsonld';
import type { PartialJob } from '../types';
import { at, isoDay, isRecord, section, text } from './common';

const SECTIONS = ['companyDescription', 'jobDescription', 'qualifications', 'additionalInformation'] as const;

export function readSmartRecruitersPosting(json: unknown): PartialJob | null {
  if (!isRecord(json)) return null;
  const title = text(json.name);
  if (!title) return null;
  const place = isRecord(json.location) ? json.location : {};
  const location = text(place.fullLocation) || [text(place.city), text(place.region)].filter(Boolean).join(', ');
  const html = SECTIONS.map((key) => {
    const part = at(json, 'jobAd', 'sections', key);
    return isRecord(part) && typeof part.text === 'string' ? section(text(part.title), part.text) : '';
  }).join('');
  const job: PartialJob = {
    title,
    company: text(at(json, 'company', 'name')),
    location,
    descriptionHtml: html.trim(),
    datePosted: isoDay(json.releasedDate),
  };
  const employment = employmentTypeText(at(json, 'typeOfEmployment', 'label'));
  if (employment) job.employmentType = employment;
  const requisitionId = text(json.refNumber);
  if (requisitionId) job.requisitionId = requisitionId;
  if (place.remote === true) job.workplaceType = 'remote';
  else if (place.hybrid === true) job.workplaceType = 'hybrid';
  else if (place.remote === false) job.workplaceType = 'onsite';
  return job;
}
