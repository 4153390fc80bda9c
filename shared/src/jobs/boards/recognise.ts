/**
 * Job links on the boards whose postings have a public JSON API (issue 24, decision D12): which board,
 * which posting, the link to keep (canonical) and the API address to read it from.
 *
 * | Board           | Links                                                             | API                                                            |
 * |-----------------|-------------------------------------------------------------------|----------------------------------------------------------------|
 * | Greenhouse      | (job-)boards(.eu).greenhouse.io/{board}/jobs/{id}, /embed/job_app?for=&token= | boards-api(.eu).greenhouse.io/v1/boards/{board}/jobs/{id}?pay_transparency=true |
 * | Lever           | jobs(.eu).lever.co/{site}/{uuid}[/apply]                          | api(.eu).lever.co/v0/postings/{site}/{uuid}                    |
 * | Ashby           | jobs.ashbyhq.com/{board}/{uuid}[/application]                     | api.ashbyhq.com/posting-api/job-board/{board}?includeCompensation=true (the posting is picked by id) |
 * | Workday         | {tenant}.wd{n}.myworkdayjobs.com/[{locale}/]{site}/job/{path}     | same host /wday/cxs/{tenant}/{site}/job/{path}                 |
 * | SmartRecruiters | jobs.smartrecruiters.com/{company}/{id}[-slug]                    | api.smartrecruiters.com/v1/companies/{company}/postings/{id}   |
 *
 * Pure: no fetching here (the API fetches, through its safe fetcher).
 */
import type { JobBoard } from '../types';
import { jobSourceOf } from '../job-url';

export type ApiBoard = 'greenhouse' | 'lever' | 'ashby' | 'workday' | 'smartrecruiters';
export const API_BOARDS: readonly ApiBoard[] = ['greenhouse', 'lever', 'ashby', 'workday', 'smartrecruiters'];

export interface BoardLink {
  board: ApiBoard;
  /** The board's own id of the posting (Workday: the path after /job/). */
  jobId: string;
  /** The posting's public page, in one form per posting. */
  canonicalUrl: string;
  /** Where its JSON is read. */
  apiUrl: string;
}

const SLUG = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DIGITS = /^\d{1,20}$/;

function toUrl(input: string | URL): URL | null {
  if (input instanceof URL) return input;
  try {
    return new URL(input.trim());
  } catch {
    return null;
  }
}

function segments(url: URL): string[] {
  return url.pathname.split('/').filter(Boolean).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
}

function greenhouse(url: URL, host: string): BoardLink | null {
  const m = /^(?:job-)?boards(\.eu)?\.greenhouse\.io$/.exec(host);
  if (!m) return null;
  const eu = m[1] ?? '';
  const parts = segments(url);
  let board: string | undefined;
  let id: string | undefined;
  if (parts[0] === 'embed' && (parts[1] === 'job_app' || parts[1] === 'job_board')) {
    board = url.searchParams.get('for') ?? undefined;
    id = url.searchParams.get('token') ?? undefined;
  } else if (parts.length >= 3 && parts[1] === 'jobs') {
    [board, , id] = parts;
  }
  if (!board || !id || !SLUG.test(board) || !DIGITS.test(id)) return null;
  return {
    board: 'greenhouse',
    jobId: id,
    canonicalUrl: `https://job-boards${eu}.greenhouse.io/${board}/jobs/${id}`,
    apiUrl: `https://boards-api${eu}.greenhouse.io/v1/boards/${board}/jobs/${id}?pay_transparency=true`,
  };
}

function lever(url: URL, host: string): BoardLink | null {
  const m = /^jobs(\.eu)?\.lever\.co$/.exec(host);
  if (!m) return null;
  const eu = m[1] ?? '';
  const [site, id, rest] = segments(url);
  if (!site || !id || !SLUG.test(site) || !UUID.test(id) || (rest !== undefined && rest !== 'apply')) return null;
  return {
    board: 'lever',
    jobId: id.toLowerCase(),
    canonicalUrl: `https://jobs${eu}.lever.co/${site}/${id.toLowerCase()}`,
    apiUrl: `https://api${eu}.lever.co/v0/postings/${site}/${id.toLowerCase()}`,
  };
}

function ashby(url: URL, host: string): BoardLink | null {
  if (host !== 'jobs.ashbyhq.com') return null;
  const [board, id, rest] = segments(url);
  if (!board || !id || !SLUG.test(board) || !UUID.test(id) || (rest !== undefined && rest !== 'application')) return null;
  return {
    board: 'ashby',
    jobId: id.toLowerCase(),
    canonicalUrl: `https://jobs.ashbyhq.com/${board}/${id.toLowerCase()}`,
    apiUrl: `https://api.ashbyhq.com/posting-api/job-board/${encodeURIComponent(board)}?includeCompensation=true`,
  };
}

function workday(url: URL, host: string): BoardLink | null {
  const m = /^([a-z0-9-]+)\.wd\d{1,3}\.myworkdayjobs\.com$/.exec(host);
  if (!m?.[1]) return null;
  const tenant = m[1];
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts[0] && /^[a-z]{2}-[A-Z]{2}$/.test(parts[0])) parts.shift(); // locale
  const [site, job, ...rest] = parts;
  if (!site || job !== 'job' || rest.length === 0 || !SLUG.test(site)) return null;
  if (rest.some((p) => p === '..' || p === '.')) return null;
  if (rest[rest.length - 1] === 'apply') rest.pop();
  const path = rest.join('/');
  if (!path) return null;
  return {
    board: 'workday',
    jobId: path,
    canonicalUrl: `https://${host}/${site}/job/${path}`,
    apiUrl: `https://${host}/wday/cxs/${tenant}/${site}/job/${path}`,
  };
}

function smartRecruiters(url: URL, host: string): BoardLink | null {
  if (host !== 'jobs.smartrecruiters.com') return null;
  const [company, posting] = segments(url);
  const id = /^(\d{6,20})(?:-|$)/.exec(posting ?? '')?.[1];
  if (!company || !id || !SLUG.test(company)) return null;
  return {
    board: 'smartrecruiters',
    jobId: id,
    canonicalUrl: `https://jobs.smartrecruiters.com/${company}/${id}`,
    apiUrl: `https://api.smartrecruiters.com/v1/companies/${encodeURIComponent(company)}/postings/${id}`,
  };
}

const READERS = [greenhouse, lever, ashby, workday, smartRecruiters];

/** The board posting behind a link, or null when the link is not one of theirs (or not a posting). */
export function recogniseBoardLink(input: string | URL): BoardLink | null {
  const url = toUrl(input);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  for (const read of READERS) {
    const link = read(url, host);
    if (link) return link;
  }
  return null;
}

/** The board a page address belongs to (LinkedIn, Indeed, an API board), or null for any other site. */
export function recogniseBoard(input: string | URL): JobBoard | null {
  const url = toUrl(input);
  if (!url) return null;
  return jobSourceOf(url) ?? recogniseBoardLink(url)?.board ?? null;
}
