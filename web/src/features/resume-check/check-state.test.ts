import { describe, expect, it } from 'vitest';
import {
  blankStatementMessage,
  type CheckDocument,
  checkReducer,
  emptyRole,
  errorsFromDetails,
  initialCheckState,
  isUnsure,
  newStatement,
  normalizeDocument,
  prepareForSave,
  unnamedRoleMessage,
} from './check-state';

const upload = { kind: 'upload' } as const;

function sample(): CheckDocument {
  return {
    version: 1,
    contact: { name: 'Jane Doe', credentials: ['RN'], email: 'jane@example.com', phone: '', location: 'Austin, TX', links: [] },
    headline: 'Nurse',
    summary: [],
    experience: [
      {
        title: 'Charge Nurse',
        employer: 'St. Mary',
        location: 'Austin, TX',
        start: 'Jan 2020',
        end: 'Present',
        dates: 'January 2020 – Present',
        statements: [
          { id: 'e0.s0', text: 'Led a team of 12 nurses', source: upload },
          { id: 'e0.s1', text: 'Cut handover time by 20%', source: upload },
        ],
      },
      { title: '', employer: 'City Clinic', location: '', start: '2016', end: '2019', dates: '2016 – 2019', statements: [] },
    ],
    education: [{ degree: 'BSN', institution: 'UT Austin', location: '', dates: '2015', details: [] }],
    skills: [{ name: '', items: ['Triage', 'Epic'] }],
    certifications: [],
    projects: [],
    other: [],
    order: ['experience', 'education', 'skills'],
    leftOut: [],
    uncertain: ['experience.1.title', 'experience.1.statements', 'contact.phone'],
  };
}

describe('the check form state', () => {
  it('starts from the document with its unsure fields', () => {
    const state = initialCheckState(sample());
    expect(state.uncertain).toEqual(['experience.1.title', 'experience.1.statements', 'contact.phone']);
    expect(state.errors).toEqual({});
  });

  it('takes a document without credentials or unsure fields (before the reader wrote them)', () => {
    const { uncertain: _u, ...rest } = sample();
    const state = initialCheckState({ ...rest, contact: { ...rest.contact, credentials: undefined } } as unknown as CheckDocument);
    expect(state.uncertain).toEqual([]);
    expect(state.document.contact.credentials).toEqual([]);
  });

  it('an edit changes one field, drops its mark and its error, and nothing else', () => {
    let state = initialCheckState(sample());
    state = checkReducer(state, { type: 'errors', errors: { 'experience.1.title': 'Too long', 'contact.name': 'x' } });
    state = checkReducer(state, { type: 'edit', path: 'experience.1.title', value: 'Staff Nurse' });
    expect(state.document.experience[1]?.title).toBe('Staff Nurse');
    expect(state.uncertain).toEqual(['experience.1.statements', 'contact.phone']);
    expect(state.errors).toEqual({ 'contact.name': 'x' });
    expect(state.document.experience[0]).toEqual(sample().experience[0]);
  });

  it('writes the dates as shown from the start and end the user types', () => {
    let state = initialCheckState(sample());
    state = checkReducer(state, { type: 'edit', path: 'experience.0.end', value: 'Mar 2024' });
    expect(state.document.experience[0]?.dates).toBe('Jan 2020 – Mar 2024');
    state = checkReducer(state, { type: 'edit', path: 'experience.0.start', value: '' });
    state = checkReducer(state, { type: 'edit', path: 'experience.0.end', value: '' });
    expect(state.document.experience[0]?.dates).toBe('');
  });

  it('moving a role takes its marks along; removing it drops them', () => {
    let state = initialCheckState(sample());
    state = checkReducer(state, { type: 'list', listPath: 'experience', change: { kind: 'move', from: 1, to: 0 } });
    expect(state.document.experience.map((r) => r.employer)).toEqual(['City Clinic', 'St. Mary']);
    expect(state.uncertain).toEqual(['experience.0.title', 'experience.0.statements', 'contact.phone']);
    state = checkReducer(state, { type: 'list', listPath: 'experience', change: { kind: 'remove', index: 0 } });
    expect(state.document.experience.map((r) => r.employer)).toEqual(['St. Mary']);
    expect(state.uncertain).toEqual(['contact.phone']);
  });

  it('adds and reorders statements inside a role', () => {
    let state = initialCheckState(sample());
    const added = newStatement(state.document);
    expect(added.source).toEqual({ kind: 'user' });
    state = checkReducer(state, { type: 'list', listPath: 'experience.0.statements', change: { kind: 'insert', index: 2 }, item: added });
    state = checkReducer(state, { type: 'edit', path: 'experience.0.statements.2.text', value: 'Trained 30 new hires' });
    state = checkReducer(state, { type: 'list', listPath: 'experience.0.statements', change: { kind: 'move', from: 2, to: 0 } });
    expect(state.document.experience[0]?.statements.map((s) => s.text)).toEqual([
      'Trained 30 new hires',
      'Led a team of 12 nurses',
      'Cut handover time by 20%',
    ]);
    // Another new statement never reuses an id.
    expect(newStatement(state.document).id).not.toBe(added.id);
  });
});

