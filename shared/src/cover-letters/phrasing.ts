/**
 * How the generator turns resume facts into letter sentences without changing them: a statement that
 * opens with an action verb becomes "I <statement>" (only its first letter lowered, every number as
 * written), any other statement is quoted whole; lists read "A, B and C". Also the user's own sentences
 * from the custom instructions ("Mention that I can start in January" → "I can start in January.") and
 * what they ask to focus on ("Focus on my audit work").
 */
import { hasSingularTitleWord } from '../resume/lexicon';
import { indefiniteArticle } from '../text/article';
import { presentPerfect } from '../text/grammar';
import { isActionVerb } from '../resume/verbs';
import { opensInPastTense } from '../text/past-tense';
import { findBannedPhrases, findPlaceholder } from './banned-phrases';
import type { EvidenceItem } from './evidence';
import type { Mentions } from './letter-context';
import { sentencesOfParagraph } from './letter-text';
import { SELF_PRAISE_RE } from '../text/self-praise';
import { isAspiration } from '../text/aspiration';

export { listOf } from '../text/lists';

/** The statement without its closing punctuation. */
function bare(text: string): string {
  return text.trim().replace(/[\s.;,!]+$/, '');
}

/** "Reduced close time …" → "reduced close time …" (names and acronyms keep their capitals). */
function lowerFirstWord(text: string): string {
  const first = /^\S+/.exec(text)?.[0] ?? '';
  return /^[A-Z][a-z'-]*$/.test(first) ? first.toLowerCase() + text.slice(first.length) : text;
}

const BULLET_RE = /^[\s•·▪●◦‣*–—-]+/;

/** The statement without a leading bullet character ("• Teach …" → "Teach …"): a letter never shows one. */
export function withoutBullet(text: string): string {
  return text.replace(BULLET_RE, '').trim();
}

/** Adjectives and nouns that look like verbs at a statement's start ("Experienced engineer …"). */
const NOT_VERBS_RE = /^(?:responsible|experience|experienced|skilled|member|expert|detailed|certified|licensed|seasoned|dedicated|motivated|talented|accomplished|proven|results)$/;
/** Irregular past forms of the verb list, so "Built …" and "Led …" read as done, not as present tense. */
const IRREGULAR_PAST = new Set(
  'built cut drove grew led oversaw ran read rebuilt set sold taught undertook won wrote upsold fed drew paid lent underwrote bookkept made took gave brought spoke began held kept met sent spent saw became chose found'.split(' '),
);
/** Openings of a statement written in the passive ("Awarded …", "Responsible for …"), which read "I was …". */
const PASSIVE_RE = /^(?:responsible for|tasked with|charged with|awarded|selected (?:as|for|to|by)|named (?:as|to)|promoted to|recogni[sz]ed (?:as|for|by)|elected|appointed|nominated|invited to|chosen (?:as|for|to))\b/i;
/** "Storyline practice course (2024) - built a …": a name, a dash, then the statement in the lower case. */
const DASH_LABEL_RE = /^(\p{Lu}[^:–—|]{1,60}?)\s+[-–—]\s+(\p{Ll}.*)$/u;
/** "Open Source Contributor: Contributed to …": a short label, then the statement. */
const LABEL_RE = /^([A-Z][^:]{1,40}):\s+(\S.*)$/;

/** A past-tense action verb ("Reduced", "Led", "Precepted"), not an -ing form or a present one. */
function isPastVerb(word: string): boolean {
  // "Co-wrote", "Co-authored": the verb after the prefix decides.
  if (/^co-[a-z]{3,}$/i.test(word)) return isPastVerb(word.slice(3));
  const lower = word.toLowerCase();
  if (NOT_VERBS_RE.test(lower)) return false;
  if (IRREGULAR_PAST.has(lower)) return true;
  // A capitalised past-tense form the verb list lacks ("Precepted", "Triaged") still opens an achievement.
  return /ed$/.test(lower) && (isActionVerb(lower) || /^[A-Z][a-z]{3,}ed$/.test(word));
}

/** Present-tense verbs of current roles the verb list lacks ("Keep every opportunity current …", "Precept new nurses …"). */
const EXTRA_BASE = new Set('keep precept take make give hold meet bring speak round'.split(' '));

/** A base-form action verb ("Teach", "Run"): reads "I teach …" only for the role still held. */
function isBaseVerb(word: string): boolean {
  const lower = word.toLowerCase();
  if (EXTRA_BASE.has(lower)) return true;
  if (!isActionVerb(lower) || /ing$/.test(lower) || isPastVerb(word)) return false;
  return !(/s$/.test(lower) && (isActionVerb(lower.slice(0, -1)) || isActionVerb(lower.slice(0, -2))));
}

/**
 * "Developing" → "develop", "Collaborating" → "collaborate", "Running" → "run": the base form of an action verb a
 * current role's statement opens with in "-ing" (a resume's "Developing intuitive … interfaces using React"), or null.
 */
function baseOfIng(word: string): string | null {
  const lower = word.toLowerCase();
  if (!/^[a-z]{3,}ing$/.test(lower)) return null;
  const stem = lower.slice(0, -3);
  const doubled = /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : null;
  const found = [stem, `${stem}e`, doubled].find((c): c is string => c !== null && (EXTRA_BASE.has(c) || isActionVerb(c)));
  return found ?? null;
}

/** "-ing" words that describe rather than act ("intuitive and engaging user interfaces"). */
const ADJECTIVE_ING = new Set(
  'engaging interesting challenging leading growing existing emerging evolving demanding exciting compelling rewarding thriving outstanding promising competing remaining following upcoming ongoing incoming outgoing moving winning recurring underlying missing pending matching changing varying operating'.split(' '),
);

/** Words after which an "-ed" word reads as a participle, not the writer's verb ("based in", "used by"). */
const PARTICIPLE_NEXT_RE = /^(?:by|in|at|on|for|with|to|from|as|under|into|over|through|via)$/i;

/**
 * "… shift; build assignments …" → "… shift, and build assignments …": a clause after ";" that opens with
 * a verb shares the "I". Three or more such clauses read as one list with one "and" ("I support 900
 * employees, handle employee relations cases, and advise managers"), not "…, and …, and …".
 */
function joinVerbClauses(text: string, current: boolean): string {
  const parts = text.split(/;\s+/);
  const shares = (part: string) => {
    const [word = '', next = ''] = part.split(/\s+/);
    // A lower-case "-ed" word with an object after it ("averaged 118%", "retrained 25 associates") is the
    // same writer's verb even where the verb list lacks it; one before a preposition is a participle ("based in").
    const pastWithObject = /^[a-z]{3,}ed$/.test(word) && next !== '' && !PARTICIPLE_NEXT_RE.test(next);
    // "…; have oriented 9 nurses since 2021": a present perfect shares the "I" too (it was left subjectless after ";").
    const perfectTense = /^have$/i.test(word) && (isPastVerb(next) || /^[a-z]{3,}(?:ed|en)$/.test(next));
    return isPastVerb(word) || pastWithObject || perfectTense || (current && isBaseVerb(word));
  };
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length === 1) out.push(run[0] ?? '');
    else if (run.length === 2) out.push(`${run[0]}, and ${run[1]}`);
    else if (run.length > 2) out.push(`${run.slice(0, -1).join(', ')}, and ${run.at(-1)}`);
    run = [];
  };
  // A finished result after a duty of the role still held reads in the present perfect ("I own the close,
  // and have shortened it …"), not as a past tense beside a present one.
  const perfect = (part: string) => {
    const [word = '', ...rest] = part.split(' ');
    const head = (run[0] ?? '').split(/\s+/)[0] ?? '';
    // A regular past the part-of-speech library does not conjugate ("mentored") has its participle in the same form.
    // A result dated in the past stays in the past ("…, and reduced expired inventory write-offs by 28% in 2024").
    const dated = /\b(?:in|during)\s+(?:(?:19|20)\d{2}|Q[1-4])\b|\blast (?:year|quarter|month)\b/i.test(part);
    const turned = current && !dated && isBaseVerb(head) && !isBaseVerb(word) ? (presentPerfect(word) ?? (/^[a-z]{3,}ed$/.test(word) && isPastVerb(word) ? `have ${word}` : null)) : null;
    return turned ? [turned, ...rest].join(' ') : lowerFirstWord(part);
  };
  parts.forEach((part, i) => {
    if (i > 0 && shares(part)) run.push(perfect(part));
    else {
      flush();
      run = [part];
    }
  });
  flush();
  return out.join('; ');
}

