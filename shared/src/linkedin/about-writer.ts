/**
 * The About section, in the first person, from the user's own facts: a hook sentence that ends within
 * the first 300 characters (what shows before "see more"), the first-person sentences of the user's
 * About in their own paragraphs, one paragraph of results per role (more results while the About is
 * under 1,000 characters), the tools, and an invitation to connect. At most 2,600 characters; results
 * are dropped from the end before anything else. What of the user's About is left out is noted.
 */
import { companyInProse } from '../text/company-name';
import { splitSentences } from '../resume/entry-lines';
import { placeInSentence, withoutRunInCity } from '../resume/studies';
import { toProseCase } from '../text/grammar';
import { isActionVerb } from '../resume/verbs';
import { leftOutNote, ownParagraphs, sameFact, saidIn } from './about-material';
import { summaryInFirstPerson } from './about-first-person';
import { holdsStatement, opensWithResult, retellsStatement } from './writing-faults';
import { resultStrength } from './result-phrases';
import { outcomeOpeningOf, rankedResults, resultOpening, resultSentences } from './about-results';
import { indefiniteArticle } from '../text/article';
import { ABOUT_MIN_CHARS, buzzwordsIn, namesTitle } from './checks-headline-about';
import { nameableSkills, proseSpelling } from './headline-title';
import { coreTitle } from './title-core';
import { LINKEDIN_ABOUT_MAX, LINKEDIN_HOOK_CHARS } from './linkedin.schema';
import { keywordsIn } from './support';
import { escapeRegExp } from '../text/regexp';
import { aboutSkills } from './about-skills';
import { currentPosition, type RoleResult, type WriterContext } from './writer-context';
import { personSentences, soughtTitle } from './about-person';
import { sharesFigure } from './figures';
import { careerPathSentence } from './about-path';

const RESULTS_PER_ROLE = 2;
/** Results told after the opening: a concrete result or two, not the Experience again as a list. */
const MORE_RESULTS_MAX = 3;

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

