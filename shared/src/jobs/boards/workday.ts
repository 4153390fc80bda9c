/**
 * Workday candidate experience API, one job: GET {tenant}.wd{n}.myworkdayjobs.com/wday/cxs/{tenant}/{site}/job/{path}
 * → { jobPostingInfo: { title, jobDescription (HTML), location, additionalLocations, timeType, jobReqId,
 *     startDate, endDate, remoteType, externalUrl, canApply }, hiringOrganization: { name } }.
 */
import { employmentTypeText } from '../jsonld';
import { workplaceTypeOf } from '../tracker-facts';
import type { PartialJob } from '../types';
import { at, descriptionHtmlFrom, isoDay, isRecord, text } from './common';

export function readWorkdayJob(json: unknown): PartialJob | null {
  const info = at(json, 'jobPostingInfo');
  if (!isRecord(info)) return null;
  const title = text(info.title);
  if (!title) return null;
  const job: PartialJob = {
    title,
    company: text(at(json, 'hiringOrganization', 'name')),
    location: text(info.location),
    descriptionHtml: descriptionHtmlFrom(info.jobDescription),
    datePosted: isoDay(info.startDate),
  };
  const employment = employmentTypeText(info.timeType);
  if (employment) job.employmentType = employment;
  const requisitionId = text(info.jobReqId);
  if (requisitionId) job.requisitionId = requisitionId;
  const validThrough = isoDay(info.endDate);
  if (validThrough) job.validThrough = validThrough;
  const workplace = workplaceTypeOf(info.remoteType);
  if (workplace) job.workplaceType = workplace;
  return job;
}
