/**
 * The opening paragraph of each template, in its own words: the role and the company named once, then
 * who the writer is as the resume says it (its summary line "Registered nurse with 11 years …" becomes
 * "I am a registered nurse with 11 years …"; a title stays a noun), or the writer's current or last
 * role. No opening claims the writer fits the role: the reader judges that from the evidence.
 */
import type { ResumeDocument } from '../resume/document.schema';
import { isUnderWay, placeInSentence, studiesUnderWay } from '../resume/studies';
import { isDegreeSkill } from '../tailoring/gaps';
import { heldCredentials, heldLicenceNames, inLineOf, outgrownYears, ownDescription, studentTitle, titleLead } from '../tailoring/summary-facts';
import { resumeOfDocument } from '../resume/document';
import { foldForCompare } from '../resume/normalize';
import { computedExperienceYears, referenceMonth, statedExperienceYears } from '../resume/experience-years';
import { WORD_NUMBER_SOURCE, parseSmallNumber } from '../resume/numbers';
import { skillField } from '../tailoring/skill-index';
import { toProseCase } from '../text/grammar';
import { proseSpelling } from '../text/prose-spelling';
import { escapeRegExp } from '../text/regexp';
import { findBannedPhrases, findPlaceholder } from './banned-phrases';
import { isGrammatical } from './clause-grammar';
import { measuredResult, toldResult, type EvidenceItem } from './evidence';
import { core, isCurrent, optional, recentRole, sameField, skillsToName, worksAtCompany, type LetterContext, type LetterSentence } from './letter-context';
import type { ShownSkill } from './job-facts';
import { changesField } from './bridge';
import { evidenceSentence, listOf, personDescription, titleAsName } from './phrasing';
import { indefiniteArticle } from '../text/article';
import { holdsCredential } from '../resume/credential-name';

/** "a Senior Accountant at Harborview": a role after "work as" takes its article. */
export const withArticle = (role: string): string => (/^an? /.test(role) ? role : `${indefiniteArticle(role)} ${role}`);

/** The resume's own description of its writer ("a registered nurse with 11 years …"), or null. */
function whoOf(ctx: LetterContext): string | null {
  for (const statement of ctx.document.summary) {
    if (findBannedPhrases(statement.text).length > 0 || findPlaceholder(statement.text) !== null) continue;
    const who = personDescription(statement.text);
    const told = who ? withDatedYears(who, ctx) : null;
    if (told && isGrammatical(`I am ${told}.`, ctx.names)) return told;
  }
  return null;
}

/** A figure of years in a description ("three years", "over 10 years", "8+ years"). */
const YEARS_FIGURE_RE = new RegExp(`\\b(?:(?:over|more than)\\s+)?(\\d{1,2}|${WORD_NUMBER_SOURCE})\\s*\\+?\\s*years?\\b`, 'i');

/**
 * The description with the years the tailored resume's summary states: a figure the role dates of the summary's
 * own line of work have outgrown ("Determined Accountant with three years of experience" above Accountant roles
 * from May 2019) is said as those dates add up to ("an accountant with 7 years of experience …"), by the rule the
 * summary follows (tailoring/summary-facts.ts `outgrownYears`, `inLineOf`), so the letter and the resume sent with
 * it say one number. A figure within reach of the dates is the user's own count and stays.
 */
function withDatedYears(who: string, ctx: LetterContext): string {
  const figure = YEARS_FIGURE_RE.exec(who);
  if (!figure) return who;
  const resume = resumeOfDocument(ctx.document);
  const stated = statedExperienceYears(resume);
  if (!stated || parseSmallNumber((figure[1] ?? '').toLowerCase()) !== stated.years) return who;
  if (studentTitle(resume) !== null) return who;
  // The summary's lead, as the tailoring takes it.
  const lead = titleLead(resume);
  const own = ownDescription(resume.summary, lead);
  const dated = computedExperienceYears(resume, referenceMonth(ctx.facts.resumeText, ctx.now ?? null), (e) => inLineOf(e.title, own ?? lead));
  return outgrownYears(stated.years, dated) ? `${who.slice(0, figure.index)}${dated} years${who.slice(figure.index + figure[0].length)}` : who;
}

/**
 * A student's description when the resume gives none of its own: "an information science student at the
 * University of Wisconsin–Madison, graduating in May 2027". A part-time job's title does not introduce them.
 */
