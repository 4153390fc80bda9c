/**
 * The About section, in the first person, from the user's own facts: a hook sentence that ends within
 * the first 300 characters (what shows before "see more"), the first-person sentences of the user's
 * About, one paragraph of results per role, the tools, and an invitation to connect. At most 2,600
 * characters; results are dropped from the end before anything else.
 */
import { splitSentences } from '../resume/entry-lines';
import { hasTitleWord } from '../resume/lexicon';
import { isActionVerb } from '../resume/verbs';
import { contentStems } from '../tailoring/concepts';
import { buzzwordsIn, speaksInThirdPerson } from './checks-headline-about';
import { LINKEDIN_ABOUT_MAX, LINKEDIN_HOOK_CHARS } from './linkedin.schema';
import { keywordsIn } from './support';
import { listOf } from './check-types';
import { currentPosition, type WriterContext } from './writer-context';

const FIRST_PERSON_RE = /\b(?:I|I'm|I've|my|me)\b/;
const RESULTS_PER_ROLE = 3;

/** "Reduced latency by 35%" → "I reduced latency by 35%"; null when it does not open with an action. */
export function inFirstPerson(statement: string): string | null {
  const verb = /^[\p{L}-]+/u.exec(statement)?.[0] ?? '';
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

/** The user's own About sentences worth keeping: first person, no clichés, not about themselves in the third person. */
function ownSentences(ctx: WriterContext): string[] {
  return splitSentences(ctx.profile.about.replace(/\n+/g, ' '))
    .filter((s) => FIRST_PERSON_RE.test(s) && buzzwordsIn(s).length === 0 && !speaksInThirdPerson(s, ctx.profile.name))
    .filter((s) => !/\b(?:connect|message me|send me a message|let['’]s talk|reach out|get in touch)\b/i.test(s));
}

/** True when most of the statement's content words are already in the text the About holds. */
function alreadySaid(statement: string, said: ReadonlySet<string>): boolean {
  const stems = contentStems(statement);
  return stems.length > 0 && stems.filter((s) => said.has(s)).length / stems.length >= 0.7;
}

function resultParagraphs(ctx: WriterContext, own: readonly string[]): string[] {
  const said = new Set(contentStems(own.join(' ')));
  return ctx.roles
    .map((r) => {
      const sentences = r.statements
        .filter((s) => !alreadySaid(s, said))
        .map(inFirstPerson)
        .filter((s): s is string => s !== null)
        .slice(0, RESULTS_PER_ROLE);
      if (sentences.length === 0) return '';
      const place = r.position.company ? `At ${r.position.company}` : `As ${r.position.title}`;
      const [first = '', ...rest] = sentences;
      return [`${place}, ${first}`, ...rest].join(' ');
    })
    .filter((p) => p !== '');
}

function closing(ctx: WriterContext): string {
  const about = ctx.matchingSkills.length >= 2 ? ` or want to talk about ${listOf(ctx.matchingSkills.slice(0, 2))}` : '';
  const where = ctx.industry ? ` in ${ctx.industry}` : '';
  return `If you are hiring for ${ctx.title} roles${where}${about}, I'd be glad to connect. Send me a message.`;
}

/** The About text. */
export function writeAbout(ctx: WriterContext): string {
  const own = ownSentences(ctx).filter((s) => s.length < 600);
  const toolsNamed = keywordsIn(own.join(' '), ctx.skills.slice(0, 5)).length >= 3;
  const tools = ctx.skills.length > 0 && !toolsNamed ? `Tools and skills I use: ${listOf(ctx.skills.slice(0, 10))}.` : '';
  const results = resultParagraphs(ctx, own);
  const summary = summaryHook(ctx);
  // The user's own About opens when its first sentence ends before "see more"; else their resume summary;
  // else the generated sentence (current role and tools), which otherwise follows as "Today I'm …".
  const ownOpens = own.length > 0 && (own[0] ?? '').length <= LINKEDIN_HOOK_CHARS;
  const today = hookSentence(ctx, false).replace(/^I/, 'Today I');
  const compose = (ownKept: readonly string[], kept: readonly string[]) => {
    const ownText = ownKept.join(' ');
    const opening = ownOpens ? [ownText, today] : summary !== null ? [`${summary} ${today}`, ownText] : [hookSentence(ctx, true), ownText];
    return [...opening, ...kept, tools, closing(ctx)].filter((p) => p.trim() !== '').join('\n\n');
  };
  const ownKept = [...own];
  const kept = [...results];
  let text = compose(ownKept, kept);
  // Too long: results go from the end, then the user's own sentences (the first one stays).
  while (text.length > LINKEDIN_ABOUT_MAX && kept.length > 0) {
    kept.pop();
    text = compose(ownKept, kept);
  }
  while (text.length > LINKEDIN_ABOUT_MAX && ownKept.length > 1) {
    ownKept.pop();
    text = compose(ownKept, kept);
  }
  return text.length <= LINKEDIN_ABOUT_MAX ? text : text.slice(0, LINKEDIN_ABOUT_MAX).replace(/\s+\S*$/, '');
}
