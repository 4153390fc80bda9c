/**
 * The professional group: refined one-column designs, each with its own type and heading treatment.
 * - prof-1 Harvard: EB Garamond throughout, centred, thin full rules, the academic classic.
 * - prof-2 Compact: Source Sans at 10 pt with tight spacing and narrow margins, navy rules above headings.
 * - prof-3 Executive: Source Serif, a large name over a thick deep-green rule, double-ruled headings.
 * - prof-4 Meridian: IBM Plex Sans, contact in two lines, teal bars beside the headings, square bullets.
 * - prof-5 Chronicle: Lora, centred burgundy name, headings underlined as wide as their text, ◦ bullets.
 */
import { designDefaults } from './design';
import { defineTemplate } from './define';

export const professionalTemplates = [
  defineTemplate(
    {
      ...designDefaults,
      id: 'prof-1',
      body: 'garamond',
      display: 'garamond',
      bodySize: 11.5,
      nameSize: 22,
      headingSize: 12,
      accent: '#1b1b1b',
      ink: '#1b1b1b',
      muted: '#3a3a3a',
      tint: '#f2f2f2',
      header: 'centred',
      heading: 'rule-below',
      italicDetails: true,
      margins: [0.6, 0.75],
    },
    { font: 'Garamond' },
  ),
  defineTemplate(
    {
      ...designDefaults,
      id: 'prof-2',
      body: 'source-sans',
      display: 'source-sans',
      bodySize: 10,
      nameSize: 18,
      headingSize: 10.5,
      lineHeight: 1.22,
      accent: '#1f3a5f',
      tint: '#eef2f7',
      header: 'left',
      heading: 'rule-above',
      bullet: 'square',
      margins: [0.5, 0.6],
      sectionGap: 8,
    },
    { font: 'Calibri' },
  ),
  defineTemplate(
    {
      ...designDefaults,
      id: 'prof-3',
      body: 'source-serif',
      display: 'source-serif',
      bodySize: 10.5,
      nameSize: 24,
      headingSize: 12,
      accent: '#0f3d3e',
      tint: '#e9f1f1',
      header: 'rule',
      heading: 'double',
      italicDetails: true,
      margins: [0.65, 0.8],
      sectionGap: 12,
    },
    { font: 'Cambria' },
  ),
  defineTemplate(
    {
      ...designDefaults,
      id: 'prof-4',
      body: 'plex-sans',
      display: 'plex-sans',
      bodySize: 10,
      nameSize: 20,
      headingSize: 11,
      lineHeight: 1.35,
      accent: '#0f766e',
      tint: '#e7f5f3',
      header: 'split',
      heading: 'bar',
      bullet: 'square',
    },
    { font: 'Arial' },
  ),
  defineTemplate(
    {
      ...designDefaults,
      id: 'prof-5',
      body: 'lora',
      display: 'lora',
      bodySize: 10.5,
      nameSize: 22,
      headingSize: 11.5,
      accent: '#7a1f2b',
      tint: '#f7edef',
      header: 'centred',
      heading: 'underline',
      nameInAccent: true,
      bullet: 'circle',
      margins: [0.65, 0.75],
    },
    { font: 'Georgia' },
  ),
];