function studentWho(ctx: LetterContext): string | null {
  const studies = studiesUnderWay(ctx.document.education);
  if (!studies) return null;
  const field = toProseCase(studies.field);
  const school = studies.institution ? ` at ${placeInSentence(studies.institution)}` : '';
  const when = studies.graduation ? `, graduating in ${studies.graduation}` : '';
  const who = `${indefiniteArticle(field)} ${field} student${school}${when}`;
  if (!isGrammatical(`I am ${who}.`, ctx.names)) return null;
  // The degree is said here; no later paragraph states the education again.
  ctx.mentions.stated.add('education');
  return who;
}

/** The skills to name, in the case a sentence needs ("troubleshooting", "Epic"). */
export function skillPhrase(ctx: LetterContext, n: number, named: readonly ShownSkill[] = skillsToName(ctx, n)): string {
  // As the resume spells it in a sentence ("telemetry monitoring"), names and acronyms keeping their capitals.
  const posting = ctx.facts.requirements.descriptionText ?? '';
  return listOf(
    named.map((s) => {
      const prose = toProseCase(s.name);
      // A product the posting names with its capitals keeps them ("Jira and Confluence", not "Jira and confluence").
      const product = prose === s.name ? null : postingName(s.name, posting, ctx.facts.resumeText);
      if (product) return product;
      if (!/^\p{Lu}/u.test(prose)) return prose;
      // A name the resume capitalises in running prose and the posting capitalises too is a name, whatever else the
      // posting writes ("using Python and Kafka", "Python Backend Developer" and a posting's "backend python
      // developer": "The tools of my trade include python" read as a typo).
      const capital = new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(prose)}(?![\\p{L}\\d])`, 'u');
      const inProse = new RegExp(`(?<=\\p{Ll} )${escapeRegExp(prose)}(?![\\p{L}\\d])`, 'u');
      if (inProse.test(ctx.facts.resumeText) && capital.test(`${ctx.job.title}\n${posting}`)) return prose;
      // A name the posting writes in lower case is no name ("open source", "scikit-learn"), whatever the skills list's case.
      const lower = prose.toLowerCase();
      if (new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(lower)}(?![\\p{L}\\d])`, 'u').test(posting)) return lower;
      return proseSpelling(prose, ctx.facts.resumeText);
    }),
  );
}

/**
 * The name as the posting writes it inside a sentence with its capitals ("Expert in Adobe Illustrator", "Jira and
 * Confluence"), or null when the posting or the resume writes it in lower case anywhere ("machine learning
 * models"), or the posting only at a line's start.
 */
export function postingName(name: string, posting: string, resumeText: string): string | null {
  const pattern = () => new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(name)}(?![\\p{L}\\d])`, 'giu');
  const found = [...posting.matchAll(pattern())];
  if ([...found, ...resumeText.matchAll(pattern())].some((m) => m[0] === m[0].toLowerCase())) return null;
  const inSentence = found.find((m) => /^\p{Lu}/u.test(m[0]) && /[\p{Ll}\d,;] $/u.test(posting.slice(Math.max(0, m.index - 2), m.index)));
  return inSentence?.[0] ?? null;
}

/** True when the skills the letter names are all technology (languages, platforms, software). */
function allTools(named: readonly ShownSkill[]): boolean {
  return named.length > 0 && named.every((s) => skillField(s.skill) === 'technology');
}

/**
 * A degree under way in the job's field ("B.S. in Nursing, expected May 2027" for a Registered Nurse post), or
 * undefined: for a career changer the one step toward the new field a letter may name, as the resume writes
 * it (a recruiter's read: a social worker's Healthcare letter named her LCSW and nothing on the nursing
 * licence; a letter names a plan for the gap only when the resume shows one, never invents it).
 */
export function studiesTowardJob(ctx: Pick<LetterContext, 'document' | 'job'>): ResumeDocument['education'][number] | undefined {
  return ctx.document.education.find((e) => e.degree && isUnderWay(e) && sameField(e.degree, ctx.job.title));
}

/** The education entry with a degree (one under way toward the job first), as "a B.S. in Accounting from the University of Ohio", or null. */
export function educationPhrase(ctx: LetterContext): string | null {
  const ed = studiesTowardJob(ctx) ?? ctx.document.education.find((e) => e.degree);
  return ed ? degreePhrase(ed) : null;
}

/** One education entry as "a B.S. in Accounting from the University of Ohio" (", expected in May 2027" when under way). */
function degreePhrase(ed: ResumeDocument['education'][number]): string {
  // "Bachelor, Nursing" → "Bachelor's in Nursing"; "Bachelor of Science, Nursing" stays as written, closed by a comma.
  const listed = /^(Bachelor|Master|Associate)(?:'s)?,\s*(.+)$/i.exec(ed.degree.trim());
  const named = listed ? `${listed[1] ?? ''}'s in ${listed[2] ?? ''}` : ed.degree.trim();
  const degree = /^(?:an?|the)\s/i.test(named) ? named : `${indefiniteArticle(named)} ${named}`;
  // "the Massachusetts Institute of Technology", "the University of Ohio"; not "the Stanford University".
  const school = /\b(?:university|college|institute|school|academy) of\b/i.test(ed.institution) && !/^the\s/i.test(ed.institution) ? `the ${ed.institution}` : ed.institution;
  const closed = /,/.test(degree) ? `${degree},` : degree;
  const phrase = ed.institution ? `${closed} from ${school}` : degree;
  // A degree not yet finished is said so ("… from the University of Wisconsin–Madison, expected in May 2027").
  const graduation = studiesUnderWay([ed])?.graduation;
  return isUnderWay(ed) ? `${phrase}${graduation ? `, expected in ${graduation}` : ', in progress'}` : phrase;
}

