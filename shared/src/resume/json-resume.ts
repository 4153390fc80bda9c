/**
 * JSON Resume (https://jsonresume.org/schema) → StructuredResume. Only fields the document has are
 * used; unknown fields are ignored. `documentFromJsonResume` gives a file this product exported its
 * document back whole (json-resume-export.ts).
 */
import { formatDateRange, parseDatePoint, type DatePoint } from './dates';
import { documentFromResume } from './document';
import { storedResumeDocument, type ResumeDocument } from './document.schema';
import { JSON_RESUME_META_KEY, jsonResumeFieldsOf } from './json-resume-export';
import { splitCredentials } from './name-line';
import { emptyResume, type StructuredResume } from './types';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: Json | undefined): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

function arr(value: Json | undefined): Json[] {
  return Array.isArray(value) ? value : [];
}

function strings(value: Json | undefined): string[] {
  return arr(value).map(str).filter(Boolean);
}

function point(value: Json | undefined): DatePoint | null {
  const s = str(value);
  return s ? parseDatePoint(s) : null;
}

function dates(obj: JsonObject, startKey = 'startDate', endKey = 'endDate'): { start: string; end: string; range: string } {
  const start = point(obj[startKey]);
  const hasEndKey = Object.prototype.hasOwnProperty.call(obj, endKey);
  const end = point(obj[endKey]) ?? (start && (!hasEndKey || str(obj[endKey]) === '') ? { present: true } : null);
  return {
    start: start ? formatDateRange(start, null) : '',
    end: end ? formatDateRange(end, null) : '',
    range: formatDateRange(start, end),
  };
}

/** Returns the parsed object when the text is a JSON Resume document, else null. */
export function tryParseJsonResume(text: string): JsonObject | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return null;
  try {
    const parsed = JSON.parse(trimmed) as Json;
    if (isObject(parsed) && (isObject(parsed.basics) || Array.isArray(parsed.work))) return parsed;
  } catch {
    return null;
  }
  return null;
}

