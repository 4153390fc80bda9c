/**
 * A company's public job board from its address (a company watch, issue 25): the board's front page or
 * any posting on it. Greenhouse, Lever, Ashby and Workday; pure, no fetching.
 *
 * | Board      | Board address                                              | Listing API (every open posting)                                   |
 * |------------|------------------------------------------------------------|--------------------------------------------------------------------|
 * | Greenhouse | (job-)boards(.eu).greenhouse.io/{board}[/jobs/{id}]        | boards-api(.eu).greenhouse.io/v1/boards/{board}/jobs?content=true   |
 * | Lever      | jobs(.eu).lever.co/{site}[/{uuid}]                         | api(.eu).lever.co/v0/postings/{site}?mode=json                      |
 * | Ashby      | jobs.ashbyhq.com/{board}[/{uuid}]                          | api.ashbyhq.com/posting-api/job-board/{board}?includeCompensation=true |
 * | Workday    | {tenant}.wd{n}.myworkdayjobs.com/[{locale}/]{site}[/job/…] | same host, POST /wday/cxs/{tenant}/{site}/jobs                      |
 */
export const watchBoards = ['greenhouse', 'lever', 'ashby', 'workday'] as const;
export type WatchBoard = (typeof watchBoards)[number];

export interface CompanyBoard {
  board: WatchBoard;
  /** The board's own name of the company (Workday: `{tenant}/{site}`). */
  company: string;
  /** The board's front page, one form per board. */
  boardUrl: string;
  /** Where its open postings are read. */
  listUrl: string;
}

const SLUG = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

function parts(url: URL): string[] {
  return url.pathname.split('/').filter(Boolean);
}

function greenhouse(url: URL, host: string): CompanyBoard | null {
  const m = /^(?:job-)?boards(\.eu)?\.greenhouse\.io$/.exec(host);
  if (!m) return null;
  const eu = m[1] ?? '';
  const [first, second] = parts(url);
  const board = first === 'embed' ? url.searchParams.get('for') : first;
  if (!board || !SLUG.test(board) || (first !== 'embed' && second !== undefined && second !== 'jobs')) return null;
  const slug = board.toLowerCase();
  return {
    board: 'greenhouse',
    company: slug,
    boardUrl: `https://job-boards${eu}.greenhouse.io/${slug}`,
    listUrl: `https://boards-api${eu}.greenhouse.io/v1/boards/${slug}/jobs?content=true`,
  };
}

function lever(url: URL, host: string): CompanyBoard | null {
  const m = /^jobs(\.eu)?\.lever\.co$/.exec(host);
  if (!m) return null;
  const eu = m[1] ?? '';
  const [site] = parts(url);
  if (!site || !SLUG.test(site)) return null;
  const slug = site.toLowerCase();
  return { board: 'lever', company: slug, boardUrl: `https://jobs${eu}.lever.co/${slug}`, listUrl: `https://api${eu}.lever.co/v0/postings/${slug}?mode=json` };
}

function ashby(url: URL, host: string): CompanyBoard | null {
  if (host !== 'jobs.ashbyhq.com') return null;
  const [board] = parts(url);
  if (!board || !SLUG.test(board)) return null;
  return {
    board: 'ashby',
    company: board,
    boardUrl: `https://jobs.ashbyhq.com/${board}`,
    listUrl: `https://api.ashbyhq.com/posting-api/job-board/${encodeURIComponent(board)}?includeCompensation=true`,
  };
}

function workday(url: URL, host: string): CompanyBoard | null {
  const m = /^([a-z0-9-]+)\.wd\d{1,3}\.myworkdayjobs\.com$/.exec(host);
  if (!m?.[1]) return null;
  const tenant = m[1];
  const path = parts(url);
  if (path[0] && /^[a-z]{2}-[A-Z]{2}$/.test(path[0])) path.shift();
  const [site, next] = path;
  if (!site || !SLUG.test(site) || site === 'wday' || (next !== undefined && next !== 'job' && next !== 'details')) return null;
  return { board: 'workday', company: `${tenant}/${site}`, boardUrl: `https://${host}/${site}`, listUrl: `https://${host}/wday/cxs/${tenant}/${site}/jobs` };
}

const READERS = [greenhouse, lever, ashby, workday];

/** The company board behind an address, or null when it is not a Greenhouse, Lever, Ashby or Workday board. */
export function recogniseCompanyBoard(input: string): CompanyBoard | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  for (const read of READERS) {
    const board = read(url, host);
    if (board) return board;
  }
  return null;
}
