/**
 * The daily digest of job alerts (issue 25, section 2), pure: which alerts are due, what one run fetches
 * (each distinct search and board once), which postings a search keeps, and the digest's items as the
 * e-mail shows them. The API reads the sources, keeps what was sent, and sends the e-mail.
 */
import { sourceLabels, type JobSource } from '../job-search.schema';
import { listOf } from '../text/lists';
import type { AlertScore } from './alert-score';
import { watchBoards, type WatchBoard } from './board-url';
import type { AlertFrequency, CompanyWatch, SavedSearch } from './job-alerts.schema';
import { postingAge, type AlertPosting, type NewPosting } from './posting';

/** A digest holds at most this many new postings (the best matches first); the rest wait for no one. */
export const MAX_DIGEST_ITEMS = 50;
/** LinkedIn's guest search is read at most this many pages per search and run. */
export const MAX_LINKEDIN_PAGES = 5;

const DAY_MS = 86_400_000;

/** A weekly alert runs again once six and a half days have passed (so the same hour each week). */
export function alertDue(frequency: AlertFrequency, lastRunAt: Date | null, now: Date): boolean {
  if (frequency === 'daily' || !lastRunAt) return true;
  return now.getTime() - lastRunAt.getTime() >= 6.5 * DAY_MS;
}

