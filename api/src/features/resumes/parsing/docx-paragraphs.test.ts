/**
 * The DOCX reader's paragraphs: a tab between fields is a field separator (a two-word city stays one
 * field), and the page header and footer are read.
 */
import { parseResume } from '@jobapp/shared/resume/structure';
import { AlignmentType, Document, Footer, Header, Packer, Paragraph, PageNumber, TabStopType, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { htmlToLines, partXmlToLines, readDocxParagraphs } from './docx-paragraphs';

describe('tabs in a Word paragraph', () => {
  it('separate fields with " | ", so a two-word city is not cut', () => {
    expect(htmlToLines('<p><strong>Delta Freight</strong>\tSan Marcos, TX</p>')).toBe('Delta Freight | San Marcos, TX');
    expect(htmlToLines('<p>\tDispatcher\t\tMay 2020 – Present\t</p>')).toBe('Dispatcher | May 2020 – Present');
  });

  it('are spaces inside a list item', () => {
    expect(htmlToLines('<ul><li>Routed\t40 trucks a day</li></ul>')).toBe('• Routed 40 trucks a day');
  });
});

describe('page header and footer parts', () => {
  it('read as lines, leaving out a page-number paragraph', () => {
    const xml =
      '<w:ftr><w:p><w:r><w:t xml:space="preserve">Eastport, ME</w:t><w:tab/><w:t>jo@example.com</w:t></w:r></w:p>' +
      '<w:p><w:r><w:t xml:space="preserve">Page </w:t><w:fldChar w:fldCharType="begin"/><w:instrText>PAGE</w:instrText>' +
      '<w:fldChar w:fldCharType="end"/></w:r></w:p></w:ftr>';
    expect(partXmlToLines(xml)).toEqual(['Eastport, ME | jo@example.com']);
  });

  it('give the name and contact details a template keeps in the header and footer', async () => {
    const document = new Document({
      sections: [
        {
          headers: { default: new Header({ children: [new Paragraph({ children: [new TextRun('Jo Park')] })] }) },
          footers: {
            default: new Footer({
              children: [
                new Paragraph({ children: [new TextRun('San Marcos, TX · (512) 555-0140 · jo.park@example.com')] }),
                new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ children: ['Page ', PageNumber.CURRENT] })] }),
              ],
            }),
          },
          children: [
            new Paragraph({ children: [new TextRun('Experience')] }),
            new Paragraph({
              tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
              children: [new TextRun('Delta Freight'), new TextRun({ text: '\tSan Marcos, TX' })],
            }),
            new Paragraph({
              tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
              children: [new TextRun('Dispatcher'), new TextRun({ text: '\tMay 2020 – Present' })],
            }),
          ],
        },
      ],
    });
    const text = await readDocxParagraphs(await Packer.toBuffer(document));
    expect(text.split('\n')).toEqual([
      'Jo Park',
      '',
      'Experience',
      'Delta Freight | San Marcos, TX',
      'Dispatcher | May 2020 – Present',
      '',
      'San Marcos, TX · (512) 555-0140 · jo.park@example.com',
    ]);
    const resume = parseResume(text);
    expect(resume.contact).toMatchObject({ name: 'Jo Park', location: 'San Marcos, TX', email: 'jo.park@example.com', phone: '(512) 555-0140' });
  });
});
