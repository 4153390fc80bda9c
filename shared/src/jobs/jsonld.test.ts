import { describe, expect, it } from 'vitest';
import { extractJobPosting } from './extract-job';
import { descriptionHtmlFrom, employmentTypeText, extractFromJsonLd, monthsToText } from './jsonld';
import { htmlDocument } from './test-dom';

function page(blocks: string[], body = ''): Document {
  const scripts = blocks.map((b) => `<script type="application/ld+json">${b}</script>`).join('\n');
  return htmlDocument(`<!DOCTYPE html><html><head><title>t</title>${scripts}</head><body>${body}</body></html>`);
}

const base = {
  '@context': 'https://schema.org',
  '@type': 'JobPosting',
  title: 'Backend Engineer',
  hiringOrganization: { '@type': 'Organization', name: 'Acme' },
  jobLocation: { '@type': 'Place', address: { addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'US' } },
  description: '<p>Build APIs.</p>',
  datePosted: '2025-01-02',
};

describe('JSON-LD JobPosting', () => {
  it('reads a plain JobPosting', () => {
    expect(extractFromJsonLd(page([JSON.stringify(base)]))).toEqual({
      title: 'Backend Engineer',
      company: 'Acme',
      location: 'Austin, TX',
      descriptionHtml: '<p>Build APIs.</p>',
      datePosted: '2025-01-02',
      skills: [],
    });
  });

  it('finds it in @graph, in arrays and in mainEntity', () => {
    const graph = { '@context': 'https://schema.org', '@graph': [{ '@type': 'WebPage', name: 'x' }, { ...base, '@type': ['Thing', 'JobPosting'] }] };
    expect(extractFromJsonLd(page([JSON.stringify(graph)]))?.title).toBe('Backend Engineer');
    expect(extractFromJsonLd(page([JSON.stringify([{ '@type': 'Organization', name: 'Acme' }, base])]))?.title).toBe('Backend Engineer');
    const main = { '@type': 'WebPage', mainEntity: { ...base, '@type': 'http://schema.org/JobPosting' } };
    expect(extractFromJsonLd(page([JSON.stringify(main)]))?.title).toBe('Backend Engineer');
  });

  it('skips an invalid block and reads the next one', () => {
    const doc = page(['{ "@type": "JobPosting", "title": "Broken", ', JSON.stringify({ '@type': 'BreadcrumbList' }), JSON.stringify(base)]);
    expect(extractFromJsonLd(doc)?.title).toBe('Backend Engineer');
  });

  it('tolerates raw line breaks inside strings and comment wrappers', () => {
    const raw = `<!--\n{"@type":"JobPosting","title":"Line\nBreak Engineer","hiringOrganization":"Acme"}\n-->`;
    expect(extractFromJsonLd(page([raw]))).toMatchObject({ title: 'Line Break Engineer', company: 'Acme' });
  });

  it('uses name when title is missing, and hiringOrganization as a string', () => {
    const job = { '@type': 'JobPosting', name: 'Mobile App Developer', hiringOrganization: 'ACME Software' };
    expect(extractFromJsonLd(page([JSON.stringify(job)]))).toMatchObject({ title: 'Mobile App Developer', company: 'ACME Software' });
  });

  it('formats jobLocation arrays, strings and TELECOMMUTE', () => {
    const locs = (extra: object) => extractFromJsonLd(page([JSON.stringify({ ...base, ...extra })]))?.location;
    expect(
      locs({
        jobLocation: [
          { address: { addressLocality: 'Austin', addressRegion: 'TX', addressCountry: { '@type': 'Country', name: 'USA' } } },
          { address: { addressLocality: 'Sunnyvale', addressRegion: 'CA', addressCountry: 'USA' } },
          { address: { addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'USA' } },
        ],
      }),
    ).toBe('Austin, TX; Sunnyvale, CA');
    expect(locs({ jobLocation: 'Berlin, Germany' })).toBe('Berlin, Germany');
    expect(locs({ jobLocation: { address: { addressLocality: 'Singapore', addressCountry: 'Singapore' } } })).toBe('Singapore');
    expect(locs({ jobLocation: undefined, jobLocationType: 'TELECOMMUTE' })).toBe('Remote');
    expect(locs({ jobLocation: undefined, jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'USA' } })).toBe(
      'Remote (USA)',
    );
    expect(locs({ jobLocationType: 'TELECOMMUTE' })).toBe('Austin, TX (Remote)');
  });

  it('writes an address as pages do: locality, region and postal code; the country only when nothing nearer is given', () => {
    const locs = (jobLocation: unknown) => extractFromJsonLd(page([JSON.stringify({ ...base, jobLocation })]))?.location;
    const columbus = { address: { streetAddress: '1200 High St', addressLocality: 'Columbus', addressRegion: 'OH', postalCode: '43215', addressCountry: 'US' } };
    expect(locs(columbus)).toBe('Columbus, OH 43215');
    expect(locs({ address: { addressCountry: 'Germany' } })).toBe('Germany');
    expect(locs({ address: { addressLocality: 'Leeds', addressCountry: 'GB' } })).toBe('Leeds');
  });

  it('resolves an @graph reference to the hiring organisation and place', () => {
    const graph = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Organization', '@id': 'https://acme.example/#org', name: 'Acme Careers Ltd' },
        { '@type': 'Place', '@id': '#leeds', address: { addressLocality: 'Leeds', addressRegion: 'West Yorkshire' } },
        { ...base, hiringOrganization: { '@id': 'https://acme.example/#org' }, jobLocation: [{ '@id': '#leeds' }] },
      ],
    };
    expect(extractFromJsonLd(page([JSON.stringify(graph)]))).toMatchObject({ company: 'Acme Careers Ltd', location: 'Leeds, West Yorkshire' });
  });

  it('keeps the facts a tracker needs: salary, validThrough, identifier, directApply, workplace type', () => {
    const job = {
      ...base,
      validThrough: '2026-12-31T23:59:59-05:00',
      directApply: 'true',
      identifier: { '@type': 'PropertyValue', name: 'Acme', value: 'REQ-77' },
      jobLocationType: 'TELECOMMUTE',
      baseSalary: { '@type': 'MonetaryAmount', currency: 'usd', value: { '@type': 'QuantitativeValue', minValue: '120,000', maxValue: 90000, unitText: 'YEAR' } },
    };
    expect(extractFromJsonLd(page([JSON.stringify(job)]))).toMatchObject({
      validThrough: '2026-12-31T23:59:59-05:00',
      directApply: true,
      requisitionId: 'REQ-77',
      workplaceType: 'remote',
      salary: { min: 90000, max: 120000, currency: 'USD', unit: 'YEAR' },
    });
    const plain = extractFromJsonLd(page([JSON.stringify({ ...base, baseSalary: 'competitive', identifier: 42, validThrough: 'soon' })]));
    expect(plain).toMatchObject({ requisitionId: '42' });
    expect(plain).not.toHaveProperty('salary');
    expect(plain).not.toHaveProperty('validThrough');
  });

  it('decodes an HTML-escaped description once', () => {
    expect(descriptionHtmlFrom('&lt;p&gt;Tom &amp;amp; Jerry&lt;/p&gt;&lt;ul&gt;&lt;li&gt;One&lt;/li&gt;&lt;/ul&gt;')).toBe(
      '<p>Tom &amp; Jerry</p><ul><li>One</li></ul>',
    );
    expect(descriptionHtmlFrom('<p>Already &amp; HTML</p>')).toBe('<p>Already &amp; HTML</p>');
    expect(descriptionHtmlFrom('Plain text\nwith lines & more')).toBe('<p>Plain text<br>with lines &amp; more</p>');
    expect(descriptionHtmlFrom(undefined)).toBe('');
  });

  it('reads \\u002F / \\u003C escaped JSON (Indeed) as HTML', () => {
    const json = JSON.stringify(base).replace(/\//g, '\\u002F').replace(/</g, '\\u003C');
    expect(json).toContain('\\u003Cp>');
    expect(extractFromJsonLd(page([json]))?.descriptionHtml).toBe('<p>Build APIs.</p>');
  });

  it('maps employment types, skills, experience and education', () => {
    const job = extractFromJsonLd(
      page([
        JSON.stringify({
          ...base,
          employmentType: ['FULL_TIME', 'CONTRACTOR', 'SEASONAL'],
          skills: 'Python, SQL; AWS\nDocker',
          experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: '60' },
          educationRequirements: [{ '@type': 'EducationalOccupationalCredential', credentialCategory: 'bachelor degree' }],
        }),
      ]),
    );
    expect(job).toMatchObject({
      employmentType: 'Full-time, Contract, Seasonal',
      skills: ['Python', 'SQL', 'AWS', 'Docker'],
      experience: '5+ years',
      education: 'bachelor degree',
    });
    expect(employmentTypeText('Full-time')).toBe('Full-time');
    expect(employmentTypeText(['PART_TIME', 'part time'])).toBe('Part-time');
    expect(monthsToText(6)).toBe('6+ months');
    expect(monthsToText(18)).toBe('1.5+ years');
    expect(monthsToText(12)).toBe('1+ year');
  });

  it('skills as DefinedTerm objects', () => {
    const job = extractFromJsonLd(page([JSON.stringify({ ...base, skills: [{ '@type': 'DefinedTerm', name: 'Go' }, 'Rust'] })]));
    expect(job?.skills).toEqual(['Go', 'Rust']);
  });

  it('returns null without a JobPosting', () => {
    expect(extractFromJsonLd(page([JSON.stringify({ '@type': 'Organization', name: 'Acme' })]))).toBeNull();
    expect(extractFromJsonLd(page([]))).toBeNull();
  });
});

