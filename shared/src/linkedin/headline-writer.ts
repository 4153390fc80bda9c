/**
 * Three headline options, each within LinkedIn's 220 characters, built from the user's own facts: the
 * title (with the employer when it is the current role), a specialty or the years the resume states,
 * the top skills the user names, and their strongest result in a few words. No option says a phrase
 * twice, pastes a statement whole, or lists a job title or licence as a skill.
 */
import { companyInProse } from '../text/company-name';
import { contentStems } from '../tailoring/concepts';
import { qualifiedMentions } from '../tailoring/skill-evidence';
import { canonicalSkill, findSkills } from '../tailoring/skill-matcher';
import { foldForCompare } from '../resume/normalize';
import { LINKEDIN_HEADLINE_MAX } from './linkedin.schema';
import { coreTitle, nameableSkills } from './headline-title';
import { rankedResults } from './about-results';
import { headlineSpelling, inProse, isQuality, isToolName } from './about-skills';
import { opensInPastTense } from '../text/past-tense';
import { outcomeClause, resultStrength } from './result-phrases';
import { currentPosition, type WriterContext } from './writer-context';
import { repeatedPhrases } from './writing-faults';

/** Parts joined with " | ", dropping parts from the end until the headline fits. */
export function fitParts(parts: readonly string[], max = LINKEDIN_HEADLINE_MAX): string {
  const kept = parts.filter((p) => p.trim() !== '');
  while (kept.length > 1 && kept.join(' | ').length > max) kept.pop();
  const text = kept.join(' | ');
  return text.length <= max ? text : text.slice(0, max).replace(/\s+\S*$/, '');
}

/** The parts in order, each kept only when it says nothing an earlier part already said. */
function withoutRepeats(parts: readonly string[], titles: readonly string[]): string[] {
  const kept: string[] = [];
  for (const part of parts) {
    if (part.trim() === '') continue;
    if (repeatedPhrases([...kept, part].join(' | '), titles).length === 0) kept.push(part);
  }
  return kept;
}

/** The specialty the user states: their headline's tail ("· Backend and Platform") or their title's ("Charge Nurse, Telemetry"). */
function specialtyOf(ctx: WriterContext): string {
  const headlineTail = /[·|]\s*([^·|]{3,60})$/.exec(ctx.profile.headline)?.[1]?.trim() ?? '';
  const said = new Set(contentStems(ctx.title));
  const fresh = (tail: string) => tail !== '' && !/\d|@/.test(tail) && !contentStems(tail).some((s) => said.has(s));
  if (fresh(headlineTail)) return headlineTail;
  const titleTail = /,\s+([^,]{3,40})$/.exec(currentPosition(ctx)?.title ?? '')?.[1]?.trim() ?? '';
  return fresh(titleTail) ? titleTail : '';
}

const HEADLINE_RESULT_MAX = 90;
/**
 * A headline names a result, not a duty with a count: a change, a percentage or an amount (strength 2+,
 * "Cut dock-to-stock time from 36 to 19 hours"), never "Led two weekly lab sections of 30 students", which
 * reads as a fragment of the bullet pasted in.
 */
const HEADLINE_RESULT_MIN_STRENGTH = 2;
/** Details in brackets that qualify how well the user knows a skill: kept, so "After Effects (basic)" claims no more. */
const QUALIFIER_RE = /\b(?:basic|beginner|familiar|learning|exposure|working knowledge|conversational|intermediate|coursework|novice)\b/i;

/**
 * A skill as a headline names it: without the details in brackets ("SQL (PostgreSQL, SQL Server)" →
 * "SQL", "Microsoft Excel (pivot tables, VLOOKUP)" → "Microsoft Excel"), the Skills section keeping them;
 * a qualifier ("After Effects (basic)") stays.
 */
export function headlineSkillName(skill: string): string {
  if (QUALIFIER_RE.test(/\(([^)]*)\)/.exec(skill)?.[1] ?? '')) return skill;
  return skill.replace(/\s*\([^)]*\)/g, '').trim() || skill;
}
/** An outcome that points back at the work ("tickets on those topics") means nothing alone. */
const POINTS_BACK_RE = /\b(?:[Tt]hose|[Tt]hese|[Tt]his|[Tt]hat|[Tt]hem|[Ii]ts?)\b/;
/** A headline is not in the first person: "About 95% of my jobs pass …", "… by our waste logs" read as a pasted line. */
const FIRST_PERSON_RE = /\b(?:I|me|my|mine|we|us|our)\b/i;

