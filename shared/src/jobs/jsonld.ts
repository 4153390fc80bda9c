/**
 * JSON-LD `JobPosting` (schema.org) → job fields.
 *
 * Handles: several `<script type="application/ld+json">` blocks (an invalid one is skipped), top-level
 * arrays, `@graph`, `mainEntity`, `@type` as a string, array or full IRI, `name` instead of `title`,
 * `hiringOrganization` as a string or object, `jobLocation` as an object, array or string,
 * `jobLocationType: TELECOMMUTE`, descriptions that are HTML, entity-escaped HTML (`&lt;p&gt;`, LinkedIn)
 * or plain text, `experienceRequirements` as text or `monthsOfExperience`, and
 * `educationRequirements` as text or `credentialCategory`.
 */
import { toIsoDate } from './dates';
import { scriptTexts } from './dom-utils';
import { cleanText, decodeEntities, looksLikeHtml, stripNonContent, textToHtml } from './html-text';
import { isRecord } from './raw-json';
import { booleanOf, identifierText, isoDateText, salaryFromSchemaOrg, workplaceTypeOf } from './tracker-facts';
import { type JobTrackerFacts, type PartialJob } from './types';

type JsonObject = Record<string, unknown>;

function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function typeNames(node: JsonObject): string[] {
  return asArray(node['@type'])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^https?:\/\/schema\.org\//i, '').toLowerCase());
}

