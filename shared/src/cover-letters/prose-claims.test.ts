import { describe, expect, it } from 'vitest';
import { proseClaimsOf } from './prose-claims';

describe('proseClaimsOf', () => {
  it.each([
    ['Before that I rebuilt billing at Globex Corporation.', 'employer', 'Globex Corporation'],
    ['I spent two years at Initech.', 'employer', 'Initech'],
    ['I worked for Hooli on search.', 'employer', 'Hooli'],
    ['I joined Bank of America in its first cloud team.', 'employer', 'Bank of America'],
    ['I was promoted to Director of Engineering.', 'title', 'Director of Engineering'],
    ['I served as a staff engineer on the platform team.', 'title', 'staff engineer'],
    ['As Chief Financial Officer I owned the budget.', 'title', 'Chief Financial Officer'],
  ])('finds the claim in "%s"', (sentence, kind, value) => {
    expect(proseClaimsOf(sentence)).toContainEqual({ kind, value });
  });

  it.each([
    'I would welcome a conversation with the Hiring Manager.',
    'I worked with COVID patients every day.',
    'Thank you for reading my application.',
    'I built REST APIs in Python and Django for a shipment tracking platform.',
    'What draws me to the role is the work on payments.',
    'I led the migration as a result of an audit.',
    'In March I presented at 4 international conferences.',
    'As for full sales cycle, I also run full-cycle sales from prospecting to contract negotiation.',
    'I wrote the runbook as part of the sales team rotation.',
  ])('finds no employer or title in "%s"', (sentence) => {
    expect(proseClaimsOf(sentence)).toEqual([]);
  });

  describe('a list of the writer\'s own terms joined by "and" is no name', () => {
    const sources = ' lean six sigma green belt warehouse management systems inventory management fund accounting excel ieps classroom management ';
    const known = (term: string) => sources.includes(` ${term.toLowerCase()} `);
    it.each([
      'My experience covers distribution centers, Lean Six Sigma Green Belt and Warehouse Management Systems.',
      'My technical work covers distribution centers, Warehouse Management Systems and Inventory Management.',
      'My technical work covers CPA, private equity, Fund Accounting and Excel.',
      'My technical work covers mathematics, Teaching License, IEPs and Classroom Management.',
    ])('finds no employer in "%s"', (sentence) => {
      expect(proseClaimsOf(sentence, known).filter((c) => c.kind === 'employer')).toEqual([]);
    });

    it('still finds an employer the sources do not name beside one they do', () => {
      expect(proseClaimsOf('I rebuilt billing at Warehouse Management Systems and Globex Corporation.', known)).toContainEqual({
        kind: 'employer',
        value: 'Warehouse Management Systems and Globex Corporation',
      });
    });

    it('reads a name joined by "&" as one name unless the sources name it whole', () => {
      expect(proseClaimsOf('I audited accounts at Johnson & Johnson.', (t) => t === 'Johnson')).toContainEqual({ kind: 'employer', value: 'Johnson & Johnson' });
    });
  });
});
