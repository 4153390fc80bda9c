import { describe, expect, it } from 'vitest';
import { apiUrl, coverLetterUrl, jobSearchUrl, optimizeResumeUrl, parseWebAppUrl, signInUrl } from './web-app';

describe('parseWebAppUrl (options validation)', () => {
  it.each([
    ['http://localhost:3000', 'http://localhost:3000'],
    ['  http://localhost:3000/  ', 'http://localhost:3000'],
    ['http://localhost:3000/dashboard?x=1#top', 'http://localhost:3000'],
    ['http://127.0.0.1:5173', 'http://127.0.0.1:5173'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
    ['http://192.168.1.20:3000', 'http://192.168.1.20:3000'],
    ['http://resumeboost.local', 'http://resumeboost.local'],
    ['https://resumeboost.example.com', 'https://resumeboost.example.com'],
    ['HTTPS://ResumeBoost.Example.com:8443/app', 'https://resumeboost.example.com:8443'],
  ])('accepts %s as %s', (input, origin) => {
    expect(parseWebAppUrl(input)).toEqual({ ok: true, url: origin });
  });

  it.each([
    ['', /Enter the address/],
    ['localhost:3000', /starting with http:\/\/ or https:\/\//],
    ['resumeboost.example.com', /starting with http/],
    ['ftp://example.com', /must start with http/],
    ['javascript://alert(1)', /must start with http/],
    ['http://user:pass@localhost:3000', /user name or password/],
    ['http://resumeboost.example.com', /Use https:\/\//],
    ['http://8.8.8.8:3000', /Use https:\/\//],
    ['http://exa mple.com', /not a valid web address/],
  ])('rejects %j', (input, message) => {
    const parsed = parseWebAppUrl(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });
});

describe('web app links', () => {
  const app = 'http://localhost:3000';

  it('opens /optimize-resume with the job link encoded', () => {
    expect(optimizeResumeUrl(app, 'https://www.indeed.com/viewjob?jk=0123456789abcdef')).toBe(
      'http://localhost:3000/optimize-resume?jobUrl=https%3A%2F%2Fwww.indeed.com%2Fviewjob%3Fjk%3D0123456789abcdef',
    );
    expect(optimizeResumeUrl(app)).toBe('http://localhost:3000/optimize-resume');
  });

  it('opens /job-search with the title, location and source the web helper reads', () => {
    const url = new URL(jobSearchUrl(app, { jobTitle: 'Senior Backend Engineer', location: 'Sydney, NSW & AU', source: 'linkedin' }));
    expect(url.pathname).toBe('/job-search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ jobTitle: 'Senior Backend Engineer', location: 'Sydney, NSW & AU', source: 'linkedin' });
    expect(jobSearchUrl(app)).toBe('http://localhost:3000/job-search');
    expect(jobSearchUrl(app, { jobTitle: 'Nurse', location: '' })).toBe('http://localhost:3000/job-search?jobTitle=Nurse');
  });

  it('builds the sign-in page and API URLs on the same origin', () => {
    expect(signInUrl('https://rb.example.com')).toBe('https://rb.example.com/auth');
    expect(apiUrl(app, '/api/job-postings/capture')).toBe('http://localhost:3000/api/job-postings/capture');
  });

  it('signs in returning to /optimize-resume with the job (the web app reads ?next=)', () => {
    const job = 'https://www.indeed.com/viewjob?jk=0123456789abcdef';
    const url = new URL(signInUrl(app, optimizeResumeUrl(app, job)));
    expect(url.pathname).toBe('/auth');
    const next = url.searchParams.get('next')!;
    expect(next.startsWith('/optimize-resume?')).toBe(true);
    expect(new URL(next, app).searchParams.get('jobUrl')).toBe(job);
    // Never a path to another origin.
    expect(signInUrl(app, 'https://evil.example/x')).toBe('http://localhost:3000/auth');
  });

  it('opens the cover letter form with the job link', () => {
    const url = new URL(coverLetterUrl(app, 'https://www.linkedin.com/jobs/view/1/'));
    expect(url.pathname).toBe('/cover-letter');
    expect(url.searchParams.get('jobUrl')).toBe('https://www.linkedin.com/jobs/view/1/');
  });
});
