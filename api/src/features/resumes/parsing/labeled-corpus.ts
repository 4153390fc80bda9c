/**
 * Test and bench support (imported by tests and bench/labeled-reader.ts only; uses node:fs): the measure
 * of the resume reader on the labeled corpus (shared fixtures, labeled/; its README holds the label
 * schema). Every PDF, DOCX and TXT form of every labeled resume is read through the upload path —
 * file-policy chooseParser (type detection from the bytes), then extractResumeText called IN-PROCESS by
 * default (the same function the parser pool's worker runs; the pool only adds threads and limits; a
 * pool's `extract` can be passed instead, as `bench:labeled --pool` does), then originalDocumentOf — and the resulting ResumeDocument is compared with `NN-slug.expected.json` field
 * by field. The .html sources are not read (the product does not accept HTML).
 *
 * Each check adds one observation to a field (correct or not); failures keep what was expected and what
 * was read, with a `kind` that names the sort of fault, so the reader's engineers see what to fix.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parseDatePoint, findDateRange } from '@jobapp/shared/resume/dates';
import type { DocumentSectionKey, ResumeDocument } from '@jobapp/shared/resume/document.schema';
import { statementsOfDocument } from '@jobapp/shared/resume/document';
import { sharedFixturePath } from '@jobapp/shared/testing/fixtures';
import { originalDocumentOf } from '../../tailoring/resume-documents';
import { chooseParser, unreadableAdvice } from '../file-policy';
import { extractResumeText } from './extract-text';
import { mimeTypeOfKind, type ExtractResult, type ExtractTask, type ResumeFileKind, type UnreadableReason } from './types';

/** The label of one resume (the fields this measure reads; see the corpus README). */
export interface LabeledResume {
  name: string;
  credentials: string[];
  email: string;
  phone: string;
  location: string;
  links: string[];
  summary: string | null;
  sections: string[];
  work: LabeledRole[];
  education: { degree: string; field: string | null; institution: string; end: string | null }[];
  skills: string[];
  certifications?: { name: string }[];
  other?: {
    projects?: { name: string; bullets: string[] }[];
    volunteer?: { title: string; organization: string; bullets: string[] }[];
  };
}

export interface LabeledRole {
  title: string;
  company: string;
  location: string | null;
  start: string | null;
  end: string | null;
  bullets: string[];
}

/** The fields measured, in table order. */
export const MEASURED_FIELDS = [
  'name',
  'credentials',
  'email',
  'phone',
  'location',
  'links',
  'summary present',
  'summary equal',
  'roles count',
  'role title',
  'role employer',
  'role start',
  'role end',
  'role location',
  'statements whole',
  'statements in their role',
  'statements precision',
  'sections in order',
  'education degree',
  'education institution',
  'education end',
  'skills recall',
  'skills precision',
  'certifications',
] as const;
export type MeasuredField = (typeof MEASURED_FIELDS)[number];

export interface Failure {
  field: MeasuredField;
  /** The sort of fault ("split", "lost", "letter-spaced", "wrong", "missing"…). */
  kind: string;
  expected: string;
  got: string;
}

export interface FormResult {
  /** "01-nurse-dana-whitfield.pdf" */
  form: string;
  slug: string;
  /** Why the upload path refused the file, or null when it was read. */
  refused: string | null;
  counts: Record<MeasuredField, { correct: number; total: number }>;
  failures: Failure[];
}

export interface LabeledForm {
  slug: string;
  file: string;
}

const LABELED = 'labeled';
const FORM_EXTENSIONS = ['pdf', 'docx', 'txt'] as const;

/** Every readable form of every labeled resume (the scanned one, labeled as a refusal, is left out). */
export function labeledForms(only: readonly string[] = []): LabeledForm[] {
  const files = readdirSync(sharedFixturePath(LABELED)).sort();
  const out: LabeledForm[] = [];
  for (const labelFile of files.filter((f) => f.endsWith('.expected.json'))) {
    const slug = labelFile.replace(/\.expected\.json$/, '');
    if (only.length > 0 && !only.some((o) => slug.startsWith(o) || slug.includes(o))) continue;
    if ('refusal' in (JSON.parse(readFileSync(sharedFixturePath(LABELED, labelFile), 'utf8')) as object)) continue;
    for (const ext of FORM_EXTENSIONS) if (files.includes(`${slug}.${ext}`)) out.push({ slug, file: `${slug}.${ext}` });
  }
  return out;
}

