/**
 * A job's description as the product keeps it, from whatever the source gave (a page's HTML, a capture's
 * HTML, or pasted text): control characters dropped, HTML sanitised, read into text, and the skills,
 * years and degree it states. All of it is CPU work on user text (sanitize-html and the requirement
 * reader over up to hundreds of kilobytes), so it runs in the compute pool ('read-job'), never on the
 * event loop; job-source.service.ts calls it through the pool.
 */
import { htmlToText, textToHtml } from '@jobapp/shared/jobs/html-text';
import { stripControlCharacters } from '@jobapp/shared/text-fields';
import { sanitizeJobHtml } from '../../lib/html-sanitize';
import { deriveRequirementFacts, type RequirementFacts } from './job-details';

export interface ReadJobInput {
  title: string;
  company: string;
  /** The description as HTML (page, capture) or as the user's pasted text. */
  description: { html: string } | { text: string };
}

export interface ReadJob {
  /** Sanitised HTML (safe to store and to show). */
  descriptionHtml: string;
  /** The same as text. */
  description: string;
  derived: RequirementFacts;
}

export function readJobDescription(input: ReadJobInput): ReadJob {
  const html = 'html' in input.description ? input.description.html : textToHtml(input.description.text);
  const descriptionHtml = sanitizeJobHtml(stripControlCharacters(html));
  const description = htmlToText(descriptionHtml);
  return { descriptionHtml, description, derived: deriveRequirementFacts({ title: input.title, company: input.company, description }) };
}
