import { matchesPattern } from '../testing/match-pattern';
import { describe, expect, it } from 'vitest';
import {
  canonicalJobUrl,
  canonicalJobUrlSchema,
  isIndeedHost,
  isJobPageUrl,
  isLinkedInHost,
  jobLinkPatterns,
  jobSourceOf,
  jobUrlSchema,
  parseJobUrl,
} from './job-url';

const MISSING = 'Please provide a job listing URL';
const NOT_URL = 'Please enter a valid URL starting with http:// or https://';
const NOT_JOB = 'Please enter a valid LinkedIn or Indeed job posting URL';

const LI = (id: string) => `https://www.linkedin.com/jobs/view/${id}/`;
const IN = (jk: string, host = 'www.indeed.com') => `https://${host}/viewjob?jk=${jk}`;
const JK = '483d39cbe1b6c1fe';

// [input, expected canonical URL or exact error message]
const table: [string, string][] = [
  // LinkedIn view pages
  ['https://www.linkedin.com/jobs/view/3842154964', LI('3842154964')],
  ['https://www.linkedin.com/jobs/view/3842154964/', LI('3842154964')],
  ['https://linkedin.com/jobs/view/3842154964/', LI('3842154964')],
  ['http://www.linkedin.com/jobs/view/3842154964', LI('3842154964')],
  ['https://www.linkedin.com/jobs/view/python-developer-at-ltimindtree-3842154964', LI('3842154964')],
  ['https://www.linkedin.com/jobs/view/python-developer-2-at-acme-3842154964/?refId=abc%3D%3D&trackingId=xyz&utm_source=share&utm_medium=member_desktop', LI('3842154964')],
  ['https://br.linkedin.com/jobs/view/senior-software-engineer-rust-core-services-at-kraken-4465923787?position=1&pageNum=0&refId=TmWK2%2B5os2cAdoRyM85i2Q%3D%3D&trackingId=GGoheL850ReAr5cplbmlYw%3D%3D', LI('4465923787')],
  ['https://de.linkedin.com/jobs/view/4411867124', LI('4411867124')],
  ['https://uk.linkedin.com/jobs/view/4411867124/', LI('4411867124')],
  ['https://au.linkedin.com/jobs/view/4411867124', LI('4411867124')],
  ['https://ca.linkedin.com/jobs/view/4411867124', LI('4411867124')],
  ['https://in.linkedin.com/jobs/view/4411867124', LI('4411867124')],
  ['https://m.linkedin.com/jobs/view/4411867124', LI('4411867124')],
  ['HTTPS://WWW.LINKEDIN.COM/jobs/view/4411867124', LI('4411867124')],
  ['  https://www.linkedin.com/jobs/view/4411867124/  ', LI('4411867124')],
  ['https://www.linkedin.com./jobs/view/4411867124', LI('4411867124')],
  ['https://www.linkedin.com:443/jobs/view/4411867124', LI('4411867124')],
  ['https://www.linkedin.com/jobs/view/4411867124#apply', LI('4411867124')],
  ['https://www.linkedin.com/comm/jobs/view/4411867124?trackingId=1', LI('4411867124')],
  // LinkedIn search / collections with currentJobId
  ['https://www.linkedin.com/jobs/search/?currentJobId=3878775441&keywords=python&location=Detroit', LI('3878775441')],
  ['https://www.linkedin.com/jobs/search?keywords=python&currentJobId=3878775441', LI('3878775441')],
  ['https://www.linkedin.com/jobs/collections/recommended/?currentJobId=3878775441', LI('3878775441')],
  ['https://www.linkedin.com/jobs/collections/top-applicant/?currentJobId=3878775441&discover=true', LI('3878775441')],
  ['https://de.linkedin.com/jobs/search/?currentJobId=3878775441', LI('3878775441')],
  // Indeed forms
  [`https://www.indeed.com/viewjob?jk=${JK}`, IN(JK)],
  [`https://indeed.com/viewjob?jk=${JK}&from=serp&vjs=3`, IN(JK)],
  [`https://www.indeed.com/viewjob?from=serp&jk=${JK.toUpperCase()}&tk=1h1gvt7sj2fbp000&utm_source=share`, IN(JK)],
  [`https://uk.indeed.com/viewjob?jk=${JK}`, IN(JK, 'uk.indeed.com')],
  [`https://de.indeed.com/viewjob?jk=${JK}`, IN(JK, 'de.indeed.com')],
  [`https://au.indeed.com/viewjob?jk=${JK}`, IN(JK, 'au.indeed.com')],
  [`https://ca.indeed.com/viewjob?jk=${JK}`, IN(JK, 'ca.indeed.com')],
  [`https://in.indeed.com/viewjob?jk=${JK}`, IN(JK, 'in.indeed.com')],
  [`https://www.indeed.com/jobs?q=python&l=Texas&vjk=${JK}`, IN(JK)],
  [`https://www.indeed.com/jobs?q=python&l=Texas&start=20&vjk=${JK}&advn=1`, IN(JK)],
  [`https://uk.indeed.com/jobs?q=nurse&vjk=${JK}`, IN(JK, 'uk.indeed.com')],
  [`https://www.indeed.com/q-python-l-austin,-tx-jobs.html?vjk=${JK}`, IN(JK)],
  [`https://www.indeed.com/rc/clk?jk=${JK}&bb=xG8egl90VKnw&xkcb=SoAI67M30rRh&fccid=069793eea333c704&vjs=3`, IN(JK)],
  [`https://www.indeed.com/company/Apptad-Inc/jobs/Python-Developer-${JK}?fccid=ef27ca64113c0839&vjs=3`, IN(JK)],
  [`https://uk.indeed.com/company/Acme/jobs/Chat-Gpt-4-${JK.toUpperCase()}`, IN(JK, 'uk.indeed.com')],
  [`https://www.indeed.com/m/viewjob?jk=${JK}`, IN(JK)],
  [`https://m.indeed.com/viewjob?jk=${JK}`, IN(JK)],
  [`https://www.indeed.com/m/basecamp/viewjob?viewtype=embedded&jk=${JK}`, IN(JK)],
  [`https://www.indeed.com/viewjob/?jk=${JK}`, IN(JK)],
  // Empty / not a URL
  ['', MISSING],
  ['   ', MISSING],
  ['\n\t', MISSING],
  ['linkedin.com/jobs/view/123', NOT_URL],
  ['www.indeed.com/viewjob?jk=483d39cbe1b6c1fe', NOT_URL],
  ['javascript:alert(1)', NOT_URL],
  ['ftp://www.linkedin.com/jobs/view/123', NOT_URL],
  ['file:///etc/passwd', NOT_URL],
  ['data:text/html,<b>hi</b>', NOT_URL],
  ['https://', NOT_URL],
  ['https://www.linkedin.com/jobs/view/123 extra words', NOT_URL],
  ['just some text', NOT_URL],
  // Look-alikes, userinfo, ports, IPs
  ['https://linkedin.com.example.org/jobs/view/123', NOT_JOB],
  ['https://evil-linkedin.com/jobs/view/123', NOT_JOB],
  ['https://linkedin.com@evil.com/jobs/view/123', NOT_JOB],
  ['https://user:pass@www.linkedin.com/jobs/view/123', NOT_JOB],
  ['https://www.linkedin.com:8443/jobs/view/123', NOT_JOB],
  ['http://www.linkedin.com:443/jobs/view/123', NOT_JOB],
  ['https://a.b.linkedin.com/jobs/view/123', NOT_JOB],
  ['https://www.linkedin.co/jobs/view/123', NOT_JOB],
  ['https://www.l\u0456nkedin.com/jobs/view/123', NOT_JOB], // Cyrillic i: a homoglyph host
  ['https://104.18.0.1/jobs/view/123', NOT_JOB],
  ['https://[2606:4700::1]/jobs/view/123', NOT_JOB],
  [`https://indeed.com.evil.net/viewjob?jk=${JK}`, NOT_JOB],
  [`https://myindeed.com/viewjob?jk=${JK}`, NOT_JOB],
  [`https://www.indeed.co.uk/viewjob?jk=${JK}`, NOT_JOB],
  // Right host, not a posting
  ['https://www.linkedin.com/in/satyanadella/', NOT_JOB],
  ['https://www.linkedin.com/jobs/', NOT_JOB],
  ['https://www.linkedin.com/jobs/search/?keywords=python', NOT_JOB],
  ['https://www.linkedin.com/jobs/view/python-developer/', NOT_JOB],
  ['https://www.linkedin.com/jobs/search/?currentJobId=abc', NOT_JOB],
  ['https://www.linkedin.com/feed/?currentJobId=3878775441', NOT_JOB],
  ['https://www.indeed.com/viewjob', NOT_JOB],
  ['https://www.indeed.com/viewjob?jk=123', NOT_JOB],
  [`https://www.indeed.com/jobs?q=python&jk=${JK}`, NOT_JOB],
  ['https://www.indeed.com/cmp/Splunk/reviews', NOT_JOB],
  ['https://www.google.com/search?q=linkedin+jobs', NOT_JOB],
  ['https://www.glassdoor.com/job-listing/python-developer-JV_IC1.htm', NOT_JOB],
];