export function fromJsonResume(doc: JsonObject): StructuredResume {
  const resume = emptyResume();
  const basics = isObject(doc.basics) ? doc.basics : {};
  // "Jane Doe, RN, BSN": the credentials beside the name, as the text reader keeps them.
  const { name, credentials } = splitCredentials(str(basics.name));
  resume.contact.name = name;
  resume.contact.credentials = credentials;
  resume.contact.email = str(basics.email);
  resume.contact.phone = str(basics.phone);
  resume.headline = str(basics.label);
  resume.summary = str(basics.summary);
  if (isObject(basics.location)) {
    const loc = basics.location;
    resume.contact.location = [str(loc.city), str(loc.region) || str(loc.countryCode)].filter(Boolean).join(', ');
  }
  const links = [str(basics.url), ...arr(basics.profiles).map((p) => (isObject(p) ? str(p.url) : ''))];
  resume.contact.links = links.filter((l, i) => l && links.indexOf(l) === i);

  for (const w of arr(doc.work)) {
    if (!isObject(w)) continue;
    const d = dates(w);
    const bullets = [str(w.summary), ...strings(w.highlights)].filter(Boolean);
    const entry = {
      title: str(w.position),
      employer: str(w.name) || str(w.company),
      startDate: d.start,
      endDate: d.end,
      dates: d.range,
      bullets,
    };
    resume.experience.push(str(w.location) ? { ...entry, location: str(w.location) } : entry);
  }
  for (const e of arr(doc.education)) {
    if (!isObject(e)) continue;
    const d = dates(e);
    const degree = [str(e.studyType), str(e.area)].filter(Boolean).join(', ');
    const details: string[] = [];
    if (str(e.score)) details.push(`Score: ${str(e.score)}`);
    const courses = strings(e.courses);
    if (courses.length > 0) details.push(`Courses: ${courses.join('; ')}`);
    resume.education.push({ degree, institution: str(e.institution), dates: d.range, details });
  }
  for (const s of arr(doc.skills)) {
    if (!isObject(s)) continue;
    const keywords = strings(s.keywords);
    const items = keywords.length > 0 ? keywords : [str(s.name)];
    for (const item of items) {
      if (item && !resume.skills.some((x) => x.toLowerCase() === item.toLowerCase())) resume.skills.push(item);
    }
  }
  for (const c of arr(doc.certificates)) {
    if (!isObject(c)) continue;
    const extra = [str(c.issuer), formatDateRange(point(c.date), null)].filter(Boolean).join(', ');
    resume.certifications.push(extra ? `${str(c.name)} (${extra})` : str(c.name));
  }
  for (const p of arr(doc.projects)) {
    if (!isObject(p)) continue;
    const d = dates(p);
    const bullets = [str(p.description), ...strings(p.highlights)].filter(Boolean);
    resume.projects.push(d.range ? { name: str(p.name), dates: d.range, bullets } : { name: str(p.name), bullets });
  }
  const awards = arr(doc.awards)
    .filter(isObject)
    .map((a) => {
      const extra = [str(a.awarder), formatDateRange(point(a.date), null)].filter(Boolean).join(', ');
      const line = extra ? `${str(a.title)} (${extra})` : str(a.title);
      return str(a.summary) ? `${line}: ${str(a.summary)}` : line;
    });
  if (awards.length > 0) resume.other.push({ heading: 'Awards', lines: awards });
  const volunteer = arr(doc.volunteer)
    .filter(isObject)
    .flatMap((v) => {
      const d = dates(v);
      const head = [str(v.position), str(v.organization), d.range].filter(Boolean).join(' | ');
      return [head, str(v.summary), ...strings(v.highlights)].filter(Boolean);
    });
  if (volunteer.length > 0) resume.other.push({ heading: 'Volunteer Experience', lines: volunteer });
  const publications = arr(doc.publications)
    .filter(isObject)
    .map((p) => {
      const extra = [str(p.publisher), formatDateRange(point(p.releaseDate), null)].filter(Boolean).join(', ');
      return extra ? `${str(p.name)} (${extra})` : str(p.name);
    });
  if (publications.length > 0) resume.other.push({ heading: 'Publications', lines: publications });
  const languages = arr(doc.languages)
    .filter(isObject)
    .map((l) => (str(l.fluency) ? `${str(l.language)} (${str(l.fluency)})` : str(l.language)))
    .filter(Boolean);
  if (languages.length > 0) resume.other.push({ heading: 'Languages', lines: [languages.join(', ')] });
  const interests = arr(doc.interests)
    .filter(isObject)
    .map((i) => {
      const keywords = strings(i.keywords);
      return keywords.length > 0 ? `${str(i.name)}: ${keywords.join(', ')}` : str(i.name);
    })
    .filter(Boolean);
  if (interests.length > 0) resume.other.push({ heading: 'Interests', lines: interests });
  return resume;
}

/** JSON text with every object's keys sorted: two values compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A JSON Resume as a resume document: the document it was exported from (kept under `meta`) when the
 * file's fields are still exactly that document's, so export then import gives back the same document;
 * otherwise (another tool's file, or one edited since) its fields as read by fromJsonResume.
 */
export function documentFromJsonResume(json: JsonObject): ResumeDocument {
  return exportedDocumentOf(json) ?? documentFromResume(fromJsonResume(json));
}

/** The document a JSON Resume was exported from, when the file still holds exactly it; else null. */
export function exportedDocumentOf(json: JsonObject): ResumeDocument | null {
  const meta = isObject(json.meta) ? json.meta : {};
  const embedded = storedResumeDocument(meta[JSON_RESUME_META_KEY]);
  if (!embedded) return null;
  const { meta: _meta, ...fields } = json;
  return canonical(fields) === canonical(jsonResumeFieldsOf(embedded)) ? embedded : null;
}