function norm(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** One source's read of a saved search: identical for two users who saved the same search. */
export interface SearchFetch {
  kind: 'search';
  source: JobSource;
  title: string;
  location: string;
  remote: boolean;
  postedWithinDays: number;
}

/** One company board's listing (a watch's title filter is applied after, so each board is read once). */
export interface BoardFetch {
  kind: 'board';
  board: WatchBoard;
  company: string;
  boardUrl: string;
}

export type SourceFetch = SearchFetch | BoardFetch;

/** The key two identical fetches share within a run (title and place compared without case or spacing). */
export function fetchKey(fetch: SourceFetch): string {
  return fetch.kind === 'search'
    ? ['search', fetch.source, norm(fetch.title), norm(fetch.location), fetch.remote ? 'remote' : '', fetch.postedWithinDays].join('|')
    : ['board', fetch.board, fetch.boardUrl.toLowerCase()].join('|');
}

/** What an alert needs read: a search per source, or its board. */
export function fetchesOf(alert: { kind: 'search'; search: SavedSearch } | { kind: 'watch'; watch: CompanyWatch }): SourceFetch[] {
  if (alert.kind === 'watch') return [{ kind: 'board', board: alert.watch.board, company: alert.watch.company, boardUrl: alert.watch.boardUrl }];
  const { title, location, remote, postedWithinDays } = alert.search;
  return alert.search.sources.map((source) => ({ kind: 'search', source, title, location, remote, postedWithinDays }));
}

/** Keeps the postings dated within the search's days (an undated posting is kept: the source filtered it). */
export function postedWithin(postings: readonly AlertPosting[], days: number, now: Date): AlertPosting[] {
  const since = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`) - days * DAY_MS;
  return postings.filter((p) => {
    if (!p.datePosted) return true;
    const posted = Date.parse(`${p.datePosted.slice(0, 10)}T00:00:00Z`);
    return Number.isNaN(posted) || posted >= since;
  });
}

const boardLabels: Record<WatchBoard, string> = { greenhouse: 'Greenhouse', lever: 'Lever', ashby: 'Ashby', workday: 'Workday' };

/** 'LinkedIn', 'Indeed', or a company's board: 'Acme on Greenhouse'. */
export function fetchLabel(fetch: SourceFetch): string {
  if (fetch.kind === 'search') return sourceLabels[fetch.source];
  return `${fetch.company.split('/')[0] ?? fetch.company} on ${boardLabels[fetch.board]}`;
}

export function sourceLabel(source: string): string {
  if (source === 'linkedin' || source === 'indeed') return sourceLabels[source];
  return (watchBoards as readonly string[]).includes(source) ? boardLabels[source as WatchBoard] : source;
}

/** One posting as the digest shows it. */
export interface DigestItem {
  title: string;
  company: string;
  /** As the posting wrote it ('' when it did not say). */
  location: string;
  /** As posted ('' when not). */
  salary: string;
  /** 'posted 3 days ago', 'posted today', '' when unknown. */
  age: string;
  /** 'reposted 2 times' ('' for a first posting). */
  reposted: string;
  /** 'closes on 12 December 2026' ('' when the posting gives no date). */
  closes: string;
  source: string;
  url: string;
  /** The engine's match against the user's latest resume; null without a description or a resume. */
  match: AlertScore | null;
  saveUrl: string;
  tailorUrl: string;
}

export interface Digest {
  subject: string;
  greeting: string;
  intro: string;
  items: DigestItem[];
  /** Postings sent before that came back under a new link. */
  reposts: DigestItem[];
  /** 'Indeed limited our reading today: …' when a source refused us or could not be reached. */
  limitedLine: string;
  /** Why this e-mail came and how to change it. */
  footer: string;
  settingsUrl: string;
  unsubscribeUrl: string;
}

function closesOn(validThrough: string | null, now: Date): string {
  if (!validThrough) return '';
  const at = Date.parse(validThrough.length === 10 ? `${validThrough}T00:00:00Z` : validThrough);
  if (Number.isNaN(at) || at < now.getTime() - DAY_MS) return '';
  const date = new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return `closes on ${date}`;
}

function times(n: number): string {
  return n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`;
}

/** Links into the web app for one posting: the tracker's add form filled in, and Optimize Resume on its link. */
export function itemLinks(publicUrl: string, posting: AlertPosting): { saveUrl: string; tailorUrl: string } {
  const base = publicUrl.replace(/\/$/, '');
  const save = new URLSearchParams({ add: posting.canonicalUrl, title: posting.title, company: posting.company });
  if (posting.location) save.set('location', posting.location);
  return { saveUrl: `${base}/tracker?${save.toString()}`, tailorUrl: `${base}/optimize-resume?jobUrl=${encodeURIComponent(posting.canonicalUrl)}` };
}

export function digestItem(chosen: NewPosting, match: AlertScore | null, publicUrl: string, now: Date): DigestItem {
  const { posting } = chosen;
  const age = postingAge(posting.datePosted, now);
  return {
    title: posting.title,
    company: posting.company,
    location: posting.location,
    salary: posting.salary,
    age: age ? `posted ${age}` : '',
    reposted: chosen.repostedTimes > 0 ? `reposted ${times(chosen.repostedTimes)}` : '',
    closes: closesOn(posting.validThrough, now),
    source: sourceLabel(posting.source),
    url: posting.canonicalUrl,
    match,
    ...itemLinks(publicUrl, posting),
  };
}

/** 'Indeed limited our reading today …' for the sources that refused us; '' when every source was read. */
export function limitedSourcesLine(labels: readonly string[]): string {
  if (labels.length === 0) return '';
  const names = listOf(labels);
  const verb = labels.length === 1 ? 'was' : 'were';
  return `${names} ${verb} not reachable or limited our reading today, so this e-mail holds what the other sources had. We will read ${labels.length === 1 ? 'it' : 'them'} again for your next digest.`;
}

export interface DigestInput {
  name: string;
  items: DigestItem[];
  reposts: DigestItem[];
  limited: readonly string[];
  frequency: AlertFrequency;
  /** The alerts ran before (so "since yesterday" / "since last week" is true). */
  ranBefore: boolean;
  /** The user has a resume to match against. */
  hasResume: boolean;
  publicUrl: string;
  unsubscribeUrl: string;
}

/** The digest's words around its items. */
export function composeDigest(input: DigestInput): Digest {
  const count = input.items.length;
  const first = input.items[0];
  const subject =
    count === 1 && first ? `New job: ${first.title} at ${first.company}` : `${count} new jobs for your alerts${first ? `, including ${first.title}` : ''}`;
  const period = !input.ranBefore ? '' : input.frequency === 'weekly' ? ' since last week' : ' since yesterday';
  const scored = input.items.some((item) => item.match !== null);
  const found = count === 1 ? `One new posting matches your job alerts${period}.` : `${count} new postings match your job alerts${period}${scored ? ', best match first' : ''}.`;
  const match = scored
    ? ` ${count === 1 ? 'Its match is' : 'Each match is'} your latest resume as it is, read against the posting by our engine.`
    : input.hasResume
      ? ''
      : ' Upload a resume to see how well you match each posting.';
  return {
    subject,
    greeting: `Hello ${input.name.trim() || 'there'},`,
    intro: `${found}${match}`,
    items: input.items,
    reposts: input.reposts,
    limitedLine: limitedSourcesLine(input.limited),
    footer: 'You get this e-mail because job alerts are on in your settings. You can pause an alert, make it weekly, or stop these e-mails there.',
    settingsUrl: `${input.publicUrl.replace(/\/$/, '')}/settings`,
    unsubscribeUrl: input.unsubscribeUrl,
  };
}

/** One item's lines in the plain-text part. */
export function itemTextLines(item: DigestItem): string[] {
  const facts = [item.company, item.location, item.salary].filter(Boolean).join(' · ');
  const when = [item.age, item.reposted, item.closes].filter(Boolean).join(' · ');
  const lines = [`${item.title}`, facts, when ? `${when} (${item.source})` : `(${item.source})`];
  if (item.match) {
    lines.push(`Match: ${item.match.score}/100`);
    if (item.match.met.length > 0) lines.push(`Your resume shows: ${item.match.met.join('; ')}`);
    if (item.match.gaps.length > 0) lines.push(`Not on your resume: ${item.match.gaps.join('; ')}`);
  }
  lines.push(`View: ${item.url}`, `Save to tracker: ${item.saveUrl}`, `Tailor my resume: ${item.tailorUrl}`);
  return lines.filter(Boolean);
}

export function digestText(digest: Digest): string {
  const blocks = [digest.greeting, digest.intro];
  if (digest.limitedLine) blocks.push(digest.limitedLine);
  blocks.push(...digest.items.map((item) => itemTextLines(item).join('\n')));
  if (digest.reposts.length > 0) {
    blocks.push('Posted again (you saw these before):', digest.reposts.map((item) => `- ${item.title}, ${item.company}: ${item.reposted} (${item.url})`).join('\n'));
  }
  blocks.push(digest.footer, `Settings: ${digest.settingsUrl}`, `Stop job alert e-mails: ${digest.unsubscribeUrl}`);
  return `${blocks.join('\n\n')}\n`;
}

/** Orders the new postings best match first (unscored last, newest first among equals) and keeps MAX_DIGEST_ITEMS. */
export function bestFirst<T extends { match: AlertScore | null; posting: AlertPosting }>(items: readonly T[]): T[] {
  return [...items]
    .sort((a, b) => (b.match?.score ?? -1) - (a.match?.score ?? -1) || (b.posting.datePosted ?? '').localeCompare(a.posting.datePosted ?? ''))
    .slice(0, MAX_DIGEST_ITEMS);
}
