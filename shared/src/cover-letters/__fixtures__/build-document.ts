/** Builds a ResumeDocument for the cover-letter tests from a compact description (ids by position, all from the upload). */
import type { ResumeDocument, Statement } from '../../resume/document.schema';
import { RESUME_DOCUMENT_VERSION } from '../../resume/document.schema';

export interface FixtureResume {
  name: string;
  email: string;
  phone?: string;
  location?: string;
  headline?: string;
  summary?: string[];
  experience: { title: string; employer: string; location?: string; start: string; end: string; statements: string[] }[];
  education?: { degree: string; institution: string; dates: string; details?: string[] }[];
  skills?: string[];
  certifications?: string[];
  projects?: { name: string; statements: string[] }[];
  other?: { heading: string; statements: string[] }[];
}

function statements(prefix: string, texts: readonly string[]): Statement[] {
  return texts.map((text, i) => ({ id: `${prefix}.s${i}`, text, source: { kind: 'upload' } }));
}

export function buildDocument(r: FixtureResume): ResumeDocument {
  return {
    version: RESUME_DOCUMENT_VERSION,
    contact: { name: r.name, credentials: [], email: r.email, phone: r.phone ?? '', location: r.location ?? '', links: [] },
    headline: r.headline ?? '',
    summary: statements('sum', r.summary ?? []),
    experience: r.experience.map((e, i) => ({
      title: e.title,
      employer: e.employer,
      location: e.location ?? '',
      start: e.start,
      end: e.end,
      dates: `${e.start} – ${e.end}`,
      statements: statements(`e${i}`, e.statements),
    })),
    education: (r.education ?? []).map((e) => ({ degree: e.degree, institution: e.institution, location: '', dates: e.dates, details: e.details ?? [] })),
    skills: r.skills ? [{ name: '', items: r.skills }] : [],
    certifications: statements('c', r.certifications ?? []),
    projects: (r.projects ?? []).map((p, i) => ({ name: p.name, dates: '', statements: statements(`p${i}`, p.statements) })),
    other: (r.other ?? []).map((o, i) => ({ heading: o.heading, statements: statements(`o${i}`, o.statements) })),
    order: ['summary', 'experience', 'projects', 'education', 'skills', 'certifications', 'other'],
    leftOut: [],
    uncertain: [],
  };
}
