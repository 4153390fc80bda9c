/** basic-1 "Classic": one column, Source Serif, centred header, black ruled headings, italic headline. */
import { designDefaults } from './design';
import { defineTemplate } from './define';

export const basic1 = defineTemplate(
  {
    ...designDefaults,
    id: 'basic-1',
    body: 'source-serif',
    display: 'source-serif',
    bodySize: 10.5,
    nameSize: 20,
    headingSize: 11.5,
    accent: '#111111',
    ink: '#111111',
    muted: '#333333',
    tint: '#f0f0f0',
    header: 'centred',
    heading: 'rule-below',
    italicDetails: true,
    margins: [0.6, 0.75],
  },
  { font: 'Cambria' },
);