/**
 * The writer's next degree after the one `educationPhrase` names, or null: the Academic letter gives the training
 * (a hiring manager's read of "My training is a Master of Business Administration from Stanford University" above
 * two computer science degrees, in a letter 7 words short of the template's 150).
 */
export function secondDegree(ctx: Pick<LetterContext, 'document' | 'job'>): string | null {
  const first = studiesTowardJob(ctx) ?? ctx.document.education.find((e) => e.degree);
  const next = ctx.document.education.find((e) => e !== first && e.degree.trim() !== '' && !isUnderWay(e) && foldForCompare(e.degree) !== foldForCompare(first?.degree ?? ''));
  return next ? degreePhrase(next) : null;
}

/** The education phrase once per letter: null when a paragraph before has stated it. */
export function educationOnce(ctx: LetterContext): string | null {
  if (ctx.mentions.stated.has('education')) return null;
  const ed = educationPhrase(ctx);
  if (ed) ctx.mentions.stated.add('education');
  return ed;
}

/**
 * The opening has named the recent role: the evidence that follows need not name it again as if for the first
 * time, and with its title ("… as a Senior Data Analyst at Carolina Hearth Grocers") the current role's first
 * statement refers back to it ("In my present job, I …").
 */
function openingNamed(ctx: LetterContext, role: NonNullable<ReturnType<typeof recentRole>>, title: string): void {
  ctx.mentions.named.add(role.employer);
  if (title && role.employer && isCurrent(role)) ctx.mentions.stated.add(`role:${role.title}|${role.employer}`);
}

/** The writer's recent role in one of the template's phrasings (`now` for a role still held, `then` for one that ended). */
function roleSentence(ctx: LetterContext, now: (role: string) => string, then: (role: string) => string): string | null {
  const role = recentRole(ctx);
  if (!role) return null;
  const title = titleAsName(role.title);
  openingNamed(ctx, role, title);
  const label = title && role.employer ? `${title} at ${role.employer}` : title || `a role at ${role.employer}`;
  return isCurrent(role) ? now(label) : then(label);
}

/** Who the writer is: the resume's description in the template's phrasing, else the recent role. */
export function whoSentences(ctx: LetterContext, whoFrame: (who: string) => string, now: (role: string) => string, then: (role: string) => string): LetterSentence[] {
  const who = whoOf(ctx) ?? studentWho(ctx);
  // "I am a MERN Stack Developer with over 10 years …" names the title already: "I currently work as a MERN Stack
  // Developer at OpenAI" after it would say it twice, so the role is left to the proofs, which name it in full.
  const recent = recentRole(ctx);
  const title = recent ? titleAsName(recent.title) : '';
  if (who && title.length > 3 && who.toLowerCase().includes(title.toLowerCase())) return [core(whoFrame(who))];
  const role = roleSentence(ctx, now, then);
  // With a description of the writer, the role is said only when the letter is short of its length.
  if (who) return [core(whoFrame(who)), ...(role ? [optional(role, 1)] : [])];
  return role ? [core(role)] : [];
}

type HookWriter = (ctx: LetterContext, t: string, c: string) => LetterSentence[];

/** Most skills an opening names. */
const HOOK_SKILLS_MAX = 3;

