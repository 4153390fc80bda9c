import { describe, expect, it } from 'vitest';
import { messages } from '../../messages';
import { parseAnyJobUrl } from '../any-job-url';
import { extractFromMicrodata } from '../microdata';
import { htmlDocument as parseHtml } from '../test-dom';
import { readBoardJson, recogniseBoard, recogniseBoardLink } from './index';

describe('recogniseBoardLink', () => {
  it.each([
    [
      'https://boards.greenhouse.io/acme/jobs/4012345006?gh_src=x',
      { board: 'greenhouse', jobId: '4012345006', canonicalUrl: 'https://job-boards.greenhouse.io/acme/jobs/4012345006', apiUrl: 'https://boards-api.greenhouse.io/v1/boards/acme/jobs/4012345006?pay_transparency=true' },
    ],
    [
      'https://boards.greenhouse.io/embed/job_app?for=acme&token=77',
      { board: 'greenhouse', jobId: '77', apiUrl: 'https://boards-api.greenhouse.io/v1/boards/acme/jobs/77?pay_transparency=true' },
    ],
    [
      'https://job-boards.eu.greenhouse.io/acme/jobs/55',
      { board: 'greenhouse', apiUrl: 'https://boards-api.eu.greenhouse.io/v1/boards/acme/jobs/55?pay_transparency=true' },
    ],
    [
      'https://jobs.lever.co/quill/5F1C2A9E-3B7D-4E21-9C0A-7D2E8B6F41A3/apply',
      { board: 'lever', jobId: '5f1c2a9e-3b7d-4e21-9c0a-7d2e8b6f41a3', apiUrl: 'https://api.lever.co/v0/postings/quill/5f1c2a9e-3b7d-4e21-9c0a-7d2e8b6f41a3' },
    ],
    [
      'https://jobs.eu.lever.co/quill/5f1c2a9e-3b7d-4e21-9c0a-7d2e8b6f41a3',
      { board: 'lever', apiUrl: 'https://api.eu.lever.co/v0/postings/quill/5f1c2a9e-3b7d-4e21-9c0a-7d2e8b6f41a3' },
    ],
    [
      'https://jobs.ashbyhq.com/mosaic/1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809/application',
      { board: 'ashby', jobId: '1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809', apiUrl: 'https://api.ashbyhq.com/posting-api/job-board/mosaic?includeCompensation=true' },
    ],
    [
      'https://northgate.wd5.myworkdayjobs.com/en-US/Careers/job/Chicago-IL/Analyst_R-1?source=x',
      {
        board: 'workday',
        jobId: 'Chicago-IL/Analyst_R-1',
        canonicalUrl: 'https://northgate.wd5.myworkdayjobs.com/Careers/job/Chicago-IL/Analyst_R-1',
        apiUrl: 'https://northgate.wd5.myworkdayjobs.com/wday/cxs/northgate/Careers/job/Chicago-IL/Analyst_R-1',
      },
    ],
    [
      'https://jobs.smartrecruiters.com/VantageRail/744000051234567-signal-maintainer',
      { board: 'smartrecruiters', jobId: '744000051234567', apiUrl: 'https://api.smartrecruiters.com/v1/companies/VantageRail/postings/744000051234567' },
    ],
  ])('%s', (link, expected) => {
    expect(recogniseBoardLink(link)).toMatchObject(expected);
  });

  it.each([
    'https://boards.greenhouse.io/acme',
    'https://boards.greenhouse.io.evil.example/acme/jobs/1',
    'https://jobs.lever.co/quill',
    'https://jobs.lever.co/quill/not-a-uuid',
    'https://jobs.ashbyhq.com/mosaic',
    'https://northgate.wd5.myworkdayjobs.com/Careers',
    'https://northgate.wd5.myworkdayjobs.com/Careers/job/../x',
    'https://jobs.smartrecruiters.com/VantageRail',
    'https://user@jobs.lever.co/quill/5f1c2a9e-3b7d-4e21-9c0a-7d2e8b6f41a3',
    'https://jobs.lever.co:8443/quill/5f1c2a9e-3b7d-4e21-9c0a-7d2e8b6f41a3',
    'https://careers.example.com/jobs/1',
  ])('not a board posting: %s', (link) => {
    expect(recogniseBoardLink(link)).toBeNull();
  });

  it('names the board of a page address', () => {
    expect(recogniseBoard('https://www.linkedin.com/jobs/view/1/')).toBe('linkedin');
    expect(recogniseBoard('https://jobs.smartrecruiters.com/A/744000051234567')).toBe('smartrecruiters');
    expect(recogniseBoard('https://careers.example.com/jobs/1')).toBeNull();
  });
});

