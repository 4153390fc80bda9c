/** Pure helpers: where a job page is fetched from, and what the engine is given. (The pasted-text title: shared/src/jobs/pasted-job.ts.) */
import { parseJobUrl, type ParsedJobUrlOk } from '@jobapp/shared/jobs/job-url';
import { describe, expect, it } from 'vitest';
import { buildTestEnv } from '../../test/test-server';
import { extractJobRequirements } from '@jobapp/shared/tailoring/job-requirements';
import { readRequirements } from '@jobapp/shared/jobs/job-details';
import { jobPageUrl, sitePageUrl } from './job-page.service';

function parsed(url: string): ParsedJobUrlOk {
  const result = parseJobUrl(url);
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('jobPageUrl / sitePageUrl', () => {
  const defaults = buildTestEnv();
  const fixtures = buildTestEnv({ LINKEDIN_ORIGIN: 'http://127.0.0.1:4010', INDEED_ORIGIN: 'http://127.0.0.1:4020/' });

  it('fetches the canonical URL itself with the default origins, country site included', () => {
    expect(jobPageUrl(defaults, parsed('https://de.linkedin.com/jobs/view/some-job-123?trk=x'))).toBe('https://www.linkedin.com/jobs/view/123/');
    expect(jobPageUrl(defaults, parsed('https://uk.indeed.com/rc/clk?jk=0123456789ABCDEF&from=vj'))).toBe('https://uk.indeed.com/viewjob?jk=0123456789abcdef');
  });

  it('maps the canonical path onto configured origins', () => {
    expect(jobPageUrl(fixtures, parsed('https://www.linkedin.com/jobs/view/123'))).toBe('http://127.0.0.1:4010/jobs/view/123/');
    expect(jobPageUrl(fixtures, parsed('https://uk.indeed.com/viewjob?jk=0123456789abcdef'))).toBe('http://127.0.0.1:4020/viewjob?jk=0123456789abcdef');
  });

  it('maps a fetched address on a configured origin back to the job site', () => {
    const job = parsed('https://uk.indeed.com/viewjob?jk=0123456789abcdef');
    expect(sitePageUrl(fixtures, job, 'http://127.0.0.1:4020/account/login?x=1')).toBe('https://uk.indeed.com/account/login?x=1');
    expect(sitePageUrl(defaults, job, 'https://secure.indeed.com/auth')).toBe('https://secure.indeed.com/auth');
  });
});

describe('readRequirements', () => {
  const description = 'Requirements:\n• 5+ years of experience with Python\n• Kubernetes\n• Bachelor\'s degree in Computer Science';
  const base = { title: 'Platform Engineer', company: 'Contoso', description };

  it('reads the description once and shows what it states', () => {
    const { facts, requirements } = readRequirements(base);
    expect(facts.skills).toEqual(expect.arrayContaining(['Python', 'Kubernetes']));
    // The posting's own words for the years it asks.
    expect(facts.experience).toBe('5+ years of experience with Python');
    expect(requirements).toEqual(extractJobRequirements(base));
  });

  it("does not hand facts derived from the description back to the engine as the posting's own", () => {
    const derived = readRequirements(base).facts;
    expect(readRequirements({ ...base, ...derived }).requirements).toEqual(extractJobRequirements(base));
  });

  it("passes the posting's own structured facts to the engine and shows them", () => {
    const own = { skills: ['Go', 'gRPC'], experience: '3+ years', education: 'bachelor degree' };
    const { facts, requirements } = readRequirements({ ...base, ...own });
    expect(facts).toEqual(own);
    expect(requirements).toEqual(extractJobRequirements({ ...base, location: '', ...own }));
    expect(requirements.skills.map((s) => s.jobTerm)).toEqual(expect.arrayContaining(['Go', 'gRPC']));
  });
});
