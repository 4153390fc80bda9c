/**
 * Where the user worked before the role they hold, in one sentence of their own titles and employers: "Before
 * Google, I was a Software Development Engineer at Amazon, Apple, Netflix and Facebook." An About whose
 * resume states few results then still says who the person has been, not only the job they hold now.
 */
import { companyInProse } from '../text/company-name';
import { placeInSentence } from '../resume/studies';
import { indefiniteArticle } from '../text/article';
import { joined } from './about-skills';
import { listOf } from '../text/lists';
import type { LinkedInPosition } from './profile-types';
import { coreTitle } from './title-core';
import { currentPosition, isHeld, type WriterContext } from './writer-context';

/** Roles that are not yet a career: an internship, a student job, part-time work while studying. */
const NOT_CAREER_RE = /\b(?:intern|internship|student|part[- ]time|trainee|volunteer)\b/i;

/** Groups of the path told at most: the latest roles before the one held. */
const PATH_MAX = 3;

/** A level after a title ("Software Development Engineer III"): the same line of work at each step. */
const LEVEL_RE = /\s+(?:I{1,3}|IV|V|[1-5])$/;

interface Step {
  titles: string[];
  companies: string[];
}

/** The title said in a sentence: its core ("Charge Nurse" of "Charge Nurse, Telemetry"). */
function titleOf(position: LinkedInPosition): string {
  return (coreTitle(position.title) || position.title).trim();
}

function companyOf(position: LinkedInPosition): string {
  return placeInSentence(companyInProse(position.company));
}

/**
 * True when the About names the role's employer already (a further result names it with the role held there).
 * Not its title: "I'm an accountant with three years …" names no employer the user worked for.
 */
function namedIn(said: string, position: LinkedInPosition): boolean {
  const company = companyOf(position);
  return company !== '' && said.includes(company);
}

/**
 * Consecutive roles as steps: one title at several employers ("a Software Development Engineer at Amazon, Apple
 * and Netflix"), or several titles at one employer ("an Accountant and a Junior Accountant at Harrison Money Management").
 */
function stepsOf(positions: readonly LinkedInPosition[]): Step[] {
  const steps: Step[] = [];
  for (const p of positions) {
    const title = titleOf(p).replace(LEVEL_RE, '');
    const company = companyOf(p);
    const last = steps[steps.length - 1];
    const oneTitle = last !== undefined && last.titles.length === 1 && last.titles[0] === title;
    const oneCompany = last !== undefined && last.companies.length === 1 && last.companies[0] === company;
    if (last !== undefined && oneTitle && !last.companies.includes(company)) last.companies.push(company);
    else if (last !== undefined && oneCompany && !last.titles.includes(title)) last.titles.push(title);
    else steps.push({ titles: [title], companies: [company] });
  }
  return steps;
}

function stepPhrase(step: Step): string {
  const titles = listOf(step.titles.map((t) => `${indefiniteArticle(t)} ${t}`));
  const companies = step.companies.filter((c) => c !== '');
  return companies.length === 0 ? titles : `${titles} at ${listOf(companies)}`;
}

/**
 * The sentence of the user's earlier roles the About does not name yet (`said` is the About so far), or ''.
 * "Before <the held employer>, I was …" when the About names no earlier role's employer; "Before <the earliest
 * employer it names>, I was …" for the roles the career began with; '' for a student, a single role, roles the
 * About has told already, or one it leaves out between two it tells.
 */
export function careerPathSentence(ctx: WriterContext, said: string): string {
  const current = currentPosition(ctx);
  if (current === undefined || ctx.studies !== null) return '';
  const earlier = ctx.profile.positions
    .filter((p) => p !== current && !(p.title === current.title && p.company === current.company))
    .filter((p) => titleOf(p) !== '' && !NOT_CAREER_RE.test(`${p.title} ${p.description}`));
  const unnamed = earlier.filter((p) => !namedIn(said, p));
  // Only the roles after the last one the About tells (the start of the career), not one between two it tells.
  const lastNamed = earlier.findLastIndex((p) => namedIn(said, p));
  if (unnamed.length === 0 || earlier.slice(lastNamed + 1).length !== unnamed.length) return '';
  const since = lastNamed < 0 ? current : earlier[lastNamed];
  const company = since === undefined ? '' : companyOf(since);
  // The employer the sentence before names is "that", not named twice in a row.
  const lastSentence = said.trim().split(/(?<=[.!?])\s+/).pop() ?? '';
  const joining = since === current && isHeld(current) && !said.includes(company);
  const before = company === '' || lastSentence.includes(company) ? 'Before that' : joining ? `Before joining ${company}` : `Before ${company}`;
  return `${before}, I was ${joined(stepsOf(unnamed).slice(0, PATH_MAX).map(stepPhrase))}.`;
}
