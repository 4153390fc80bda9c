/**
 * The template design system: a template is a set of design tokens (fonts, sizes, colours, header
 * layout, section-heading style, bullet, one or two columns) and this module turns them into its CSS.
 * Every rule here keeps the ATS contract: sizes in points (body 10-12 pt), `@page` margins of at least
 * 0.5 in, no letter-spacing or justification, only disc (•), circle (◦) or square (▪) bullets, no
 * floats or absolute positioning, and no text in CSS `content`. Two-column designs set headings in a
 * gutter beside their sections (html.ts says why not a sidebar).
 */
import { fontFaceCss, fontStack, type FontCoverage, type FontKey, type FontUse } from './fonts';
import { GUTTER_GAP } from './html';

/**
 * How the name, headline and contact line are laid out.
 * - centred / left: the three lines stacked;
 * - split: name and headline on the left, the contact line below them in two lines (e-mail and phone,
 *   then place and links);
 * - band / band-centred: the header on a coloured band (white text), inside the page margins;
 * - rule: a thick accent rule under the header; bar: an accent bar at the header's left.
 */
export type HeaderLayout = 'centred' | 'left' | 'split' | 'band' | 'band-centred' | 'rule' | 'bar';

/**
 * The section heading's look (the text is always the document's own upper-case heading).
 * rule-below, rule-above, double (a double rule below), underline (a short rule as wide as the text),
 * bar (a coloured bar at its left), boxed (a tinted label), filled (white text on the accent colour),
 * plain (colour and size only).
 */
export type HeadingStyle = 'rule-below' | 'rule-above' | 'double' | 'underline' | 'bar' | 'boxed' | 'filled' | 'plain';

export type Bullet = 'disc' | 'circle' | 'square';

export interface Design {
  id: string;
  body: FontKey;
  /** Font of the name and the section headings. */
  display: FontKey;
  /** Points. */
  bodySize: number;
  nameSize: number;
  headingSize: number;
  lineHeight: number;
  /** Colours, #rrggbb. */
  accent: string;
  ink: string;
  muted: string;
  /** A light tint of the accent (panels, boxed headings). */
  tint: string;
  header: HeaderLayout;
  heading: HeadingStyle;
  /** Whether the heading text takes the accent colour (else ink). */
  headingInAccent: boolean;
  /** Whether the name takes the accent colour (else ink; white on bands). */
  nameInAccent: boolean;
  bullet: Bullet;
  /** Headline and dates in italics. */
  italicDetails: boolean;
  /** Whether the role title (bold part of an entry line) takes the accent colour. */
  titleInAccent: boolean;
  /** Page margins in inches: [top and bottom, left and right], each at least 0.5. */
  margins: [number, number];
  /** Space above a section heading (points). */
  sectionGap: number;
  /**
   * Headings in a left gutter beside their sections (a two-column look that reads in order); falls
   * back to headings above sections when a heading is too long for the gutter.
   */
  gutter?: boolean;
}

const BULLET_TYPE: Record<Bullet, string> = { disc: 'disc', circle: 'circle', square: 'square' };

function headerCss(d: Design): string {
  const nameColor = d.nameInAccent ? d.accent : d.ink;
  const common =
    `.name{font-family:${fontStack(d.display)};font-size:${d.nameSize}pt;font-weight:bold;line-height:1.1;color:${nameColor}}` +
    `.headline{font-size:${Math.min(d.bodySize + 1.5, 12.5)}pt;color:${d.muted};margin-top:2pt${d.italicDetails ? ';font-style:italic' : ''}}` +
    `.contact{font-size:${Math.max(10, d.bodySize - 0.5)}pt;color:${d.muted};margin-top:4pt}` +
    `.contact .sep{color:${d.accent}}`;
  switch (d.header) {
    case 'centred':
      return `${common}.head{text-align:center;margin-bottom:4pt}`;
    case 'left':
      return `${common}.head{margin-bottom:4pt}`;
    case 'split':
      return `${common}.head{margin-bottom:4pt}.contact{margin-top:6pt;line-height:1.45}`;
    case 'rule':
      return `${common}.head{padding-bottom:8pt;border-bottom:2.5pt solid ${d.accent};margin-bottom:4pt}`;
    case 'bar':
      return `${common}.head{padding:2pt 0 2pt 10pt;border-left:4pt solid ${d.accent};margin-bottom:4pt}`;
    case 'band':
    case 'band-centred':
      return (
        `${common}.head{background:${d.accent};color:#ffffff;padding:14pt 16pt 12pt;margin-bottom:6pt` +
        `${d.header === 'band-centred' ? ';text-align:center' : ''}}` +
        `.head .name,.head .headline,.head .contact,.head .contact .sep{color:#ffffff}`
      );
  }
}

