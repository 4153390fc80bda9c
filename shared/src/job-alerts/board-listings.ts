/**
 * A watched company's open postings from its board's listing JSON (the `listUrl` of board-url.ts), as
 * digest postings, keeping those whose title holds the watch's title filter. Each item goes through the
 * board's own one-posting reader (jobs/boards), so a posting reads the same here as when captured.
 * Workday's listing carries no description (its postings are read one by one elsewhere): its items
 * come without one, and without a score.
 */
import { readAshbyJob } from '../jobs/boards/ashby';
import { at, isRecord, isoDay, text } from '../jobs/boards/common';
import { readGreenhouseJob } from '../jobs/boards/greenhouse';
import { readLeverPosting } from '../jobs/boards/lever';
import { salaryText } from '../jobs/salary-text';
import type { PartialJob } from '../jobs/types';
import { htmlToText } from '../text/html-to-text';
import type { CompanyBoard } from './board-url';
import type { AlertPosting } from './posting';

const MAX_POSTINGS = 500;

/** Every word of the filter in the title, without case; an empty filter keeps all. */
export function titleMatches(title: string, filter: string): boolean {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const lower = title.toLowerCase();
  return words.every((word) => lower.includes(word));
}

/** A board's slug as a name, when the listing names no company (Lever, Ashby): 'blue-harbor' → 'Blue Harbor'. */
export function companyFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function toPosting(board: CompanyBoard, job: PartialJob | null, url: string): AlertPosting | null {
  if (!job?.title) return null;
  return {
    source: board.board,
    title: job.title,
    company: job.company || companyFromSlug(board.company.split('/')[0] ?? board.company),
    location: job.location ?? '',
    canonicalUrl: url,
    requisitionId: job.requisitionId ?? null,
    description: htmlToText(job.descriptionHtml ?? ''),
    salary: salaryText(job.salary),
    datePosted: job.datePosted ?? null,
    validThrough: job.validThrough ?? null,
  };
}

function items(value: unknown): unknown[] {
  return Array.isArray(value) ? value.slice(0, MAX_POSTINGS) : [];
}

function idOf(item: unknown): string {
  return isRecord(item) ? text(item.id) : '';
}

export function readBoardListing(board: CompanyBoard, json: unknown, titleFilter = ''): AlertPosting[] {
  let postings: (AlertPosting | null)[] = [];
  switch (board.board) {
    case 'greenhouse':
      postings = items(at(json, 'jobs')).map((item) => (idOf(item) ? toPosting(board, readGreenhouseJob(item), `${board.boardUrl}/jobs/${idOf(item)}`) : null));
      break;
    case 'lever':
      postings = items(json).map((item) => (idOf(item) ? toPosting(board, readLeverPosting(item), `${board.boardUrl}/${idOf(item).toLowerCase()}`) : null));
      break;
    case 'ashby':
      postings = items(at(json, 'jobs')).map((item) => (idOf(item) ? toPosting(board, readAshbyJob(json, idOf(item)), `${board.boardUrl}/${idOf(item).toLowerCase()}`) : null));
      break;
    case 'workday':
      postings = items(at(json, 'jobPostings')).map((item) => {
        if (!isRecord(item)) return null;
        const path = text(item.externalPath);
        if (!path.startsWith('/job/')) return null;
        const bullets = Array.isArray(item.bulletFields) ? item.bulletFields.map(text).filter(Boolean) : [];
        const job: PartialJob = { title: text(item.title), location: text(item.locationsText), datePosted: isoDay(item.postedOn) };
        if (bullets[0]) job.requisitionId = bullets[0];
        return toPosting(board, job, `${board.boardUrl}${path}`);
      });
      break;
  }
  return postings.filter((p): p is AlertPosting => p !== null && titleMatches(p.title, titleFilter));
}
