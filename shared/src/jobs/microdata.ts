/**
 * schema.org microdata (`itemscope itemtype=".../JobPosting"` with `itemprop`s) → the same object shape
 * JSON-LD gives, so one mapping (`jobFromJsonLd`) reads both. A property's value is a nested item's
 * object, a `<meta content>`, a link's `href`, a `<time datetime>`, `value`/`content` attributes, or
 * the element's text; `description` keeps its HTML.
 */
import { jobFromJsonLd } from './jsonld';
import { cleanText } from './html-text';
import type { PartialJob } from './types';

type JsonObject = Record<string, unknown>;

const MAX_DEPTH = 6;

function ownerScope(el: Element): Element | null {
  const parent = el.parentElement;
  return parent ? parent.closest('[itemscope]') : null;
}

function valueOf(el: Element, name: string, depth: number): unknown {
  if (el.hasAttribute('itemscope')) return depth < MAX_DEPTH ? itemObject(el, depth + 1) : {};
  const tag = el.tagName.toLowerCase();
  if (tag === 'meta') return el.getAttribute('content') ?? '';
  if (tag === 'a' || tag === 'link' || tag === 'area') return el.getAttribute('href') ?? '';
  if (tag === 'img' || tag === 'source' || tag === 'audio' || tag === 'video') return el.getAttribute('src') ?? '';
  if (tag === 'time') return el.getAttribute('datetime') ?? cleanText(el.textContent ?? '');
  if (tag === 'data' || tag === 'meter') return el.getAttribute('value') ?? cleanText(el.textContent ?? '');
  const content = el.getAttribute('content');
  if (content !== null) return content;
  if (name === 'description') return el.innerHTML;
  return cleanText(el.textContent ?? '');
}

function itemObject(scope: Element, depth: number): JsonObject {
  const out: JsonObject = {};
  const type = scope.getAttribute('itemtype');
  if (type) out['@type'] = type.trim().split(/\s+/)[0];
  for (const el of Array.from(scope.querySelectorAll('[itemprop]'))) {
    if (ownerScope(el) !== scope) continue;
    for (const name of (el.getAttribute('itemprop') ?? '').trim().split(/\s+/).filter(Boolean)) {
      const value = valueOf(el, name, depth);
      const existing = out[name];
      if (existing === undefined) out[name] = value;
      else out[name] = Array.isArray(existing) ? [...(existing as unknown[]), value] : [existing, value];
    }
  }
  return out;
}

/** The first microdata JobPosting item on the page as a JSON-LD-like object, or null. */
export function findJobPostingMicrodata(doc: Document): JsonObject | null {
  for (const el of Array.from(doc.querySelectorAll('[itemscope][itemtype]'))) {
    const types = (el.getAttribute('itemtype') ?? '').split(/\s+/);
    if (types.some((t) => /(?:^|\/)JobPosting$/i.test(t))) return itemObject(el, 0);
  }
  return null;
}

/** Strategy `microdata`: job fields from a microdata JobPosting, or null when there is none. */
export function extractFromMicrodata(doc: Document): PartialJob | null {
  const item = findJobPostingMicrodata(doc);
  return item ? jobFromJsonLd(item) : null;
}