describe('merging JSON-LD with the page markup', () => {
  const linkedInBody = `
    <h1 class="top-card-layout__title topcard__title">DOM Title</h1>
    <div class="topcard__flavor-row"><span class="topcard__flavor"><a class="topcard__org-name-link">DOM Company</a></span>
    <span class="topcard__flavor topcard__flavor--bullet">Austin, TX</span></div>
    <div class="show-more-less-html__markup">From the <strong>page</strong>.<br>Second line.</div>`;

  it('fills a missing description and company from the LinkedIn markup; JSON-LD stays the strategy', () => {
    const { description: _d, hiringOrganization: _h, ...noDescription } = base;
    const job = extractJobPosting(page([JSON.stringify(noDescription)], linkedInBody), 'https://www.linkedin.com/jobs/view/123/');
    expect(job).toMatchObject({
      title: 'Backend Engineer',
      company: 'DOM Company',
      location: 'Austin, TX',
      descriptionText: 'From the page.\nSecond line.',
      strategy: 'json-ld',
    });
  });

  it('lets the markup supply everything when JSON-LD has no title', () => {
    const job = extractJobPosting(page([JSON.stringify({ '@type': 'JobPosting', datePosted: '2024-02-03' })], linkedInBody), 'https://www.linkedin.com/jobs/view/123/');
    expect(job).toMatchObject({ title: 'DOM Title', company: 'DOM Company', datePosted: '2024-02-03', strategy: 'linkedin-dom' });
  });
});
