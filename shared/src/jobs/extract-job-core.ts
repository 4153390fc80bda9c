/**
 * Job page → one job posting, without the Readability fallback (so a content script can run it without
 * loading that library; see `extract-job.ts` for the complete extractor).
 *
 * Order: JSON-LD JobPosting → site structure (LinkedIn markup; Indeed `_initialData`, then Indeed
 * markup) → the optional `fallback` (Readability). The first strategy that finds a title is reported as
 * `strategy`; fields it lacks (JSON-LD without description, say) are filled from the later strategies.
 * Null when the page holds no job, including sign-in walls and bot checks (see `detectBlockedPage`).
 */
import { detectBlockedPage } from './blocked-page';
import { metaContent } from './dom-utils';
import { htmlToText } from './html-text';
import { extractFromIndeedDom } from './indeed-dom';
import { extractFromIndeedInitialData } from './indeed-initial-data';
import { recogniseBoard } from './boards/recognise';
import { jobSourceOf, parseJobUrl } from './job-url';
import { extractFromJsonLd } from './jsonld';
import { extractFromLinkedInDom } from './linkedin-dom';
import { extractFromMicrodata } from './microdata';
import { fillFacts } from './tracker-facts';
import {
  type ExtractedJob,
  type ExtractionStrategy,
  type ExtractOptions,
  type JobPostingSource,
  type PartialJob,
} from './types';

export { detectBlockedPage, hasJobContent, type BlockedPageKind } from './blocked-page';
export type { ExtractedJob, ExtractionStrategy, ExtractOptions, JobPostingSource, PartialJob } from './types';

/** A strategy that reads a whole page, such as `readabilityFallback`. */
export type FallbackExtractor = (doc: Document) => PartialJob | null;

export interface CoreExtractOptions extends ExtractOptions {
  /** Used when the structured strategies find no title or no description. */
  fallback?: FallbackExtractor;
}

type Strategy = { name: ExtractionStrategy; run: (doc: Document, options: ExtractOptions) => PartialJob | null };

const JSON_LD: Strategy = { name: 'json-ld', run: (doc) => extractFromJsonLd(doc) };
const MICRODATA: Strategy = { name: 'microdata', run: (doc) => extractFromMicrodata(doc) };
const LINKEDIN_DOM: Strategy = { name: 'linkedin-dom', run: extractFromLinkedInDom };
const INDEED_DATA: Strategy = { name: 'indeed-initial-data', run: extractFromIndeedInitialData };
const INDEED_DOM: Strategy = { name: 'indeed-dom', run: (doc) => extractFromIndeedDom(doc) };

function strategiesFor(source: JobPostingSource): Strategy[] {
  if (source === 'linkedin') return [JSON_LD, LINKEDIN_DOM];
  if (source === 'indeed') return [JSON_LD, INDEED_DATA, INDEED_DOM];
  // Any other host (a career site, a board, a saved page): try every structure; each needs its own markup.
  return [JSON_LD, MICRODATA, LINKEDIN_DOM, INDEED_DATA, INDEED_DOM];
}

interface Merged {
  job: PartialJob;
  strategy: ExtractionStrategy | null;
}

const STRING_FIELDS = ['title', 'company', 'location', 'descriptionHtml', 'employmentType', 'experience', 'education'] as const;

function mergeInto(merged: Merged, part: PartialJob | null, name: ExtractionStrategy): void {
  if (!part) return;
  const job = merged.job;
  for (const field of STRING_FIELDS) {
    const value = part[field];
    if (!job[field] && value) job[field] = value;
  }
  if (!job.datePosted && part.datePosted) job.datePosted = part.datePosted;
  if ((!job.skills || job.skills.length === 0) && part.skills && part.skills.length > 0) job.skills = part.skills;
  fillFacts(job, part);
  if (!merged.strategy && job.title) merged.strategy = name;
}

function isComplete(job: PartialJob): boolean {
  return Boolean(job.title && job.company && job.location && job.descriptionHtml && job.datePosted);
}

function canonicalUrlFor(doc: Document, pageUrl: string): string {
  const direct = parseJobUrl(pageUrl);
  if (direct.ok) return direct.canonicalUrl;
  if (jobSourceOf(pageUrl)) {
    // E.g. a LinkedIn page opened under another path: its canonical link names the posting.
    const candidates = [
      doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
      metaContent(doc, 'lnkd:url'),
      metaContent(doc, 'og:url'),
    ];
    for (const candidate of candidates) {
      const parsed = parseJobUrl(candidate);
      if (parsed.ok) return parsed.canonicalUrl;
    }
  }
  return pageUrl;
}

/** Runs the structured strategies (and the fallback when given). See the module comment. */
export function extractJobPostingCore(doc: Document, pageUrl: string, options: CoreExtractOptions = {}): ExtractedJob | null {
  if (detectBlockedPage(doc, pageUrl)) return null;
  const source: JobPostingSource = jobSourceOf(pageUrl) ?? 'other';
  const merged: Merged = { job: {}, strategy: null };
  for (const strategy of strategiesFor(source)) {
    mergeInto(merged, strategy.run(doc, options), strategy.name);
    if (isComplete(merged.job)) break;
  }
  if (options.fallback && (!merged.job.title || !merged.job.descriptionHtml)) {
    mergeInto(merged, options.fallback(doc), 'readability');
  }

  const { job, strategy } = merged;
  if (!job.title || !strategy) return null;
  const descriptionHtml = job.descriptionHtml ?? '';
  const result: ExtractedJob = {
    title: job.title,
    company: job.company ?? '',
    location: job.location ?? '',
    descriptionHtml,
    descriptionText: htmlToText(descriptionHtml),
    datePosted: job.datePosted ?? null,
    skills: job.skills ?? [],
    source,
    canonicalUrl: canonicalUrlFor(doc, pageUrl),
    strategy,
  };
  if (job.employmentType) result.employmentType = job.employmentType;
  if (job.experience) result.experience = job.experience;
  if (job.education) result.education = job.education;
  fillFacts(result, job);
  const board = recogniseBoard(pageUrl);
  if (board) result.board = board;
  return result;
}
