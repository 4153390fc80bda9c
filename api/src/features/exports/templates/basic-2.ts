/** basic-2 "Clean": one column, Source Sans, left-aligned blue name, blue headings over a thin rule. */
import { template } from './define';

export const basic2 = template('basic-2', { fonts: ['source-sans', 'source-sans'], sizes: [10.5, 22, 11.5], colours: ['#1d4ed8', '#eff4ff'],
  header: 'left', heading: 'rule-below', word: ['Calibri'], ink: '#1f2933', muted: '#4b5563', nameInAccent: true });
