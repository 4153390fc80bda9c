/** Small helpers the board readers share. */
import { cleanText } from '../html-text';
import { descriptionHtmlFrom } from '../jsonld';
import { isRecord } from '../raw-json';

export { isRecord, descriptionHtmlFrom };
export type Json = Record<string, unknown>;

export function text(value: unknown): string {
  if (typeof value === 'string') return cleanText(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** `obj.a.b.c` when each step is an object; undefined otherwise. */
export function at(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** An ISO date (YYYY-MM-DD) from an ISO date-time, epoch milliseconds or a date; null otherwise. */
export function isoDay(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString().slice(0, 10);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value.trim())) return value.trim().slice(0, 10);
  return null;
}

/** `<h3>title</h3>` + html, skipping empty parts. */
export function section(title: string, html: string): string {
  if (!html.trim()) return '';
  return title ? `<h3>${escapeText(title)}</h3>${html}` : html;
}

export function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
