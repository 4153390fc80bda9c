/** basic-1 "Basic 1": classic single column, serif, centred name, ruled upper-case headings. */
import type { ResumeDocument } from '../document';
import { renderResumeHtml } from './html';
import type { ResumeTemplateRenderer } from './types';

const CSS = `
body{font-family:"Liberation Serif","Times New Roman",serif;font-size:10.5pt;color:#111}
.name{font-size:20pt;font-weight:bold;text-align:center}
.headline{font-size:11.5pt;text-align:center;font-style:italic;margin-top:2pt}
.contact{text-align:center;font-size:10pt;margin-top:3pt}
h2{font-size:11.5pt;font-weight:bold;border-bottom:0.75pt solid #111;margin:11pt 0 4pt;padding-bottom:1pt}
p{margin:0 0 3pt}
.entry{margin-top:5pt}
ul{margin:0 0 3pt}
li{margin:0 0 1.5pt}
`;

export const basic1: ResumeTemplateRenderer = {
  id: 'basic-1',
  renderHtml: (doc: ResumeDocument) => renderResumeHtml(doc, CSS),
  docx: { font: 'Times New Roman', bodySize: 10.5, nameSize: 20, headingSize: 11.5, accentColor: '111111', nameAlignment: 'center' },
};
