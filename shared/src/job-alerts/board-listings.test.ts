import { describe, expect, it } from 'vitest';
import { readBoardListing, titleMatches } from './board-listings';
import { recogniseCompanyBoard, type CompanyBoard } from './board-url';

function board(url: string): CompanyBoard {
  const found = recogniseCompanyBoard(url);
  if (!found) throw new Error(url);
  return found;
}

const LONG = 'You will build and run our payments services in TypeScript and PostgreSQL. '.repeat(4);

describe('company board listings', () => {
  it('reads a Greenhouse listing with content, salary and requisition id, filtered by title', () => {
    const json = {
      jobs: [
        {
          id: 4012345,
          title: 'Senior Backend Engineer',
          company_name: 'Acme',
          location: { name: 'Berlin, Germany' },
          content: `&lt;p&gt;${LONG}&lt;/p&gt;`,
          requisition_id: 'R-1001',
          first_published: '2026-03-01T09:00:00-05:00',
          pay_input_ranges: [{ min_cents: 9000000, max_cents: 12000000, currency_type: 'USD', title: 'Per year' }],
        },
        { id: 4012346, title: 'Office Manager', location: { name: 'Berlin' }, content: '' },
        { title: 'No id' },
      ],
    };
    const postings = readBoardListing(board('https://boards.greenhouse.io/acme'), json, 'engineer');
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({
      source: 'greenhouse',
      title: 'Senior Backend Engineer',
      company: 'Acme',
      location: 'Berlin, Germany',
      canonicalUrl: 'https://job-boards.greenhouse.io/acme/jobs/4012345',
      requisitionId: 'R-1001',
      datePosted: '2026-03-01',
    });
    expect(postings[0]?.description).toContain('payments services in TypeScript');
    expect(postings[0]?.salary).toMatch(/\$90,000.*\$120,000/);
    expect(readBoardListing(board('https://boards.greenhouse.io/acme'), json)).toHaveLength(2);
  });

  it('reads Lever, Ashby and Workday listings, and nothing from JSON of another shape', () => {
    const lever = readBoardListing(board('https://jobs.lever.co/globex'), [
      { id: '0B9C3F7E-1F2A-4C1E-9D52-3C1F1A2B3C4D', text: 'Data Engineer', categories: { location: 'Remote' }, descriptionPlain: LONG, description: `<p>${LONG}</p>`, createdAt: Date.parse('2026-03-02T00:00:00Z') },
    ]);
    expect(lever[0]).toMatchObject({ source: 'lever', title: 'Data Engineer', company: 'Globex', canonicalUrl: 'https://jobs.lever.co/globex/0b9c3f7e-1f2a-4c1e-9d52-3c1f1a2b3c4d', datePosted: '2026-03-02' });

    const ashby = readBoardListing(board('https://jobs.ashbyhq.com/initech'), {
      jobs: [{ id: '11111111-2222-4333-8444-555555555555', title: 'Product Designer', location: 'London', descriptionHtml: `<p>${LONG}</p>`, publishedAt: '2026-03-03T00:00:00Z' }],
    });
    expect(ashby[0]).toMatchObject({ source: 'ashby', title: 'Product Designer', location: 'London', canonicalUrl: 'https://jobs.ashbyhq.com/initech/11111111-2222-4333-8444-555555555555' });

    const workday = readBoardListing(board('https://umbrella.wd5.myworkdayjobs.com/External'), {
      jobPostings: [
        { title: 'Lab Technician', externalPath: '/job/Raccoon-City/Lab-Technician_R-77', locationsText: 'Raccoon City', postedOn: 'Posted Today', bulletFields: ['R-77'] },
        { title: 'Bad path', externalPath: 'https://elsewhere.test/x' },
      ],
    });
    expect(workday).toEqual([
      {
        source: 'workday',
        title: 'Lab Technician',
        company: 'Umbrella',
        location: 'Raccoon City',
        canonicalUrl: 'https://umbrella.wd5.myworkdayjobs.com/External/job/Raccoon-City/Lab-Technician_R-77',
        requisitionId: 'R-77',
        description: '',
        salary: '',
        datePosted: null,
        validThrough: null,
      },
    ]);
    expect(readBoardListing(board('https://jobs.lever.co/globex'), { error: 'nope' })).toEqual([]);
    expect(readBoardListing(board('https://jobs.ashbyhq.com/initech'), null)).toEqual([]);
  });

  it('filters titles by every word, without case', () => {
    expect(titleMatches('Senior Backend Engineer', 'backend ENGINEER')).toBe(true);
    expect(titleMatches('Senior Backend Engineer', 'frontend engineer')).toBe(false);
    expect(titleMatches('Anything', '  ')).toBe(true);
  });
});
