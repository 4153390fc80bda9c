/**
 * The job-search log as a self-contained, accessible HTML page for the PDF: a heading with the user's
 * name and the range, then one block per application (role and company as a heading, then the date,
 * link, stages and contact as a list of labelled lines), so the PDF reads in order for a screen reader
 * and for text extraction. It loads nothing (CSP: inline styles and data: fonts only); the font is the
 * exports' embedded Source Sans 3, with ligatures and kerning off so extracted words stay whole.
 */
import { escapeHtml } from '@jobapp/shared/text/entities';
import { searchLogMessages, type SearchLogRange } from '@jobapp/shared/applications/search-log';
import { fontCoverageOf, fontFaceCss, fontStack } from '../exports/templates/fonts';

/** What the log shows (made by search-log.service.ts). */
export interface LogStage {
  label: string;
  /** YYYY-MM-DD */
  day: string;
}

export interface LogEntry {
  /** The day applied, else the day the card was made (YYYY-MM-DD). */
  day: string;
  /** True when `day` is the day applied. */
  applied: boolean;
  company: string;
  role: string;
  link: string;
  stages: LogStage[];
  contact: { name: string; email: string; phone: string } | null;
}

export interface SearchLog {
  /** The name the heading shows: the user's full name, else their username. */
  owner: string;
  range: SearchLogRange;
  entries: LogEntry[];
}

const CSP = "default-src 'none'; style-src 'unsafe-inline'; font-src data:";

const CSS = `
*{margin:0;padding:0;box-sizing:border-box}
body{font-family:${fontStack('source-sans')};font-size:10pt;line-height:1.35;color:#111;font-variant-ligatures:none;font-feature-settings:"liga" 0,"clig" 0;font-kerning:none;hyphens:manual}
h1{font-size:16pt;margin-bottom:2pt}
.range{margin-bottom:10pt;color:#333}
article{padding:6pt 0;border-top:0.75pt solid #999;break-inside:avoid;page-break-inside:avoid}
h2{font-size:11pt}
dl{display:grid;grid-template-columns:max-content 1fr;column-gap:8pt}
dt{font-weight:bold}
dd{overflow-wrap:anywhere}
.none{margin-top:12pt;font-size:12pt}
`;

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function dayText(day: string): string {
  return longDate.format(new Date(`${day}T00:00:00Z`));
}

function entryHtml(entry: LogEntry, index: number): string {
  const lines: [string, string][] = [
    [entry.applied ? 'Applied' : 'Saved (not applied)', escapeHtml(entry.day)],
    ['Link', entry.link ? escapeHtml(entry.link) : 'none'],
    ['Stages', entry.stages.map((stage) => `${escapeHtml(stage.label)} ${escapeHtml(stage.day)}`).join('; ')],
    [
      'Contact',
      entry.contact ? [entry.contact.name, entry.contact.email, entry.contact.phone].filter(Boolean).map(escapeHtml).join(', ') : 'none',
    ],
  ];
  const title = `${escapeHtml(entry.role || 'Untitled role')} <span aria-hidden="true">·</span> ${escapeHtml(entry.company || 'Company not given')}`;
  return (
    `<article aria-labelledby="a${index}"><h2 id="a${index}">${title}</h2><dl>` +
    lines.map(([label, value]) => `<dt>${label}</dt><dd>${value}</dd>`).join('') +
    `</dl></article>`
  );
}

export function renderSearchLogHtml(log: SearchLog): string {
  const title = `Job-search log: ${log.owner}`;
  const count = log.entries.length;
  const body =
    count === 0
      ? `<p class="none">${escapeHtml(searchLogMessages.empty)}</p>`
      : log.entries.map(entryHtml).join('');
  const text = `${log.owner} ${log.entries.map((e) => `${e.company} ${e.role} ${e.contact?.name ?? ''}`).join(' ')}`;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">` +
    `<title>${escapeHtml(title)}</title><style>${fontFaceCss([{ key: 'source-sans' }], fontCoverageOf(text))}${CSS}</style></head><body>` +
    `<main><h1>${escapeHtml(title)}</h1>` +
    `<p class="range">Applications from ${dayText(log.range.from)} to ${dayText(log.range.to)}: ${count}</p>` +
    body +
    `</main></body></html>`
  );
}
