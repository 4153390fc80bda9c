/**
 * The built-in generator's record paragraphs: each quotes the resume's own statements chosen for its
 * role (results with numbers for impact, leading people for leadership, research and teaching for
 * academic letters, projects for a portfolio, licences for healthcare…), best-ranked first, each once
 * per letter. When a resume has nothing for a role, the role falls back to the best evidence left,
 * under an opening that claims nothing the statements do not show.
 */
import { RESULT_RE, type EvidenceItem } from './evidence';
import { core, ofEntry, optional, skillsToName, worksAtCompany, type LetterContext, type LetterSentence } from './letter-context';
import { educationOnce, secondDegree, studiesTowardJob } from './hooks';
import { credentialName, holdsCredential } from '../resume/credential-name';
import { evidenceSentence, holdingEducation, listOf } from './phrasing';
import { hostsArgument } from './argument';
import type { ParagraphRole } from './templates';

type Test = (item: EvidenceItem) => boolean;

const LEADERSHIP_RE = /\b(?:led|lead|leading|managed|manage|managing|directed|oversaw|oversee|supervised|supervise|mentored|mentor|coached|hired|headed|chaired|ran|built a team)\b/i;
const RESEARCH_RE = /\b(?:research\w*|published|publications?|papers?|stud(?:y|ies|ied)|grants?|thesis|dissertation|conferences?|journal articles?|investigat\w*|experiments?|peer-reviewed)\b/i;
// Training people, not a model's training ("improved the efficiency of model training" is no teaching).
const TEACHING_RE = /\b(?:teach\w*|taught|courses?|students?|lectur\w*|curricul\w*|mentor\w*|tutor\w*|class(?:es|room)?|lessons?|instruct\w*|(?<!\b(?:model|data|network)s? )train(?:ed|ing)(?! (?:and (?:inference|serving|evaluation)|data|sets?|runs?|jobs?|pipelines?|models?)\b)|coach\w*|syllab\w*|seminars?|advis\w*)\b/i;
const CARE_RE = /\b(?:patients?|care|clinical|nurs\w*|bedside|triage|medication|charting|unit|ward|icu|er|diagnos\w*|therap\w*|safety)\b/i;

const matches = (re: RegExp): Test => (i) => re.test(i.text);
/** How many times the statement matches (a statement about research three ways beats one that names it once). */
const hitsOf =
  (re: RegExp) =>
  (i: EvidenceItem): number =>
    i.text.match(new RegExp(re.source, 'gi'))?.length ?? 0;

/** Up to `n` evidence sentences: items passing `test` first, then the best left when `fallback`. */
function evidenceSentences(ctx: LetterContext, n: number, test: Test | null, role?: ParagraphRole): LetterSentence[] {
  return toSentences(ctx, pickEvidence(ctx, n, test, true, undefined, role).items);
}

/**
 * The items with each role's statements together, employers latest first (a recruiter's read: "While at
 * Quillstone Health, … While at Fernhill Freight Software, …" told the earlier job first), and one employer's
 * roles latest first as the resume lists them: a
 * paragraph tells one role's work, then the next, rather than going back and forth (a recruiter's read found
 * "as Accounting Clerk …, as Staff Accountant …, as Senior Accountant …" told out of order).
 */
function groupedByRole(items: readonly EvidenceItem[]): EvidenceItem[] {
  const placeOf = (i: EvidenceItem) => (i.kind === 'experience' && i.employer ? `employer|${i.employer}` : `${i.kind}|${i.entryIndex}`);
  // Each employer at its latest role's place; projects and other sections after the jobs, as the strongest come.
  const rank = new Map<string, number>();
  items.forEach((item, k) => {
    const place = placeOf(item);
    const at = item.kind === 'experience' && item.employer ? item.entryIndex : 10_000 + k;
    rank.set(place, Math.min(rank.get(place) ?? Infinity, at));
  });
  const rankOf = (i: EvidenceItem) => rank.get(placeOf(i)) ?? Infinity;
  return [...items].sort((a, b) => rankOf(a) - rankOf(b) || (placeOf(a).startsWith('employer|') ? a.entryIndex - b.entryIndex : 0));
}

/** The first item's sentence is core, the others may go when the letter is too long (weaker ones first). */
function toSentences(ctx: LetterContext, items: readonly EvidenceItem[]): LetterSentence[] {
  return groupedByRole(items)
    .map((item) => ({ item, text: evidenceSentence(item, ctx.mentions) }))
    .filter((x) => x.text !== '')
    .map((x, i) => ofEntry(i === 0 ? core(x.text) : optional(x.text, 10 + x.item.score), x.item));
}