describe('parseAnyJobUrl (D12)', () => {
  it('accepts any http(s) link; LinkedIn, Indeed and boards in canonical form, others as given', () => {
    expect(parseAnyJobUrl('https://de.linkedin.com/jobs/view/123?trk=x')).toMatchObject({ ok: true, board: 'linkedin', canonicalUrl: 'https://www.linkedin.com/jobs/view/123/' });
    expect(parseAnyJobUrl(' https://jobs.lever.co/q/5f1c2a9e-3b7d-4e21-9c0a-7d2e8b6f41a3/apply ')).toMatchObject({ ok: true, board: 'lever', jobId: '5f1c2a9e-3b7d-4e21-9c0a-7d2e8b6f41a3' });
    expect(parseAnyJobUrl('https://careers.example.com/jobs/1?ref=mail#apply')).toEqual({ ok: true, board: 'other', jobId: null, canonicalUrl: 'https://careers.example.com/jobs/1?ref=mail#apply' });
    expect(parseAnyJobUrl('https://www.linkedin.com/feed/')).toMatchObject({ ok: true, board: 'other' });
  });

  it('keeps the spec message for text that is not an http(s) URL only', () => {
    expect(parseAnyJobUrl('')).toEqual({ ok: false, message: messages.jobUrlMissing });
    for (const text of ['careers.example.com/jobs/1', 'javascript:alert(1)', 'ftp://example.com/x', 'https://exa mple.com', 'https://u:p@example.com/']) {
      expect(parseAnyJobUrl(text)).toEqual({ ok: false, message: messages.jobUrlNotJob });
    }
  });
});

describe('board readers', () => {
  const long = '<p>' + 'Build and run the services our customers rely on. '.repeat(6) + '</p>';

  it('Greenhouse: entity-escaped content, requisition id and pay range in cents', () => {
    const link = recogniseBoardLink('https://boards.greenhouse.io/acme/jobs/1')!;
    const job = readBoardJson(link, {
      title: 'Engineer',
      company_name: 'Acme',
      location: { name: 'Denver, CO' },
      content: '&lt;p&gt;Hello &amp;amp; welcome&lt;/p&gt;',
      requisition_id: 'ENG-1',
      first_published: '2026-09-20T09:00:00-04:00',
      pay_input_ranges: [{ min_cents: 15500000, max_cents: 18500000, currency_type: 'USD', title: 'Annual base salary' }],
    });
    expect(job).toMatchObject({
      title: 'Engineer',
      company: 'Acme',
      location: 'Denver, CO',
      descriptionHtml: '<p>Hello &amp; welcome</p>',
      requisitionId: 'ENG-1',
      datePosted: '2026-09-20',
      salary: { min: 155000, max: 185000, currency: 'USD', unit: 'YEAR' },
    });
  });

  it('Lever: lists become sections, salary interval and workplace type are kept, company is left to the page', () => {
    const link = recogniseBoardLink('https://jobs.lever.co/q/5f1c2a9e-3b7d-4e21-9c0a-7d2e8b6f41a3')!;
    const job = readBoardJson(link, {
      text: 'Data Engineer',
      categories: { location: 'Toronto, Ontario', commitment: 'Full-time' },
      description: long,
      lists: [{ text: 'You bring', content: '<li>SQL</li>' }],
      workplaceType: 'hybrid',
      salaryRange: { min: 100, max: 90, currency: 'cad', interval: 'per-hour-wage' },
    });
    expect(job).toMatchObject({ title: 'Data Engineer', company: '', location: 'Toronto, Ontario', workplaceType: 'hybrid', salary: { min: 90, max: 100, currency: 'CAD', unit: 'HOUR' } });
    expect(job?.descriptionHtml).toContain('<h3>You bring</h3><ul><li>SQL</li></ul>');
  });

  it('Ashby: picks the posting by id from the board', () => {
    const id = '1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809';
    const link = recogniseBoardLink(`https://jobs.ashbyhq.com/mosaic/${id}`)!;
    const json = {
      jobs: [
        { id: 'other', title: 'Other' },
        { id, title: 'Staff Engineer', location: 'Remote (Europe)', workplaceType: 'Remote', descriptionHtml: long, compensation: { summaryComponents: [{ compensationType: 'EquityPercentage', minValue: 0.1 }, { compensationType: 'Salary', interval: '1 YEAR', currencyCode: 'EUR', minValue: 95000, maxValue: 125000 }] } },
      ],
    };
    expect(readBoardJson(link, json)).toMatchObject({ title: 'Staff Engineer', location: 'Remote (Europe)', workplaceType: 'remote', salary: { min: 95000, max: 125000, currency: 'EUR', unit: 'YEAR' } });
    expect(readBoardJson({ ...link, jobId: 'missing' }, json)).toBeNull();
  });

  it('Workday and SmartRecruiters: requisition ids and companies from the JSON; nothing from a JSON without the posting', () => {
    const wd = recogniseBoardLink('https://t.wd1.myworkdayjobs.com/S/job/X/Nurse_JR1')!;
    expect(readBoardJson(wd, { jobPostingInfo: { title: 'Nurse', location: 'Remote, USA', jobDescription: long, jobReqId: 'JR1', remoteType: 'Fully Remote', timeType: 'Full time' }, hiringOrganization: { name: 'Cedarvale' } })).toMatchObject({
      title: 'Nurse',
      company: 'Cedarvale',
      requisitionId: 'JR1',
      workplaceType: 'remote',
      employmentType: 'Full-time',
    });
    expect(readBoardJson(wd, { error: 'not found' })).toBeNull();
    const sr = recogniseBoardLink('https://jobs.smartrecruiters.com/Co/744000051234567')!;
    const posting = readBoardJson(sr, {
      name: 'Agent',
      refNumber: 'R1',
      company: { name: 'CoralReach' },
      location: { city: 'Miami', region: 'FL', remote: true },
      jobAd: { sections: { jobDescription: { title: 'Job Description', text: long } } },
    });
    expect(posting).toMatchObject({ title: 'Agent', company: 'CoralReach', location: 'Miami, FL', requisitionId: 'R1', workplaceType: 'remote' });
    expect(readBoardJson(sr, 'not json')).toBeNull();
  });
});

