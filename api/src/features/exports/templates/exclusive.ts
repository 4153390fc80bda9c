/**
 * The exclusive group: the most distinctive designs.
 * - excl-1 Monarch: a wine band with a centred 28 pt EB Garamond name, Source Serif text, double rules.
 * - excl-2 Vanguard: a midnight band, headings as filled labels in a left gutter, square bullets.
 * - excl-3 Prestige: Lora display over Source Sans, a navy bar beside the header, navy headings in a left gutter, italic dates.
 * - excl-4 Signature: generous margins, a 28 pt Source Serif name over a rose rule, tinted heading boxes, rose titles.
 * - excl-5 Luminary: a teal Lora name, contact in two lines, headings with teal bars in a left gutter.
 */
import { designDefaults } from './design';
import { defineTemplate } from './define';

export const exclusiveTemplates = [
  defineTemplate(
    {
      ...designDefaults,
      id: 'excl-1',
      body: 'source-serif',
      display: 'garamond',
      bodySize: 10.5,
      nameSize: 28,
      headingSize: 13,
      accent: '#5b1a2e',
      tint: '#f6ecef',
      header: 'band-centred',
      heading: 'double',
      italicDetails: true,
      margins: [0.6, 0.75],
    },
    { font: 'Cambria', headingFont: 'Garamond' },
  ),
  defineTemplate(
    {
      ...designDefaults,
      id: 'excl-2',
      body: 'plex-sans',
      display: 'plex-sans',
      bodySize: 10,
      nameSize: 26,
      headingSize: 11,
      accent: '#0b1f33',
      tint: '#eef1f5',
      header: 'band',
      heading: 'filled',
      bullet: 'square',
      gutter: true,
      margins: [0.5, 0.55],
    },
    { font: 'Arial' },
  ),
  defineTemplate(
    {
      ...designDefaults,
      id: 'excl-3',
      body: 'source-sans',
      display: 'lora',
      bodySize: 10,
      nameSize: 26,
      headingSize: 12.5,
      accent: '#1e3a5f',
      tint: '#edf1f6',
      header: 'bar',
      heading: 'plain',
      italicDetails: true,
      gutter: true,
      margins: [0.55, 0.6],
    },
    { font: 'Calibri', headingFont: 'Georgia' },
  ),
  defineTemplate(
    {
      ...designDefaults,
      id: 'excl-4',
      body: 'source-serif',
      display: 'source-serif',
      bodySize: 10.5,
      nameSize: 28,
      headingSize: 12.5,
      accent: '#9f1239',
      tint: '#fbecf0',
      header: 'rule',
      heading: 'boxed',
      titleInAccent: true,
      bullet: 'circle',
      lineHeight: 1.28,
      margins: [0.6, 0.75],
    },
    { font: 'Cambria' },
  ),
  defineTemplate(
    {
      ...designDefaults,
      id: 'excl-5',
      body: 'source-sans',
      display: 'lora',
      bodySize: 10,
      nameSize: 26,
      headingSize: 12,
      accent: '#115e59',
      tint: '#e9f4f3',
      header: 'split',
      heading: 'bar',
      nameInAccent: true,
      gutter: true,
      margins: [0.55, 0.6],
    },
    { font: 'Calibri', headingFont: 'Georgia' },
  ),
];