/** The opening's skills as a list of two or three ("Node.js" and "Node" are said once: no list), else ''. */
function hookSkills(ctx: LetterContext, named: readonly ShownSkill[]): string {
  const phrase = named.length >= 2 ? skillPhrase(ctx, HOOK_SKILLS_MAX, named) : '';
  return /,| and /.test(phrase) ? phrase : '';
}

/**
 * With no measured statement, the best statement left of the latest job that has one: the Impact-Focused letter
 * opened on a side project ("Outside my job, I used PyTorch …") or a 2012 job's duty when the current job's were left.
 */
function latestWork(ctx: LetterContext): EvidenceItem | undefined {
  const latest = Math.min(...ctx.pool.remaining((i) => i.kind === 'experience').map((i) => i.entryIndex));
  return ctx.pool.take(1, (i) => i.kind === 'experience' && i.entryIndex === latest)[0];
}

/**
 * A result told in words (`toldResult`) of the latest job that has one, else of a project: the latest job's
 * result speaks for the writer now; a 2007 job's ("I optimized the performance of applications …" above a
 * product manager's letter) does not lead when a later job states one.
 */
function toldResultOfLatest(ctx: LetterContext): EvidenceItem | undefined {
  const results = ctx.pool.remaining(toldResult);
  const entry = Math.min(...results.filter((i) => i.kind === 'experience').map((i) => i.entryIndex));
  const pick = results.find((i) => i.kind === 'experience' && i.entryIndex === entry) ?? results[0];
  return pick ? ctx.pool.take(1, (i) => i.id === pick.id)[0] : undefined;
}