describe('parseJobUrl', () => {
  it('has a table of at least 40 inputs', () => expect(table.length).toBeGreaterThanOrEqual(40));

  it.each(table)('%j → %s', (input, expected) => {
    const result = parseJobUrl(input);
    if (expected.startsWith('https://')) {
      expect(result).toMatchObject({ ok: true, canonicalUrl: expected });
    } else {
      expect(result).toEqual({ ok: false, message: expected });
    }
  });

  it('returns source and job id', () => {
    expect(parseJobUrl('https://de.linkedin.com/jobs/view/python-at-acme-4411867124?trk=x')).toEqual({
      ok: true,
      source: 'linkedin',
      jobId: '4411867124',
      canonicalUrl: 'https://www.linkedin.com/jobs/view/4411867124/',
    });
    expect(parseJobUrl(`https://uk.indeed.com/rc/clk?jk=${JK.toUpperCase()}&fccid=1`)).toEqual({
      ok: true,
      source: 'indeed',
      jobId: JK,
      canonicalUrl: `https://uk.indeed.com/viewjob?jk=${JK}`,
    });
  });

  it('treats null and undefined as empty', () => {
    expect(parseJobUrl(undefined)).toEqual({ ok: false, message: MISSING });
    expect(parseJobUrl(null)).toEqual({ ok: false, message: MISSING });
  });

  it('is idempotent on canonical URLs', () => {
    for (const [input, expected] of table) {
      if (!expected.startsWith('https://')) continue;
      expect(parseJobUrl(expected), input).toMatchObject({ ok: true, canonicalUrl: expected });
    }
  });

  it('canonicalJobUrl gives the URL or null', () => {
    expect(canonicalJobUrl('https://www.linkedin.com/jobs/view/123/?refId=1')).toBe(LI('123'));
    expect(canonicalJobUrl('https://example.com/')).toBeNull();
  });
});

