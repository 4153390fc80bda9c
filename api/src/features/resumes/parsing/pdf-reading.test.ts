/**
 * The PDF reader on files built here: a wrapped line that ends with an abbreviation goes on (the
 * English sentence splitter decides, shared text/sentences.ts), two statements that end and start
 * at a line break stay apart.
 */
import { describe, expect, it } from 'vitest';
import { extractResumeText } from './extract-text';
import { collapseSpacedItem, splitByGlyphSpaces } from './letter-spacing';
import { EN_DASH, buildPlacedPdf, bullet, column } from './test-pdfs';
import type { Placed } from './test-pdfs';

async function readPdf(pages: readonly (readonly Placed[])[]): Promise<string[]> {
  const result = await extractResumeText({ bytes: buildPlacedPdf(pages), kind: 'pdf' });
  expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
  return result.ok ? result.text.split('\n') : [];
}

const head: Placed[] = [
  { x: 50, top: 60, text: 'Jordan Rivera', size: 22 },
  { x: 50, top: 84, text: 'jordan.rivera@example.com | (555) 010-2030' },
  { x: 50, top: 120, text: 'EXPERIENCE', size: 13 },
  { x: 50, top: 140, text: 'Senior Accountant, Acme Holdings' },
];

/** Lines set flush left under the heading, with no bullets. */
const paragraphLines = (lines: readonly string[]) => readPdf([[...head, ...column(50, 156, lines)]]);

describe('a wrapped line that ends with an abbreviation', () => {
  it('goes on under a bullet glyph ("U.S." / "GAAP", "Inc." / "Board", "(e.g." / "ANSYS")', async () => {
    const lines = await readPdf([[
      ...head,
      ...bullet(50, 156, ['Prepared monthly consolidations and intercompany eliminations under U.S.', 'GAAP and state rules for the parent and its subsidiaries.']),
      ...bullet(50, 186, ['Built the quarterly flash report and variance notes for Harborview Supply, Inc.', 'Board of Directors; cut preparation time from three days to one.']),
      ...bullet(50, 216, ['Validated performance against published curves with simulation tools (e.g.', 'ANSYS Fluent) and test-loop measurements, and wrote the reports.']),
    ]]);
    expect(lines).toContain('• Prepared monthly consolidations and intercompany eliminations under U.S. GAAP and state rules for the parent and its subsidiaries.');
    expect(lines).toContain('• Built the quarterly flash report and variance notes for Harborview Supply, Inc. Board of Directors; cut preparation time from three days to one.');
    expect(lines).toContain('• Validated performance against published curves with simulation tools (e.g. ANSYS Fluent) and test-loop measurements, and wrote the reports.');
  });

  it('goes on in a paragraph without bullets, where the line reached the right edge', async () => {
    const lines = await paragraphLines([
      'Draft and file pleadings, motions, briefs, and exhibits in the county court and in the U.S.',
      'District Court for the District of Arizona through the electronic filing system.',
      'Maintain the docket calendar for four attorneys and track every filing deadline there.',
    ]);
    expect(lines).toContain('Draft and file pleadings, motions, briefs, and exhibits in the county court and in the U.S. District Court for the District of Arizona through the electronic filing system.');
    expect(lines).toContain('Maintain the docket calendar for four attorneys and track every filing deadline there.');
  });

  it('does not join two statements where one sentence ends at the line end', async () => {
    const lines = await paragraphLines([
      'Reduced the monthly close from ten working days to six by automating reconciliations.',
      'Led a team of four staff accountants and two interns through the annual audit cycle.',
    ]);
    expect(lines).toContain('Reduced the monthly close from ten working days to six by automating reconciliations.');
    expect(lines).toContain('Led a team of four staff accountants and two interns through the annual audit cycle.');
  });
});

