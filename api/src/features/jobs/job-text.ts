/**
 * A job's description as the product keeps it, from whatever the source gave (a page's HTML, a capture's
 * HTML, or pasted text): control characters dropped, HTML sanitised, read into text, and the skills,
 * years and degree it states, and the requirements the engine tailors to (read once, here). All of it is CPU work on user text (sanitize-html and the requirement
 * reader over up to hundreds of kilobytes), so it runs in the compute pool ('read-job'), never on the
 * event loop; job-source.service.ts calls it through the pool.
 */
import { htmlToText, textToHtml } from '@jobapp/shared/jobs/html-text';
import { stripControlCharacters } from '@jobapp/shared/text-fields';
import { sanitizeJobHtml } from '../../lib/html-sanitize';
import { readRequirements, type JobReading } from '@jobapp/shared/jobs/job-details';

export interface ReadJobInput {
  title: string;
  company: string;
  /** The description as HTML (page, capture) or as the user's pasted text. */
  description: { html: string } | { text: string };
  /** The posting's own lists (structured data on its page), when it has them. */
  skills?: readonly string[] | undefined;
  experience?: string | undefined;
  education?: string | undefined;
}

export interface ReadJob {
  /** Sanitised HTML (safe to store and to show). */
  descriptionHtml: string;
  /** The same as text. */
  description: string;
  /** The facts JobDetails shows and the requirements the engine will tailor to. */
  reading: JobReading;
}

export function readJobDescription(input: ReadJobInput): ReadJob {
  const html = 'html' in input.description ? input.description.html : textToHtml(input.description.text);
  const descriptionHtml = sanitizeJobHtml(stripControlCharacters(html));
  const description = htmlToText(descriptionHtml);
  const { title, company, skills, experience, education } = input;
  return { descriptionHtml, description, reading: readRequirements({ title, company, description, skills, experience, education }) };
}
