/**
 * The layout reader on files built here (no shared fixtures, no browser): wrapped bullets come out
 * whole, words split at a wrap are mended, two columns and a date gutter read in order, a letter-spaced
 * name becomes a name, page furniture is dropped, Word list items and paragraphs are lines.
 */
import { AlignmentType, Document, LevelFormat, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { extractResumeText } from './extract-text';
import { createResumeParser } from './parser-pool';
import { joinWrapped } from './pdf-statements';
import { findReadingProblems } from './reading-quality';
import { EN_DASH, buildPlacedPdf, bullet, column, letterSpaced } from './test-pdfs';
import type { Placed } from './test-pdfs';

async function readPdf(pages: readonly (readonly Placed[])[]): Promise<string> {
  const result = await extractResumeText({ bytes: buildPlacedPdf(pages), kind: 'pdf' });
  expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
  return result.ok ? result.text : '';
}

const wrappedResume: Placed[] = [
  { x: 50, top: 60, text: 'Jordan Rivera', size: 22 },
  { x: 50, top: 84, text: 'jordan.rivera@example.com | (555) 010-2030' },
  { x: 50, top: 120, text: 'EXPERIENCE', size: 13 },
  { x: 50, top: 140, text: 'Senior Engineer, Acme Corp' },
  ...bullet(50, 156, ['Implemented RESTful services between the frontend and the backend. Utilizing', 'Docker and Kubernetes for deployment of every service.']),
  ...bullet(50, 186, ['Reduced render time by 75% by implementing a prediction al-', 'gorithm and a well-', 'known caching layer for the whole team']),
  ...bullet(50, 228, ['Set up continuous delivery for twelve services built in GitHub', 'Actions.']),
  ...bullet(50, 258, ['Used', 'Terraform to provision the staging and production accounts.']),
];

describe('PDF statements from positions', () => {
  it('joins wrapped bullet lines into one statement, mending words split by the wrap', async () => {
    const text = await readPdf([wrappedResume]);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Jordan Rivera');
    expect(lines).toContain('EXPERIENCE');
    expect(lines).toContain('• Implemented RESTful services between the frontend and the backend. Utilizing Docker and Kubernetes for deployment of every service.');
    expect(lines).toContain('• Reduced render time by 75% by implementing a prediction algorithm and a well-known caching layer for the whole team');
    expect(lines).toContain('• Set up continuous delivery for twelve services built in GitHub Actions.');
    expect(lines).toContain('• Used Terraform to provision the staging and production accounts.');
    expect(lines.filter((l) => l.startsWith('• '))).toHaveLength(4);
    expect(findReadingProblems(text)).toEqual([]);
  });

  it('keeps a hyphen that belongs to the word and mends one the wrap made', () => {
    expect(joinWrapped('a prediction al-', 'gorithm')).toBe('a prediction algorithm');
    expect(joinWrapped('a well-', 'known tool')).toBe('a well-known tool');
    expect(joinWrapped('a self-', 'motivated lead')).toBe('a self-motivated lead');
    expect(joinWrapped('the (Ctrl-', 'Tab) switcher')).toBe('the (Ctrl-Tab) switcher');
    expect(joinWrapped('from 2019 –', 'Present')).toBe('from 2019 – Present');
    expect(joinWrapped('with a hardware back-', 'ground')).toBe('with a hardware background');
    expect(joinWrapped('cut costs; the re-', 'sults held', new Set(['results']))).toBe('cut costs; the results held');
    expect(joinWrapped('a full-', 'stack team')).toBe('a full-stack team');
    expect(joinWrapped('a state-', 'less API', new Set(['state-less']))).toBe('a state-less API');
    // Two words that make no word joined are a compound: the hyphen is the writer's.
    expect(joinWrapped('a rate-', 'update job')).toBe('a rate-update job');
    expect(joinWrapped('ran the flu-', 'vaccine clinic')).toBe('ran the flu-vaccine clinic');
    expect(joinWrapped('monthly recon-', 'ciliations')).toBe('monthly reconciliations');
    expect(joinWrapped('a 220-', 'seat house')).toBe('a 220-seat house');
    // Inside a web address the hyphen is always part of it.
    expect(joinWrapped('linkedin.com/in/zoe-angstrom-', 'nunez-e2c5')).toBe('linkedin.com/in/zoe-angstrom-nunez-e2c5');
  });

  it('reads a sidebar before the main column and keeps gutter dates with their entry', async () => {
    const sidebar = [
      ...column(40, 140, ['CONTACT']),
      ...column(40, 158, ['jordan@example.com', '(555) 010-2030', 'Austin, TX']),
      ...column(40, 220, ['SKILLS']),
      ...bullet(40, 238, ['TypeScript']),
      ...bullet(40, 252, ['PostgreSQL']),
      ...bullet(40, 266, ['Kubernetes']),
    ];
    const main = [
      ...column(220, 140, ['EXPERIENCE']),
      { x: 220, top: 158, text: 'Senior Engineer, Acme Corp' },
      { x: 500, top: 158, text: `Jan 2020 ${EN_DASH}` },
      { x: 520, top: 170, text: 'Present' },
      ...bullet(220, 170, ['Built the billing API in Node.js serving two', 'million requests a day across regions']),
      { x: 220, top: 200, text: 'Engineer, Globex' },
      ...bullet(220, 212, ['Moved the reporting jobs to AWS Lambda and', 'cut their cost by half']),
      { x: 500, top: 212, text: `2017 ${EN_DASH} 2019` },
    ];
    const text = await readPdf([[{ x: 200, top: 60, text: 'Jordan Rivera', size: 22 }, ...sidebar, ...main]]);
    const lines = text.split('\n').filter((l) => l !== '');
    expect(lines[0]).toBe('Jordan Rivera');
    expect(lines.indexOf('SKILLS')).toBeLessThan(lines.indexOf('EXPERIENCE'));
    expect(lines.slice(lines.indexOf('SKILLS') + 1, lines.indexOf('SKILLS') + 4)).toEqual(['• TypeScript', '• PostgreSQL', '• Kubernetes']);
    expect(lines).toContain('Senior Engineer, Acme Corp | Jan 2020 – Present');
    expect(lines).toContain('• Built the billing API in Node.js serving two million requests a day across regions');
    expect(lines).toContain('Engineer, Globex | 2017 – 2019');
    expect(lines).toContain('• Moved the reporting jobs to AWS Lambda and cut their cost by half');
    expect(findReadingProblems(text)).toEqual([]);
  });

  it('continues a bullet across a page break, and treats lines at a bullet text indent as items (shape bullets)', async () => {
    const text = await readPdf([
      [
        { x: 50, top: 60, text: 'Jordan Rivera', size: 22 },
        { x: 50, top: 100, text: 'EXPERIENCE', size: 13 },
        ...column(62, 120, ['Led the move of twelve services to Kubernetes across three regions.']),
        ...bullet(50, 134, ['Cut the monthly AWS bill by a third by rightsizing every database and']),
      ],
      [...column(62, 60, ['moving batch jobs to spot instances.']), ...column(62, 74, ['Mentored four engineers through their first on-call rotations.'])],
    ]);
    const lines = text.split('\n');
    expect(lines).toContain('• Led the move of twelve services to Kubernetes across three regions.');
    expect(lines).toContain('• Cut the monthly AWS bill by a third by rightsizing every database and moving batch jobs to spot instances.');
    expect(lines).toContain('• Mentored four engineers through their first on-call rotations.');
    expect(findReadingProblems(text)).toEqual([]);
  });

  it('turns letter-spaced capitals into a name and headings', async () => {
    const text = await readPdf([
      [
        ...letterSpaced(60, 60, ['JARED', 'RICHARDS'], 24, 6),
        { x: 60, top: 100, text: 'jared@example.com' },
        { x: 60, top: 140, text: 'E X P E R I E N C E', size: 13 },
        { x: 60, top: 160, text: 'DevOps Engineer, Tek Systems' },
      ],
    ]);
    const lines = text.split('\n').filter((l) => l !== '');
    expect(lines[0], lines.join('\n')).toBe('Jared Richards');
    expect(lines, lines.join('\n')).toContain('EXPERIENCE');
  });

  it('drops running headers, footers and page numbers', async () => {
    const page = (n: number, body: string[]): Placed[] => [
      { x: 50, top: 30, text: 'Jordan Rivera - Resume' },
      ...column(50, 120, body),
      { x: 280, top: 770, text: `Page ${n} of 2` },
    ];
    const text = await readPdf([page(1, ['EXPERIENCE', 'Senior Engineer, Acme Corp']), page(2, ['EDUCATION', 'B.S. Computer Science, 2017'])]);
    expect(text).not.toMatch(/Page \d of 2/);
    expect(text).not.toContain('Jordan Rivera - Resume');
    expect(text).toContain('B.S. Computer Science, 2017');
  });

  it('reads through the parse worker and does not hang on a page of thousands of one-letter items', async () => {
    const parser = createResumeParser({ maxThreads: 1 });
    try {
      const noise: Placed[] = Array.from({ length: 6000 }, (_, i) => ({ x: 20 + (i % 100) * 5.7, top: 20 + Math.floor(i / 100) * 12, text: 'X' }));
      const started = Date.now();
      const result = await parser.extract({ bytes: buildPlacedPdf([noise, wrappedResume]), kind: 'pdf' });
      expect(result).toMatchObject({ ok: true });
      expect(Date.now() - started).toBeLessThan(8000);
      const clean = await parser.extract({ bytes: buildPlacedPdf([wrappedResume]), kind: 'pdf' });
      expect(clean.ok && clean.text).toContain('• Used Terraform to provision the staging and production accounts.');
    } finally {
      await parser.close();
    }
  });
});

describe('DOCX paragraphs and list items', () => {
  it('gives one line per paragraph and "• " per list item, a lower-case paragraph continuing its item', async () => {
    const item = (text: string, extra: TextRun[] = []) => new Paragraph({ numbering: { reference: 'bullets', level: 0 }, children: [new TextRun(text), ...extra] });
    const document = new Document({
      numbering: { config: [{ reference: 'bullets', levels: [{ level: 0, format: LevelFormat.BULLET, text: '\u2022', alignment: AlignmentType.LEFT }] }] },
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun('Mickey Mouse')] }),
            new Paragraph({ children: [new TextRun('EXPERIENCE')] }),
            item('Led R&D efforts to define the next architecture. Designed and'),
            new Paragraph({ children: [new TextRun('tested platform integrations for new features.')] }),
            item('Built playbooks for Windows systems,', [new TextRun({ text: 'aligned with 300 controls.', break: 1 })]),
            item('Mentored the operations team on troubleshooting.'),
          ],
        },
      ],
    });
    const result = await extractResumeText({ bytes: await Packer.toBuffer(document), kind: 'docx' });
    const lines = result.ok ? result.text.split('\n') : [];
    expect(lines).toEqual([
      'Mickey Mouse',
      'EXPERIENCE',
      '• Led R&D efforts to define the next architecture. Designed and tested platform integrations for new features.',
      '• Built playbooks for Windows systems, aligned with 300 controls.',
      '• Mentored the operations team on troubleshooting.',
    ]);
  });
});