describe('icons and superscripts', () => {
  it('drops an icon glyph that hugs the word before it, keeps one that opens a field, and reads a raised small "2" as "²"', async () => {
    const lines = await readPdf([[
      ...head,
      { x: 50, top: 100, text: 'F', size: 8, icon: true },
      { x: 64, top: 100, text: 'jordan-rivera-dev' },
      // Courier: every glyph 0.6 em wide, so the gaps are exact.
      { x: 50, top: 156, text: 'Built the search service with', mono: true },
      { x: 230, top: 156, text: 'Elasticsearch', mono: true },
      { x: 309, top: 155.2, text: '2', size: 8, icon: true },
      { x: 320, top: 156, text: 'and cut query time from O(n', mono: true },
      { x: 482.5, top: 152.4, text: '2', size: 7 },
      { x: 487, top: 156, text: ') to O(n log n).', mono: true },
    ]]);
    expect(lines, lines.join('\n')).toContain('Built the search service with Elasticsearch and cut query time from O(n²) to O(n log n).');
    expect(lines.some((line) => line.includes('F jordan-rivera-dev'))).toBe(true);
  });
});

describe('dates in a left gutter that wrap', () => {
  it('reach their entry line as one date ("April 2019 –" / "Present", "Expected May" / "2027")', async () => {
    const lines = await readPdf([[
      { x: 50, top: 60, text: 'Aaliyah Brooks', size: 22 },
      { x: 50, top: 80, text: 'Madison, WI | (608) 555-0193 | aaliyah.brooks@example.org' },
      { x: 50, top: 100, text: 'CAMPUS EXPERIENCE AND LEADERSHIP', size: 13 },
      ...column(50, 120, ['April 2019 ' + EN_DASH, 'Present']),
      ...column(150, 120, ['Resident Assistant', 'University Housing, Madison, WI']),
      ...bullet(150, 146, ['Support 46 first-year residents on a co-ed floor and plan two community events a month.']),
      { x: 50, top: 180, text: 'EDUCATION AND CERTIFICATES', size: 13 },
      ...column(50, 200, ['Expected May', '2027']),
      ...column(150, 200, ['Bachelor of Science in Information Science', 'University of Wisconsin, Madison, WI']),
    ]]);
    expect(lines, lines.join('\n')).toContain('Resident Assistant | April 2019 – Present');
    expect(lines).toContain('Bachelor of Science in Information Science | Expected May 2027');
    expect(lines).toContain('University of Wisconsin, Madison, WI');
    expect(lines).not.toContain('Present');
  });
});

describe('letter-spaced and small-caps text in one item', () => {
  it.each([
    ['S E N I O R', 'SENIOR'],
    ['C O N TAC T', 'CONTACT'],
    ['P r o f i l e', 'Profile'],
    ['Aw a r d s', 'Awards'],
    ['R O B E R T L . H A I N E S J R .', 'ROBERTL.HAINESJR.'],
  ])('%s → %s', (spaced, collapsed) => {
    expect(collapseSpacedItem(spaced)).toBe(collapsed);
  });

  it.each(['I a m here', 'a b c d', 'Led a team of 5', 'A B'])('%s is left alone', (text) => {
    expect(collapseSpacedItem(text)).toBeNull();
  });

  it('a letter-spaced name with initials gets its word breaks from the glyph stream', () => {
    expect(splitByGlyphSpaces('ROBERTL.HAINESJR.', 'R O B E R T  L .  H A I N E S  J R .')).toBe('ROBERT L. HAINES JR.');
  });
});

describe('a table in a PDF', () => {
  it('is read as cells: each cell of a two-column skills grid is its own line', async () => {
    const lines = await readPdf([[
      ...head,
      { x: 50, top: 170, text: 'SKILLS', size: 13 },
      ...column(50, 190, ['Event planning', 'Budget management', 'Travel booking']),
      ...column(160, 190, ['Vendor negotiation, contracts', 'Calendar management', 'Minute taking']),
    ]]);
    for (const cell of ['Event planning', 'Vendor negotiation, contracts', 'Budget management', 'Calendar management', 'Travel booking', 'Minute taking']) {
      expect(lines, lines.join('\n')).toContain(cell);
    }
  });

  it('leaves two rows side by side alone (a title and its place are not a table)', async () => {
    const lines = await readPdf([[...head, { x: 50, top: 170, text: 'Accounting Clerk' }, { x: 400, top: 170, text: 'Boston, MA' }]]);
    expect(lines).toContain('Accounting Clerk | Boston, MA');
  });
});
