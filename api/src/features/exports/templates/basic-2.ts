/** basic-2 "Basic 2": modern single column, sans-serif, left-aligned name and headings in blue. */
import type { ResumeDocument } from '../document';
import { renderResumeHtml } from './html';
import type { ResumeTemplateRenderer } from './types';

const CSS = `
body{font-family:"Liberation Sans",Arial,sans-serif;font-size:10pt;color:#1f2933}
.name{font-size:22pt;font-weight:bold;color:#1d4ed8}
.headline{font-size:11.5pt;color:#374151;margin-top:1pt}
.contact{font-size:9.5pt;color:#374151;margin-top:3pt}
.contact .sep{color:#9ca3af}
h2{font-size:11pt;font-weight:bold;color:#1d4ed8;border-bottom:1pt solid #bfdbfe;margin:12pt 0 4pt;padding-bottom:2pt}
p{margin:0 0 3pt}
.entry{margin-top:6pt}
.entry .sep{color:#6b7280}
ul{margin:0 0 3pt}
li{margin:0 0 2pt}
`;

export const basic2: ResumeTemplateRenderer = {
  id: 'basic-2',
  renderHtml: (doc: ResumeDocument) => renderResumeHtml(doc, CSS),
  docx: { font: 'Arial', bodySize: 10, nameSize: 22, headingSize: 11, accentColor: '1D4ED8', nameAlignment: 'left' },
};