describe('hosts and sources', () => {
  it.each([
    ['linkedin.com', true],
    ['www.linkedin.com', true],
    ['de.linkedin.com', true],
    ['WWW.LinkedIn.COM', true],
    ['m.linkedin.com', true],
    ['www.linkedin.com.', true],
    ['linkedin.com.example.org', false],
    ['evil-linkedin.com', false],
    ['notlinkedin.com', false],
    ['a.b.linkedin.com', false],
    ['linkedin.co', false],
  ])('isLinkedInHost(%s) = %s', (host, expected) => expect(isLinkedInHost(host)).toBe(expected));

  it.each([
    ['indeed.com', true],
    ['www.indeed.com', true],
    ['uk.indeed.com', true],
    ['m.indeed.com', true],
    ['indeed.com.evil.net', false],
    ['myindeed.com', false],
    ['indeed.co.uk', false],
    ['secure.indeed.com', false],
  ])('isIndeedHost(%s) = %s', (host, expected) => expect(isIndeedHost(host)).toBe(expected));

  it('jobSourceOf looks at the host only', () => {
    expect(jobSourceOf('https://www.linkedin.com/feed/')).toBe('linkedin');
    expect(jobSourceOf(new URL('https://uk.indeed.com/'))).toBe('indeed');
    expect(jobSourceOf('https://example.com/jobs/view/1')).toBeNull();
    expect(jobSourceOf('https://linkedin.com@evil.com/')).toBeNull();
    expect(jobSourceOf('not a url')).toBeNull();
    expect(jobSourceOf('ftp://www.linkedin.com/')).toBeNull();
  });
});

