/**
 * The "Check what we read" form's state: the original document being corrected, the fields the reader
 * was unsure of, and the field errors (the client's own check, or the API's 400 details), all keyed by
 * the same paths ("experience.2.title"). One reducer changes it; a mark follows its role or statement
 * when items are added, removed or moved. A line the reader left out (a resume builder's footer) is put
 * back word for word as a section of its own at the end of the other sections, where the user can give
 * it a heading, edit or remove it (D11: anything left out is listed for the user to put back). `prepareForSave` trims, drops blank list items and checks the
 * document with the shared schema before anything is sent.
 */
import {
  type ResumeDocument,
  type Statement,
  resumeDocumentSchema,
} from '@jobapp/shared/resume/document.schema';
import { changeList, type ListChange, type Path, remapKeys, remapPaths, updateAt } from './document-paths';

/** The document as the check screen edits it (credentials and uncertain fields read by the reader). */
export type CheckDocument = ResumeDocument & {
  contact: ResumeDocument['contact'] & { credentials?: string[] };
  uncertain?: string[];
};

export type FieldErrors = Record<Path, string>;

export interface CheckState {
  document: CheckDocument;
  /** Paths the reader was unsure of and the user has not changed yet. */
  uncertain: Path[];
  errors: FieldErrors;
}

export type CheckAction =
  | { type: 'edit'; path: Path; value: string | string[] }
  | { type: 'list'; listPath: Path; change: ListChange; item?: unknown }
  | { type: 'errors'; errors: FieldErrors }
  /** Puts the left-out line at `index` back into the resume. */
  | { type: 'putBack'; index: number }
  | { type: 'load'; document: CheckDocument };

export function initialCheckState(document: CheckDocument): CheckState {
  return {
    document: { ...document, contact: { ...document.contact, credentials: document.contact.credentials ?? [] } },
    uncertain: [...(document.uncertain ?? [])],
    errors: {},
  };
}

const roleDates = /^experience\.(\d+)\.(start|end)$/;

/** The marks that name a field: its own path, and for a statement's text the statement itself. */
export function markPathsFor(path: Path): Path[] {
  return path.endsWith('.text') ? [path, path.slice(0, -'.text'.length)] : [path];
}

/** Whether the reader was unsure of the field at `path` (and the user has not changed it). */
export function isUnsure(uncertain: readonly Path[], path: Path): boolean {
  return markPathsFor(path).some((mark) => uncertain.includes(mark));
}

function withoutKey(errors: FieldErrors, path: Path): FieldErrors {
  if (!(path in errors)) return errors;
  const { [path]: _dropped, ...rest } = errors;
  return rest;
}

export function checkReducer(state: CheckState, action: CheckAction): CheckState {
  switch (action.type) {
    case 'load':
      return initialCheckState(action.document);
    case 'errors':
      return { ...state, errors: action.errors };
    case 'edit': {
      let document = updateAt(state.document, action.path, () => action.value);
      // The dates as written follow the start and end the user typed (they are shown when both are empty).
      const dates = roleDates.exec(action.path);
      if (dates) {
        const role = document.experience[Number(dates[1])];
        if (role) {
          const written = [role.start.trim(), role.end.trim()].filter(Boolean).join(' – ');
          document = updateAt(document, `experience.${dates[1]}.dates`, () => written);
        }
      }
      return {
        document,
        uncertain: state.uncertain.filter((path) => !markPathsFor(action.path).includes(path)),
        errors: withoutKey(state.errors, action.path),
      };
    }
    case 'putBack':
      return { ...state, document: putBackLeftOut(state.document, action.index) };
    case 'list':
      return {
        document: changeList(state.document, action.listPath, action.change, action.item),
        uncertain: remapPaths(state.uncertain, action.listPath, action.change),
        errors: remapKeys(state.errors, action.listPath, action.change),
      };
  }
}

/** The document with left-out line `index` moved, word for word, into a new section after the other sections. */
export function putBackLeftOut(document: CheckDocument, index: number): CheckDocument {
  const line = document.leftOut[index];
  if (!line) return document;
  return {
    ...document,
    leftOut: document.leftOut.filter((_, i) => i !== index),
    other: [...document.other, { heading: '', statements: [line] }],
  };
}

// ---------------------------------------------------------------------------------------------
// New items
// ---------------------------------------------------------------------------------------------

function allStatements(document: ResumeDocument): Statement[] {
  return [
    ...document.summary,
    ...document.certifications,
    ...document.leftOut,
    ...document.experience.flatMap((role) => role.statements),
    ...document.projects.flatMap((project) => project.statements),
    ...document.other.flatMap((section) => section.statements),
  ];
}

/** A statement the user adds: their own ("user"), with an id no statement of the document has. */
export function newStatement(document: ResumeDocument): Statement {
  const taken = new Set(allStatements(document).map((statement) => statement.id));
  let n = taken.size;
  while (taken.has(`u${n}`)) n += 1;
  return { id: `u${n}`, text: '', source: { kind: 'user' } };
}

