/**
 * Experience rules about how each bullet starts and what it carries: an action verb first, no weak
 * opener ("Responsible for …"), some numbers (never invented: no fix), a verb not repeated within a
 * role, and the tense of the role (present for the current one, past for the others).
 */
import type { EditorRule, RuleHit } from './rule-types';
import { getFirstWord, isScopeLine, quote, getRoles, getStatements, labelRole } from './context';
import { WEAK_OPENER_RE, isVerbStart, matchCase, toBaseForm, toPastTense, rewriteWeakOpener, detectTense, type VerbTense } from './bullet-verbs';
import nlp from 'compromise';
import { isActionVerb } from '../resume/verbs';

const PRONOUN_START_RE = /^(?:i|me|my|we|our)\b/i;
const NUMBER_RE = /\d|%|[$€£]|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundred|thousand|million|dozen|half|double|triple)\b/i;

export const QUANTIFIED_SHARE = 0.3;

/** Words that say a piece of work was finished and what came of it: a result, not a duty. */
const FINISHED_RE =
  /\b(?:from\s.+\sto\b|cut(?:ting)?|reduc\w*|increas\w*|grew|sav(?:ed|ing)|dropp\w*|fell|rose|improv\w*|rais\w*|lower\w*|shorten\w*|won|award\w*)\b/i;

/** Verbs of a piece of work that was finished: a launch, a build, a change. */
const FINISHED_VERB_RE =
  /^(?:re-?|co-)?(?:\w*built|launch|introduc|creat|replac|migrat|rewr|redesign|implement|establish|founded|complet|deliver|achiev|develop|design|automat|wrote|adopt|negotiat|secur|convert|set up|open|start)/i;

/**
 * A statement in the past tense in the role held now is advice only when it is a duty still going on:
 * the role's other statements are mostly in the present tense (the writer keeps the present for what
 * goes on), and the statement names no finished result (a launch, a change "from … to …", a saving).
 * A role's scope line with a duty's verb is always one: it says what the role holds now.
 */
function isOngoingDuty(body: string, roleBodies: readonly string[], scope: boolean): boolean {
  // The statement's own clause: what follows a ';' is often the result of the duty ("…; cut the close to 5 days").
  const clause = body.split(/;|\s[–—]\s/)[0] ?? body;
  if (FINISHED_RE.test(clause) || FINISHED_VERB_RE.test(body.trim())) return false;
  const first = getFirstWord(body);
  const named = toBaseForm(first) ?? IRREGULAR_DUTY_PAST[first.toLowerCase()] ?? '';
  // "Ran the dosing services" is a duty; "Ran FEA on the casing" is a piece of work done.
  const base = named === 'run' && RUN_TASK_RE.test(clause) ? '' : named;
  // A scope line ("Led manufacturing … five plants, 1,900 employees") says what the role holds now.
  if (scope && DUTY_VERBS.has(base)) return true;
  const present = roleBodies.filter((b) => statementTense(b) === 'present').length;
  // A role written all in the past tense keeps the writer's own convention.
  if (present === 0) return false;
  return DUTY_VERBS.has(base) || present * 2 >= roleBodies.length;
}

let lexicon: Readonly<Record<string, unknown>> | null = null;
function lexiconTag(word: string): unknown {
  lexicon ??= (nlp.model() as { one: { lexicon: Record<string, unknown> } }).one.lexicon;
  return lexicon[word];
}

/**
 * The tense of a statement's first verb: the verb list's word ("Managed" past, "Manage" present), else
 * the tagger's, reading the statement after "I" ("Did pre-trip inspections" past, "Round daily" present).
 */
function statementTense(body: string): VerbTense {
  const listed = detectTense(getFirstWord(body));
  if (listed !== 'other') return listed;
  const first = getFirstWord(body);
  // "Deadlines for … were …": a plural noun first is no verb; a listed verb in -s is known above.
  if (first === '' || /^(?:set|cut|put|read|let|hit|run)$/i.test(first) || /s$/i.test(first)) return 'other';
  const term = nlp(`I ${first.toLowerCase()} ${body.trim().slice(first.length, 120)}`).terms().eq(1);
  // Past only for a regular past or one the lexicon knows ("did", "ran"): the tagger guesses "precept" past.
  if (term.has('#PastTense')) return /ed$/i.test(first) || lexiconTag(first.toLowerCase()) === 'PastTense' ? 'past' : 'other';
  return term.has('#PresentTense') || term.has('#Infinitive') ? 'present' : 'other';
}