/** True when the statement opens with an action verb the letter can put after "I" ("Led …", "Reduced …"). */
export function opensWithVerb(text: string, current = false): boolean {
  return firstPersonClause(text, current) !== null;
}

/**
 * "I led …" for a statement that opens with a past-tense verb used actively (or a present one for the
 * role still held), "I was awarded …" for a passive; null for any other (a label, "Built by …", "Using …"),
 * which would read wrongly after "I".
 */
export function firstPersonClause(text: string, current = false): string | null {
  const t = bare(withoutBullet(text));
  const label = LABEL_RE.exec(t);
  if (label && (label[1] ?? '').split(/\s+/).length <= 5) return firstPersonClause(label[2] ?? '', current);
  // "Storyline practice course (2024) - built a 20-minute sample course …": a project's name before a dash, then what
  // was done in the lower case (a teacher's one piece of course design was in none of her letters).
  const named = DASH_LABEL_RE.exec(t);
  if (named && (named[1] ?? '').split(/\s+/).length <= 8 && isPastVerb(/^\S+/.exec(named[2] ?? '')?.[0] ?? '')) return firstPersonClause(named[2] ?? '', current);
  if (PASSIVE_RE.test(t)) return `I was ${lowerFirstWord(t)}`;
  const [word = '', next = ''] = t.split(/\s+/);
  // An adverb before a past verb ("Successfully delivered multiple projects …", "Independently rebuilt …") goes after
  // "I"; "successfully" says nothing the verb does not (a product manager's delivery on time and budget was in no letter).
  if (/^\p{L}{3,}ly$/u.test(word) && !/^(?:only|early|daily|weekly|monthly|quarterly|yearly)$/i.test(word) && isPastVerb(next)) {
    const rest = firstPersonClause(t.slice(word.length).trim(), current);
    return rest && /^successfully$/i.test(word) ? rest : rest?.replace(/^I /, `I ${word.toLowerCase()} `) ?? null;
  }
  if (!/^[A-Za-z'-]{2,}$/.test(word) || /^by$/i.test(next)) return null;
  // A role still held told in "-ing" ("Developing intuitive user interfaces …") reads "I develop …"; a title ("Managing
  // Director …") is no verb. Left out before: a recruiter's read found a frontend engineer's current job in none of her letters.
  const base = current && !hasSingularTitleWord(next) ? baseOfIng(word) : null;
  // A second "-ing" verb joined by "and" takes the same tense ("Developing product strategies and making …" → "…and make …").
  const rest = t.slice(word.length).replace(/(\sand\s)([a-z]{3,}ing)\b/g, (all, and: string, verb: string) => (!ADJECTIVE_ING.has(verb) && baseOfIng(verb) ? `${and}${baseOfIng(verb) ?? ''}` : all));
  if (base) return firstPersonClause(`${base}${rest}`, current);
  // "Registered nurse with …", "Certified trainer …": a title, not a verb and its object.
  if (/ed$/i.test(word) && hasSingularTitleWord(next)) return null;
  // "Room 30 patients a day …": a medical assistant's verb, which the verb list cannot hold as a bare noun.
  const rooms = /^room$/i.test(word) && /^(?:\d|patients?$|guests?$)/i.test(next);
  if (!(isPastVerb(word) || (current && (isBaseVerb(word) || rooms)))) return null;
  // A statement of two sentences ("Analyzed … in Python and R. Assisted in the development of …"): the second
  // joins the first when it opens with a verb of the same kind ("…, and assisted in …"), else the statement
  // cannot follow "I" whole (a recruiter's read found "Assisted in the development …" standing with no subject).
  const [head = '', ...more] = t.split(/(?<![A-Z]\.[A-Z])(?<=[A-Za-z0-9)%])\.\s+(?=[A-Z][a-z])/);
  if (more.length > 0) {
    // The same tense as the first verb, and a verb, not a noun ("Budget of $2M.").
    const past = isPastVerb(word);
    const opens = (sentence: string) => {
      const [v = '', after = ''] = sentence.split(/\s+/);
      return past ? isPastVerb(v) : isBaseVerb(v) && !/^(?:of|for|to)$/i.test(after);
    };
    if (!more.every(opens)) return null;
    return `I ${lowerFirstWord(joinVerbClauses(head, current))}${more.map((sentence) => `, and ${lowerFirstWord(sentence.replace(/\.$/, ''))}`).join('')}`;
  }
  return `I ${lowerFirstWord(joinVerbClauses(t, current))}`;
}

/** "Charge Nurse, Telemetry" → "Charge Nurse", "Nursing Supervisor (Evening Shift)" → "Nursing Supervisor": the title as a name in a sentence. */
export function titleAsName(title: string): string {
  return title.split(/\s*[,(|]\s*|\s+[–—-]\s+/)[0]?.trim() ?? '';
}

/** "Bus Crowding Tracker | Python, pandas" → "Bus Crowding Tracker": a project's name without the tools after a bar or dash. */
export function projectName(name: string): string {
  return name.split(/\s*[|:]\s*|\s+[–—-]\s+/)[0]?.trim() ?? '';
}

/** How the letter's mentions know a project ("project:personal expense tracker"). */
export function projectKey(item: Pick<EvidenceItem, 'title'>): string {
  return `project:${projectName(item.title).toLowerCase()}`;
}

/** "was awarded …" → "was also awarded …", "ran …" → "also ran …" (an adverb after "I"). */
export function withAdverb(adverb: string, pred: string): string {
  const was = /^(was|were|am|is|are|have|has|had)\s+(.*)$/.exec(pred);
  return was ? `${was[1] ?? ''} ${adverb} ${was[2] ?? ''}` : `${adverb} ${pred}`;
}

/** Frames that stress the present ("In the post I hold today", "In my job today"), as they read before a past result. */
const HELD_NOW_RE = /^In the (post|role|job|position) I hold (?:today|now)\b/;
const TODAY_RE = /^In my (post|role|job|position|work) today\b/;

/**
 * The voice's frame for the current role; before a statement told in the past ("I improved …", "I implemented …,
 * resulting in …") a frame that stresses today reads as a tense clash ("In the post I hold today, I improved …" was a
 * reader's example), so it drops the time word.
 */
function currentFrame(voice: Mentions['voice'], pred: string): string {
  const told = voice.current(pred);
  // Each template's own words without the time word ("In the job I hold", "In my job to date"), so no two templates'
  // frames read alike ("In my present job" is another template's).
  return opensInPastTense(pred.replace(/^also /, '')) ? told.replace(HELD_NOW_RE, 'In the $1 I hold').replace(TODAY_RE, 'In my $1 to date') : told;
}

/** The sentence in the letter's voice: the role the first time, shorter after. */
function framed(item: EvidenceItem, pred: string, mentions: Mentions): string {
  const voice = mentions.voice;
  if (item.kind === 'experience' && item.employer) {
    const key = `${item.title}|${item.employer}`;
    const first = !mentions.roles.has(key);
    // Told: a statement of this employer is in the letter already; named: the opening named it (no statement yet,
    // so no "also": a recruiter's read found "As Medical Social Worker there, I also arrange …" on the first proof).
    const told = [...mentions.roles].some((k) => k.endsWith(`|${item.employer}`));
    const employerNamed = told || mentions.named.has(item.employer);
    mentions.roles.add(key);
    // An earlier role told right after a later one at the same employer ("Before that, as Staff Accountant, I …").
    const earlier = mentions.last !== null && mentions.last !== key && mentions.last.endsWith(`|${item.employer}`) && (mentions.entryOf.get(mentions.last) ?? Infinity) < item.entryIndex;
    mentions.entryOf.set(key, item.entryIndex);
    // "Again" frames ("I likewise …", "In that role I also …") only for the same role: another title at the
    // same employer is named, or its statement reads as the role before's.
    const again = mentions.last === key;
    const sameEmployerBefore = mentions.last !== null && mentions.last.endsWith(`|${item.employer}`) && !again;
    mentions.repeats = again ? mentions.repeats + 1 : 0;
    mentions.last = key;
    const title = titleAsName(item.title);
    const frames = mentions.frames.get(item.employer) ?? new Set<string>();
    mentions.frames.set(item.employer, frames);
    // The frame this statement takes, recorded so it can be given back if the statement is told again elsewhere.
    const used = { has: (frame: string) => frames.has(frame), add: (frame: string) => (frames.add(frame), mentions.frameOf.set(item, frame)) };
    const atEmployer = (sentence: string) => sentence.replace(/\b[Tt]here\b/, (word) => `${word === 'There' ? 'At' : 'at'} ${item.employer}`);
    const role = { title, employer: item.employer, current: item.current === true };
    // Once per employer, so two earlier roles in a row do not both open "Before that".
    if (earlier && title && !used.has('earlier')) {
      used.add('earlier');
      return voice.earlier(pred, title);
    }
    if (first && !told && item.current === true && mentions.stated.has(`role:${key}`)) {
      used.add('sameEmployer');
      used.add('current');
      return currentFrame(voice, pred);
    }
    if (first && employerNamed && title) {
      used.add('sameEmployer');
      const framedThere = voice.sameEmployer(pred, title, role.current, told);
      return again || sameEmployerBefore ? framedThere : atEmployer(framedThere);
    }
    if (first && !employerNamed) {
      used.add('first');
      return voice.first(pred, role);
    }
    // A third sentence in a row about one employer names it again rather than reuse a linking phrase.
    // The voice's two "in that role" frames take turns across the paragraph, not only within one role's run.
    // Each of the two at most once a paragraph; after them the employer is named again.
    // The third sentence in a row about one role adds on without naming the role a third time: "In that position I
    // also … In the same position, …" read as a chain (a recruiter's read).
    if (again && mentions.repeats % 3 === 2) return voice.onward(pred);
    if (again && mentions.repeats % 3 !== 0 && mentions.agains < 2) {
      mentions.agains++;
      return voice.again(pred, ++mentions.againsInLetter);
    }
    // Naming the employer again: each of the template's frames once per employer ("At Acme, too, I …",
    // then "As HR Generalist at Acme, I …"), so no frame opens two sentences about one employer.
    const order = sameEmployerBefore && title ? ['sameEmployer', 'first'] : ['later', 'first', 'sameEmployer'];
    const next = order.find((f) => !used.has(f) && (f === 'later' || title !== '')) ?? (sameEmployerBefore && title ? 'sameEmployer' : undefined);
    if (next) used.add(next);
    // The current role the opening named in full ("I currently work as a Medical Social Worker at Alamo Heights
    // Regional Hospital") is not named in full again: a recruiter's read found "In my current role as Medical
    // Social Worker at Alamo Heights Regional Hospital, I …" opening the third paragraph of the same letter.
    if (next === 'first' && role.current && mentions.stated.has(`role:${key}`)) {
      if (used.has('current')) return voice.later(pred, item.employer, true);
      used.add('current');
      return currentFrame(voice, withAdverb('also', pred));
    }
    if (next === 'first') return voice.first(pred, role);
    if (next === 'sameEmployer') return sameEmployerBefore ? voice.sameEmployer(pred, title, role.current, true) : atEmployer(voice.sameEmployer(pred, title, role.current, true));
    return voice.later(pred, item.employer, role.current);
  }
  const name = item.kind === 'project' ? projectName(item.title) : '';
  const key = projectKey(item);
  const after = mentions.last;
  mentions.last = null;
  mentions.repeats = 0;
  if (!name) return voice.outside(pred);
  mentions.last = key;
  // Right after a statement of the same project; then one told earlier in the letter, named again with "also".
  if (after === key) return voice.sameProject(pred);
  const told = mentions.roles.has(key);
  mentions.roles.add(key);
  // A name that says only that it is a project ("Personal Project"), or that the statement says itself ("Personal
  // Expense Tracker" before "I developed a personal expense tracker application"), is not named: the voice's
  // words for work outside a job say where it was done.
  if (!namedProject(item.title, pred)) return told ? voice.outside(withAdverb('also', pred)) : voice.outside(pred);
  if (told) return voice.project(withAdverb('also', pred), name);
  return mentions.projects++ > 0 ? voice.anotherProject(pred, name) : voice.project(pred, name);
}

/**
 * The project's name as a letter names it, or '' when it says only that it is a project ("Personal Project") or
 * the statement says it itself ("Personal Expense Tracker" before "I developed a personal expense tracker …").
 */
export function namedProject(title: string, statement: string): string {
  const name = projectName(title);
  return !name || GENERIC_PROJECT_RE.test(name) || statement.toLowerCase().includes(name.toLowerCase()) ? '' : name;
}

/** Project names that name no project ("Personal Project", "Side Projects", "Capstone"). */
const GENERIC_PROJECT_RE = /^(?:(?:my|a)\s+)?(?:personal|side|own|academic|course|class|school|university|college|capstone|final|independent|freelance|other|various)?\s*(?:projects?|capstone)$/i;

/** A noun phrase naming a role in its first words ("Senior backend engineer with …"), not a sentence of its own. */
function rolePhrase(text: string): boolean {
  const words = bare(text).split(/\s+/);
  return words.length >= 4 && hasSingularTitleWord(words.slice(0, 4).join(' ')) && !/^(?:I|My|Our|We|Experienced|Skilled|Proven)\b/.test(text) && !opensWithVerb(text);
}

/** A summary describing its writer ("B2B SaaS seller with 5+ years …", "Lean Six Sigma Green Belt who …"). */
function personPhrase(text: string): boolean {
  const head = /^([A-Za-z0-9+/&. -]{2,60}?)\s+(?:with|who)\s/.exec(bare(text))?.[1] ?? '';
  const words = head.split(/\s+/).filter(Boolean);
  return words.length >= 1 && words.length <= 6 && !/^(?:I|My|Our|We|To|Seeking|The|A|An)$/i.test(words[0] ?? '') && (!opensWithVerb(head) || /^Experienced$/i.test(words[0] ?? ''));
}


/** "a registered nurse with 11 years …" for a summary line that describes its writer; null for any other line. */
export function personDescription(line: string): string | null {
  const text = bare(withoutBullet(line)).replace(SELF_PRAISE_RE, '');
  // What the writer seeks describes no one ("I am a seeking an Account Executive role …").
  if (isAspiration(text) || !(rolePhrase(text) || personPhrase(text))) return null;
  // "Lean Six Sigma Green Belt who …" is a name and keeps its capital; "Experienced software engineer …" does not.
  const named = /^\S+\s+\p{Lu}/u.test(text) && !/^Experienced\s/.test(text);
  return `${indefiniteArticle(text)} ${named ? text : lowerFirstWord(text)}`;
}

/** "I am a backend engineer with …" for a summary that describes its writer; null for any other statement. */
function summaryClause(item: EvidenceItem, lead: string): string | null {
  const who = item.kind === 'summary' && !lead ? personDescription(item.text) : null;
  return who ? `I am ${who}.` : null;
}

/** "My credentials include …", then "My credentials also include …": "I hold Registered Nurse, …" lacks an article. */
function credentialSentence(item: EvidenceItem, mentions: Mentions): string {
  const text = bare(withoutBullet(item.text));
  mentions.stated.add(text.toLowerCase());
  mentions.credentials += 1;
  return `My credentials ${mentions.credentials > 1 ? 'also include' : 'include'} ${text}.`;
}

/** True when the statement can only be quoted whole (it opens with no verb and describes no one): the pool hands out one such per letter. */
export function readsAsQuote(item: EvidenceItem): boolean {
  if (item.kind === 'certification') return false;
  return firstPersonClause(item.text, item.current) === null && summaryClause(item, '') === null;
}

/** The statement as a sentence of its own, before a voice frames it ("I ran a 32-bed unit …."), or '' when it cannot follow "I". */
export function plainSentence(item: EvidenceItem): string {
  if (item.kind === 'certification') return `I hold ${bare(withoutBullet(item.text))}.`;
  const clause = firstPersonClause(item.text, item.current);
  return clause ? `${clause}.` : (summaryClause(item, '') ?? '');
}

/**
 * One evidence sentence in the letter's voice ("At Northwind, where I worked as Senior Accountant, I
 * reduced …"), "My credentials include …" for a certification, "I am a …" for a summary that describes
 * its writer; '' for a statement that cannot follow "I" (the letter never quotes the resume at the reader).
 */
export function evidenceSentence(item: EvidenceItem, mentions: Mentions): string {
  if (item.kind === 'certification') {
    mentions.last = null;
    return credentialSentence(item, mentions);
  }
  const clause = firstPersonClause(item.text, item.current);
  if (!clause) {
    mentions.last = null;
    // A project described as a thing ("A job queue for …") would read the same in every template: left out.
    return summaryClause(item, '') ?? '';
  }
  return framed(item, clause.replace(/^I /, ''), mentions);
}

const ASK_RE = /^(?:please\s+)?(?:mention|note|say|add|include|state|tell them)\s+(?:that\s+)?(.+)$/i;
const FIRST_PERSON_RE = /^(?:I|I'm|I am|I've|I have|I can|I will|[Mm]y)\b/;

/** The user's own first-person sentences from the custom instructions, ready to stand in the letter. */
export function instructionSentences(customInstructions: string | undefined): string[] {
  if (!customInstructions) return [];
  const out: string[] = [];
  for (const line of customInstructions.split(/\n+/)) {
    for (const sentence of sentencesOfParagraph(line)) {
      const asked = ASK_RE.exec(bare(sentence))?.[1] ?? bare(sentence);
      const text = asked.trim();
      if (!FIRST_PERSON_RE.test(text) || text.split(/\s+/).length < 3 || text.length > 300) continue;
      if (findBannedPhrases(text).length > 0 || findPlaceholder(text) !== null) continue;
      out.push(`${text.charAt(0).toUpperCase()}${text.slice(1)}.`);
    }
  }
  return out.slice(0, 3);
}

const FOCUS_RE = /\b(?:focus(?:ing)? on|emphasi[sz]e|highlight|stress|lead with)\s+(?:my\s+|the\s+)?([^.;\n]{2,120})/gi;

/** What the custom instructions ask the letter to focus on ("Focus on my audit work" → "audit work"). */
export function focusOfInstructions(customInstructions: string | undefined): string[] {
  if (!customInstructions) return [];
  return [...customInstructions.matchAll(FOCUS_RE)].map((m) => (m[1] ?? '').trim()).filter(Boolean).slice(0, 5);
}

/** "I hold a B.S. …", or "I am studying for a B.S. …, expected in May 2027": a degree not finished is not held. */
export function holdingEducation(ed: string): string {
  return /, (?:expected in .+|in progress)$/.test(ed) ? `I am studying for ${ed}.` : `I hold ${ed}.`;
}
