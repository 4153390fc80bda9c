/**
 * The About section, in the first person, from the user's own facts: a hook sentence that ends within
 * the first 300 characters (what shows before "see more"), the first-person sentences of the user's
 * About in their own paragraphs, one paragraph of results per role (more results while the About is
 * under 1,000 characters), the tools, and an invitation to connect. At most 2,600 characters; results
 * are dropped from the end before anything else. What of the user's About is left out is noted.
 */
import { splitSentences } from '../resume/entry-lines';
import { hasTitleWord } from '../resume/lexicon';
import { isActionVerb } from '../resume/verbs';
import { contentStems } from '../tailoring/concepts';
import { fullerOf, leftOutNote, ownParagraphs, sameFact } from './about-material';
import { ABOUT_MIN_CHARS, buzzwordsIn } from './checks-headline-about';
import { LINKEDIN_ABOUT_MAX, LINKEDIN_HOOK_CHARS } from './linkedin.schema';
import { keywordsIn } from './support';
import { listOf } from './check-types';
import { currentPosition, type WriterContext } from './writer-context';

const RESULTS_PER_ROLE = 3;

/** Openers the user kept (role-statements does not swap in a stronger verb) and their first person. */
const KEPT_OPENER_RE = /^(?:(responsible|accountable|tasked|involved|in charge)|(worked|helped|assisted))\b/i;

/**
 * "Reduced latency by 35%" → "I reduced latency by 35%"; "Responsible for X" → "I was responsible for X"
 * (the user's claim, not a stronger one); null when it opens with neither.
 */
export function inFirstPerson(statement: string): string | null {
  const verb = /^[\p{L}-]+/u.exec(statement)?.[0] ?? '';
  const kept = KEPT_OPENER_RE.exec(statement);
  if (kept) {
    const body = `I ${kept[1] ? 'was ' : ''}${statement.charAt(0).toLowerCase()}${statement.slice(1)}`;
    return /[.!?]$/.test(body) ? body : `${body}.`;
  }
  if (!isActionVerb(verb)) return null;
  const body = `I ${verb.toLowerCase()}${statement.slice(verb.length)}`;
  return /[.!?]$/.test(body) ? body : `${body}.`;
}

