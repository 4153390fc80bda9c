/** basic-2 "Clean": one column, Source Sans, left-aligned blue name, blue headings over a thin rule. */
import { designDefaults } from './design';
import { defineTemplate } from './define';

export const basic2 = defineTemplate(
  {
    ...designDefaults,
    id: 'basic-2',
    body: 'source-sans',
    display: 'source-sans',
    bodySize: 10.5,
    nameSize: 22,
    headingSize: 11.5,
    accent: '#1d4ed8',
    ink: '#1f2933',
    muted: '#4b5563',
    tint: '#eff4ff',
    header: 'left',
    heading: 'rule-below',
    nameInAccent: true,
  },
  { font: 'Calibri' },
);