describe('isJobPageUrl', () => {
  it.each([
    ['https://www.linkedin.com/jobs/view/4411867124/', true],
    ['https://www.linkedin.com/jobs/search/?currentJobId=4411867124&keywords=x', true],
    ['https://www.linkedin.com/jobs/collections/recommended/?currentJobId=4411867124', true],
    ['https://www.linkedin.com/jobs/search/?keywords=x', false],
    ['https://www.linkedin.com/feed/', false],
    [`https://www.indeed.com/viewjob?jk=${JK}`, true],
    [`https://www.indeed.com/jobs?q=python&vjk=${JK}`, true],
    ['https://www.indeed.com/jobs?q=python', false],
    [`https://www.indeed.com/rc/clk?jk=${JK}`, false],
    ['https://example.com/careers/123', false],
    ['about:blank', false],
  ])('%s → %s', (url, expected) => expect(isJobPageUrl(url)).toBe(expected));
});

describe('jobLinkPatterns', () => {
  it('are valid match patterns', () => {
    for (const pattern of jobLinkPatterns) expect(pattern).toMatch(/^\*:\/\/\*\.(linkedin|indeed)\.com\/\S*$/);
  });

  it('cover every accepted link form in the table', () => {
    for (const [input, expected] of table) {
      if (!expected.startsWith('https://')) continue;
      const url = new URL(input.trim()).href;
      if (new URL(url).hostname.endsWith('.')) continue; // browsers match patterns on the dot-less host
      expect(
        jobLinkPatterns.some((p) => matchesPattern(p, url)),
        input,
      ).toBe(true);
    }
  });

  it('do not match other pages', () => {
    for (const url of [
      'https://www.linkedin.com/feed/',
      'https://www.indeed.com/cmp/Splunk',
      'https://evil-linkedin.com/jobs/view/1',
      // Sponsored links without a job key name no job.
      'https://www.indeed.com/pagead/clk?mo=r&ad=-6NYlbfkN0CZG6bN9Z&xkcb=SoBM&p=0&fvj=0&vjs=3',
      'https://www.indeed.com/rc/clk?bb=xG8egl90VKnw&vjs=3',
    ]) {
      expect(jobLinkPatterns.some((p) => matchesPattern(p, url)), url).toBe(false);
    }
  });
});

describe('jobUrlSchema', () => {
  it('transforms to the canonical result', () => {
    expect(jobUrlSchema.parse('https://www.linkedin.com/jobs/view/python-at-x-123?trk=1')).toEqual({
      source: 'linkedin',
      jobId: '123',
      canonicalUrl: LI('123'),
    });
    expect(canonicalJobUrlSchema.parse(`https://uk.indeed.com/jobs?q=a&vjk=${JK}`)).toBe(IN(JK, 'uk.indeed.com'));
  });

  it.each([
    ['', MISSING],
    ['linkedin.com/jobs/view/123', NOT_URL],
    ['https://example.com/jobs/1', NOT_JOB],
  ])('rejects %j with %s', (input, message) => {
    const result = jobUrlSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('rejects a missing value with the "provide" message', () => {
    const result = jobUrlSchema.safeParse(undefined);
    expect(result.error?.issues[0]?.message).toBe(MISSING);
  });
});