/**
 * The result a headline names: the strongest result told in the past tense ("Cut dock-to-stock time from
 * 36 to 19 hours"), or an outcome the user states when it reads stronger ("Average time-to-fill fell from
 * 52 to 34 days"); never a bullet in the imperative ("Support 900 employees across 12 clinics"). '' when none.
 */
export function headlineResult(ctx: WriterContext): string {
  // A count without a change stands only when it names the target's own work ("Designed the packaging system
  // for a 24-SKU snack line" for a packaging designer).
  const targetStems = new Set(contentStems(ctx.target));
  const strong = (phrase: string) => resultStrength(phrase) >= HEADLINE_RESULT_MIN_STRENGTH || contentStems(phrase).some((s) => targetStems.has(s));
  const fits = (phrase: string) => phrase.length <= HEADLINE_RESULT_MAX && strong(phrase) && !POINTS_BACK_RE.test(phrase) && !FIRST_PERSON_RE.test(phrase);
  // "Rebuilt the SQL behind them so …" points back at its bullet's first clause: it means nothing alone.
  const action = rankedResults(ctx).find((r) => fits(r.phrase) && opensInPastTense(r.phrase))?.phrase ?? '';
  const outcomes = ctx.roles
    .flatMap((r) => r.statements.map(outcomeClause))
    .filter((c): c is string => c !== null && fits(c))
    .sort((a, b) => resultStrength(b) - resultStrength(a));
  const outcome = outcomes[0] ?? '';
  if (outcome !== '' && resultStrength(outcome) > (action === '' ? 0 : resultStrength(action))) return `${outcome.charAt(0).toUpperCase()}${outcome.slice(1)}`;
  return action;
}

/** "Labor planning" → "labor planning" mid-phrase; a name kept ("Agile methodologies", "SAFe", "NEC 2020 code compliance"). */
function sentenceCase(skill: string): string {
  const words = skill.split(' ');
  const titleWord = (w: string) => /^\p{Lu}\p{Ll}+(?:-\p{L}\p{Ll}*)*$/u.test(w);
  const named = /^(?:Agile|Scrum|Lean|Kanban|Six)$/.test(words[0] ?? '') || !titleWord(words[0] ?? '') || words.some((w) => /\p{Lu}/u.test(w) && !titleWord(w));
  return named ? skill : words.map((w) => (titleWord(w) ? w.toLowerCase() : w)).join(' ');
}

/**
 * The first two skills a phrase can name ("telemetry monitoring and medical-surgical nursing"), in the
 * user's sentence case: a skill that is a pair itself ("Excel and Power Query") or a long one is passed
 * over, so the phrase never reads "X and Y and Z". '' with fewer than two.
 */
