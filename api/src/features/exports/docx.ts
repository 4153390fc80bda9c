/**
 * ResumeDocument → .docx (the `docx` package): one column, no tables. The name is the Title style,
 * section headings are Heading 1 (upper case, as in the text), bullets are real list paragraphs
 * (a bullet numbering definition), so Word and ATS parsers see the structure. The template's DocxTheme
 * gives the fonts (Word-available ones close to its embedded fonts), sizes, accent colour, name
 * alignment, the heading rule (below, above or none) and the bullet character.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
  type IRunOptions,
} from 'docx';
import type { Block, ResumeDocument } from './document';
import type { DocxTheme } from './templates';

const BULLETS = 'resume-bullets';
/** docx sizes are half-points; spacing is twentieths of a point. */
const half = (points: number) => Math.round(points * 2);
const twips = (points: number) => Math.round(points * 20);

function run(text: string, options: Omit<IRunOptions, 'text'> = {}): TextRun {
  return new TextRun({ text, ...options });
}

function blockParagraphs(block: Block, theme: DocxTheme): Paragraph[] {
  switch (block.kind) {
    case 'entry':
      return [
        new Paragraph({
          keepNext: true,
          spacing: { before: twips(5), after: twips(2) },
          children: [
            run(block.title, { bold: true }),
            ...block.details.map((detail) => run(` | ${detail}`)),
          ],
        }),
      ];
    case 'paragraph':
      return [new Paragraph({ spacing: { after: twips(3) }, children: [run(block.text)] })];
    case 'labelled':
      return [
        new Paragraph({ spacing: { after: twips(3) }, children: [run(block.label, { bold: true }), run(` ${block.text}`)] }),
      ];
    case 'bullets':
      return block.items.map(
        (item) =>
          new Paragraph({
            numbering: { reference: BULLETS, level: 0 },
            spacing: { after: twips(1.5) },
            children: [run(item, { size: half(theme.bodySize) })],
          }),
      );
  }
}

/** The heading's rule as the template draws it: below (the default), above, or none. */
function headingBorder(theme: DocxTheme) {
  const rule = { style: BorderStyle.SINGLE, size: 6, space: 1, color: theme.accentColor };
  switch (theme.headingRule ?? 'below') {
    case 'below':
      return { bottom: rule };
    case 'above':
      return { top: { ...rule, space: 4 } };
    case 'none':
      return undefined;
  }
}

export async function renderDocx(doc: ResumeDocument, theme: DocxTheme): Promise<Buffer> {
  const displayFont = theme.headingFont ?? theme.font;
  const alignment = theme.nameAlignment === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT;
  const children: Paragraph[] = [];
  if (doc.name) children.push(new Paragraph({ heading: HeadingLevel.TITLE, alignment, children: [run(doc.name)] }));
  if (doc.headline) {
    children.push(new Paragraph({ alignment, spacing: { after: twips(2) }, children: [run(doc.headline, { italics: true })] }));
  }
  if (doc.contact.length > 0) {
    children.push(new Paragraph({ alignment, spacing: { after: twips(6) }, children: [run(doc.contact.join(' | '))] }));
  }
  for (const block of doc.headerBlocks) children.push(...blockParagraphs(block, theme));
  for (const section of doc.sections) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [run(section.heading)] }));
    for (const block of section.blocks) children.push(...blockParagraphs(block, theme));
  }

  const document = new Document({
    title: doc.name ? `${doc.name} – Resume` : 'Resume',
    creator: 'ResumeBoost',
    styles: {
      default: {
        document: { run: { font: theme.font, size: half(theme.bodySize), color: '111111' } },
        title: {
          run: { font: displayFont, size: half(theme.nameSize), bold: true, color: theme.accentColor },
          paragraph: { spacing: { after: twips(2) } },
        },
        heading1: {
          run: { font: displayFont, size: half(theme.headingSize), bold: true, color: theme.accentColor, allCaps: false },
          paragraph: {
            spacing: { before: twips(11), after: twips(4) },
            keepNext: true,
            border: headingBorder(theme),
          },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: theme.bullet ?? '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 260 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 12240, height: 15840 },
            margin: { top: 792, bottom: 792, left: 1008, right: 1008 },
          },
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}