/**
 * The least a statement must score to be told for want of a better one (a paragraph's fallback, or the
 * letter filled out to its length): below it, a statement shows none of the posting's asks and little of
 * its words, or comes from an early job a career has grown past (a recruiter's read found a pharmacist's
 * internship bullet in 14 of 15 letters, a journeyman's apprentice job logs in 12). The letter says the
 * user's skills and education first; such statements come only after them (generate.ts `fillTo`).
 */
const FILL_FLOOR = 0;

/**
 * Up to `n` items passing `test` (with `strength`, the strongest of them, the pool's rank breaking ties),
 * then the best left when `fallback`; `matched` says how many passed the test.
 */
function pickEvidence(
  ctx: LetterContext,
  n: number,
  test: Test | null,
  fallback: boolean,
  strength?: (item: EvidenceItem) => number,
  role?: ParagraphRole,
): { items: EvidenceItem[]; matched: number } {
  let items: EvidenceItem[] = [];
  if (test && strength) {
    const chosen = new Set(
      ctx.pool
        .remaining(test)
        .map((item, rank) => ({ item, rank, strength: strength(item) }))
        .sort((a, b) => b.strength - a.strength || a.rank - b.rank)
        .slice(0, n)
        .map((x) => x.item.id),
    );
    items = ctx.pool.take(n, (i) => chosen.has(i.id));
  } else if (test) items = ctx.pool.take(n, test);
  const matched = items.length;
  if (fallback && items.length < n) {
    const inOrder = keepsOrder(ctx, role);
    items.push(...ctx.pool.take(n - items.length, (i) => i.score >= FILL_FLOOR && inOrder(i)));
    if (items.length === 0) items.push(...ctx.pool.take(n, (i) => i.score >= FILL_FLOOR));
  }
  return { items, matched };
}

/**
 * What `role`'s paragraph may tell for want of its own kind of statement: a job the letter has told, one earlier
 * than every job told, or no job. A paragraph after the argument's does not go back to a later job the letter has
 * not told (a recruiter's read: the Academic letter's teaching paragraph opened "In my current post … at OpenAI"
 * after the research paragraph had told the writer's Uber job).
 */
function keepsOrder(ctx: LetterContext, role: ParagraphRole | undefined): Test {
  const told = [...ctx.mentions.entryOf.values()];
  if (!role || told.length === 0 || hostsArgument(ctx.template.id, role)) return () => true;
  const earliest = Math.max(...told);
  return (i) => i.kind !== 'experience' || i.entryIndex >= earliest || ctx.mentions.entryOf.has(`${i.title}|${i.employer}`);
}

/**
 * A role paragraph: the statements for the role, strongest first, then the best left; `intro` (the
 * template's own opening) only over statements that really are of that kind.
 */
function roleParagraph(ctx: LetterContext, role: ParagraphRole, test: Test | RegExp, intro: string | null = null, strength?: (item: EvidenceItem) => number): LetterSentence[] {
  const n = statementsFor(ctx, role);
  const { items, matched } = test instanceof RegExp ? pickEvidence(ctx, n, matches(test), true, hitsOf(test), role) : pickEvidence(ctx, n, test, true, strength, role);
  const body = toSentences(ctx, items);
  return intro && matched > 0 && body.length > 0 ? [optional(intro, 1), ...body] : body;
}

/**
 * How many statements a record paragraph tells: three, or, in the paragraph that argues the posting's
 * asks (argument.ts), what is left of three after the argued ones (at least one).
 */
function statementsFor(ctx: LetterContext, role: ParagraphRole): number {
  const host = hostsArgument(ctx.template.id, role);
  const wanted = host ? Math.max(1, 3 - ctx.argued.length) : 3;
  // The letter's budget of statements (generate.ts TOLD_STATEMENTS) keeps one for each record paragraph after this one.
  const roles = ctx.template.paragraphs.map((p) => p.role);
  const later = roles.slice(roles.indexOf(role) + 1).filter((r) => r in recordWriters && r !== 'potential' && r !== 'credentials').length;
  const room = ctx.pool.left() - later;
  return Math.max(host && ctx.argued.length > 0 ? 0 : 1, Math.min(wanted, room));
}

function evidence(ctx: LetterContext): LetterSentence[] {
  // What the user asked to focus on comes before the rest (the argument may have left it for this paragraph).
  const isCare = ctx.template.id === 'cl-prof-6' ? matches(CARE_RE) : ctx.pool.remaining(ctx.focused).length > 0 ? ctx.focused : null;
  return evidenceSentences(ctx, statementsFor(ctx, 'evidence'), isCare, 'evidence');
}