/** A statement's first clause in the first person for the About's opening; a present-tense one only for the role still held. */
function leadClause(clause: string, current: boolean): string | null {
  const first = /^[\p{L}-]+/u.exec(clause)?.[0] ?? '';
  if (!current && !/ed$/i.test(first)) return null;
  // Without its tools and sources ("built a store-level demand forecast", not "… in Python from two years of
  // point-of-sale data"): those are the Experience's, and the opening is not the bullet again in another order.
  const cut = /^(.+?)\s+(?:in|from|with|across|using|through)\s/u.exec(clause)?.[1];
  return inFirstPerson(cut !== undefined && cut.split(/\s+/).length >= 3 ? cut : clause);
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

/** "I'm a Journeyman Electrician at Brightline Electric Co." when no result can open the About. */
function roleSentence(ctx: WriterContext, today: boolean, said = ''): string {
  const current = currentPosition(ctx);
  const title = current?.title ? coreTitle(current.title) || current.title : ctx.title;
  // An employer the sentence before has named is "there", not named twice in a row.
  const company = current?.company ? companyInProse(current.company) : '';
  const at = !company ? '' : said.includes(company) ? ' there' : ` at ${company}`;
  const sentence = `${today ? "Today I'm" : "I'm"} ${indefiniteArticle(title)} ${title}${at}`;
  return sentence.endsWith('.') ? sentence : `${sentence}.`;
}

/**
 * What the user is looking for, in their own situation: a student's first role after graduating, the
 * next role of the title they hold, or the move to the target. Saying what one seeks claims nothing held.
 */
function closing(ctx: WriterContext): string {
  // A target title whose words the truth check reads as a skill the user lacks is not named; their own is.
  // A title the posting cut short or with its work arrangement ("… Sr /...", "…- Remote") is said as a person would.
  const sought = soughtTitle(ctx.target);
  // A target the check cannot let stand is not swapped for the title held ("I'm open to my next Customer Support
  // Representative II role" was a support rep's close for a customer success post): the close names no title then.
  if (sought !== '' && !ctx.claimable(sought) && sought.toLowerCase() !== ctx.title.toLowerCase()) {
    return ctx.studies ? "I'm looking for my first role after graduating; feel free to message me here." : "I'm now looking for my next role; feel free to message me here.";
  }
  const target = [sought, ctx.title].find((t) => t !== '' && ctx.claimable(t)) ?? '';
  if (target === '') return '';
  // A student's graduation is said in the opening sentence.
  // Each ends with an invitation the checklist's rule reads as one (the same rule scores the user's own About).
  if (ctx.studies) return `I'm looking for my first ${target} role; feel free to message me here.`;
  const held = target.toLowerCase() === ctx.title.toLowerCase();
  return held ? `I'm open to my next ${target} role; feel free to message me here.` : `I'm now looking for ${indefiniteArticle(target)} ${target} role; feel free to message me here.`;
}

/** "I'm an information science student at the University of Wisconsin–Madison, graduating in May 2027." */
function studentSentence(ctx: WriterContext): string {
  const s = ctx.studies;
  if (!s) return '';
  const field = toProseCase(s.field);
  const school = s.institution ? ` at ${placeInSentence(s.institution)}` : '';
  return `I'm ${indefiniteArticle(field)} ${field} student${school}${s.graduation ? `, graduating in ${s.graduation}` : ''}.`;
}

/** "I studied at University of Washington (Bachelor of Science - BS, Computer Science)." from the profile, or ''. */
function educationSentence(ctx: WriterContext): string {
  // A school line that is the degree (a resume read the other way round) is not said as a school.
  const school = ctx.profile.education.find((e) => e.school.trim() !== '' && !/^(?:[BM]\.|Bachelor|Master|Associate|Doctor|Ph\.?D|MBA|B[AS]\b|M[AS]\b|Certificate|Diploma)/i.test(e.school.trim()));
  if (!school || school.school.length > 80 || /[;.!?]\s|\d/.test(school.school) || school.degree.length > 120 || /[;!?]/.test(school.degree)) return '';
  // A heading read as the degree ("Credentials", "Licensure and Certifications") is not said.
  const degree = /\b(?:credentials|certifications|licensure|skills|languages|awards)\b/i.test(school.degree) ? '' : school.degree.trim();
  const place = placeInSentence(withoutRunInCity(school.school));
  // "I earned a Master of Science in Accounting at the University of Hartford"; a degree written as a form's
  // fields ("Bachelor of Science - BS, Computer Science") stays in brackets.
  if (/^[^,;()–—-]+(?:\s\([^()]+\))?$/.test(degree) && !/^\d/.test(degree)) return `I earned ${indefiniteArticle(degree)} ${degree} at ${place}.`;
  return `I studied at ${place}${degree ? ` (${degree})` : ''}.`;
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

/** The user's own About sentence with the strongest result that fits before "see more", or null. */
function strongestOwnResult(paragraphs: readonly string[][]): string | null {
  const ranked = paragraphs
    .flat()
    .filter((x) => x.length <= LINKEDIN_HOOK_CHARS && opensWithResult(x))
    .sort((a, b) => resultStrength(b) - resultStrength(a));
  return ranked[0] ?? null;
}

/** The skills the About names, as the user spells them in a sentence. */
function proseSkills(ctx: WriterContext): string[] {
  const titles = [ctx.title, ...ctx.profile.positions.map((p) => p.title)];
  return nameableSkills([...ctx.matchingSkills, ...ctx.skills], titles, ctx.profile.skills, ctx.industry).map((s) => proseSpelling(s, ctx.supportText));
}

/**
 * The About: the strongest result first (its role named as a noun), the user's summary and own About
 * paragraphs, further results one sentence per role (in a few words, never the Experience's statement
 * whole), education when short, the tools, an invitation. Results go from the end to fit 2,600.
 */
export function draftAbout(ctx: WriterContext): AboutDraft {
  const own = ownParagraphs(ctx.profile);
  const leftOut = [...own.leftOut];
  const summary = summaryHook(ctx);
  // A sentence of the user's About that the Experience says word for word is said there; the summary's
  // sentence that opens the About is not said twice.
  const statements = ctx.roles.flatMap((r) => r.statements);
  own.paragraphs = own.paragraphs
    .map((p) =>
      p.filter((sentence) => {
        const copied = statements.some((st) => holdsStatement(sentence, st));
        const written = own.written.get(sentence) ?? sentence;
        if (copied) leftOut.push({ sentence: written, note: leftOutNote(written, 'your Experience says it word for word') });
        return !copied && sentence !== summary;
      }),
    )
    .filter((p) => p.length > 0);
  const ownFlat = own.paragraphs.flat();
  // A figure the user's summary or own sentences state is not stated again by a result ("$2–9M" once).
  const ownSaid0 = [summary ?? '', ...ownFlat].join(' ');
  const results = rankedResults(ctx).filter((r) => !ownFlat.some((o) => sameFact(o, r.statement, [r.position.company])) && !sharesFigure(r.phrase, ownSaid0));
  // The user's own sentence with the strongest result opens when no Experience result is left to (it moves up).
  const ownBest = results.length === 0 ? strongestOwnResult(own.paragraphs) : null;
  if (ownBest !== null) own.paragraphs = own.paragraphs.map((p) => p.filter((x) => x !== ownBest)).filter((p) => p.length > 0);
  // An outcome the user states ("92% of vancomycin levels were within goal range") opens when it reads
  // stronger than the best action result ("Verified 300+ medication orders per shift").
  const outcomeFound = outcomeOpeningOf(ctx, leadClause);
  const outcome = outcomeFound === null || sharesFigure(outcomeFound.text, ownSaid0) ? null : outcomeFound.text;
  // Of two results as strong, the one from the role held opens ("My bookings in 2024 were $1.42M against a $1.2M
  // quota (118%) …" before an earlier role's "I finished 2021 at 126% of quota"): the latest proof first.
  const outcomeLater = (r: RoleResult) => outcomeFound !== null && outcomeFound.position !== r.position && outcomeFound.position === currentPosition(ctx);
  const outcomeFirst = ownBest === null && outcome !== null && (results[0] === undefined || resultStrength(outcome) > resultStrength(results[0].phrase) || (resultStrength(outcome) === resultStrength(results[0].phrase) && outcomeLater(results[0])));
  // A summary that says who the user is ("I'm a senior accountant with ten years …") follows; the opening
  // does not name the title before it too ("As a Senior Accountant at Harborview …").
  // A resume with no summary and a profile with no About: the About says who the user is and what they do
  // (the title held, the years their dates cover, the work) after the result, so the role is named there.
  const thin = summary === null && own.paragraphs.length === 0 && ctx.studies === null;
  const opening = outcomeFirst ? outcome : (ownBest ?? resultOpening(results[0], summary === null && !thin) ?? outcome);
  // After an outcome opening, the results go on without the statement it told.
  const told = (r: RoleResult) => opening !== null && opening.toLowerCase().includes(r.phrase.toLowerCase());
  // A further result that would be its bullet again behind a frame ("As a Staff Pharmacist, I verified 300+
  // medication orders per shift in Epic Willow.") is left to the Experience.
  const retold = (r: RoleResult) => retellsStatement(r.phrase, r.statement, [r.position.company, r.position.title]);
  const rest = (opening === null ? results : outcomeFirst ? results.filter((r) => !told(r)) : results.slice(1)).filter((r) => !retold(r));
  const current = currentPosition(ctx);
  // A student opens with what they study; the strongest result follows.
  const student = summary === null ? studentSentence(ctx) : '';
  // With no result to open with, who the user is says what they do there too ("I'm a Software Engineer at
  // Google; day to day, I develop intuitive and engaging user interfaces."), not the title alone.
  const whoAndWork = (said: string, today: boolean) => personSentences(ctx, said, { today, since: !today })[0] ?? roleSentence(ctx, today, said);
  const first = [student, opening ?? (summary !== null || student ? (summary ?? '') : thin ? '' : whoAndWork('', false)), opening !== null && summary !== null ? summary : ''];
  // "Today I'm a …" only when no sentence before it names the current title already.
  const named = current !== undefined && namesTitle(first.join(' '), coreTitle(current.title) || current.title);
  // An opening told outcome first names no role: with no summary after it, the role held follows.
  const roleUnsaid = summary === null && opening !== null && results[0] !== undefined && !namesTitle(opening, coreTitle(results[0].position.title) || results[0].position.title);
  if (thin) {
    const person = personSentences(ctx, first.join(' '));
    first.push(...(named ? person.slice(1) : person));
  } else if (!named && !student && opening !== null && (ownBest !== null || outcomeFirst || roleUnsaid || results[0]?.position !== current) && current) first.push(roleSentence(ctx, true, first.join(' ')));
  if (!named && opening === null && summary !== null) first.push(whoAndWork('', true));
  // A summary that names the title says who the user is; with no result, what they do where they are follows
  // ("At Google, I lead cross-functional teams to launch innovative products."), unless the About names the employer.
  else if (named && opening === null && summary !== null && !student) first.push(...personSentences(ctx, `${first.join(' ')} ${own.paragraphs.flat().join(' ')}`, { workOnly: true }));
  const skills = proseSkills(ctx);
  const ownSaid = own.paragraphs.flat().join(' ');
  const toolsNamed = keywordsIn(ownSaid, skills.slice(0, 5)).length >= 3;
  // What the user's own sentences name ("I'm a licensed CPA in Connecticut", "a daily user of Epic") is not said again.
  // A tool is said when its name's first word is ("Pyxis" for "Pyxis MedStation").
  const saidOwn = (x: string) => keywordsIn(ownSaid, [x]).length > 0 || new RegExp(`\\b${escapeRegExp(x.split(' ')[0] ?? '')}\\b`).test(ownSaid);
  const unsaid = (items: readonly string[]) => items.filter((x) => !saidOwn(x));
  const { focus, kit } = toolsNamed ? { focus: '', kit: '' } : aboutSkills(unsaid(skills), unsaid(ctx.credentials), ctx.supportText);
  const ownKept = own.paragraphs.map((p) => [...p]);
  let studied = '';
  let pathTold = false;
  // Where the user worked before, closing the story's last paragraph ("Before Google, I was …").
  const withPath = (story: string[]): string[] => {
    const path = pathTold ? careerPathSentence(ctx, story.join(' ')) : '';
    return path === '' || story.length === 0 ? story : [...story.slice(0, -1), `${story[story.length - 1] ?? ''} ${path}`];
  };
  // The user's own words say what their work is ("I'm a senior accountant with ten years … in month-end
  // close, consolidations, and audit support"): no "My focus is …" list of skill names beside them.
  const ownWords = summary !== null || ownKept.length > 0;
  const compose = (perRole: number, count: number) => {
    const ownText = ownKept.map((p) => p.join(' ')).join('\n\n');
    const more = resultSentences(rest.slice(0, count), perRole, `${first.join(' ')}\n\n${ownText}`, ctx.roles.map((r) => r.position)).join(' ');
    // The focus goes with the tools, not before the results of a role it may have nothing to do with
    // ("My focus is data visualization. At University Housing, I support 46 first-year residents.").
    const skillsParagraph = [ownWords ? '' : focus, kit].filter((x) => x !== '').join(' ');
    // Where the user studied and what they hold and use are one paragraph of background, not two lines of one sentence each.
    const background = [student ? '' : studied, skillsParagraph].filter((x) => x !== '').join(' ');
    const story = withPath([first.filter((x) => x !== '').join(' '), ownText, more].filter((p) => p.trim() !== ''));
    return [...story, background, closing(ctx)].filter((p) => p.trim() !== '').join('\n\n');
  };
  let perRole = RESULTS_PER_ROLE;
  let count = Math.min(rest.length, MORE_RESULTS_MAX);
  let text = compose(perRole, count);
  if (text.length < ABOUT_MIN_CHARS && educationSentence(ctx) !== '') {
    studied = educationSentence(ctx);
    text = compose(perRole, count);
  }
  // A short About says where the user worked before the role held, in their titles and employers.
  if (text.length < ABOUT_MIN_CHARS) {
    pathTold = true;
    text = compose(perRole, count);
  }
  while (text.length > LINKEDIN_ABOUT_MAX && count > 0) text = compose(perRole, --count);
  while (text.length > LINKEDIN_ABOUT_MAX && perRole > 1) text = compose(--perRole, count);
  // Still too long: the user's own sentences go from the end (the first one stays), each noted.
  while (text.length > LINKEDIN_ABOUT_MAX && ownKept.flat().length > 1) {
    const last = ownKept[ownKept.length - 1] ?? [];
    const dropped = last.pop();
    if (last.length === 0) ownKept.pop();
    const written = dropped === undefined ? undefined : (own.written.get(dropped) ?? dropped);
    if (written !== undefined) leftOut.push({ sentence: written, note: leftOutNote(written, `the About would pass LinkedIn's ${LINKEDIN_ABOUT_MAX} characters`) });
    text = compose(perRole, count);
  }
  const fitted = text.length <= LINKEDIN_ABOUT_MAX ? text : text.slice(0, LINKEDIN_ABOUT_MAX).replace(/\s+\S*$/, '');
  // A note says only what is true of the About: a sentence it says after all (in the first person, or a
  // credential in the credentials sentence) is not noted as left out.
  return { text: fitted, leftOut: leftOut.filter((l) => !saidIn(l.sentence, fitted)).map((l) => l.note) };
}