export const emptyRole = (): ResumeDocument['experience'][number] => ({
  title: '',
  employer: '',
  location: '',
  start: '',
  end: '',
  dates: '',
  statements: [],
});
export const emptyEducation = (): ResumeDocument['education'][number] => ({
  degree: '',
  institution: '',
  location: '',
  dates: '',
  details: [],
});
export const emptySkillGroup = (): ResumeDocument['skills'][number] => ({ name: '', items: [] });
export const emptyProject = (): ResumeDocument['projects'][number] => ({ name: '', dates: '', statements: [] });
export const emptyOtherSection = (): ResumeDocument['other'][number] => ({ heading: '', statements: [] });

// ---------------------------------------------------------------------------------------------
// Text lists: one item per line (skills, links, details) or comma-separated (credentials)
// ---------------------------------------------------------------------------------------------

/** The lines of a textarea as items, kept as typed until the save trims them (so typing is never undone). */
export const itemsFromLines = (text: string): string[] => (text === '' ? [] : text.split('\n'));
export const linesFromItems = (items: readonly string[]): string => items.join('\n');
export const itemsFromCommas = (text: string): string[] => (text === '' ? [] : text.split(','));
export const commasFromItems = (items: readonly string[]): string => items.join(',');

// ---------------------------------------------------------------------------------------------
// Saving
// ---------------------------------------------------------------------------------------------

const cleanItems = (items: readonly string[]) => items.map((item) => item.trim()).filter((item) => item !== '');
const cleanStatements = (statements: readonly Statement[]) => statements.map((s) => ({ ...s, text: s.text.trim() }));

const sectionHasContent: Record<ResumeDocument['order'][number], (d: ResumeDocument) => boolean> = {
  summary: (d) => d.summary.length > 0,
  experience: (d) => d.experience.length > 0,
  education: (d) => d.education.length > 0,
  skills: (d) => d.skills.length > 0,
  certifications: (d) => d.certifications.length > 0,
  projects: (d) => d.projects.length > 0,
  other: (d) => d.other.length > 0,
};

/** The document as it will be saved: text trimmed, blank list items dropped, new sections in the order. */
export function normalizeDocument(state: CheckState): CheckDocument {
  const d = state.document;
  const document: CheckDocument = {
    ...d,
    contact: {
      ...d.contact,
      name: d.contact.name.trim(),
      email: d.contact.email.trim(),
      phone: d.contact.phone.trim(),
      location: d.contact.location.trim(),
      links: cleanItems(d.contact.links),
      credentials: cleanItems(d.contact.credentials ?? []),
    },
    headline: d.headline.trim(),
    summary: cleanStatements(d.summary),
    experience: d.experience.map((role) => ({ ...role, statements: cleanStatements(role.statements) })),
    education: d.education.map((entry) => ({ ...entry, details: cleanItems(entry.details) })),
    skills: d.skills.map((group) => ({ ...group, items: cleanItems(group.items) })),
    certifications: cleanStatements(d.certifications),
    projects: d.projects.map((project) => ({ ...project, statements: cleanStatements(project.statements) })),
    other: d.other.map((section) => ({ ...section, statements: cleanStatements(section.statements) })),
    uncertain: state.uncertain,
  };
  const added = (Object.keys(sectionHasContent) as ResumeDocument['order']).filter(
    (key) => !d.order.includes(key) && sectionHasContent[key](document),
  );
  return { ...document, order: [...d.order, ...added] };
}

/** Where the statements are, for the blank-statement rule. */
function statementLists(document: ResumeDocument): [Path, Statement[]][] {
  return [
    ['summary', document.summary],
    ['certifications', document.certifications],
    ...document.experience.map((role, i): [Path, Statement[]] => [`experience.${i}.statements`, role.statements]),
    ...document.projects.map((project, i): [Path, Statement[]] => [`projects.${i}.statements`, project.statements]),
    ...document.other.map((section, i): [Path, Statement[]] => [`other.${i}.statements`, section.statements]),
  ];
}

interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  maximum?: unknown;
  origin?: unknown;
}

/** A schema problem in the product's words. */
function issueMessage(issue: SchemaIssue): string {
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') {
    return issue.origin === 'array'
      ? `At most ${issue.maximum.toLocaleString('en-US')} items.`
      : `Keep this to ${issue.maximum.toLocaleString('en-US')} characters or fewer.`;
  }
  return issue.message;
}

export const blankStatementMessage = 'Type the statement, or remove it.';
export const unnamedRoleMessage = 'Give the role a title or an employer, or remove it.';

export type SaveCheck = { ok: true; document: CheckDocument } | { ok: false; errors: FieldErrors };

/** The document to send, or the errors to show beside their fields (nothing is sent then). */
export function prepareForSave(state: CheckState): SaveCheck {
  const document = normalizeDocument(state);
  const errors: FieldErrors = {};
  for (const [path, statements] of statementLists(document)) {
    statements.forEach((statement, i) => {
      if (statement.text === '') errors[`${path}.${i}.text`] = blankStatementMessage;
    });
  }
  document.experience.forEach((role, i) => {
    if (role.title.trim() === '' && role.employer.trim() === '') errors[`experience.${i}.title`] = unnamedRoleMessage;
  });
  const parsed = resumeDocumentSchema.safeParse(document);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= issueMessage(issue);
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, document };
}

/** The API's 400 details (`document.experience.0.title` → message) as the form's field errors. */
export function errorsFromDetails(details: Readonly<Record<string, string>> | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(details ?? {})) {
    if (key === 'which') continue;
    errors[key.replace(/^document\.?/, '')] = message;
  }
  return errors;
}