function impact(ctx: LetterContext): LetterSentence[] {
  const measured = (i: EvidenceItem) => (RESULT_RE.test(i.text) ? 1 : 0);
  return roleParagraph(ctx, 'impact', (i) => i.hasNumber, null, measured);
}

function leadership(ctx: LetterContext): LetterSentence[] {
  return roleParagraph(ctx, 'leadership', LEADERSHIP_RE);
}

function technicalDepth(ctx: LetterContext): LetterSentence[] {
  // The argument before it has matched the posting's asks to the statements that show them.
  if (ctx.argued.length > 0) return evidenceSentences(ctx, statementsFor(ctx, 'technical-depth'), null, 'technical-depth');
  const skills = skillsToName(ctx, 3);
  const body: LetterSentence[] = [];
  for (const s of skills) {
    const item = ctx.pool.take(1, (i) => i.skills.includes(s.skill))[0];
    const text = item ? evidenceSentence(item, ctx.mentions) : '';
    if (!item || !text) continue;
    body.push(body.length === 0 ? core(text) : optional(text, 10 + item.score));
  }
  if (body.length < 2) body.push(...evidenceSentences(ctx, 2 - body.length, null).map((s) => (body.length === 0 ? s : { ...s, ...optional(s.text, 8) })));
  // The body alone: a lead-in naming the asks ("You are asking for X, and here is where I have used it.")
  // read as a form to a recruiter.
  return body;
}

function portfolio(ctx: LetterContext): LetterSentence[] {
  return roleParagraph(ctx, 'portfolio', (i) => i.kind === 'project');
}

function research(ctx: LetterContext): LetterSentence[] {
  return roleParagraph(ctx, 'research', RESEARCH_RE);
}

function teaching(ctx: LetterContext): LetterSentence[] {
  return roleParagraph(ctx, 'teaching', TEACHING_RE);
}

function potential(ctx: LetterContext): LetterSentence[] {
  const out: LetterSentence[] = [];
  const ed = educationOnce(ctx);
  if (ed) out.push(core(`My education is ${ed}.`));
  // An experienced writer's jobs are the argument's to tell: taken here, the strongest of them stood before the
  // bridge ("In my present job, I arrange …" in the education paragraph, a recruiter's read of a social worker's
  // letter). A paragraph left with one sentence still takes one.
  const own = (i: EvidenceItem) => i.kind === 'project' || i.kind === 'other';
  const first = pickEvidence(ctx, 2, own, !ctx.experienced).items;
  const short = ctx.experienced ? 2 - out.length - first.length : 0;
  const items = short > 0 ? [...first, ...pickEvidence(ctx, short, null, true).items] : first;
  out.push(...toSentences(ctx, items).map((s, i) => (out.length === 0 && i === 0 ? s : { ...s, ...optional(s.text, 9) })));
  return out;
}

/**
 * "CSM" beside "Certified Scrum Master" on one resume: the abbreviation of another credential listed, said once by
 * its full name ("My credentials include CSM, along with Certified Scrum Master." was a recruiter's example); and
 * an issuer's name on a line of its own.
 */
function abbreviates(name: string, names: readonly string[]): boolean {
  // An issuer on a line of its own ("Scrum Alliance" under "CSM | Mar 2018") is no credential either.
  if (/\b(?:Alliance|Institute|Association|Society|Board|Council|Foundation|Academy|University|College|Coursera|Udemy)$/.test(name)) return true;
  if (!/^[A-Z]{2,6}$/.test(name)) return false;
  return names.some((other) => other !== name && other.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w)).map((w) => w[0]).join('') === name);
}

/** The certifications the letter has not stated, by name (at most `n`), marked as stated and out of the pool so no later paragraph restates them. */
export function takeCredentials(ctx: LetterContext, n: number): string[] {
  const stated = ctx.mentions.stated;
  const names = ctx.document.certifications.filter((c) => holdsCredential(c.text)).map((c) => credentialName(c.text));
  const certs = names
    .filter((c) => c.length > 0 && c.length <= 80 && !stated.has(c.toLowerCase()) && !abbreviates(c, names))
    .slice(0, n);
  for (const c of certs) stated.add(c.toLowerCase());
  ctx.pool.take(certs.length, (i) => i.kind === 'certification' && certs.includes(credentialName(i.text)));
  return certs;
}

/** "A, B, along with C": ", along with" keeps two capitalised names apart ("… Yellow Belt, along with Powered Industrial Truck Operator"), where "and" would join them into one. */
export function credentialList(certs: readonly string[]): string {
  return certs.length > 1 ? `${certs.slice(0, -1).join(', ')}, along with ${certs[certs.length - 1] ?? ''}` : listOf(certs);
}

