/**
 * The premium group: richer designs with colour, header bands and two-column layouts (headings in a
 * gutter beside their sections, see html.ts).
 * - prem-1 Horizon: navy header band, Source Sans, ruled headings.
 * - prem-2 Atlas: IBM Plex Sans, teal name, headings underlined in a left gutter beside their sections.
 * - prem-3 Cambridge: Lora headings over Source Sans, burgundy rule under the header, burgundy headings.
 * - prem-4 Slate: slate band with a centred header, Plex headings in tinted boxes, square bullets.
 * - prem-5 Aurora: a large violet name in Source Serif over Source Sans, violet bars beside headings.
 * - prem-6 Copper: EB Garamond, copper rules above headings, contact in two lines, italic dates.
 * - prem-7 Nordic: airy IBM Plex Sans in blue-grey, headings in a left gutter over hairline rules, ◦ bullets.
 * - prem-8 Evergreen: a forest-green band, Lora throughout, italic headline and dates.
 * - prem-9 Metro: a charcoal bar beside the header, headings as filled labels, square bullets.
 * - prem-10 Baseline: a 28 pt Plex name over a thick orange rule, orange ruled headings.
 * - prem-11 Ivy: Source Serif with EB Garamond display, centred green name, double-ruled headings.
 * - prem-12 Harbor: a deep-teal band, Lora headings underlined in a left gutter, Source Sans text.
 * - prem-13 Sterling: graphite Source Sans headings with bars over Source Serif text, contact in two lines.
 * - prem-14 Coral: Source Sans, coral name and underlines, ◦ bullets.
 * - prem-15 Indigo: an indigo band with a centred header, Plex headings in tinted boxes.
 */
import { template } from './define';

export const premiumTemplates = [
  template('prem-1', { fonts: ['source-sans', 'source-sans'], sizes: [10.5, 24, 12], colours: ['#1e3a8a', '#eef2fb'],
    header: 'band', heading: 'rule-below', word: ['Calibri'] }),
  template('prem-2', { fonts: ['plex-sans', 'plex-sans'], sizes: [10, 22, 11.5], colours: ['#0e7490', '#ecf7fa'],
    header: 'left', heading: 'underline', word: ['Arial'], nameInAccent: true, gutter: true, margins: [0.55, 0.6] }),
  template('prem-3', { fonts: ['source-sans', 'lora'], sizes: [10.5, 24, 12], colours: ['#8b1e3f', '#f8eef1'],
    header: 'rule', heading: 'plain', word: ['Calibri', 'Georgia'], margins: [0.6, 0.65] }),
  template('prem-4', { fonts: ['source-sans', 'plex-sans'], sizes: [10.5, 22, 11], colours: ['#334155', '#eef1f5'],
    header: 'band-centred', heading: 'boxed', word: ['Calibri', 'Arial'], bullet: 'square' }),
  template('prem-5', { fonts: ['source-sans', 'source-serif'], sizes: [10.5, 26, 12.5], colours: ['#6d28d9', '#f3eefd'],
    header: 'left', heading: 'bar', word: ['Calibri', 'Cambria'], nameInAccent: true, sectionGap: 13 }),
  template('prem-6', { fonts: ['garamond', 'garamond'], sizes: [11.5, 26, 12.5], colours: ['#9a4a1c', '#f8f0ea'],
    header: 'split', heading: 'rule-above', word: ['Garamond'], italicDetails: true, nameInAccent: true, margins: [0.65, 0.8] }),
  template('prem-7', { fonts: ['plex-sans', 'plex-sans'], sizes: [10, 21, 11], colours: ['#3b5b7a', '#eef2f6'],
    header: 'left', heading: 'plain', word: ['Arial'], bullet: 'circle', gutter: true, margins: [0.55, 0.6], sectionGap: 13 }),
  template('prem-8', { fonts: ['lora', 'lora'], sizes: [10.5, 24, 12], colours: ['#1f5c3a', '#ecf4ef'],
    header: 'band', heading: 'rule-below', word: ['Georgia'], italicDetails: true }),
  template('prem-9', { fonts: ['source-sans', 'source-sans'], sizes: [10.5, 22, 11], colours: ['#27303f', '#f1f2f4'],
    header: 'bar', heading: 'filled', word: ['Calibri'], bullet: 'square' }),
  template('prem-10', { fonts: ['plex-sans', 'plex-sans'], sizes: [10.5, 28, 12], colours: ['#c2410c', '#fdf1ea'],
    header: 'rule', heading: 'rule-below', word: ['Arial'], headingInAccent: false }),
  template('prem-11', { fonts: ['source-serif', 'garamond'], sizes: [10.5, 26, 13], colours: ['#14532d', '#edf5ef'],
    header: 'centred', heading: 'double', word: ['Cambria', 'Garamond'], nameInAccent: true, italicDetails: true, margins: [0.6, 0.8] }),
  template('prem-12', { fonts: ['source-sans', 'lora'], sizes: [10, 24, 12], colours: ['#0f4c5c', '#e8f1f3'],
    header: 'band', heading: 'underline', word: ['Calibri', 'Georgia'], gutter: true, margins: [0.55, 0.6] }),
  template('prem-13', { fonts: ['source-serif', 'source-sans'], sizes: [10.5, 22, 11.5], colours: ['#52525b', '#f2f2f3'],
    header: 'split', heading: 'bar', word: ['Cambria', 'Calibri'], ink: '#18181b', titleInAccent: true }),
  template('prem-14', { fonts: ['source-sans', 'source-sans'], sizes: [10.5, 24, 12], colours: ['#c8374d', '#fcedf0'],
    header: 'left', heading: 'underline', word: ['Calibri'], nameInAccent: true, bullet: 'circle' }),
  template('prem-15', { fonts: ['plex-sans', 'plex-sans'], sizes: [10.5, 24, 11.5], colours: ['#3730a3', '#eef0fb'],
    header: 'band-centred', heading: 'boxed', word: ['Arial'] }),
];
