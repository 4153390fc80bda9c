/**
 * The exclusive group: the most distinctive designs.
 * - excl-1 Monarch: a wine band with a centred 28 pt EB Garamond name, Source Serif text, double rules.
 * - excl-2 Vanguard: a midnight band, headings as filled labels in a left gutter, square bullets.
 * - excl-3 Prestige: Lora display over Source Sans, a navy bar beside the header, navy headings in a left gutter, italic dates.
 * - excl-4 Signature: generous margins, a 28 pt Source Serif name over a rose rule, tinted heading boxes, rose titles.
 * - excl-5 Luminary: a teal Lora name, contact in two lines, headings with teal bars in a left gutter.
 */
import { template } from './define';

export const exclusiveTemplates = [
  template('excl-1', { fonts: ['source-serif', 'garamond'], sizes: [10.5, 28, 13], colours: ['#5b1a2e', '#f6ecef'],
    header: 'band-centred', heading: 'double', word: ['Cambria', 'Garamond'], italicDetails: true, margins: [0.6, 0.75] }),
  template('excl-2', { fonts: ['plex-sans', 'plex-sans'], sizes: [10, 26, 11], colours: ['#0b1f33', '#eef1f5'],
    header: 'band', heading: 'filled', word: ['Arial'], bullet: 'square', gutter: true, margins: [0.5, 0.55] }),
  template('excl-3', { fonts: ['source-sans', 'lora'], sizes: [10, 26, 12.5], colours: ['#1e3a5f', '#edf1f6'],
    header: 'bar', heading: 'plain', word: ['Calibri', 'Georgia'], italicDetails: true, gutter: true, margins: [0.55, 0.6] }),
  template('excl-4', { fonts: ['source-serif', 'source-serif'], sizes: [10.5, 28, 12.5], colours: ['#9f1239', '#fbecf0'],
    header: 'rule', heading: 'boxed', word: ['Cambria'], titleInAccent: true, bullet: 'circle', lineHeight: 1.28, margins: [0.6, 0.75] }),
  template('excl-5', { fonts: ['source-sans', 'lora'], sizes: [10, 26, 12], colours: ['#115e59', '#e9f4f3'],
    header: 'split', heading: 'bar', word: ['Calibri', 'Georgia'], nameInAccent: true, gutter: true, margins: [0.55, 0.6] }),
];