const hooks: Record<string, HookWriter> = {
  'cl-standard-1': (ctx, t, c) => [
    core(`Please accept my application for the ${t} position at ${c}.`),
    ...whoSentences(ctx, (w) => `I am ${w}.`, (r) => `I currently work as ${withArticle(r)}.`, (r) => `Most recently, I worked as ${withArticle(r)}.`),
  ],
  // No skills line: "My work has drawn on Epic." named a skills-list word for a social worker's move into
  // nursing, "telemetry monitoring, medical-surgical and Epic" was a keyword list, and "The tools I work in
  // include AI, …" named no tool (recruiters' reads); the proofs show the skills in use.
  'cl-standard-2': (ctx, t, c) => [
    core(`I would like to join ${c} as your next ${t}.`),
    ...whoSentences(ctx, (w) => `In one line, I am ${w}.`, (r) => `Right now I work as ${withArticle(r)}.`, (r) => `My most recent job was ${r}.`),
  ],
  // The role after the description too: its first proof says "In my current role, …", and a hiring manager's read of
  // "Briefly, I am an accountant with 7 years … In my current role, I prepare balance sheets …" never learnt where.
  'cl-standard-3': (ctx, t, c) => [
    core(`Please consider me for the ${t} role at ${c}.`),
    ...whoSentences(ctx, (w) => `Briefly, I am ${w}.`, (r) => `I work as ${withArticle(r)}.`, (r) => `I last worked as ${withArticle(r)}.`),
  ],
  'cl-prof-1': (ctx, t, c) => [
    core(`I am applying for the ${t} role at ${c}.`),
    ...whoSentences(ctx, (w) => `By background, I am ${w}.`, (r) => `I currently serve as ${withArticle(r)}.`, (r) => `My most recent post was ${r}.`),
  ],
  'cl-prof-2': (ctx, t, c) => {
    // Two or three: four read as a keyword list ("The tools of my trade include Tableau, SQL, Python and R."), and one
    // as padding ("… include Python."), as the skills lines (generate.ts `unsaidSkills`).
    const named = skillsToName(ctx, HOOK_SKILLS_MAX);
    const skills = hookSkills(ctx, named);
    // Said here, the skills are said once: no later paragraph lists them again.
    if (skills && allTools(named)) ctx.mentions.stated.add('skills');
    const role = roleSentence(ctx, (r) => `Today I work as ${withArticle(r)}.`, (r) => `Before this, I worked as ${withArticle(r)}.`);
    return [
      core(`This is my application for the ${t} role at ${c}.`),
      // Only a list of tools is said ("the tools of my trade include Epic, teaching and preceptor" and "the skills I
      // work with most include telemetry monitoring, medical-surgical, Epic and rapid-response" were a
      // recruiter's examples of keyword lists); the argument shows the rest.
      ...(skills && allTools(named) ? [core(`The tools of my trade include ${skills}.`)] : []),
      ...(role ? [optional(role, 6)] : []),
    ];
  },
  'cl-prof-3': (ctx, t, c) => [
    core(`I would love to bring my work to ${c} as your ${t}.`),
    // Who the writer is, never "both my professional work and my own projects" (a recruiter's read: said of a
    // student with no professional work, and of a letter that told no project).
    ...whoSentences(ctx, (w) => `I'm ${w}.`, (r) => `These days I work as ${withArticle(r)}.`, (r) => `I previously worked as ${withArticle(r)}.`),
  ],
  // The writer's field in the resume's own description ("Professionally, I am a data analyst with six years …"), then
  // the training: a recruiter's read found the Academic opening thin, a degree and a job title with nothing of the
  // writer's field or years, and its letters under their 150 words.
  'cl-prof-4': (ctx, t, c) => {
    const ed = educationOnce(ctx);
    const who = whoSentences(ctx, (w) => `Professionally, I am ${w}.`, (r) => `I currently hold the post of ${r}.`, (r) => `My most recent appointment was ${r}.`);
    const more = ed ? secondDegree(ctx) : null;
    const training = ed ? [core(`My training is ${ed}.`), ...(more ? [optional(`I also hold ${more}.`, 1)] : [])] : [];
    return [core(`I am applying for the ${t} position at ${c}.`), ...who.slice(0, 1), ...training, ...who.slice(1)];
  },
  'cl-prof-5': (ctx, t, c) => {
    const ed = ctx.document.experience.length >= 2 ? null : educationOnce(ctx);
    const opening = core(`I would like to apply for the ${t} role at ${c}.`);
    if (ed) return [opening, core(`I come to it with ${ed}.`)];
    return [opening, ...whoSentences(ctx, (w) => `In short, I am ${w}.`, (r) => `I am currently working as ${withArticle(r)}.`, (r) => `My latest job was ${r}.`)];
  },
  'cl-prof-6': (ctx, t, c) => [
    core(`I am writing about the ${t} position at ${c}.`),
    ...whoSentences(ctx, (w) => `I come to this role as ${w}.`, (r) => `I am presently ${withArticle(r)}.`, (r) => `My last position was ${r}.`),
  ],
  'cl-spec-1': (ctx, t, c) => {
    const role = recentRole(ctx);
    const title = role ? titleAsName(role.title) : '';
    const from = ctx.extras.previousField ? `a career in ${ctx.extras.previousField}` : title && role ? `my work as ${withArticle(title)} at ${role.employer}` : 'another field';
    if (!ctx.extras.previousField && title && role) openingNamed(ctx, role, title);
    // Across fields the bridge names what carries over from the work itself (bridge.ts); a skills-list word
    // alone ("What I bring across is Epic.") named nothing of it (a recruiter's read).
    // Two or three skills ("What I bring across is telemetry monitoring, medical-surgical, Epic and rapid-response." read
    // as a keyword list, "What I bring across is Node." as padding).
    const crossing = changesField(ctx);
    const named = crossing ? [] : skillsToName(ctx, HOOK_SKILLS_MAX);
    const skills = hookSkills(ctx, named);
    // Said here, not again ("The skills I carry over include …" repeated the same list two paragraphs on).
    if (skills) ctx.mentions.stated.add('skills');
    // In the same field nothing is brought "across" ("What I bring across is PowerPoint, Microsoft Outlook and Word." of
    // an administrative assistant applying as an executive assistant, a recruiter's read).
    const said = crossing || ctx.extras.previousField ? `What I bring across is ${skills}.` : `What I bring with me is ${skills}.`;
    return [core(`I am applying for the ${t} role at ${c}, coming to it from ${from}.`), ...(skills ? [core(said)] : [])];
  },
  'cl-spec-3': (ctx, t, c) => [
    // Written for roles not advertised; given a live posting, it writes to that opening directly rather than "when one opens".
    core(ctx.facts.hasPosting ? `I am writing to you directly about the ${t} opening at ${c}.` : `I would like to be considered for ${indefiniteArticle(t)} ${t} role at ${c}, now or when one opens.`),
    ...whoSentences(ctx, (w) => `To introduce myself: I am ${w}.`, (r) => `At present I work as ${withArticle(r)}.`, (r) => `Until recently I worked as ${withArticle(r)}.`),
  ],
  'cl-spec-4': (ctx, t, c) => {
    // With no measured result, a result told in words before a quantity or a duty: a recruiter's read found the
    // template that promises impact opening on "I develop product strategies …" above "I delivered multiple projects
    // within the stipulated time and budget" and "I improved the efficiency of model training".
    const best = ctx.lead ?? ctx.pool.take(1, measuredResult)[0] ?? toldResultOfLatest(ctx) ?? ctx.pool.take(1, (i) => i.hasNumber)[0] ?? latestWork(ctx) ?? ctx.pool.take(1)[0];
    const result = best ? evidenceSentence(best, ctx.mentions) : '';
    // "Results of that kind" only after a result (the lead: a stated quantity and an outcome); a duty ("I prepared tax
    // returns for clients during tax season") is work, not a result (a recruiter's read of a thin resume's letter).
    const kind = ctx.lead ? 'results' : 'work';
    return [...(result ? [core(result)] : []), core(`I would like to bring ${kind} of that kind to ${c} as your ${t}.`)];
  },
  'cl-spec-6': (ctx, t, c) => {
    const role = recentRole(ctx);
    const here = worksAtCompany(ctx);
    const out = [core(here ? `I am applying for the ${t} role at ${c} as an internal candidate.` : `I would like to make the ${t} role at ${c} my next move.`)];
    if (here && role) out.push(core(`I currently work here as ${titleAsName(role.title)}.`));
    else out.push(...whoSentences(ctx, (w) => `For context, I am ${w}.`, (r) => `My current job is ${r}.`, (r) => `My last job was ${r}.`).slice(0, 1));
    return out;
  },
};

