/**
 * The professional group: refined one-column designs, each with its own type and heading treatment.
 * - prof-1 Harvard: EB Garamond throughout, centred, thin full rules, the academic classic.
 * - prof-2 Compact: Source Sans at 10 pt with tight spacing and narrow margins, navy rules above headings.
 * - prof-3 Executive: Source Serif, a large name over a thick deep-green rule, double-ruled headings.
 * - prof-4 Meridian: IBM Plex Sans, contact in two lines, teal bars beside the headings, square bullets.
 * - prof-5 Chronicle: Lora, centred burgundy name, headings underlined as wide as their text, ◦ bullets.
 */
import { template } from './define';

export const professionalTemplates = [
  template('prof-1', { fonts: ['garamond', 'garamond'], sizes: [11.5, 22, 12], colours: ['#1b1b1b', '#f2f2f2'],
    header: 'centred', heading: 'rule-below', word: ['Garamond'], ink: '#1b1b1b', muted: '#3a3a3a', italicDetails: true, margins: [0.6, 0.75] }),
  template('prof-2', { fonts: ['source-sans', 'source-sans'], sizes: [10, 18, 10.5], colours: ['#1f3a5f', '#eef2f7'],
    header: 'left', heading: 'rule-above', word: ['Calibri'], lineHeight: 1.22, bullet: 'square', margins: [0.5, 0.6], sectionGap: 8 }),
  template('prof-3', { fonts: ['source-serif', 'source-serif'], sizes: [10.5, 24, 12], colours: ['#0f3d3e', '#e9f1f1'],
    header: 'rule', heading: 'double', word: ['Cambria'], italicDetails: true, margins: [0.65, 0.8], sectionGap: 12 }),
  template('prof-4', { fonts: ['plex-sans', 'plex-sans'], sizes: [10, 20, 11], colours: ['#0f766e', '#e7f5f3'],
    header: 'split', heading: 'bar', word: ['Arial'], lineHeight: 1.35, bullet: 'square' }),
  template('prof-5', { fonts: ['lora', 'lora'], sizes: [10.5, 22, 11.5], colours: ['#7a1f2b', '#f7edef'],
    header: 'centred', heading: 'underline', word: ['Georgia'], nameInAccent: true, bullet: 'circle', margins: [0.65, 0.75] }),
];
