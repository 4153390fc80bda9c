/**
 * StructuredResume (what the parser and the engine work on) ⇄ ResumeDocument (what is stored and what
 * every feature renders from; document.schema.ts).
 * - `documentFromResume`: the original, every statement from the upload, ids by position; a paragraph
 *   of experience is split into its whole sentences.
 * - `tailoredDocumentOf`: the engine's tailored resume as a document whose statements carry their
 *   provenance (the same statement keeps its id; a reworded one names the statement it came from), and
 *   every original statement it does not hold listed under `leftOut`.
 * - `resumeOfDocument`: back to a StructuredResume, for the text renderer and the exports.
 */
import type { DocumentSectionKey, ResumeDocument, Statement, StatementSource } from './document.schema';
import { RESUME_DOCUMENT_VERSION } from './document.schema';
import type { SectionKind } from './headings';
import { comparable, kinshipOfComparable, type ComparableStatement } from './statement-match';
import { isBulletLine, stripBullet } from './normalize';
import { splitSentences } from './entry-lines';
import type { StructuredResume } from './types';

const DEFAULT_ORDER: readonly DocumentSectionKey[] = ['summary', 'experience', 'projects', 'education', 'skills', 'certifications', 'other'];

const KEY_OF_KIND: Partial<Record<SectionKind, DocumentSectionKey>> = {
  summary: 'summary',
  experience: 'experience',
  education: 'education',
  skills: 'skills',
  languages: 'other',
  certifications: 'certifications',
  projects: 'projects',
  achievements: 'other',
  other: 'other',
};

/** The document's section order from the original's section kinds (sectionKindsOf), each key once. */
export function sectionOrderOf(kinds: readonly (SectionKind | 'header')[]): DocumentSectionKey[] {
  const order: DocumentSectionKey[] = [];
  for (const kind of kinds) {
    const key = kind === 'header' ? undefined : KEY_OF_KIND[kind];
    if (key && !order.includes(key)) order.push(key);
  }
  for (const key of DEFAULT_ORDER) if (!order.includes(key)) order.push(key);
  return order;
}

const UPLOAD: StatementSource = { kind: 'upload' };

/** A paragraph (two or more sentences of four words or more) → its sentences; else the statement. */
function wholeSentences(text: string): string[] {
  const sentences = splitSentences(text);
  const substantial = sentences.length >= 2 && sentences.every((s) => s.split(/\s+/).length >= 4);
  return substantial ? sentences : [text];
}

function statements(prefix: string, texts: readonly string[], split = false): Statement[] {
  const out: Statement[] = [];
  for (const text of texts) {
    for (const part of split ? wholeSentences(text) : [text]) {
      if (part.trim() !== '') out.push({ id: `${prefix}.s${out.length}`, text: part.trim(), source: UPLOAD });
    }
  }
  return out;
}

/**
 * The fields a reading leaves in doubt, as field paths for "Check what we read" to mark: a missing name,
 * a role without a title, an employer or a start date, a school entry without a degree or an institution.
 * The readers may add their own signals to a document's `uncertain` list.
 */
export function uncertainFieldsOf(resume: StructuredResume): string[] {
  const out: string[] = [];
  if (resume.contact.name.trim() === '') out.push('contact.name');
  resume.experience.forEach((e, i) => {
    if (e.title.trim() === '') out.push(`experience.${i}.title`);
    if (e.employer.trim() === '') out.push(`experience.${i}.employer`);
    if (e.startDate.trim() === '') out.push(`experience.${i}.start`);
  });
  resume.education.forEach((e, i) => {
    if (e.degree.trim() === '') out.push(`education.${i}.degree`);
    if (e.institution.trim() === '') out.push(`education.${i}.institution`);
  });
  return out;
}

