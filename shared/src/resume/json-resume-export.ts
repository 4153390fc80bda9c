/**
 * ResumeDocument → JSON Resume (https://jsonresume.org/schema, `resume.json`), the open format other
 * tools read. Import is `fromJsonResume` (json-resume.ts) then `documentFromResume`. Only what the
 * document holds is written; dates as the schema's ISO 8601 ("2020-01", "2020"), "Present" as no end.
 * The schema's fields cannot hold all of a document (statement ids and provenance, dates as written,
 * section order, sections of its own), so the whole document also goes under `meta` (JSON_RESUME_META_KEY):
 * importing the file unchanged gives back the same document (documentFromJsonResume).
 */
import { parseDatePoint } from './dates';
import type { ResumeDocument, Statement } from './document.schema';

type JsonValue = string | JsonValue[] | { [key: string]: JsonValue };
type JsonObject = { [key: string]: JsonValue };

function isoDate(text: string): string {
  // "Expected Jun 2016" (an education date still to come): the date is the part after the qualifier.
  const point = text ? parseDatePoint(text.replace(/^expected\s+/i, '')) : null;
  if (!point?.year) return '';
  return point.month ? `${point.year}-${String(point.month).padStart(2, '0')}` : String(point.year);
}

/** Only the keys with a value (the schema's fields are all optional). */
function compact(entries: Record<string, JsonValue | undefined>): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(entries)) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    out[key] = value;
  }
  return out;
}

const texts = (list: readonly Statement[]) => list.map((s) => s.text);

/** Where the exported file keeps the whole document, under the schema's `meta`. */
export const JSON_RESUME_META_KEY = 'jobappDocument';

/** The schema's fields of a document (what other tools read). */
export function jsonResumeFieldsOf(doc: ResumeDocument): JsonObject {
  const { contact } = doc;
  const [url, ...profiles] = contact.links;
  return compact({
    basics: compact({
      // "Jane Doe, RN, BSN": the credentials beside the name, where JSON Resume readers look (fromJsonResume splits them).
      name: [contact.name, ...(contact.credentials ?? [])].filter(Boolean).join(', '),
      label: doc.headline,
      email: contact.email,
      phone: contact.phone,
      url,
      summary: texts(doc.summary).join(' '),
      location: contact.location ? { address: contact.location } : undefined,
      profiles: profiles.map((link) => ({ url: link })),
    }),
    work: doc.experience.map((e) =>
      compact({ name: e.employer, position: e.title, location: e.location, startDate: isoDate(e.start), endDate: isoDate(e.end), highlights: texts(e.statements) }),
    ),
    education: doc.education.map((e) => {
      const [from = '', to = from] = e.dates.split(/\s[–—-]\s/).map((d) => d.trim());
      return compact({ institution: e.institution, studyType: e.degree, startDate: to === from ? '' : isoDate(from), endDate: isoDate(to), courses: e.details });
    }),
    skills: doc.skills.map((g) => compact({ name: g.name || 'Skills', keywords: g.items })),
    certificates: texts(doc.certifications).map((name) => ({ name })),
    projects: doc.projects.map((p) => compact({ name: p.name, highlights: texts(p.statements) })),
    // JSON Resume has no free-form section: languages and interests have their own lists, the rest
    // (achievements, volunteering, …) are written as awards titled by their statements.
    languages: doc.other.filter((o) => /language/i.test(o.heading)).flatMap((o) => texts(o.statements).map((language) => ({ language }))),
    interests: doc.other.filter((o) => /interest|hobb/i.test(o.heading)).flatMap((o) => texts(o.statements).map((name) => ({ name }))),
    awards: doc.other.filter((o) => !/language|interest|hobb/i.test(o.heading)).flatMap((o) => texts(o.statements).map((title) => ({ title }))),
  });
}

export function documentToJsonResume(doc: ResumeDocument): JsonObject {
  // A plain copy: JSON values only (the document is JSON-shaped by its schema).
  const whole = JSON.parse(JSON.stringify(doc)) as JsonObject;
  return { ...jsonResumeFieldsOf(doc), meta: { [JSON_RESUME_META_KEY]: whole } };
}