/** Verbs of work that goes on as long as the job does: in the role held now, they belong in the present. */
const DUTY_VERBS = new Set(
  (
    'lead manage supervise own run oversee coordinate mentor train coach handle maintain support prepare serve resolve ' +
    'answer arrange process do teach greet schedule monitor review staff direct administer operate drive haul ' +
    'inspect audit reconcile advise counsel assess treat care plan precept round file draft track install repair troubleshoot'
  ).split(' '),
);

/** What one runs as a piece of work done, not a duty: an analysis, a test, a model. */
const RUN_TASK_RE =
  /^\S+\s+(?:\S+\s+){0,3}?(?:FEA|CFD|analys[ie]s|simulations?|tests?|stack-ups?|experiments?|models?|queries|scripts?|calculations?|studies|trials?)\b/i;

const IRREGULAR_DUTY_PAST: Record<string, string> = { led: 'lead', ran: 'run', did: 'do', taught: 'teach', drove: 'drive', oversaw: 'oversee' };

/**
 * A bullet opens with a verb, or with an adverb in -ly and then a verb ("Successfully deployed …":
 * the filler rule offers to drop "Successfully"; the verb is there).
 */
function startsWithVerb(body: string): boolean {
  const [first = '', second = ''] = body.trim().split(/\s+/);
  const clean = (w: string) => w.replace(/[^\p{L}-]/gu, '');
  if (isVerbStart(clean(first)) || (/^\p{L}{3,}ly$/u.test(clean(first)) && isVerbStart(clean(second)))) return true;
  return taggedAsVerb(body);
}

/**
 * The part-of-speech tagger's word on a statement's first word: a verb as the statement stands, or after
 * "I" ("I haul fuel …", "I precept students …"), so any verb a writer opens with counts, not only a
 * listed one. A statement that opens with its result's number ("Zero preventable accidents …", "95 % of
 * jobs …") leads with what came of the work, which is as good.
 */
function taggedAsVerb(body: string): boolean {
  const trimmed = body.trim().slice(0, 200);
  // "Art-direct …", "Co-led …": the verb is the last part of a hyphenated first word.
  const text = trimmed.replace(/^\p{L}+-(?=\p{L}{3,}\b)/u, '');
  const alone = nlp(text).terms().first();
  if (alone.has('#Verb') || alone.has('#Value')) return true;
  return nlp(`I ${text.charAt(0).toLowerCase()}${text.slice(1)}`).terms().eq(1).has('#Verb');
}

