// What the optimize benches (optimize-concurrency, optimize-cpu, optimize-memory) send: a 2-page resume and a
// 1,000-word pasted posting that names no company, so the body carries `company` as the form does; the title
// is read from the paste by the product and given to the floor. The link's page is "walled": a loopback
// stand-in answers 404 at once, so the pasted description is the job.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { repoRoot } from './server.mjs';

const resumeText = readFileSync(join(repoRoot, 'shared/src/tailoring/__fixtures__/resumes/software-engineer-2page.txt'), 'utf8');
const jobDescription = readFileSync(join(repoRoot, 'bench/fixtures/backend-engineer-1000-words.txt'), 'utf8');
const JOB_URL = 'https://www.linkedin.com/jobs/view/4000000003/';
const COMPANY = 'Northwind Logistics';
/** What the product reads as the title from the paste (readPastedJob). */
const JOB_TITLE = 'Senior Backend Engineer, Payments Platform';

/**
 * The JSON body of optimization `n`: a posting of its own (a reference line appended, so no reading is
 * reused) unless `shared`; for the floor, with the title and without the link.
 */
export function optimizeBody(n, { forFloor = false, shared = false } = {}) {
  return JSON.stringify({
    resumeText,
    ...(forFloor ? { jobTitle: JOB_TITLE } : { jobUrl: JOB_URL }),
    jobDescription: shared ? jobDescription : `${jobDescription}\n\nReference: BENCH-${process.pid}-${n}`,
    company: COMPANY,
  });
}

/** The LinkedIn stand-in: every job page is missing. Answers the server and its origin (LINKEDIN_ORIGIN). */
export async function walledSite() {
  const site = createServer((_req, res) => {
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<html><body>Not found</body></html>');
  });
  await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
  return { site, origin: `http://127.0.0.1:${site.address().port}` };
}
