/** Shapes shared by the job-page extractors and the search-result parsers. */
import type { JobBoard, Salary } from '../applications/applications.schema';

export type { JobBoard, Salary };
export type WorkplaceType = 'onsite' | 'hybrid' | 'remote';

/**
 * The facts a tracker keeps beside the description (issue 24), named as `applicationJobSchema` names
 * them. Each is absent when the source does not state it; nothing is guessed.
 */
export interface JobTrackerFacts {
  salary?: Salary;
  /** As the source gives it: an ISO date or date-time. */
  validThrough?: string;
  /** The employer's requisition id (schema.org `identifier`, a board's `requisition_id`, `jobReqId`, `refNumber`). */
  requisitionId?: string;
  directApply?: boolean;
  workplaceType?: WorkplaceType;
}

export type JobPostingSource = 'linkedin' | 'indeed' | 'other';

export type ExtractionStrategy = 'json-ld' | 'microdata' | 'linkedin-dom' | 'indeed-initial-data' | 'indeed-dom' | 'readability' | 'board-api';

/** One job posting read from a page. All strings are trimmed with whitespace collapsed. */
export interface ExtractedJob extends JobTrackerFacts {
  title: string;
  company: string;
  /** "City, Region, Country", "Remote", "San Francisco Bay Area, US (Remote)"; '' when unknown. */
  location: string;
  /** The description as HTML. Untrusted markup from the page: sanitise before rendering it. */
  descriptionHtml: string;
  /** The description as plain text (blocks → lines, list items → "• …"). */
  descriptionText: string;
  /** ISO calendar date `YYYY-MM-DD`, or null. Relative texts ("1 week ago") are counted back from now. */
  datePosted: string | null;
  /** "Full-time", "Contract", "Full-time, Part-time", … */
  employmentType?: string;
  /** From JSON-LD `skills`; [] when the page gives none. */
  skills: string[];
  /** "3+ years" (from `monthsOfExperience`) or the page's text. */
  experience?: string;
  /** "bachelor degree" (from `credentialCategory`) or the page's text. */
  education?: string;
  source: JobPostingSource;
  /** The canonical job URL when the page URL (or the page's canonical link) is a job link, else the page URL. */
  canonicalUrl: string;
  /** The strategy that supplied the title; other strategies may have filled missing fields. */
  strategy: ExtractionStrategy;
  /** The board the page belongs to, when its address says (LinkedIn, Indeed, Greenhouse, …). */
  board?: JobBoard;
}

/** What one strategy found; missing or empty fields are filled by the next strategy. */
export interface PartialJob extends JobTrackerFacts {
  title?: string;
  company?: string;
  location?: string;
  descriptionHtml?: string;
  datePosted?: string | null;
  employmentType?: string;
  skills?: string[];
  experience?: string;
  education?: string;
}

export interface ExtractOptions {
  /** Reference time for relative dates ("3 days ago"). Default: the current time. */
  now?: Date;
}

/** A search result, as the spec's job-search result: id, title, company, location, description, datePosted, source, url. */
export interface JobSearchResult {
  /** LinkedIn posting id or Indeed job key. */
  id: string;
  title: string;
  company: string;
  location: string;
  /** Plain text; '' when the source gives none (LinkedIn cards carry no description). */
  description: string;
  /** `YYYY-MM-DD` or null. */
  datePosted: string | null;
  source: 'linkedin' | 'indeed';
  /** Canonical job URL. */
  url: string;
  /** Salary text when the card shows one. */
  salary?: string;
}