export function labelOf(slug: string): LabeledResume {
  return JSON.parse(readFileSync(sharedFixturePath(LABELED, `${slug}.expected.json`), 'utf8')) as LabeledResume;
}

export type ReadOutcome = { ok: true; document: ResumeDocument; text: string } | { ok: false; reason: string };

/** The text extraction: extractResumeText in process by default, or a parser pool's `extract`. */
export type Extract = (task: ExtractTask) => Promise<ExtractResult>;

const extensionKind: Record<string, ResumeFileKind> = { pdf: 'pdf', docx: 'docx', doc: 'doc', txt: 'text' };

/** A file's bytes through the upload path: the parser chosen from the bytes, the text, the document. */
export async function readThroughUpload(fileName: string, bytes: Uint8Array, extract: Extract = extractResumeText): Promise<ReadOutcome> {
  const declared = extensionKind[fileName.split('.').pop() ?? ''] ?? 'text';
  let kind: ResumeFileKind;
  try {
    kind = chooseParser({ bytes, fileName, declaredType: mimeTypeOfKind[declared] });
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  const result = await extract({ bytes, kind });
  if (!result.ok) return { ok: false, reason: refusalText(result.reason, kind) };
  return { ok: true, text: result.text, document: originalDocumentOf(result.text) };
}

function refusalText(reason: UnreadableReason, kind: ResumeFileKind): string {
  return `${reason}: ${unreadableAdvice(reason, kind)}`;
}

// ---------------------------------------------------------------- normalising

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Text for comparing statements and names: whitespace, soft hyphens, bullet glyphs, quotes and dashes. */
export function comparable(s: string): string {
  return collapse(
    s
      .normalize('NFKC')
      .replace(/\u00ad/g, '')
      .replace(/^[\s•·▪◦●○■□➢►‣⁃*\-–—]+/u, '')
      .replace(/[‘’‚‛′`]/g, "'")
      .replace(/[“”„‟″]/g, '"')
      .replace(/[‐‑‒–—―−]/g, '-'),
  ).toLowerCase();
}

/** House style ("Apr 2019", "2019", "Present", "Summer 2021", '') → the label's form ("2019-04", "2019", "present", "2021", null). */
export function labelDate(house: string): string | null {
  const text = house.trim();
  if (text === '') return null;
  const point = parseDatePoint(text) ?? findDateRange(text)?.start ?? null;
  if (!point) return `?${text}`;
  if (point.present) return 'present';
  if (point.year === undefined) return null;
  return point.month !== undefined ? `${point.year}-${String(point.month).padStart(2, '0')}` : String(point.year);
}

/** The label's section heading as a document section key (null: the contact block, not a section). */
export function sectionKeyOf(heading: string): DocumentSectionKey | null {
  const h = heading.toLowerCase();
  if (/^contact/.test(h)) return null;
  if (/summary|profile|snapshot/.test(h)) return 'summary';
  if (/volunteer/.test(h)) return 'other';
  if (/experience|history|career|employment/.test(h)) return 'experience';
  if (/education/.test(h)) return 'education';
  if (/skill|competenc|technology/.test(h)) return 'skills';
  if (/certif|licen|credential/.test(h)) return 'certifications';
  if (/project/.test(h)) return 'projects';
  return 'other';
}

const TWO_COLUMN = new Set(['02', '09', '21']);

function normLink(s: string): string {
  return s.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/+$/, '');
}

function similarity(a: string, b: string): number {
  const wa = new Set(comparable(a).split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  const wb = new Set(comparable(b).split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  if (wa.size === 0 || wb.size === 0) return 0;
  let common = 0;
  for (const w of wa) if (wb.has(w)) common++;
  return (2 * common) / (wa.size + wb.size);
}

// ---------------------------------------------------------------- scoring

class Tally {
  readonly counts = Object.fromEntries(MEASURED_FIELDS.map((f) => [f, { correct: 0, total: 0 }])) as Record<
    MeasuredField,
    { correct: number; total: number }
  >;
  readonly failures: Failure[] = [];

  check(field: MeasuredField, ok: boolean, failure?: () => Omit<Failure, 'field'>): void {
    this.counts[field].total++;
    if (ok) this.counts[field].correct++;
    else if (failure) this.failures.push({ field, ...failure() });
  }
}

const show = (s: string | null | undefined) => (s === null || s === undefined || s === '' ? '∅' : s);

function scoreContact(t: Tally, label: LabeledResume, doc: ResumeDocument): void {
  const got = collapse(doc.contact.name);
  const letterSpaced = /^(?:\p{L} ){2,}\p{L}/u.test(got);
  t.check('name', !letterSpaced && comparable(got) === comparable(label.name), () => ({
    kind: letterSpaced ? 'letter-spaced' : got === '' ? 'missing' : comparable(got).includes(comparable(label.name)) ? 'with extra text' : 'wrong',
    expected: label.name,
    got: show(got),
  }));
  const credentials = (doc.contact as { credentials?: string[] }).credentials;
  const credentialsOk =
    credentials === undefined
      ? label.credentials.length === 0 && !label.credentials.some((c) => got.includes(c))
      : credentials.join(', ') === label.credentials.join(', ');
  t.check('credentials', credentialsOk, () => ({
    kind: credentials === undefined || credentials.length === 0 ? 'missing' : 'wrong',
    expected: label.credentials.join(', ') || '∅',
    got: show(credentials?.join(', ')),
  }));
  const simple = (field: 'email' | 'phone' | 'location', expected: string, value: string) =>
    t.check(field, collapse(value).toLowerCase() === collapse(expected).toLowerCase(), () => ({
      kind: value.trim() === '' ? 'missing' : 'wrong',
      expected: show(expected),
      got: show(value),
    }));
  simple('email', label.email, doc.contact.email);
  simple('phone', label.phone, doc.contact.phone);
  simple('location', label.location, doc.contact.location);
  const want = label.links.map(normLink);
  const have = doc.contact.links.map(normLink);
  const linksOk = want.length === have.length && want.every((l) => have.includes(l));
  t.check('links', linksOk, () => ({
    kind: have.length < want.length ? 'missing' : have.length > want.length ? 'extra' : 'wrong',
    expected: label.links.join(' | ') || '∅',
    got: doc.contact.links.join(' | ') || '∅',
  }));
}

function scoreSummary(t: Tally, label: LabeledResume, doc: ResumeDocument): void {
  const got = doc.summary.map((s) => s.text).join(' ');
  const present = label.summary === null ? got === '' : got !== '';
  t.check('summary present', present, () => ({ kind: label.summary === null ? 'extra' : 'missing', expected: show(label.summary), got: show(got) }));
  t.check('summary equal', comparable(got) === comparable(label.summary ?? ''), () => ({
    kind: got === '' ? 'missing' : 'different',
    expected: show(label.summary),
    got: show(got),
  }));
}

/** Pairs each labeled role with a read one: by position when the counts agree, else by best title/employer match in order. */
function alignRoles(expected: readonly LabeledRole[], got: ResumeDocument['experience']): (number | null)[] {
  if (expected.length === got.length) return expected.map((_, i) => i);
  const out: (number | null)[] = [];
  let from = 0;
  for (const role of expected) {
    let best = -1;
    let bestScore = 0.34;
    for (let j = from; j < got.length; j++) {
      const g = got[j]!;
      const score = (similarity(role.title, g.title) + similarity(role.company, g.employer)) / 2;
      if (score > bestScore) {
        best = j;
        bestScore = score;
      }
    }
    out.push(best < 0 ? null : best);
    if (best >= 0) from = best + 1;
  }
  return out;
}

function scoreRoles(t: Tally, label: LabeledResume, doc: ResumeDocument): void {
  const got = doc.experience;
  t.check('roles count', got.length === label.work.length, () => ({
    kind: got.length < label.work.length ? 'too few' : 'too many',
    expected: `${label.work.length}: ${label.work.map((r) => `${r.title} @ ${r.company}`).join(' / ')}`,
    got: `${got.length}: ${got.map((r) => `${show(r.title)} @ ${show(r.employer)}`).join(' / ')}`,
  }));
  alignRoles(label.work, got).forEach((j, i) => {
    const want = label.work[i]!;
    const role = j === null ? null : got[j]!;
    const where = `role ${i + 1}`;
    const text = (field: 'role title' | 'role employer', expected: string, value: string | undefined) =>
      t.check(field, value !== undefined && comparable(value) === comparable(expected), () => ({
        kind: role === null ? 'role not found' : value === '' ? 'missing' : comparable(value ?? '').includes(comparable(expected)) ? 'with extra text' : 'wrong',
        expected: `${where}: ${expected}`,
        got: show(value),
      }));
    text('role title', want.title, role?.title);
    text('role employer', want.company, role?.employer);
    const date = (field: 'role start' | 'role end', expected: string | null, value: string | undefined) => {
      const read = value === undefined ? undefined : labelDate(value);
      t.check(field, read !== undefined && read === expected, () => ({
        kind: role === null ? 'role not found' : read === null ? 'missing' : 'wrong',
        expected: `${where} (${want.title}): ${show(expected)}`,
        got: `${show(value)} (dates as written: ${show(role?.dates)})`,
      }));
    };
    date('role start', want.start, role?.start);
    // A single date ("Summer 2018") is the start and the end (the labels' rule); the document leaves end ''.
    const single = role !== null && role.end === '' && role.start !== '' && findDateRange(role.dates)?.end === null;
    date('role end', want.end, single ? role.start : role?.end);
    t.check('role location', role !== null && comparable(role.location) === comparable(want.location ?? ''), () => ({
      kind: role === null ? 'role not found' : role.location === '' ? 'missing' : want.location === null ? 'extra' : 'wrong',
      expected: `${where} (${want.title}): ${show(want.location)}`,
      got: show(role?.location),
    }));
    const own = new Set((role?.statements ?? []).map((st) => comparable(st.text)));
    for (const bullet of want.bullets) {
      t.check('statements in their role', own.has(comparable(bullet)), () => ({
        kind: role === null ? 'role not found' : statementRead(doc, bullet) ? 'in another place' : 'not whole',
        expected: `${where} (${want.title}): ${bullet}`,
        got: role === null ? '∅' : `${role.statements.length} statements in ${show(role.title)} @ ${show(role.employer)}`,
      }));
    }
  });
}

function statementRead(doc: ResumeDocument, text: string): boolean {
  const want = comparable(text);
  return statementsOfDocument(doc).some((st) => comparable(st.text) === want);
}

/** The statements of roles and projects that are not a labeled statement (a date or a title read as a bullet, a fragment). */
function scoreStray(t: Tally, label: LabeledResume, doc: ResumeDocument): void {
  const labeled = [
    ...label.work.flatMap((r) => r.bullets),
    ...(label.other?.projects ?? []).flatMap((p) => p.bullets),
    ...(label.other?.volunteer ?? []).flatMap((v) => v.bullets),
  ].map(comparable);
  const known = new Set(labeled);
  const read = [...doc.experience.flatMap((e) => e.statements), ...doc.projects.flatMap((p) => p.statements)];
  for (const statement of read) {
    const text = comparable(statement.text);
    t.check('statements precision', known.has(text), () => ({
      kind: labeled.some((l) => l.includes(text)) ? 'part of a labeled statement' : labeled.some((l) => text.includes(l)) ? 'holds a labeled statement' : 'not in the label',
      expected: '∅',
      got: `${statement.id}: ${statement.text}`,
    }));
  }
}

/** Whether each labeled statement is one statement of the document: whole, split, merged, altered or lost. */
function scoreStatements(t: Tally, label: LabeledResume, doc: ResumeDocument): void {
  const bullets = [
    ...label.work.flatMap((r) => r.bullets),
    ...(label.other?.projects ?? []).flatMap((p) => p.bullets),
    ...(label.other?.volunteer ?? []).flatMap((v) => v.bullets),
  ];
  const read = statementsOfDocument(doc).map((s) => comparable(s.text));
  const readSet = new Set(read);
  for (const bullet of bullets) {
    const want = comparable(bullet);
    if (readSet.has(want)) {
      t.check('statements whole', true);
      continue;
    }
    const parts = read.filter((r) => r.length > 0 && want.includes(r));
    const container = read.find((r) => r.includes(want));
    let kind: string;
    let got: string;
    if (container !== undefined) {
      kind = 'merged';
      got = container;
    } else if (parts.length > 0) {
      // Consecutive statements that together make the labeled one: a paragraph cut into sentences.
      const joined = parts.join(' ');
      kind = joined === want ? (/[.!?]$/.test(parts[0]!) ? 'split (sentences)' : 'split (at a line)') : 'split (part lost)';
      got = parts.join(' ‖ ');
    } else {
      let best = '';
      let bestScore = 0;
      for (const r of read) {
        const score = similarity(want, r);
        if (score > bestScore) {
          best = r;
          bestScore = score;
        }
      }
      kind = bestScore >= 0.7 ? 'altered' : 'lost';
      got = bestScore >= 0.7 ? best : '∅';
    }
    t.check('statements whole', false, () => ({ kind, expected: bullet, got }));
  }
}

function scoreSections(t: Tally, label: LabeledResume, doc: ResumeDocument, slug: string): void {
  const expected: DocumentSectionKey[] = [];
  for (const heading of label.sections) {
    const key = sectionKeyOf(heading);
    if (key !== null && !expected.includes(key)) expected.push(key);
  }
  // A summary with no heading (21) sits directly under the name.
  if (label.summary !== null && !expected.includes('summary')) expected.unshift('summary');
  // The document lists every key in `order` (absent ones appended at the end): only those with content count.
  const got = doc.order.filter((key) => hasContent(doc, key));
  const asSet = TWO_COLUMN.has(slug.slice(0, 2));
  const ok = asSet
    ? expected.length === got.length && expected.every((k) => got.includes(k))
    : expected.join(',') === got.join(',');
  t.check('sections in order', ok, () => ({
    kind: expected.length === got.length && expected.every((k) => got.includes(k)) ? 'order' : expected.some((k) => !got.includes(k)) ? 'section missing' : 'extra section',
    expected: `${expected.join(', ')}${asSet ? ' (as a set)' : ''} — from ${label.sections.join(', ')}`,
    got: got.join(', '),
  }));
}

function hasContent(doc: ResumeDocument, key: DocumentSectionKey): boolean {
  switch (key) {
    case 'summary':
      return doc.summary.length > 0;
    case 'experience':
      return doc.experience.length > 0;
    case 'education':
      return doc.education.length > 0;
    case 'skills':
      return doc.skills.some((g) => g.items.length > 0);
    case 'certifications':
      return doc.certifications.length > 0;
    case 'projects':
      return doc.projects.length > 0;
    case 'other':
      return doc.other.some((o) => o.statements.length > 0);
  }
}

function scoreEducation(t: Tally, label: LabeledResume, doc: ResumeDocument): void {
  label.education.forEach((want, i) => {
    const wantInstitution = comparable(want.institution);
    const j = doc.education.findIndex((e) => comparable(e.institution).includes(wantInstitution) || comparable(e.degree).includes(wantInstitution));
    const entry = doc.education[j >= 0 ? j : i];
    const where = `school ${i + 1}`;
    const degree = comparable(entry?.degree ?? '');
    const degreeOk = degree.includes(comparable(want.degree)) && (want.field === null || degree.includes(comparable(want.field)));
    t.check('education degree', degreeOk, () => ({
      kind: entry === undefined ? 'entry not found' : degree === '' ? 'missing' : 'wrong',
      expected: `${where}: ${want.degree}${want.field ? ` in ${want.field}` : ''}`,
      got: show(entry?.degree),
    }));
    t.check('education institution', entry !== undefined && comparable(entry.institution) === wantInstitution, () => ({
      kind: entry === undefined ? 'entry not found' : entry.institution === '' ? 'missing' : comparable(entry.institution).includes(wantInstitution) ? 'with extra text' : 'wrong',
      expected: `${where}: ${want.institution}`,
      got: show(entry?.institution),
    }));
    const range = entry ? findDateRange(entry.dates) : null;
    const point = range ? (range.end ?? range.start) : null;
    const end = point ? labelDate(point.present ? 'Present' : point.month ? `${point.month}/${point.year}` : String(point.year ?? '')) : null;
    t.check('education end', end === want.end, () => ({
      kind: entry === undefined ? 'entry not found' : end === null ? 'missing' : 'wrong',
      expected: `${where}: ${show(want.end)}`,
      got: `${show(end)} (dates as written: ${show(entry?.dates)})`,
    }));
  });
}

function scoreSkills(t: Tally, label: LabeledResume, doc: ResumeDocument): void {
  const want = label.skills.map(comparable);
  const items = doc.skills.flatMap((g) => g.items);
  const have = items.map(comparable);
  for (const [i, skill] of want.entries()) {
    t.check('skills recall', have.includes(skill), () => ({ kind: 'skill missed', expected: label.skills[i]!, got: '∅' }));
  }
  for (const [i, item] of have.entries()) {
    t.check('skills precision', want.includes(item), () => ({
      kind: /^(skills?|core competencies|technical skills)$/i.test(item) ? 'heading as a skill' : 'false skill',
      expected: '∅',
      got: items[i]!,
    }));
  }
}

/** Each labeled certification's name is in one of the document's certification statements. */
function scoreCertifications(t: Tally, label: LabeledResume, doc: ResumeDocument): void {
  const read = doc.certifications.map((c) => comparable(c.text));
  for (const cert of label.certifications ?? []) {
    const want = comparable(cert.name);
    t.check('certifications', read.some((r) => r.includes(want)), () => ({
      kind: statementRead(doc, cert.name) || statementsOfDocument(doc).some((st) => comparable(st.text).includes(want)) ? 'in another section' : 'missing',
      expected: cert.name,
      got: doc.certifications.map((c) => c.text).join(' | ') || '∅',
    }));
  }
}

/** Scores one read form against its label. */
export function scoreForm(form: LabeledForm, label: LabeledResume, outcome: ReadOutcome): FormResult {
  const t = new Tally();
  if (!outcome.ok) {
    // Nothing read: the form's fields count as wrong, with one failure saying why.
    const empty = originalDocumentOf('');
    scoreAll(t, label, empty, form.slug);
    return { form: form.file, slug: form.slug, refused: outcome.reason, counts: t.counts, failures: [{ field: 'name', kind: 'refused', expected: 'read', got: outcome.reason }] };
  }
  scoreAll(t, label, outcome.document, form.slug);
  return { form: form.file, slug: form.slug, refused: null, counts: t.counts, failures: t.failures };
}

function scoreAll(t: Tally, label: LabeledResume, doc: ResumeDocument, slug: string): void {
  scoreContact(t, label, doc);
  scoreSummary(t, label, doc);
  scoreRoles(t, label, doc);
  scoreStatements(t, label, doc);
  scoreStray(t, label, doc);
  scoreSections(t, label, doc, slug);
  scoreEducation(t, label, doc);
  scoreSkills(t, label, doc);
  scoreCertifications(t, label, doc);
}

/** Reads and scores every form (or those whose slug starts with or contains one of `only`). */
export async function measureLabeledCorpus(only: readonly string[] = [], extract: Extract = extractResumeText): Promise<FormResult[]> {
  const results: FormResult[] = [];
  for (const form of labeledForms(only)) {
    const bytes = new Uint8Array(readFileSync(sharedFixturePath(LABELED, form.file)));
    results.push(scoreForm(form, labelOf(form.slug), await readThroughUpload(form.file, bytes, extract)));
  }
  return results;
}

export interface FieldFigure {
  field: MeasuredField;
  correct: number;
  total: number;
  /** 0–100, one decimal; 100 when there is nothing to measure. */
  percent: number;
}

/** The per-field figures over a set of forms. */
export function fieldFigures(results: readonly FormResult[]): FieldFigure[] {
  return MEASURED_FIELDS.map((field) => {
    let correct = 0;
    let total = 0;
    for (const r of results) {
      correct += r.counts[field].correct;
      total += r.counts[field].total;
    }
    return { field, correct, total, percent: total === 0 ? 100 : Math.floor((1000 * correct) / total) / 10 };
  });
}

/** The failures by field and kind, most common first. */
export function failureKinds(results: readonly FormResult[]): { field: MeasuredField; kind: string; count: number; example: Failure & { form: string } }[] {
  const byKey = new Map<string, { field: MeasuredField; kind: string; count: number; example: Failure & { form: string } }>();
  for (const r of results) {
    for (const f of r.failures) {
      const key = `${f.field}|${f.kind}`;
      const entry = byKey.get(key);
      if (entry) entry.count++;
      else byKey.set(key, { field: f.field, kind: f.kind, count: 1, example: { ...f, form: r.form } });
    }
  }
  return [...byKey.values()].sort((a, b) => b.count - a.count);
}

/** The per-field table as Markdown. */
export function figuresTable(figures: readonly FieldFigure[]): string {
  const rows = figures.map((f) => `| ${f.field} | ${f.correct} / ${f.total} | ${f.percent.toFixed(1)} % |`);
  return ['| field | correct / total | % |', '|---|---|---|', ...rows].join('\n');
}
