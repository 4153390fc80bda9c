/**
 * Any job link (decision D12): a LinkedIn or Indeed posting in its canonical form (job-url.ts), a board
 * posting with a public API (boards/recognise.ts), or any other http(s) page, kept as given.
 *
 * Messages: empty → 'Please provide a job listing URL'; text that is not an http(s) URL → the spec's
 * 'Please enter a valid LinkedIn or Indeed job posting URL' (D12 keeps it for that case only).
 */
import { messages } from '../messages';
import { recogniseBoardLink, type BoardLink } from './boards/recognise';
import { parseJobUrl } from './job-url';
import type { JobBoard } from './types';

export interface AnyJobLink {
  ok: true;
  board: JobBoard;
  /** The board's posting id; null for a page on any other site. */
  jobId: string | null;
  /** One form per posting for LinkedIn, Indeed and the API boards; any other link as given. */
  canonicalUrl: string;
  /** Set for a board whose posting is read from its public JSON API. */
  boardLink?: BoardLink;
}
export type ParsedAnyJobUrl = AnyJobLink | { ok: false; message: string };

/** Longest link accepted (matches the tracker's `jobUrl`). */
export const MAX_JOB_URL_CHARS = 2000;

export function parseAnyJobUrl(input: string | null | undefined): ParsedAnyJobUrl {
  const text = (input ?? '').trim();
  if (text === '') return { ok: false, message: messages.jobUrlMissing };
  if (!/^https?:\/\//i.test(text) || /\s/.test(text) || text.length > MAX_JOB_URL_CHARS) return { ok: false, message: messages.jobUrlNotJob };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: messages.jobUrlNotJob };
  }
  if (url.username || url.password || !url.hostname) return { ok: false, message: messages.jobUrlNotJob };
  const known = parseJobUrl(text);
  if (known.ok) return { ok: true, board: known.source, jobId: known.jobId, canonicalUrl: known.canonicalUrl };
  const boardLink = recogniseBoardLink(url);
  if (boardLink) return { ok: true, board: boardLink.board, jobId: boardLink.jobId, canonicalUrl: boardLink.canonicalUrl, boardLink };
  return { ok: true, board: 'other', jobId: null, canonicalUrl: text };
}
