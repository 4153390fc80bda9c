/**
 * Lever postings API, one posting: GET api.lever.co/v0/postings/{site}/{id}
 * → { id, text (title), categories: { location, commitment, team, department }, workplaceType
 *     ('on-site' | 'hybrid' | 'remote' | 'unspecified'), description (HTML), lists: [{ text, content }],
 *     additional (HTML), createdAt (epoch ms), salaryRange: { min, max, currency, interval }, hostedUrl }.
 * The API does not name the company: it is read from the posting's page (job-board.service.ts).
 */
import { employmentTypeText } from '../jsonld';
import { makeSalary, workplaceTypeOf } from '../tracker-facts';
import type { PartialJob } from '../types';
import { at, isoDay, isRecord, section, text } from './common';

export function readLeverPosting(json: unknown): PartialJob | null {
  if (!isRecord(json)) return null;
  const title = text(json.text);
  if (!title) return null;
  const lists = Array.isArray(json.lists) ? json.lists.filter(isRecord) : [];
  const html = [
    typeof json.description === 'string' ? json.description : '',
    ...lists.map((l) => section(text(l.text), typeof l.content === 'string' ? `<ul>${l.content}</ul>` : '')),
    typeof json.additional === 'string' ? json.additional : '',
  ].join('');
  const job: PartialJob = {
    title,
    company: '',
    location: text(at(json, 'categories', 'location')),
    descriptionHtml: html.trim(),
    datePosted: isoDay(json.createdAt),
  };
  const employment = employmentTypeText(at(json, 'categories', 'commitment'));
  if (employment) job.employmentType = employment;
  const range = json.salaryRange;
  if (isRecord(range)) {
    const salary = makeSalary({ min: range.min, max: range.max, currency: range.currency, unit: range.interval });
    if (salary) job.salary = salary;
  }
  const workplace = workplaceTypeOf(json.workplaceType);
  if (workplace) job.workplaceType = workplace;
  return job;
}