function articleOf(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

const SUMMARY_OPENING_RE = /^([\p{L}][\p{L} -]{2,60}?)\s+(with|who|specializing|experienced|skilled)\b(.*)$/u;

/**
 * A resume summary's opening fragment in the first person: "Backend software engineer with 7 years of
 * experience …" → "I'm a backend software engineer with 7 years of experience …"; null for other sentences.
 */
export function summaryInFirstPerson(sentence: string): string | null {
  const m = SUMMARY_OPENING_RE.exec(sentence.trim());
  const phrase = m?.[1] ?? '';
  if (!m || !hasTitleWord(phrase) || isActionVerb(phrase.split(/\s+/)[0] ?? '') || /^(?:i|my|we|our)\b/i.test(phrase)) return null;
  const lowered = /^\p{Lu}\p{Ll}/u.test(phrase) ? `${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}` : phrase;
  const body = `I'm ${articleOf(lowered)} ${lowered} ${m[2] ?? ''}${m[3] ?? ''}`.trim();
  return /[.!?]$/.test(body) ? body : `${body}.`;
}

/** The user's summary in the first person, when a resume has one that fits before "see more". */
function summaryHook(ctx: WriterContext): string | null {
  for (const summary of ctx.summaries) {
    const first = splitSentences(summary.replace(/\n+/g, ' '))[0] ?? '';
    const hook = summaryInFirstPerson(first);
    if (hook !== null && hook.length <= LINKEDIN_HOOK_CHARS && buzzwordsIn(hook).length === 0) return hook;
  }
  return null;
}

function hookSentence(ctx: WriterContext, withYears: boolean): string {
  const current = currentPosition(ctx);
  const skills = ctx.matchingSkills.length > 0 ? ctx.matchingSkills : ctx.skills.slice(0, 3);
  const who = current?.title ? `I'm ${articleOf(current.title)} ${current.title}${current.company ? ` at ${current.company}` : ''}` : `I work as ${articleOf(ctx.title)} ${ctx.title}`;
  const years = withYears && ctx.years >= 1 ? ` with ${ctx.years} years of experience` : '';
  const tools = skills.length > 0 ? `, working with ${listOf(skills)}` : '';
  const candidates = [`${who}${years}${tools}.`, `${who}${tools}.`, `${who}.`];
  return candidates.find((c) => c.length <= LINKEDIN_HOOK_CHARS) ?? `I work as ${articleOf(ctx.title)} ${ctx.title}.`.slice(0, LINKEDIN_HOOK_CHARS);
}

/** True when most of the statement's content words are already in the text the About holds. */
function alreadySaid(statement: string, said: ReadonlySet<string>): boolean {
  const stems = contentStems(statement);
  return stems.length > 0 && stems.filter((s) => said.has(s)).length / stems.length >= 0.7;
}

interface Results {
  /** Per role, its first-person results not already said, best first. */
  readonly byRole: readonly string[][];
  /** The user's sentences a fuller result says again (they leave the user's paragraphs). */
  readonly superseded: ReadonlySet<string>;
  /** The results that say those sentences again (they must be in the About). */
  readonly superseding: ReadonlySet<string>;
}

/** Each role's results in the first person, minus those the user's own sentences already say. */
function roleResults(ctx: WriterContext, own: readonly string[]): Results {
  const said = new Set(contentStems(own.join(' ')));
  const superseded = new Set<string>();
  const superseding = new Set<string>();
  const byRole = ctx.roles.map((r) => {
    const names = [r.position.company];
    return r.statements
      .filter((s) => !alreadySaid(s, said))
      .map(inFirstPerson)
      .filter((s): s is string => s !== null)
      .filter((s) => {
        const twins = own.filter((o) => sameFact(o, s, names));
        if (twins.some((o) => fullerOf(o, s) === o)) return false;
        twins.forEach((o) => superseded.add(o));
        if (twins.length > 0) superseding.add(s);
        return true;
      });
  });
  return { byRole, superseded, superseding };
}

/** A role's chosen results as one paragraph, "At Company, I …". */
function resultParagraph(ctx: WriterContext, index: number, sentences: readonly string[]): string {
  const position = ctx.roles[index]?.position;
  if (!position || sentences.length === 0) return '';
  const place = position.company ? `At ${position.company}` : `As ${position.title}`;
  const [first = '', ...rest] = sentences;
  return [`${place}, ${first}`, ...rest].join(' ');
}

/**
 * The order results join the About: the first RESULTS_PER_ROLE of each role (and any that replaced a
 * sentence of the user's), then the rest one role at a time, so a short About grows with every result
 * the user has rather than stopping at a fixed count.
 */
function resultOrder(results: Results): { order: [number, string][]; initial: number } {
  const first: [number, string][] = [];
  const more: [number, string][] = [];
  results.byRole.forEach((list, i) => list.forEach((s, j) => (j < RESULTS_PER_ROLE || results.superseding.has(s) ? first : more).push([i, s])));
  const rounds = Math.max(0, ...results.byRole.map((l) => l.length));
  const roundRobin: [number, string][] = [];
  for (let j = 0; j < rounds; j++) for (const [i, s] of more) if (results.byRole[i]?.indexOf(s) === j) roundRobin.push([i, s]);
  return { order: [...first, ...roundRobin], initial: first.length };
}

function closing(ctx: WriterContext): string {
  const about = ctx.matchingSkills.length >= 2 ? ` or want to talk about ${listOf(ctx.matchingSkills.slice(0, 2))}` : '';
  const where = ctx.industry ? ` in ${ctx.industry}` : '';
  return `If you are hiring for ${ctx.title} roles${where}${about}, I'd be glad to connect. Send me a message.`;
}

/** "I studied at University of Washington (Bachelor of Science - BS, Computer Science)." from the profile, or ''. */
function educationSentence(ctx: WriterContext): string {
  const school = ctx.profile.education.find((e) => e.school.trim() !== '');
  if (!school) return '';
  return `I studied at ${school.school.trim()}${school.degree.trim() ? ` (${school.degree.trim()})` : ''}.`;
}

/** The About and the notes on what of the user's own About it leaves out. */
export interface AboutDraft {
  text: string;
  leftOut: string[];
}

/** The About text. */
export function writeAbout(ctx: WriterContext): string {
  return draftAbout(ctx).text;
}

/**
 * The About: the user's paragraphs (breaks kept), results added until it reaches ABOUT_MIN_CHARS or
 * the results run out, then cut back from the end to LINKEDIN_ABOUT_MAX; every sentence of the user's
 * that does not make it is noted.
 */
export function draftAbout(ctx: WriterContext): AboutDraft {
  const own = ownParagraphs(ctx.profile);
  const results = roleResults(ctx, own.paragraphs.flat());
  const leftOut = [...own.leftOut];
  const paragraphs = own.paragraphs.map((p) => p.filter((s) => !results.superseded.has(s))).filter((p) => p.length > 0);
  for (const s of results.superseded) leftOut.push(leftOutNote(s, 'your Experience says it more fully, and that sentence is in the About'));
  const ownFlat = paragraphs.flat();
  const toolsNamed = keywordsIn(ownFlat.join(' '), ctx.skills.slice(0, 5)).length >= 3;
  const tools = ctx.skills.length > 0 && !toolsNamed ? `Tools and skills I use: ${listOf(ctx.skills.slice(0, 10))}.` : '';
  const summary = summaryHook(ctx);
  // The user's own About opens when its first sentence ends before "see more"; else their resume summary;
  // else the generated sentence (current role and tools), which otherwise follows as "Today I'm …".
  const ownOpens = ownFlat.length > 0 && (ownFlat[0] ?? '').length <= LINKEDIN_HOOK_CHARS;
  const today = hookSentence(ctx, false).replace(/^I/, 'Today I');
  let studied = '';
  const compose = (ownKept: readonly string[][], kept: readonly [number, string][]) => {
    const ownText = ownKept.map((p) => p.join(' ')).join('\n\n');
    const opening = ownOpens ? [ownText, today] : summary !== null ? [`${summary} ${today}`, ownText] : [hookSentence(ctx, true), ownText];
    const resultText = ctx.roles.map((_, i) => resultParagraph(ctx, i, kept.filter(([r]) => r === i).map(([, s]) => s)));
    return [...opening, ...resultText, studied, tools, closing(ctx)].filter((p) => p.trim() !== '').join('\n\n');
  };
  const { order, initial } = resultOrder(results);
  const ownKept = paragraphs.map((p) => [...p]);
  const kept = order.slice(0, initial);
  let text = compose(ownKept, kept);
  // Too short: the next result joins while there is one and the About stays within LinkedIn's limit.
  while (text.length < ABOUT_MIN_CHARS && kept.length < order.length) {
    const next = compose(ownKept, order.slice(0, kept.length + 1));
    if (next.length > LINKEDIN_ABOUT_MAX) break;
    kept.push(order[kept.length] as [number, string]);
    text = next;
  }
  // Still short with every result in: the user's education, as their profile states it.
  if (text.length < ABOUT_MIN_CHARS && educationSentence(ctx) !== '') {
    studied = educationSentence(ctx);
    text = compose(ownKept, kept);
  }
  // Too long: results go from the end, then the user's own sentences (the first one stays).
  while (text.length > LINKEDIN_ABOUT_MAX && kept.length > 0) {
    kept.pop();
    text = compose(ownKept, kept);
  }
  while (text.length > LINKEDIN_ABOUT_MAX && ownKept.flat().length > 1) {
    const last = ownKept[ownKept.length - 1] ?? [];
    const dropped = last.pop();
    if (last.length === 0) ownKept.pop();
    if (dropped !== undefined) leftOut.push(leftOutNote(dropped, `the About would pass LinkedIn's ${LINKEDIN_ABOUT_MAX} characters`));
    text = compose(ownKept, kept);
  }
  const fitted = text.length <= LINKEDIN_ABOUT_MAX ? text : text.slice(0, LINKEDIN_ABOUT_MAX).replace(/\s+\S*$/, '');
  return { text: fitted, leftOut };
}
