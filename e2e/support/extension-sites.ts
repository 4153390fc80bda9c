// Stand-ins for the job sites in extension tests, on loopback:
// - `startJobSitesForBrowser`: what the BROWSER sees at www.linkedin.com, www.indeed.com and
//   uk.indeed.com (mapped here with --host-resolver-rules): the shared hand-made fixture pages, chosen
//   by Host header and path, served over http (the content scripts match *://).
// - `startCountingLinkedIn`: what the APP sees as LINKEDIN_ORIGIN: LinkedIn's sign-in wall for every
//   request, each request recorded, so a test can show a capture was used instead of fetching.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { repoRoot } from './paths';
import { getFreePort } from './ports';

export const BROWSER_HOSTS = ['www.linkedin.com', 'www.indeed.com', 'uk.indeed.com'];
/** www.linkedin.com/jobs/view/<this>/ serves a careers page: a job in an unknown layout. */
export const UNKNOWN_LAYOUT_JOB_ID = '4099999999';

const fixture = (name: string) => readFileSync(`${repoRoot}/shared/src/jobs/__fixtures__/${name}`, 'utf8');
/** A company career page with a JSON-LD JobPosting, from the API's board fixtures (D12: any job page). */
export const CAREER_PAGE_PATH = '/careers/jobs/member-service-representative-3310';
const careerPage = () => readFileSync(`${repoRoot}/api/src/features/jobs/__fixtures__/boards/jsonld/birchline.html`, 'utf8');

const INDEED_HOME =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Job Search | Indeed</title></head>' +
  '<body><h1>Let\u2019s hire your next great candidate. Fast.</h1><form action="/jobs"><input name="q" aria-label="What"><button>Find jobs</button></form></body></html>';

export interface SiteServer {
  port: number;
  origin: string;
  /** `host path` of every request, in order. */
  requests: string[];
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => void;

async function serve(handler: Handler): Promise<SiteServer> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    requests.push(`${url.host} ${url.pathname}${url.search}`);
    handler(req, res, url);
  });
  const port = await getFreePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function html(res: ServerResponse, body: string, status = 200): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
}

/** The pages the browser visits. */
export function startJobSitesForBrowser(): Promise<SiteServer> {
  const pages = {
    guestView: fixture('linkedin-guest-view.html'),
    searchPane: fixture('linkedin-search-pane.html'),
    careers: fixture('careers-page.html'),
    indeedViewjob: fixture('indeed-viewjob.html'),
    indeedSearch: fixture('indeed-search-pane.html'),
  };
  return serve((_req, res, url) => {
    const path = url.pathname;
    if (url.hostname.endsWith('linkedin.com')) {
      // A job page in a layout the structured strategies do not know (the popup falls back to Readability).
      if (path === `/jobs/view/${UNKNOWN_LAYOUT_JOB_ID}/`) return html(res, pages.careers);
      if (/^\/jobs\/view\/[\w-]*\d+\/?$/.test(path)) return html(res, pages.guestView);
      if (/^\/jobs\/(search|collections)(\/|$)/.test(path)) return html(res, pages.searchPane);
      if (path === '/feed/' || path === '/feed') return html(res, pages.careers);
    }
    if (url.hostname.endsWith('indeed.com')) {
      if (path === '/viewjob') return html(res, pages.indeedViewjob);
      if (path === '/jobs') return html(res, pages.indeedSearch);
      if (path === '/') return html(res, INDEED_HOME);
    }
    // Any other job page: a career site, at the server's own address (127.0.0.1 is among the extension's
    // hosts as the default web app's, so the popup may inject the page reader there without a click).
    if (url.hostname === '127.0.0.1' && path === CAREER_PAGE_PATH) return html(res, careerPage());
    if (path === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    html(res, '<!doctype html><title>Not found</title><h1>Not found</h1>', 404);
  });
}

const AUTHWALL = fixture('linkedin-authwall.html');

/** LINKEDIN_ORIGIN for the app: the sign-in wall for everything, every request counted. */
export function startCountingLinkedIn(): Promise<SiteServer> {
  return serve((_req, res) => html(res, AUTHWALL));
}