describe('saving', () => {
  it('trims text, drops blank list items, keeps the remaining unsure fields and orders new sections last', () => {
    let state = initialCheckState(sample());
    state = checkReducer(state, { type: 'edit', path: 'contact.credentials', value: ['RN', ' BSN ', ' '] });
    state = checkReducer(state, { type: 'edit', path: 'skills.0.items', value: ['Triage', '', ' Epic '] });
    state = checkReducer(state, { type: 'list', listPath: 'certifications', change: { kind: 'insert', index: 0 }, item: newStatement(state.document) });
    state = checkReducer(state, { type: 'edit', path: 'certifications.0.text', value: '  BLS, 2023 ' });
    const document = normalizeDocument(state);
    expect(document.contact.credentials).toEqual(['RN', 'BSN']);
    expect(document.skills[0]?.items).toEqual(['Triage', 'Epic']);
    expect(document.certifications.map((s) => s.text)).toEqual(['BLS, 2023']);
    expect(document.order).toEqual(['experience', 'education', 'skills', 'certifications']);
    expect(document.uncertain).toEqual(['experience.1.title', 'experience.1.statements', 'contact.phone']);
    const check = prepareForSave(state);
    expect(check.ok).toBe(true);
  });

  it('keeps every statement the user left, word for word', () => {
    const check = prepareForSave(initialCheckState(sample()));
    expect(check.ok && check.document.experience[0]?.statements).toEqual(sample().experience[0]?.statements);
  });

  it('refuses a blank statement and a field past the schema limit, by path', () => {
    let state = initialCheckState(sample());
    state = checkReducer(state, { type: 'list', listPath: 'experience', change: { kind: 'insert', index: 0 }, item: emptyRole() });
    state = checkReducer(state, { type: 'list', listPath: 'experience.0.statements', change: { kind: 'insert', index: 0 }, item: newStatement(state.document) });
    state = checkReducer(state, { type: 'edit', path: 'experience.1.title', value: 'x'.repeat(2_001) });
    const check = prepareForSave(state);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors['experience.0.statements.0.text']).toBe(blankStatementMessage);
    expect(check.errors['experience.1.title']).toBe('Keep this to 2,000 characters or fewer.');
  });

  it("reads the API's 400 details as field errors", () => {
    expect(errorsFromDetails({ 'document.experience.0.title': 'Too long', which: 'Invalid' })).toEqual({ 'experience.0.title': 'Too long' });
    expect(errorsFromDetails(undefined)).toEqual({});
  });
});

describe('marks on statements', () => {
  it('a mark on a statement shows on its text and goes when the text is changed', () => {
    const document = { ...sample(), uncertain: ['experience.0.statements.1'] };
    let state = initialCheckState(document);
    expect(isUnsure(state.uncertain, 'experience.0.statements.1.text')).toBe(true);
    expect(isUnsure(state.uncertain, 'experience.0.statements.0.text')).toBe(false);
    state = checkReducer(state, { type: 'edit', path: 'experience.0.statements.1.text', value: 'Cut handover time by 25%' });
    expect(state.uncertain).toEqual([]);
  });
});

describe('a role needs a name', () => {
  it('refuses a role with neither a title nor an employer', () => {
    let state = initialCheckState(sample());
    state = checkReducer(state, { type: 'list', listPath: 'experience', change: { kind: 'insert', index: 2 }, item: emptyRole() });
    const check = prepareForSave(state);
    expect(check.ok ? {} : check.errors).toEqual({ 'experience.2.title': unnamedRoleMessage });
    // The read role with an employer but no title is fine.
    state = checkReducer(state, { type: 'edit', path: 'experience.2.employer', value: 'Acme' });
    expect(prepareForSave(state).ok).toBe(true);
  });
});

describe('a line the reader left out', () => {
  const watermark = { id: 'lo0', text: 'www.resumementor.com | Powered by resumementor', source: upload };
  const withLeftOut = (): CheckDocument => ({ ...sample(), leftOut: [watermark] });

  it('is put back word for word as a new section at the end of the other sections, and listed no more', () => {
    const state = checkReducer(initialCheckState(withLeftOut()), { type: 'putBack', index: 0 });
    expect(state.document.leftOut).toEqual([]);
    expect(state.document.other).toEqual([{ heading: '', statements: [watermark] }]);
    expect(state.uncertain).toEqual(initialCheckState(withLeftOut()).uncertain);
  });

  it('is saved in the resume once put back: the other sections join the order', () => {
    const state = checkReducer(initialCheckState(withLeftOut()), { type: 'putBack', index: 0 });
    const check = prepareForSave(state);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.document.order).toEqual(['experience', 'education', 'skills', 'other']);
    expect(check.document.other[0]?.statements[0]?.text).toBe(watermark.text);
  });

  it('stays left out when the user does not put it back', () => {
    const check = prepareForSave(initialCheckState(withLeftOut()));
    expect(check.ok && check.document.leftOut).toEqual([watermark]);
    expect(check.ok && check.document.other).toEqual([]);
  });
});