export function documentFromResume(resume: StructuredResume, order: readonly DocumentSectionKey[] = DEFAULT_ORDER): ResumeDocument {
  return {
    version: RESUME_DOCUMENT_VERSION,
    contact: { ...resume.contact, credentials: [...(resume.contact.credentials ?? [])], links: [...resume.contact.links] },
    headline: resume.headline,
    summary: statements('sum', [resume.summary], true),
    experience: resume.experience.map((e, i) => ({
      title: e.title,
      employer: e.employer,
      location: e.location ?? '',
      start: e.startDate,
      end: e.endDate,
      dates: e.dates,
      statements: statements(`e${i}`, e.bullets, true),
    })),
    education: resume.education.map((e) => ({ degree: e.degree, institution: e.institution, location: e.location ?? '', dates: e.dates, details: [...e.details] })),
    skills: resume.skills.length > 0 ? [{ name: '', items: [...resume.skills] }] : [],
    certifications: statements('c', resume.certifications),
    projects: resume.projects.map((p, i) => ({ name: p.name, dates: p.dates ?? '', statements: statements(`p${i}`, p.bullets, true) })),
    other: resume.other.map((o, i) => ({ heading: o.heading, statements: statements(`o${i}`, o.lines) })),
    order: [...order],
    // What the reader read into no field (a resume builder's watermark), listed for the user to put back.
    leftOut: statements('lo', resume.leftOut ?? []),
    uncertain: uncertainFieldsOf(resume),
  };
}

/** Every statement of a document, in reading order. */
export function statementsOfDocument(doc: ResumeDocument): Statement[] {
  return [
    ...doc.summary,
    ...doc.experience.flatMap((e) => e.statements),
    ...doc.projects.flatMap((p) => p.statements),
    ...doc.certifications,
    ...doc.other.flatMap((o) => o.statements),
  ];
}

/**
 * Gives each tailored statement its provenance against the original's statements of the same place
 * (experience entry, project, section): the same text keeps the original's id and source; a reworded one
 * gets a new id and `{ kind: 'engine', from }`. Original statements no tailored one keeps are left out.
 */
interface Original {
  readonly statement: Statement;
  readonly read: ComparableStatement;
}

function trace(originals: readonly Original[], texts: readonly string[], prefix: string, used: Set<string>): Statement[] {
  return texts.map((text, i) => {
    const read = comparable(text);
    const open = originals.filter((o) => !used.has(o.statement.id));
    const same = open.find((o) => o.read.folded === read.folded)?.statement;
    const kin = same ?? open.find((o) => kinshipOfComparable(o.read, read) === 'reworded')?.statement;
    if (kin) used.add(kin.id);
    if (same) return { ...same, text };
    if (kin) return { id: `${kin.id}.r`, text, source: { kind: 'engine', from: kin.id } };
    return { id: `${prefix}.t${i}`, text, source: { kind: 'engine', from: '' } };
  });
}

const foldHeading = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * The renderer files sections without a field of their own under one heading (ACHIEVEMENTS) with their
 * own headings as sub-heading lines, and keeps list markers: back to the original's sections.
 */
function regroupOther(original: ResumeDocument, other: ResumeDocument['other']): ResumeDocument['other'] {
  const headings = new Map(original.other.map((o) => [foldHeading(o.heading), o.heading]));
  const out: ResumeDocument['other'] = [];
  for (const section of other) {
    let current = { heading: section.heading, statements: [] as Statement[] };
    out.push(current);
    for (const statement of section.statements) {
      const heading = headings.get(foldHeading(statement.text));
      if (heading !== undefined) {
        current = { heading, statements: [] };
        out.push(current);
        continue;
      }
      const text = isBulletLine(statement.text) ? stripBullet(statement.text) : statement.text;
      current.statements.push({ ...statement, text });
    }
  }
  return out.filter((o) => o.statements.length > 0);
}

