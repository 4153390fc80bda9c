/**
 * Test support (issue 23): one known flaw injected into a well-written resume's text, with the span it
 * sits in and the editor rules that name it. The editor's measure (api/src/quality/editor-flaws.ts)
 * runs the editor on each original and on each of its variants. Every variant changes one place only,
 * so what the editor newly finds elsewhere is noise.
 */
import nlp from 'compromise';
import { readRoles, type LocatedRole } from '../editor/reading';
import { readSections } from '../editor/section-reading';
import { splitLines } from '../editor/context';

export const FLAW_KINDS = [
  'weak opener',
  'missing date',
  'role without numbers',
  'passive voice',
  'first-person pronoun',
  'date in the future',
  'dates out of order',
  'repeated statement',
  'past tense duty in the current role',
  'over-long bullet',
  'typo in a common word',
  'missing e-mail',
] as const;
export type FlawKind = (typeof FLAW_KINDS)[number];

export interface Variant {
  kind: FlawKind;
  text: string;
  /** Where the flaw is in the variant's text: a finding naming it overlaps [start, end). */
  start: number;
  end: number;
  /** Rules any of which names this flaw. */
  rules: readonly string[];
}

interface Role extends LocatedRole {
  body: { start: number; end: number; text: string }[];
}

function rolesOf(text: string): Role[] {
  return readSections(text)
    .filter((s) => s.type === 'experience')
    .flatMap((s) => readRoles(splitLines(text, s.bodyStart, s.end)))
    .map((r) => ({ ...r, body: r.statements.map((s) => ({ start: s.start, end: s.end, text: text.slice(s.start, s.end) })) }));
}

function replace(text: string, start: number, end: number, by: string): { text: string; start: number; end: number } {
  return { text: text.slice(0, start) + by + text.slice(end), start, end: start + by.length };
}

const lowerFirst = (s: string) => (/^\p{Lu}\p{Ll}/u.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** A statement's words without wrap breaks (a statement read from a PDF may span lines). */
const flat = (s: string) => s.replace(/\s*\n\s*/g, ' ');

function firstWordTag(body: string): { past: boolean; present: boolean; verb: boolean } {
  const term = nlp(body).terms().first();
  return { past: term.has('#PastTense'), present: term.has('#PresentTense') || term.has('#Infinitive'), verb: term.has('#Verb') };
}

/** A statement that opens with a verb, single-line, of 8 to 25 words: the kind every flaw is put into. */
function plainStatement(roles: readonly Role[], skip = 0): { role: Role; s: Role['body'][number] } | null {
  let seen = 0;
  for (const role of roles) {
    for (const s of role.body) {
      const words = s.text.split(/\s+/).length;
      if (s.text.includes('\n') || words < 8 || words > 25 || !firstWordTag(s.text).verb) continue;
      if (seen++ === skip) return { role, s };
    }
  }
  return null;
}

function dateLine(role: Role): { start: number; end: number; text: string } | null {
  if (role.dates === '') return null;
  const line = role.headerLines.find((l) => l.text.includes(role.dates));
  if (!line) return null;
  const at = line.start + line.text.indexOf(role.dates);
  return { start: at, end: at + role.dates.length, text: role.dates };
}

const NUMBER_WORDS_RE = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|hundred|thousand|million|dozen|half|double|triple)\b/gi;

/** The first and last year (with where they are in the text) of the first role dated by a range of years. */
function yearsOfARange(roles: readonly Role[]): { first: { year: number; at: number }; last: { year: number; at: number } } | null {
  const role = roles.find((r) => /\b(?:19|20)\d\d\b.*\b(?:19|20)\d\d\b/.test(r.dates));
  const d = role && dateLine(role);
  if (!d) return null;
  const years = [...d.text.matchAll(/\b(?:19|20)\d\d\b/g)].map((m) => ({ year: Number(m[0]), at: d.start + m.index }));
  const first = years[0];
  const last = years[years.length - 1];
  return first && last ? { first, last } : null;
}