function focusPhrase(skills: readonly string[], text: string): string {
  const plain = skills.filter((s) => !/\s(?:and|&)\s|[/(]/.test(s) && s.split(/\s+/).length <= 4).slice(0, 2);
  return plain.length === 2 ? plain.map((s) => (isToolName(s) ? s : sentenceCase(inProse(s, text)))).join(' and ') : '';
}

/**
 * A skill the user marks as only a start ("Python and Machine Learning basics", "Salesforce (basic)"): the Skills
 * section keeps it, a headline does not sell it.
 */
const BASICS_RE = /\b(?:basics?|fundamentals|beginner|novice|exposure to|familiarity with)\b/i;

/**
 * True when the user's text names the skill only with a qualifier ("coursework in Supply Chain Management (15
 * credits)"): a headline led a shift lead's options with "Supply chain management" from it (a recruiter's read).
 */
function onlyMentioned(skill: string, text: string): boolean {
  const canon = canonicalSkill(skill);
  if (canon === null) return false;
  const matches = findSkills(text, 'strict');
  const qualified = qualifiedMentions(text, matches);
  const own = matches.map((m, i) => ({ m, q: qualified[i] === true })).filter(({ m }) => m.skill === canon);
  return own.length > 0 && own.every(({ q }) => q);
}

/**
 * True when the skill is the headline's title again in other words: "Product management" beside "Product
 * Manager" (every word of the skill a word of the title, but for its ending).
 */
function namesTitleAgain(skill: string, title: string): boolean {
  // "management" and "manager" are one word before their ending; "technical" and "technician" are not.
  const root = (w: string) => w.replace(/(?:ement|ment|ers?|ors?|ing|e)$/, '');
  const said = new Set(foldForCompare(title).split(' ').map(root));
  const words = foldForCompare(skill).split(' ').filter((w) => w !== '');
  return words.length > 0 && words.every((w) => said.has(root(w)));
}

/** Three headline options (fewer only when the profile gives nothing to vary). */
export function writeHeadlines(ctx: WriterContext): string[] {
  const titles = [ctx.title, ...ctx.profile.positions.map((p) => p.title)];
  const skills = nameableSkills([...ctx.matchingSkills, ...ctx.skills], titles, ctx.profile.skills, ctx.industry)
    // A quality ("Patience", "Attention to detail", "IT skills") is not a skill a recruiter searches a headline for.
    // A credential the title names ("IT Project Manager, PMP, CSM") is not listed again among the skills ("Jira, PMP").
    .filter((s) => !ctx.credentials.some((c) => foldForCompare(c) === foldForCompare(headlineSkillName(s))))
    .filter((s) => repeatedPhrases(`${ctx.title} | ${s}`, titles).length === 0 && !isQuality(s) && !namesTitleAgain(s, ctx.title) && !BASICS_RE.test(s) && !onlyMentioned(s, ctx.supportText))
    .map((s) => headlineSpelling(headlineSkillName(s), ctx.supportText))
    .filter((s, i, all) => all.findIndex((o) => o.toLowerCase() === s.toLowerCase()) === i);
  const current = currentPosition(ctx);
  const at = ctx.studies && ctx.title === `${ctx.studies.field} Student` ? ctx.studies.institution : current && coreTitle(current.title).toLowerCase() === ctx.title.toLowerCase() ? companyInProse(current.company) : '';
  // "Senior Accountant, CPA": the credentials a recruiter searches for stand with the title in every option.
  const named = ctx.credentials.length > 0 ? `${ctx.title}, ${ctx.credentials.join(', ')}` : ctx.title;
  const lead = at ? `${named} at ${at}` : named;
  const result = headlineResult(ctx);
  const specialty = specialtyOf(ctx);
  const years = ctx.years >= 2 ? `${ctx.years}+ years of experience` : '';
  // A student with no result to name says what they seek ("Seeking Data Analyst roles"): it claims nothing held.
  const seeking = ctx.studies && ctx.target !== '' && ctx.target.toLowerCase() !== ctx.title.toLowerCase() && ctx.claimable(ctx.target) ? `Seeking ${ctx.target} roles` : '';
  // The second option says the work in a phrase, not a second row of keywords ("Telemetry monitoring and
  // medical-surgical nursing | 11+ years of experience"): the years are the career's, not claimed for each skill.
  const focus = focusPhrase(skills, ctx.supportText);
  const said = focus === '' ? '' : `${focus.charAt(0).toUpperCase()}${focus.slice(1)}`;
  const options = [
    [lead, skills.slice(0, 3).join(' · ')],
    said !== '' ? [named, specialty, said, years] : [named, specialty || years, skills.slice(0, 2).join(' · '), specialty ? years : ''],
    // Without a result to name, the third option names the user's further skills rather than the first's again.
    // The skills beside a result are those it does not say again ("Brought food cost …" | not "Food costing").
    result ? [named, result, skills.filter((s) => repeatedPhrases(`${result} | ${s}`, titles).length === 0).slice(0, 2).join(' · ')] : seeking ? [named, seeking, skills.slice(0, 3).join(', ')] : [named, specialty ? '' : years, skills.slice(3, 6).join(', ')],
  ];
  const out = options.map((parts) => fitParts(withoutRepeats(parts, titles)));
  return [...new Set(out.filter((h) => h !== ''))];
}
