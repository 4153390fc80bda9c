/**
 * Ashby posting API: GET api.ashbyhq.com/posting-api/job-board/{board}?includeCompensation=true
 * → { apiVersion, jobs: [{ id, title, location, employmentType ('FullTime' …), workplaceType
 *     ('OnSite' | 'Hybrid' | 'Remote'), isRemote, descriptionHtml, publishedAt, jobUrl,
 *     compensation: { summaryComponents: [{ compensationType: 'Salary', interval: '1 YEAR', currencyCode, minValue, maxValue }] } }] }.
 * The board lists every open job; the posting is the one whose id the link names. The API does not
 * name the company: it is read from the posting's page (job-board.service.ts).
 */
import { makeSalary, workplaceTypeOf } from '../tracker-facts';
import type { PartialJob } from '../types';
import { at, descriptionHtmlFrom, isoDay, isRecord, text } from './common';

const EMPLOYMENT: Readonly<Record<string, string>> = {
  FullTime: 'Full-time',
  PartTime: 'Part-time',
  Contract: 'Contract',
  Intern: 'Internship',
  Temporary: 'Temporary',
};

export function readAshbyJob(json: unknown, jobId: string): PartialJob | null {
  const jobs = at(json, 'jobs');
  if (!Array.isArray(jobs)) return null;
  const posting = jobs.find((j) => isRecord(j) && typeof j.id === 'string' && j.id.toLowerCase() === jobId.toLowerCase());
  if (!isRecord(posting)) return null;
  const title = text(posting.title);
  if (!title) return null;
  const job: PartialJob = {
    title,
    company: '',
    location: text(posting.location),
    descriptionHtml: descriptionHtmlFrom(posting.descriptionHtml),
    datePosted: isoDay(posting.publishedAt),
  };
  const employment = EMPLOYMENT[text(posting.employmentType)];
  if (employment) job.employmentType = employment;
  const components = at(posting, 'compensation', 'summaryComponents');
  const pay = Array.isArray(components)
    ? components.find((c) => isRecord(c) && /salary/i.test(text(c.compensationType)))
    : undefined;
  if (isRecord(pay)) {
    const salary = makeSalary({ min: pay.minValue, max: pay.maxValue, currency: pay.currencyCode, unit: pay.interval });
    if (salary) job.salary = salary;
  }
  const workplace = workplaceTypeOf(posting.workplaceType) ?? (posting.isRemote === true ? 'remote' : undefined);
  if (workplace) job.workplaceType = workplace;
  return job;
}