/** Per template: how the opening states the credentials the posting asks for and the writer holds ("the CPA credential"). */
const CREDENTIAL_FRAMES: Record<string, (held: string, plural: boolean) => string> = {
  'cl-standard-1': (h) => `I hold the ${h}.`,
  'cl-standard-2': (h) => `I also carry the ${h}.`,
  'cl-standard-3': (h) => `I hold the ${h} your posting lists.`,
  'cl-prof-1': (h) => `I come to the role with the ${h}.`,
  'cl-prof-2': (h, plural) => `The ${h} ${plural ? 'are' : 'is'} among my qualifications.`,
  'cl-prof-3': (h) => `I also hold the ${h}.`,
  'cl-prof-4': (h) => `My professional standing includes the ${h}.`,
  'cl-prof-5': (h) => `I have already earned the ${h}.`,
  'cl-spec-1': (h) => `Along the way I have earned the ${h}.`,
  'cl-spec-2': (h) => `I hold the ${h} as well.`,
  'cl-spec-3': (h) => `I have the ${h}.`,
  'cl-spec-4': (h) => `I hold the ${h} too.`,
  'cl-spec-5': (h) => `As a reminder, I hold the ${h}.`,
  'cl-spec-6': (h) => `I already hold the ${h}.`,
};

/**
 * The credentials the posting asks for that the resume lists (certifications, letters after the name):
 * often what decides a shortlist (a CPA, a BCPS), so the opening says them. The Healthcare template has
 * a credentials paragraph of its own; a credential the opening already names is not said twice.
 */
function credentialSentence(ctx: LetterContext, said: string): LetterSentence[] {
  const frame = ctx.experienced ? (h: string) => `I have earned the ${h}.` : CREDENTIAL_FRAMES[ctx.template.id];
  if (!frame) return [];
  const certifications = ctx.document.certifications.map((c) => c.text).filter(holdsCredential);
  // A degree ("MBA", "BSN") is said with the education, not as a credential.
  const held = heldCredentials(ctx.facts.requirements, certifications, ctx.document.contact.credentials).filter((c) => !isDegreeSkill(c) && !new RegExp(`\\b${c.replace(/-/g, '\\-')}\\b`).test(said));
  // A licence the posting asks for that has no abbreviation, by its name ("the Oklahoma Journeyman Electrician
  // License"): a recruiter's read found an electrician's licence in 1 of 15 letters.
  const licences = heldLicenceNames(ctx.facts.requirements, certifications, held).filter((name) => !said.includes(name));
  if (held.length === 0 && licences.length === 0) return [];
  const parts = [...(held.length > 0 ? [`${listOf(held)} ${held.length > 1 ? 'credentials' : 'credential'}`] : []), ...licences];
  const sentence = frame(listOf(parts), held.length + licences.length > 1);
  return isGrammatical(sentence, [...ctx.names, ...held]) ? [core(sentence)] : [];
}

/** The opening paragraph of the letter's template. */
export function hook(ctx: LetterContext): LetterSentence[] {
  const writer = hooks[ctx.template.id] ?? (hooks['cl-standard-1'] as HookWriter);
  const opening = writer(ctx, ctx.job.title, ctx.job.company);
  return [...opening, ...credentialSentence(ctx, opening.map((s) => s.text).join(' '))];
}