export function tailoredDocumentOf(original: ResumeDocument, tailored: StructuredResume): ResumeDocument {
  const used = new Set<string>();
  const read = (list: readonly Statement[]): Original[] => list.map((statement) => ({ statement, read: comparable(statement.text) }));
  const allStatements = statementsOfDocument(original);
  const all = read(allStatements);
  const doc = documentFromResume(tailored, original.order);
  const summary = trace(read(original.summary), doc.summary.map((s) => s.text), 'sum', used);
  const experience = doc.experience.map((e, i) => ({ ...e, statements: trace(all, e.statements.map((s) => s.text), `e${i}`, used) }));
  const projects = doc.projects.map((p, i) => ({ ...p, statements: trace(all, p.statements.map((s) => s.text), `p${i}`, used) }));
  const certifications = trace(read(original.certifications), doc.certifications.map((s) => s.text), 'c', used);
  const other = regroupOther(original, doc.other).map((o, i) => ({ ...o, statements: trace(all, o.statements.map((s) => s.text), `o${i}`, used) }));
  // The summary is rewritten as a whole (a summary, not a prefix): its sentences are not statements to keep.
  const leftOut = [...allStatements.filter((s) => !used.has(s.id) && !s.id.startsWith('sum.')), ...original.leftOut];
  // The check marks belong to the original as read: the tailored document is not read from a file.
  return { ...doc, contact: original.contact, summary, experience, projects, certifications, other, leftOut, uncertain: [] };
}

export function resumeOfDocument(doc: ResumeDocument): StructuredResume {
  const texts = (list: readonly Statement[]) => list.map((s) => s.text);
  return {
    // A document stored before credentials were read has none (the schema's default when it is parsed).
    contact: { ...doc.contact, credentials: [...(doc.contact.credentials ?? [])], links: [...doc.contact.links] },
    headline: doc.headline,
    summary: texts(doc.summary).join(' '),
    experience: doc.experience.map((e) => ({
      title: e.title,
      employer: e.employer,
      ...(e.location ? { location: e.location } : {}),
      startDate: e.start,
      endDate: e.end,
      dates: e.dates,
      bullets: texts(e.statements),
    })),
    education: doc.education.map((e) => ({ degree: e.degree, institution: e.institution, ...(e.location ? { location: e.location } : {}), dates: e.dates, details: [...e.details] })),
    skills: doc.skills.flatMap((g) => g.items),
    certifications: texts(doc.certifications),
    projects: doc.projects.map((p) => ({ name: p.name, ...(p.dates ? { dates: p.dates } : {}), bullets: texts(p.statements) })),
    other: doc.other.map((o) => ({ heading: o.heading, lines: texts(o.statements) })),
  };
}

/**
 * The role a statement the user typed names by its employer ("Used Kafka at Uber, 2019"): the first
 * (newest) role of the one employer it names; -1 when it names none, or more than one employer.
 */
export function roleNamedBy(doc: ResumeDocument, text: string): number {
  const words = ` ${foldHeading(text)} `;
  const named = new Set<string>();
  let first = -1;
  doc.experience.forEach((e, i) => {
    const employer = foldHeading(e.employer);
    if (employer.length < 2 || !words.includes(` ${employer} `)) return;
    named.add(employer);
    if (first === -1) first = i;
  });
  return named.size === 1 ? first : -1;
}

/**
 * The document with one more statement the user typed, and nothing else changed: at the end of the role
 * whose employer it names (roleNamedBy), else under `heading` (a section of the document's own "other"
 * sections, made when missing). Its id is new ("u1", "u2", …); its source says it is the user's and
 * which requirement it answers.
 */
export function withUserStatement(doc: ResumeDocument, text: string, requirement: string, heading: string): ResumeDocument {
  const taken = new Set([...statementsOfDocument(doc), ...doc.leftOut].map((s) => s.id));
  let n = 1;
  while (taken.has(`u${n}`)) n += 1;
  const statement: Statement = { id: `u${n}`, text, source: { kind: 'user', requirement } };
  const role = roleNamedBy(doc, text);
  if (role !== -1) {
    return { ...doc, experience: doc.experience.map((e, i) => (i === role ? { ...e, statements: [...e.statements, statement] } : e)) };
  }
  const index = doc.other.findIndex((o) => o.heading.toLowerCase() === heading.toLowerCase());
  const other =
    index === -1
      ? [...doc.other, { heading, statements: [statement] }]
      : doc.other.map((o, i) => (i === index ? { ...o, statements: [...o.statements, statement] } : o));
  return { ...doc, other, order: doc.order.includes('other') ? doc.order : [...doc.order, 'other'] };
}
