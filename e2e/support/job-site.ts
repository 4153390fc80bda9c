// A stand-in for LinkedIn on loopback: serves the hand-made LinkedIn guest job page (from
// shared/src/jobs/__fixtures__) for /jobs/view/<id>/, counting requests, so the app's
// LINKEDIN_ORIGIN can point here and tests see whether the page was fetched.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { repoRoot } from './paths';
import { getFreePort } from './ports';

export interface JobSite {
  origin: string;
  requests: string[];
  close(): Promise<void>;
}

const guestView = readFileSync(`${repoRoot}/shared/src/jobs/__fixtures__/linkedin-guest-view.html`, 'utf8');

export async function startLinkedInStandIn(): Promise<JobSite> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (/^\/jobs\/view\/[\w-]*\d+\/?/.test(req.url ?? '')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(guestView);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  const port = await getFreePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