type Maker = (text: string, roles: Role[]) => Omit<Variant, 'kind' | 'rules'> | null;

const MAKERS: Record<FlawKind, { rules: readonly string[]; make: Maker }> = {
  'weak opener': {
    rules: ['exp.weak-opener'],
    make: (text, roles) => {
      const p = plainStatement(roles);
      return p && replace(text, p.s.start, p.s.end, `Responsible for ${lowerFirst(p.s.text)}`);
    },
  },
  'missing date': {
    rules: ['dates.role-start-end'],
    make: (text, roles) => {
      const role = roles.find((r) => dateLine(r) !== null && r.statements.length > 0 && !/present|current|now/i.test(r.dates));
      const d = role && dateLine(role);
      if (!role || !d) return null;
      // The dates and the separator before them go; the span is the role's heading.
      const before = text.slice(0, d.start).replace(/[\s,|·–—-]*$/, '');
      const cut = before.length;
      const out = text.slice(0, cut) + text.slice(d.end);
      const first = role.headerLines[0];
      const last = role.statements[role.statements.length - 1];
      const removed = d.end - cut;
      return { text: out, start: Math.min(first?.start ?? cut, cut), end: Math.max(cut + 1, (last?.end ?? cut) - removed) };
    },
  },
  'role without numbers': {
    rules: ['exp.quantified'],
    make: (text, roles) => {
      const role = roles.find((r) => r.body.length >= 3 && r.body.some((s) => /\d/.test(s.text)));
      if (!role) return null;
      let out = text;
      // From the last statement back, so earlier offsets hold.
      for (const s of [...role.body].reverse()) {
        const parts = flat(s.text).split(/(?<=[,;])\s+/);
        const kept = parts.filter((p) => !/\d/.test(p));
        let body = kept.length > 0 ? kept.join(' ').replace(/[,;]\s*$/, '') : flat(s.text);
        body = body.replace(/[$€£]?\d[\d,.%+–-]*/g, 'several').replace(NUMBER_WORDS_RE, 'several');
        if (!/[.!?]$/.test(body) && /[.!?]$/.test(s.text)) body += '.';
        out = replace(out, s.start, s.end, body).text;
      }
      const first = role.body[0] as Role['body'][number];
      const last = role.body[role.body.length - 1] as Role['body'][number];
      return { text: out, start: first.start, end: last.end + (out.length - text.length) };
    },
  },
  'passive voice': {
    rules: ['lang.passive'],
    make: (text, roles) => {
      for (let i = 0; i < 12; i++) {
        const p = plainStatement(roles, i);
        if (!p) return null;
        const [verb = '', ...rest] = p.s.text.split(' ');
        if (!/^\p{L}+ed$/u.test(verb) || rest.length < 3) continue;
        const object = rest.join(' ').replace(/[.]$/, '');
        return replace(text, p.s.start, p.s.end, `${upperFirst(object)} was ${verb.toLowerCase()} by the team.`);
      }
      return null;
    },
  },
  'first-person pronoun': {
    rules: ['lang.pronouns'],
    make: (text, roles) => {
      // A statement without a pronoun yet: the flaw is one more.
      let p = null;
      for (let i = 1; i < 12 && p === null; i++) {
        const candidate = plainStatement(roles, i);
        if (candidate === null) break;
        if (!/\b(?:I|me|my|we|our)\b/.test(candidate.s.text)) p = candidate;
      }
      return p && replace(text, p.s.start, p.s.end, `I ${lowerFirst(p.s.text)}`);
    },
  },
  'date in the future': {
    rules: ['dates.future'],
    make: (text, roles) => {
      const y = yearsOfARange(roles);
      return y && replace(text, y.last.at, y.last.at + 4, '2031');
    },
  },
  'dates out of order': {
    rules: ['dates.end-before-start'],
    make: (text, roles) => {
      const y = yearsOfARange(roles);
      return y && replace(text, y.last.at, y.last.at + 4, String(y.first.year - 3));
    },
  },
  'repeated statement': {
    rules: ['exp.repeated-statement'],
    make: (text, roles) => {
      const from = roles.find((r) => r.body.length > 0);
      const to = roles.find((r) => r !== from && r.body.length > 0);
      const s = from?.body[0];
      const anchor = to?.body[to.body.length - 1];
      if (!s || !anchor) return null;
      const lineStart = text.lastIndexOf('\n', anchor.start - 1) + 1;
      const prefix = text.slice(lineStart, anchor.start);
      const at = text.indexOf('\n', anchor.end);
      const insertAt = at < 0 ? text.length : at;
      const line = `\n${prefix}${flat(s.text)}`;
      const out = text.slice(0, insertAt) + line + text.slice(insertAt);
      return { text: out, start: insertAt + 1, end: insertAt + line.length };
    },
  },
  'past tense duty in the current role': {
    rules: ['exp.tense'],
    make: (text, roles) => {
      const role = roles.find((r) => /present|current|now/i.test(r.dates));
      if (!role) return null;
      for (const s of role.body) {
        if (s.text.includes('\n') || !firstWordTag(s.text).present) continue;
        const verb = s.text.split(' ')[0] ?? '';
        const past = nlp(`I ${verb.toLowerCase()} it`).verbs().toPastTense().text().replace(/^I\s+|\s+it$/g, '');
        if (past === '' || past.toLowerCase() === verb.toLowerCase()) continue;
        return replace(text, s.start, s.start + verb.length, upperFirst(past));
      }
      return null;
    },
  },
  'over-long bullet': {
    rules: ['exp.bullet-length'],
    make: (text, roles) => {
      const p = plainStatement(roles, 2) ?? plainStatement(roles);
      if (!p) return null;
      const body = p.s.text.replace(/\.$/, '');
      const tail = ', working closely with colleagues across several departments to make sure that the team wrote down, checked and reviewed every step of the process and handed each stage over properly at the end of the week';
      return replace(text, p.s.start, p.s.end, `${body}${tail}${p.s.text.endsWith('.') ? '.' : ''}`);
    },
  },
  'typo in a common word': {
    rules: ['lang.typos'],
    make: (text, roles) => {
      const swaps: [RegExp, string][] = [
        [/\bthe\b/, 'teh'],
        [/\band\b/, 'adn'],
        [/\bwith\b/, 'wiht'],
        [/\bfor\b/, 'fot'],
      ];
      for (let i = 0; i < 12; i++) {
        const p = plainStatement(roles, i);
        if (!p) return null;
        for (const [re, typo] of swaps) {
          const m = re.exec(p.s.text);
          if (!m) continue;
          const at = p.s.start + m.index;
          return replace(text, at, at + m[0].length, typo);
        }
      }
      return null;
    },
  },
  'missing e-mail': {
    rules: ['contact.email'],
    make: (text) => {
      const m = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(text);
      if (!m) return null;
      const lineStart = text.lastIndexOf('\n', m.index - 1) + 1;
      // The address and one separator beside it go.
      const before = text.slice(lineStart, m.index).replace(/\s*[|·•,]\s*$/, '');
      const cutStart = lineStart + before.length;
      const after = text.slice(m.index + m[0].length).replace(/^\s*[|·•,]\s*/, before === '' ? '' : ' | ');
      const out = text.slice(0, cutStart) + after;
      return { text: out, start: 0, end: Math.max(1, cutStart + 1) };
    },
  },
};

/** Every flaw that can be put into this resume, one variant each. */
export function injectFlaws(text: string): Variant[] {
  const roles = rolesOf(text);
  const out: Variant[] = [];
  for (const kind of FLAW_KINDS) {
    const maker = MAKERS[kind];
    const made = maker.make(text, roles);
    if (made && made.text !== text) out.push({ kind, rules: maker.rules, ...made });
  }
  return out;
}