function findJobPostingIn(node: unknown, depth: number): JsonObject | null {
  if (depth > 6) return null;
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findJobPostingIn(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (!isRecord(node)) return null;
  if (typeNames(node).includes('jobposting')) return node;
  for (const key of ['@graph', 'mainEntity', 'mainEntityOfPage', 'about']) {
    const found = findJobPostingIn(node[key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Parses one JSON-LD block, tolerating HTML comment / CDATA wrappers and raw control characters. */
export function parseJsonLdBlock(text: string): unknown {
  const body = text
    .trim()
    .replace(/^(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '')
    .replace(/(?:-->|\/\/\s*\]\]>|\]\]>)$/, '')
    .trim()
    .replace(/;$/, '');
  try {
    return JSON.parse(body) as unknown;
  } catch {
    try {
      // Some pages put raw line breaks or tabs inside JSON strings, which JSON forbids.
      // eslint-disable-next-line no-control-regex
      return JSON.parse(body.replace(/[\u0000-\u001f]+/g, ' ')) as unknown;
    } catch {
      return undefined;
    }
  }
}

/** Every node of a block that has an `@id` (an `@graph` names its organisation once and refers to it). */
function nodesById(node: unknown, into: Map<string, JsonObject>, depth = 0): Map<string, JsonObject> {
  if (depth > 6) return into;
  if (Array.isArray(node)) for (const item of node) nodesById(item, into, depth + 1);
  else if (isRecord(node)) {
    if (typeof node['@id'] === 'string' && Object.keys(node).length > 1) into.set(node['@id'], node);
    for (const key of ['@graph', 'mainEntity', 'mainEntityOfPage', 'about']) nodesById(node[key], into, depth + 1);
  }
  return into;
}

/** `{ "@id": "#org" }` references of the posting's organisation and places, resolved within the block. */
function resolveReferences(job: JsonObject, block: unknown): JsonObject {
  const isRef = (v: unknown): v is { '@id': string } => isRecord(v) && typeof v['@id'] === 'string' && Object.keys(v).length === 1;
  const refs = ['hiringOrganization', 'jobLocation'].filter((key) => asArray(job[key]).some(isRef));
  if (refs.length === 0) return job;
  const byId = nodesById(block, new Map());
  const out: JsonObject = { ...job };
  for (const key of refs) {
    const resolved = asArray(job[key]).map((v) => (isRef(v) ? (byId.get(v['@id']) ?? v) : v));
    out[key] = Array.isArray(job[key]) ? resolved : resolved[0];
  }
  return out;
}

/** The first JSON-LD JobPosting object on the page (references to its organisation resolved), or null. */
export function findJobPostingJsonLd(doc: Document): JsonObject | null {
  for (const text of scriptTexts(doc, 'application/ld+json')) {
    const block = parseJsonLdBlock(text);
    const found = findJobPostingIn(block, 0);
    if (found) return resolveReferences(found, block);
  }
  return null;
}

function str(value: unknown): string {
  if (typeof value === 'string') return cleanText(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function nameOf(value: unknown): string {
  if (typeof value === 'string') return cleanText(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const name = nameOf(item);
      if (name) return name;
    }
    return '';
  }
  if (isRecord(value)) return str(value.name) || str(value.legalName);
  return '';
}

function uniqueParts(parts: string[]): string[] {
  const seen = new Set<string>();
  return parts.filter((p) => {
    const key = p.toLowerCase();
    if (!p || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The address as a page writes it: "Columbus, OH 43215" (locality, region and postal code); the country
 * only when nothing nearer is given. A street address is left out.
 */
function addressText(address: unknown): string {
  if (typeof address === 'string') return cleanText(address);
  if (!isRecord(address)) return '';
  const country = isRecord(address.addressCountry) ? nameOf(address.addressCountry) : str(address.addressCountry);
  const region = [str(address.addressRegion), str(address.postalCode)].filter(Boolean).join(' ');
  const near = uniqueParts([str(address.addressLocality), region]);
  return near.length > 0 ? near.join(', ') : country;
}

function placeText(place: unknown): string {
  if (typeof place === 'string') return cleanText(place);
  if (!isRecord(place)) return '';
  return addressText(place.address) || str(place.name);
}

/** Location text from `jobLocation`, `jobLocationType` and `applicantLocationRequirements`. */
export function jsonLdLocation(job: JsonObject): string {
  const places = uniqueParts(asArray(job.jobLocation).map(placeText)).join('; ');
  const remote = asArray(job.jobLocationType).some((t) => typeof t === 'string' && /telecommute/i.test(t));
  if (!remote) return places;
  if (places) return `${places} (Remote)`;
  const allowed = uniqueParts(asArray(job.applicantLocationRequirements).map(nameOf)).join(', ');
  return allowed ? `Remote (${allowed})` : 'Remote';
}

/** Description as HTML: decodes entity-escaped HTML once and wraps plain text. */
export function descriptionHtmlFrom(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  let html = value.trim();
  if (!looksLikeHtml(html) && /&lt;\/?[a-zA-Z]/.test(html)) html = decodeEntities(html);
  return looksLikeHtml(html) ? stripNonContent(html) : textToHtml(decodeEntities(html));
}

const EMPLOYMENT_TYPES: Readonly<Record<string, string>> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
  CONTRACT: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
  INTERNSHIP: 'Internship',
  VOLUNTEER: 'Volunteer',
  PER_DIEM: 'Per diem',
  PERMANENT: 'Permanent',
  SEASONAL: 'Seasonal',
  OTHER: 'Other',
};

/** `FULL_TIME` → known label; other upper-case enum values → "Sentence case"; other text as written. */
function employmentLabel(value: string): string {
  const known = EMPLOYMENT_TYPES[value.toUpperCase().replace(/[\s-]+/g, '_')];
  if (known) return known;
  if (/^[A-Z][A-Z_]+$/.test(value)) {
    const words = value.toLowerCase().replace(/_/g, ' ');
    return words.charAt(0).toUpperCase() + words.slice(1);
  }
  return value;
}

/** `FULL_TIME` → 'Full-time' (schema.org values); other text is kept; arrays joined with ", ". */
export function employmentTypeText(value: unknown): string {
  const parts = asArray(value)
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : []))
    .map((v) => cleanText(v))
    .filter(Boolean)
    .map(employmentLabel);
  return uniqueParts(parts).join(', ');
}

function skillsFrom(value: unknown): string[] {
  const items = asArray(value).flatMap((v): string[] => {
    if (typeof v === 'string') {
      const text = decodeEntities(v);
      return /[,;\n•]/.test(text) ? text.split(/[,;\n•]+/) : [text];
    }
    return [nameOf(v)];
  });
  return uniqueParts(items.map((s) => cleanText(s)).filter(Boolean));
}

/** 36 → '3+ years', 18 → '1.5+ years', 6 → '6+ months'. */
export function monthsToText(months: number): string {
  if (months < 12) return `${months}+ month${months === 1 ? '' : 's'}`;
  const years = Math.round((months / 12) * 10) / 10;
  return `${years}+ year${years === 1 ? '' : 's'}`;
}

function experienceFrom(value: unknown): string {
  const parts = asArray(value).map((v): string => {
    if (typeof v === 'string') return cleanText(v);
    if (!isRecord(v)) return '';
    const months = typeof v.monthsOfExperience === 'string' ? Number.parseFloat(v.monthsOfExperience) : v.monthsOfExperience;
    if (typeof months === 'number' && Number.isFinite(months) && months > 0) return monthsToText(months);
    return str(v.description) || str(v.name);
  });
  return uniqueParts(parts).join('; ');
}

function credentialText(value: unknown): string {
  if (typeof value === 'string') return cleanText(value);
  if (!isRecord(value)) return '';
  const category = nameOf(value.credentialCategory) || str(value.educationalLevel) || str(value.name);
  const about = nameOf(value.about);
  return category && about ? `${category} in ${about}` : category || str(value.description);
}

function educationFrom(job: JsonObject): string {
  const direct = uniqueParts(asArray(job.educationRequirements).map(credentialText)).join('; ');
  if (direct) return direct;
  // schema.org also allows a credential in `qualifications`.
  const credentials = asArray(job.qualifications).filter(
    (q) => isRecord(q) && typeNames(q).includes('educationaloccupationalcredential'),
  );
  return uniqueParts(credentials.map(credentialText)).join('; ');
}

/** Maps a JSON-LD JobPosting object to job fields. */
export function jobFromJsonLd(job: JsonObject): PartialJob {
  const out: PartialJob = {
    title: str(job.title) || str(job.name),
    company: nameOf(job.hiringOrganization),
    location: jsonLdLocation(job),
    descriptionHtml: descriptionHtmlFrom(job.description),
    datePosted: toIsoDate(job.datePosted),
    skills: skillsFrom(job.skills),
  };
  const employmentType = employmentTypeText(job.employmentType);
  if (employmentType) out.employmentType = employmentType;
  const experience = experienceFrom(job.experienceRequirements);
  if (experience) out.experience = experience;
  const education = educationFrom(job);
  if (education) out.education = education;
  Object.assign(out, trackerFactsFromJsonLd(job));
  return out;
}

/** Salary, validThrough, identifier, directApply and jobLocationType of a JobPosting (each when stated). */
export function trackerFactsFromJsonLd(job: JsonObject): JobTrackerFacts {
  const facts: JobTrackerFacts = {};
  const salary = salaryFromSchemaOrg(job.baseSalary ?? job.estimatedSalary);
  if (salary) facts.salary = salary;
  const validThrough = isoDateText(job.validThrough);
  if (validThrough) facts.validThrough = validThrough;
  const requisitionId = identifierText(job.identifier);
  if (requisitionId) facts.requisitionId = requisitionId;
  const directApply = booleanOf(job.directApply);
  if (directApply !== undefined) facts.directApply = directApply;
  const workplace = asArray(job.jobLocationType).map(workplaceTypeOf).find(Boolean);
  if (workplace) facts.workplaceType = workplace;
  return facts;
}

/** Strategy `json-ld`: job fields from the page's JSON-LD JobPosting, or null when there is none. */
export function extractFromJsonLd(doc: Document): PartialJob | null {
  const job = findJobPostingJsonLd(doc);
  return job ? jobFromJsonLd(job) : null;
}