export const VERB_RULES: readonly EditorRule[] = [
  {
    id: 'exp.action-verb',
    sectionTypes: ['experience'],
    weight: 4,
    area: 'Action verbs',
    description: 'Bullets that start with a verb (“Built”, “Reduced”, “Led”) say at once what you did.',
    check: (ctx) =>
      getStatements(ctx)
        .filter((s) => !WEAK_OPENER_RE.test(s.body) && !PRONOUN_START_RE.test(s.body) && !startsWithVerb(s.body) && !isScopeLine(ctx, s))
        .map((s) => ({
          start: s.start,
          end: s.end,
          suggestion: `${quote(s.body)} does not start with an action verb: begin with what you did, e.g. “Built”, “Organised” or “Reduced”.`,
        })),
  },
  {
    id: 'exp.weak-opener',
    sectionTypes: ['experience'],
    weight: 4,
    area: 'Weak openers',
    description: '“Responsible for”, “Helped” or “Worked on” describe a duty, not what you did.',
    check: (ctx) => {
      const hits: RuleHit[] = [];
      for (const role of getRoles(ctx)) {
        const tense = role.dates?.present ? 'present' : 'past';
        for (const s of role.statements) {
          const opener = WEAK_OPENER_RE.exec(s.body)?.[0];
          if (opener === undefined) continue;
          const after = rewriteWeakOpener(s.body, tense);
          const example = after === null ? '' : `, e.g. ${quote(after)}`;
          hits.push({
            start: s.start,
            end: s.end,
            suggestion: `${quote(s.body)} starts with a weak opener (“${opener}”): start with what you did${example}.`,
            fix: after === null ? null : { start: s.start, end: s.end, after, label: `Reword the opener ‘${opener}’` },
          });
        }
      }
      return hits;
    },
  },
  {
    id: 'exp.quantified',
    sectionTypes: ['experience'],
    weight: 3,
    area: 'Measurable results',
    description: 'Numbers (how many, how much, how fast) make results concrete; add only numbers you can stand behind.',
    check: (ctx) => {
      const statements = getStatements(ctx);
      if (statements.length === 0) return [];
      // A role of three statements or more with no number at all, named by its heading.
      const bareRoles: RuleHit[] = getRoles(ctx)
        .filter((r) => r.statements.length >= 3 && r.statements.every((s) => !NUMBER_RE.test(s.body)))
        .map((r) => ({
          start: r.start,
          end: r.end,
          suggestion: `No bullet of the role ${quote(labelRole(r))} carries a number: where you know them, add the team's size, the volume, the money or the time saved.`,
        }));
      const bare = statements.filter((s) => !NUMBER_RE.test(s.body));
      const quantified = statements.length - bare.length;
      if (quantified / statements.length >= QUANTIFIED_SHARE) return bareRoles;
      const first = bare[0];
      const pct = Math.round((100 * quantified) / statements.length);
      return [
        ...bareRoles,
        {
          start: first?.start ?? 0,
          end: first?.end ?? 0,
          suggestion: `${quantified === 0 ? `None of the ${statements.length} bullets carries a number` : `Only ${quantified} of ${statements.length} bullets (${pct} %) carry a number`}: where you know them, add figures such as team size, volume, money or time saved (aim for 30 % or more).`,
        },
      ];
    },
  },
  {
    id: 'exp.repeated-verb',
    sectionTypes: ['experience'],
    weight: 2,
    area: 'Varied verbs',
    description: 'The same opening verb on several bullets of one role reads as repetition.',
    check: (ctx) => {
      const hits: RuleHit[] = [];
      for (const role of getRoles(ctx)) {
        const seen = new Set<string>();
        for (const s of role.statements) {
          const verb = getFirstWord(s.body).toLowerCase();
          if (!isActionVerb(verb)) continue;
          if (seen.has(verb)) {
            hits.push({ start: s.start, end: s.start + verb.length, suggestion: `“${getFirstWord(s.body)}” already opens another bullet of this role: vary the verb in ${quote(s.body)}.` });
          }
          seen.add(verb);
        }
      }
      return hits;
    },
  },
  {
    id: 'exp.tense',
    sectionTypes: ['experience'],
    weight: 3,
    area: 'Verb tense',
    description: 'Use the present tense for the role you hold now and the past tense for earlier roles.',
    check: (ctx) => {
      const hits: RuleHit[] = [];
      for (const role of getRoles(ctx)) {
        if (role.dates === null) continue;
        const current = role.dates.present;
        for (const s of role.statements) {
          const word = getFirstWord(s.body);
          const tense = statementTense(s.body);
          if (current && tense === 'past' && isOngoingDuty(s.body, role.statements.map((x) => x.body), isScopeLine(ctx, s))) {
            const base = toBaseForm(word);
            const after = base === null ? null : matchCase(base, word);
            hits.push({
              start: s.start,
              end: s.start + word.length,
              suggestion: `${quote(s.body)} is in the past tense, but this is your current role: if it is still going on, use the present tense${after === null ? '' : ` (“${after}”)`}; a finished achievement can stay as it is.`,
              fix: after === null ? null : { start: s.start, end: s.start + word.length, after, label: `Change ‘${word}’ to ‘${after}’` },
            });
          } else if (!current && tense === 'present') {
            const past = word.toLowerCase().endsWith('s') ? null : toPastTense(word);
            const after = past === null ? null : matchCase(past, word);
            hits.push({
              start: s.start,
              end: s.start + word.length,
              suggestion: `${quote(s.body)} is in the present tense, but the role has ended: use the past tense${after === null ? '' : ` (“${after}”)`}.`,
              fix: after === null ? null : { start: s.start, end: s.start + word.length, after, label: `Change ‘${word}’ to ‘${after}’` },
            });
          }
        }
      }
      return hits;
    },
  },
  {
    id: 'exp.repeated-statement',
    // Across every experience section ("Relevant Experience", "Earlier Career"), so a whole-resume rule.
    sectionTypes: 'resume',
    home: 'experience',
    weight: 3,
    area: 'Repeated bullets',
    description: 'The same bullet twice reads as padding; keep it once, under the role it belongs to.',
    check: (ctx) => {
      const seen = new Map<string, string>();
      const hits: RuleHit[] = [];
      for (const s of getStatements(ctx)) {
        const key = s.body.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
        if (key.split(' ').length < 4) continue;
        if (seen.has(key)) hits.push({ start: s.start, end: s.end, suggestion: `${quote(s.body)} is written twice: keep it once, under the role where it happened.` });
        else seen.set(key, s.body);
      }
      return hits;
    },
  },
];
