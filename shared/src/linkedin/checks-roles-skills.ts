/**
 * The Experience, Skills and Education checks: each role described within LinkedIn's limit, opening with
 * an action and keeping the numbers the resume has; titles and dates consistent with the user's
 * resumes; a skills list of useful length led by what the target asks for.
 */
import { parseDatePoint, type DatePoint } from '../resume/dates';
import { foldForCompare } from '../resume/normalize';
import type { ExperienceEntry, StructuredResume } from '../resume/types';
import { contentStems, coversStems } from '../tailoring/concepts';
import { canonicalKeyword } from './target-keywords';
import { keywordsIn } from './support';
import { LINKEDIN_ROLE_MAX } from './linkedin.schema';
import { listOf } from '../text/lists';
import { boundCheck, outcomeOf, startsWithAction, type ProfileCheck } from './check-types';
import type { LinkedInPosition } from './profile-types';

export const SKILLS_MIN = 5;
export const SKILLS_MAX = 50;

/** The resume role at the same company (company names compared without formatting), or undefined. */
export function resumeRoleFor(position: LinkedInPosition, resumes: readonly StructuredResume[]): ExperienceEntry | undefined {
  const company = foldForCompare(position.company);
  if (company === '') return undefined;
  const isCompany = (name: string) => {
    const f = foldForCompare(name);
    return f !== '' && (` ${f} `.includes(` ${company} `) || ` ${company} `.includes(` ${f} `));
  };
  // A resume read with title and employer the other way round still names the same role.
  const roles = resumes
    .flatMap((r) => r.experience)
    .map((e) => (isCompany(e.employer) ? e : isCompany(e.title) ? { ...e, title: e.employer, employer: e.title } : null))
    .filter((e): e is ExperienceEntry => e !== null);
  const title = foldForCompare(position.title);
  return roles.find((e) => foldForCompare(e.title) === title) ?? roles.find((e) => sameTitle(e.title, position.title)) ?? roles[0];
}

function sameTitle(a: string, b: string): boolean {
  const sa = contentStems(a);
  const sb = contentStems(b);
  return coversStems(sa, sb) || coversStems(sb, sa);
}

function samePoint(a: DatePoint | null, b: DatePoint | null): boolean {
  if (a === null || b === null) return true;
  if (a.present || b.present) return Boolean(a.present) === Boolean(b.present);
  if (a.year !== b.year) return false;
  return a.month === undefined || b.month === undefined || a.month === b.month;
}

function firstLine(text: string): string {
  return text.split('\n').find((l) => l.trim() !== '') ?? '';
}

/** A check that the profile's roles agree with the same roles of the resumes (passes with no resume). */
function consistencyCheck(id: string, label: string, differs: (position: LinkedInPosition, role: ExperienceEntry) => boolean): ProfileCheck {
  return {
    id,
    label,
    weight: 4,
    check: (p, _t, resumes) => {
      const differing = p.positions.filter((x) => {
        const role = resumeRoleFor(x, resumes);
        return role !== undefined && differs(x, role);
      });
      const fine = resumes.length === 0 ? 'No resume to compare with.' : `${label}.`;
      return outcomeOf(differing.length === 0, fine, `${label.replace(/ match /, ' differ from ')}: ${listOf(differing.map(positionName))}.`);
    },
  };
}

const positionName = (p: LinkedInPosition) => `${p.title || 'untitled role'}${p.company ? ` at ${p.company}` : ''}`;