/** The certifications by name (not stated yet) and the education. */
function credentials(ctx: LetterContext): LetterSentence[] {
  const certs = takeCredentials(ctx, 4);
  const ed = educationOnce(ctx);
  const out: LetterSentence[] = [];
  const list = credentialList(certs);
  if (certs.length > 0) out.push(core(`My credentials include ${list}.`));
  if (ed) out.push(out.length === 0 ? core(holdingEducation(ed)) : optional(holdingEducation(ed), 7));
  // With no certification, the next degree keeps the degree company (a hiring manager's read of "I hold a Bachelor of
  // Science … Skills I use on the job include Python.": a line naming one skill beside an unsaid master's degree).
  const more = ed && certs.length === 0 ? secondDegree(ctx) : null;
  if (more) out.push(optional(`I also earned ${more}.`, 6));
  if (out.length === 0) return evidenceSentences(ctx, 2, null);
  return out;
}

function transferableSkills(ctx: LetterContext): LetterSentence[] {
  return evidenceSentences(ctx, statementsFor(ctx, 'transferable-skills'), null, 'transferable-skills');
}

function motivation(ctx: LetterContext): LetterSentence[] {
  const wanted = new Set(ctx.facts.matchedSkills.map((s) => s.skill));
  const keywords = ctx.facts.requirements.titleKeywords;
  const toward: Test = (i) => i.kind !== 'experience' || i.skills.some((s) => wanted.has(s)) || keywords.some((k) => i.text.toLowerCase().includes(k));
  if (ctx.template.id === 'cl-spec-6') return roleParagraph(ctx, 'motivation', toward, worksAtCompany(ctx) ? 'I am asking for this move because my work has already grown toward it.' : null);
  // A step toward the new field is named as the resume shows it, a degree under way in the job's field ("I am
  // studying for …"), or not at all: "I have already taken steps toward this field" over a crisis-line
  // volunteer's calls was an overclaim (a recruiter's read).
  const studies = studiesTowardJob(ctx) ? educationOnce(ctx) : null;
  const body = roleParagraph(ctx, 'motivation', toward);
  return studies ? [core(holdingEducation(studies)), ...body.map((s) => (s.core ? { ...s, core: false, weight: 30 } : s))] : body;
}

/** The writers of the record roles. */
export const recordWriters = {
  evidence,
  impact,
  leadership,
  'technical-depth': technicalDepth,
  portfolio,
  research,
  teaching,
  potential,
  credentials,
  'transferable-skills': transferableSkills,
  motivation,
} as const;

/** More real evidence for a letter under its minimum length: one sentence an unused statement (above FILL_FLOOR when `relevantOnly`). */
/**
 * One more statement for `paragraph` and where it goes: a job's statement before the paragraph's first
 * statement of an earlier role, framed after the sentence it follows (a recruiter's read: "At Redbud …, I
 * completed 8,000 hours … At Brightline Electric, I also lead …" went back to the current job); anything else
 * at the end. Null when nothing is left.
 */
export function furtherEvidenceIn(ctx: LetterContext, paragraph: readonly LetterSentence[], relevantOnly = true): { sentence: LetterSentence; at: number } | null {
  const item = ctx.pool.take(1, (i) => !relevantOnly || i.score >= FILL_FLOOR)[0];
  if (!item) return null;
  const older = item.kind === 'experience' ? paragraph.findIndex((s) => s.entry !== undefined && s.entry > item.entryIndex) : -1;
  if (older < 0) {
    const sentence = ofEntry(optional(evidenceSentence(item, ctx.mentions), 3 + item.score / 10), item);
    return sentence.text === '' ? furtherEvidenceIn(ctx, paragraph, relevantOnly) : { sentence, at: paragraph.length };
  }
  const { last, repeats } = ctx.mentions;
  const before = paragraph[older - 1];
  const role = before?.entry !== undefined ? ctx.document.experience[before.entry] : undefined;
  ctx.mentions.last = role ? `${role.title}|${role.employer}` : null;
  let run = 0;
  for (let k = older - 1; k > 0 && paragraph[k - 1]?.entry === before?.entry && before?.entry !== undefined; k--) run++;
  ctx.mentions.repeats = run;
  const sentence = ofEntry(optional(evidenceSentence(item, ctx.mentions), 3 + item.score / 10), item);
  // The paragraph still ends with its last sentence: what follows it is framed after that one.
  ctx.mentions.last = last;
  ctx.mentions.repeats = repeats;
  return sentence.text === '' ? furtherEvidenceIn(ctx, paragraph, relevantOnly) : { sentence, at: older };
}