function headingCss(d: Design): string {
  const color = d.headingInAccent ? d.accent : d.ink;
  const base =
    `h2{font-family:${fontStack(d.display)};font-size:${d.headingSize}pt;font-weight:bold;color:${color};` +
    `margin:${d.sectionGap}pt 0 4pt;line-height:1.2}`;
  switch (d.heading) {
    case 'rule-below':
      return `${base}h2{border-bottom:0.75pt solid ${d.accent};padding-bottom:2pt}`;
    case 'rule-above':
      return `${base}h2{border-top:1pt solid ${d.accent};padding-top:4pt}`;
    case 'double':
      return `${base}h2{border-bottom:2.25pt double ${d.accent};padding-bottom:2pt}`;
    case 'underline':
      return `${base}h2{width:fit-content;border-bottom:2pt solid ${d.accent};padding-bottom:1pt}`;
    case 'bar':
      return `${base}h2{border-left:3.5pt solid ${d.accent};padding-left:6pt}`;
    case 'boxed':
      return `${base}h2{background:${d.tint};padding:2.5pt 6pt;border-left:2pt solid ${d.accent}}`;
    case 'filled':
      return `${base}h2{background:${d.accent};color:#ffffff;padding:2.5pt 6pt}`;
    case 'plain':
      return base;
  }
}

/**
 * Gutter layout: each section's lead is a grid row of heading and first lines (see html.ts), the rest
 * of the section indented to line up with it. The body starts a line below the heading's
 * baseline, so text extraction reads the heading as a line of its own (pdf.js and `pdftotext` break a
 * line only when the text moves down by more than the font size).
 */
function gutterCss(d: Design): string {
  if (!d.gutter) return '';
  const size = Math.min(d.headingSize, 10.5);
  return (
    `.gutter section{margin-top:${Math.min(d.sectionGap, 9)}pt;padding-top:4pt;border-top:0.5pt solid ${d.accent}}` +
    `.gutter .lead{display:grid;column-gap:${GUTTER_GAP}pt;align-items:start;break-inside:avoid;page-break-inside:avoid}` +
    `.gutter h2{margin:0;white-space:nowrap;width:auto;font-size:${size}pt}` +
    `.gutter .lead .sbody{padding-top:${size + 4}pt}.gutter .sbody>.entry:first-child{margin-top:0}` +
    '.gutter .lead ul{margin-bottom:0}.gutter .lead li:last-child{margin-bottom:2pt}.gutter .rest>ul:first-child{margin-top:0}'
  );
}

/**
 * The template's stylesheet (added after BASE_CSS): fonts, page, header, headings, entries, lists.
 * `coverage` picks the embedded font subsets (fonts.ts): latin-ext only for a text that needs it.
 */
export function designCss(d: Design, coverage: FontCoverage = 'latin-ext'): string {
  const fonts: FontUse[] = [
    { key: d.body, italic: d.italicDetails },
    { key: d.display },
  ];
  const titleColor = d.titleInAccent ? d.accent : d.ink;
  return [
    fontFaceCss(fonts, coverage),
    `@page{size:letter;margin:${d.margins[0]}in ${d.margins[1]}in}`,
    `body{font-family:${fontStack(d.body)};font-size:${d.bodySize}pt;line-height:${d.lineHeight};color:${d.ink}}`,
    headerCss(d),
    headingCss(d),
    `p{margin:0 0 3pt}.entry{margin-top:6pt}.entry b{color:${titleColor}}.entry .sep{color:${d.muted}}`,
    `.entry .date{color:${d.muted}${d.italicDetails ? ';font-style:italic' : ''}}`,
    `ul{list-style-type:${BULLET_TYPE[d.bullet]};margin:1pt 0 3pt}li{margin:0 0 2pt}li::marker{color:${d.accent}}`,
    gutterCss(d),
  ].join('\n');
}

/** The tokens most designs share; a template spreads these and sets its own. */
export const designDefaults = {
  lineHeight: 1.3,
  ink: '#1a1a1a',
  muted: '#4a4a4a',
  headingInAccent: true,
  nameInAccent: false,
  bullet: 'disc',
  italicDetails: false,
  titleInAccent: false,
  margins: [0.6, 0.7],
  sectionGap: 11,
} as const satisfies Partial<Design>;