export const ROLE_CHECKS: readonly ProfileCheck[] = [
  {
    id: 'roles-described',
    label: 'Every role has a description',
    weight: 6,
    check: (p) => {
      const bare = p.positions.filter((x) => x.description.trim() === '');
      if (p.positions.length === 0) return { pass: false, detail: 'Add your roles to Experience.' };
      return outcomeOf(bare.length === 0, 'Every role is described.', `Describe ${listOf(bare.map(positionName))}.`);
    },
  },
  {
    id: 'roles-length',
    label: `Role descriptions fit LinkedIn's ${LINKEDIN_ROLE_MAX} characters`,
    weight: 2,
    check: (p) => {
      const long = p.positions.filter((x) => x.description.length > LINKEDIN_ROLE_MAX);
      return outcomeOf(long.length === 0, 'Every description fits.', `Shorten ${listOf(long.map(positionName))}: LinkedIn allows ${LINKEDIN_ROLE_MAX} characters.`);
    },
  },
  {
    id: 'roles-action-start',
    label: 'Role descriptions open with an action',
    weight: 4,
    check: (p) => {
      const weak = p.positions.filter((x) => x.description.trim() !== '' && !startsWithAction(firstLine(x.description)));
      const described = p.positions.some((x) => x.description.trim() !== '');
      return outcomeOf(described && weak.length === 0, 'Every description opens with what you did.', described ? `Open ${listOf(weak.map(positionName))} with an action verb.` : 'No role is described.');
    },
  },
  {
    id: 'roles-numbers',
    label: 'Roles keep the numbers your resume has',
    weight: 5,
    check: (p, _t, resumes) => {
      const withDigits = (t: string) => /\d/.test(t);
      if (resumes.length === 0) {
        return outcomeOf(p.positions.some((x) => withDigits(x.description)), 'A role shows a result in numbers.', 'Show at least one result in numbers.');
      }
      const missing = p.positions.filter((x) => {
        const role = resumeRoleFor(x, resumes);
        return role !== undefined && role.bullets.some(withDigits) && !withDigits(x.description);
      });
      const matched = p.positions.some((x) => resumeRoleFor(x, resumes) !== undefined);
      return outcomeOf(matched && missing.length === 0, 'Roles keep the numbers of your resume.', matched ? `Your resume has numbers for ${listOf(missing.map(positionName))}; use them.` : 'No role matches a role of your resume.');
    },
  },
  consistencyCheck('titles-consistent', 'Titles match your resume', (x, role) => role.title !== '' && !sameTitle(role.title, x.title)),
  consistencyCheck('dates-consistent', 'Dates match your resume', (x, role) => {
    const start = samePoint(parseDatePoint(x.start), parseDatePoint(role.startDate));
    const end = samePoint(parseDatePoint(x.end), parseDatePoint(role.endDate));
    return !start || !end;
  }),
];

export const SKILL_CHECKS: readonly ProfileCheck[] = [
  boundCheck({ id: 'skills-min', label: `At least ${SKILLS_MIN} skills`, weight: 4 }, (p) => p.skills.length, { min: SKILLS_MIN, unit: 'skills', advice: `list at least ${SKILLS_MIN}.` }),
  boundCheck({ id: 'skills-max', label: `At most ${SKILLS_MAX} skills`, weight: 2 }, (p) => p.skills.length, { max: SKILLS_MAX, unit: 'skills', advice: `LinkedIn allows ${SKILLS_MAX}.` }),
  {
    id: 'skills-top-relevant',
    label: 'Top 3 skills are what the target asks for',
    weight: 6,
    check: (p, t) => {
      const wanted = new Set(t.targetKeywords.map((k) => canonicalKeyword(k).toLowerCase()));
      // A skill in the user's words names what the target asks for too ("NEC 2020 code compliance" for "NEC",
      // "JavaScript (ES6+)" for "JavaScript").
      const asked = (s: string) => wanted.has(canonicalKeyword(s).toLowerCase()) || keywordsIn(s, t.targetKeywords).length > 0;
      const top = p.skills.slice(0, 3);
      if (top.length < 3) return { pass: false, detail: 'List at least 3 skills.' };
      const below = p.skills.slice(3).filter(asked);
      const askedCount = p.skills.filter(asked).length;
      if (askedCount === 0) return { pass: false, detail: 'None of your skills is one the target asks for; add those you have.' };
      // Top 3 when the user lists three such skills; else every one they list leads.
      const off = top.slice(0, Math.min(3, askedCount)).filter((s) => !asked(s));
      return outcomeOf(off.length === 0, `Your top skills are ${listOf(top)}.`, `Move ${listOf(below.slice(0, off.length))} above ${listOf(off)}.`);
    },
  },
  {
    id: 'education-present',
    label: 'Education is filled in',
    weight: 2,
    check: (p) => outcomeOf(p.education.length > 0, 'The profile lists your education.', 'Add your education.'),
  },
];
