/**
 * Greenhouse job board API, one job: GET boards-api.greenhouse.io/v1/boards/{board}/jobs/{id}?pay_transparency=true
 * → { id, title, company_name, location: { name }, content (entity-escaped HTML), requisition_id,
 *     first_published, updated_at, absolute_url, pay_input_ranges: [{ min_cents, max_cents, currency_type, title }] }.
 * The location is `location.name`, as the board shows it.
 */
import { makeSalary, workplaceTypeOf } from '../tracker-facts';
import type { PartialJob } from '../types';
import { at, descriptionHtmlFrom, isoDay, isRecord, text } from './common';

export function readGreenhouseJob(json: unknown): PartialJob | null {
  if (!isRecord(json)) return null;
  const title = text(json.title);
  if (!title) return null;
  const location = text(at(json, 'location', 'name'));
  const job: PartialJob = {
    title,
    company: text(json.company_name),
    location,
    descriptionHtml: descriptionHtmlFrom(json.content),
    datePosted: isoDay(json.first_published) ?? isoDay(json.updated_at),
  };
  const requisitionId = text(json.requisition_id);
  if (requisitionId) job.requisitionId = requisitionId;
  const range = Array.isArray(json.pay_input_ranges) ? json.pay_input_ranges.find(isRecord) : undefined;
  if (range) {
    const cents = (v: unknown) => (typeof v === 'number' ? v / 100 : typeof v === 'string' && v.trim() ? Number(v) / 100 : undefined);
    const salary = makeSalary({ min: cents(range.min_cents), max: cents(range.max_cents), currency: range.currency_type, unit: range.title });
    if (salary) job.salary = salary;
  }
  const workplace = workplaceTypeOf(location);
  if (workplace) job.workplaceType = workplace;
  return job;
}
