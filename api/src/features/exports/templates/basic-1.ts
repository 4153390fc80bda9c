/** basic-1 "Classic": one column, Source Serif, centred header, black ruled headings, italic headline. */
import { template } from './define';

export const basic1 = template('basic-1', { fonts: ['source-serif', 'source-serif'], sizes: [10.5, 20, 11.5], colours: ['#111111', '#f0f0f0'],
  header: 'centred', heading: 'rule-below', word: ['Cambria'], ink: '#111111', muted: '#333333', italicDetails: true, margins: [0.6, 0.75] });