describe('microdata', () => {
  it('reads a JobPosting item with nested organisation, address, salary and dates', () => {
    const doc = parseHtml(`<html><body><div itemscope itemtype="http://schema.org/JobPosting">
      <h1 itemprop="title">Brewer</h1>
      <div itemprop="hiringOrganization" itemscope itemtype="http://schema.org/Organization"><span itemprop="name">Harrowgate</span></div>
      <div itemprop="jobLocation" itemscope itemtype="http://schema.org/Place"><div itemprop="address" itemscope itemtype="http://schema.org/PostalAddress"><span itemprop="addressLocality">Leeds</span></div></div>
      <span itemprop="identifier">HB-7</span><time itemprop="validThrough" datetime="2026-10-31">31 Oct</time>
      <div itemprop="baseSalary" itemscope itemtype="http://schema.org/MonetaryAmount"><meta itemprop="currency" content="GBP"><div itemprop="value" itemscope itemtype="http://schema.org/QuantitativeValue"><span itemprop="minValue">28000</span><meta itemprop="unitText" content="YEAR"></div></div>
      <div itemprop="description"><p>Run brew days.</p></div></div></body></html>`);
    expect(extractFromMicrodata(doc)).toMatchObject({
      title: 'Brewer',
      company: 'Harrowgate',
      location: 'Leeds',
      requisitionId: 'HB-7',
      validThrough: '2026-10-31',
      salary: { min: 28000, currency: 'GBP', unit: 'YEAR' },
      descriptionHtml: '<p>Run brew days.</p>',
    });
    expect(extractFromMicrodata(parseHtml('<html><body><div itemscope itemtype="http://schema.org/Event"></div></body></html>'))).toBeNull();
  });
});

describe('salaryText', () => {
  it('writes a range, a floor, a single amount and the unit', async () => {
    const { salaryText } = await import('../salary-text');
    expect(salaryText({ min: 155000, max: 185000, currency: 'USD', unit: 'YEAR' })).toBe('$155,000–$185,000 a year');
    expect(salaryText({ min: 19.5, max: 23, currency: 'USD', unit: 'HOUR' })).toBe('$19.50–$23.00 an hour');
    expect(salaryText({ min: 95000, currency: 'EUR', unit: 'YEAR' })).toBe('From €95,000 a year');
    expect(salaryText({ max: 30, unit: 'DAY' })).toBe('Up to 30 a day');
    expect(salaryText({ min: 28000, max: 28000, currency: 'GBP' })).toBe('£28,000');
    expect(salaryText({ currency: 'USD' })).toBe('');
    expect(salaryText(undefined)).toBe('');
  });
});
