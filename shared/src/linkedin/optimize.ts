/**
 * The built-in LinkedIn optimizer (decision D4's default engine): deterministic, from the user's own
 * profile and resumes only. It writes three headlines, an About with a hook before "see more", each
 * role's description as action bullets, and the skills ranked for the target; then every text goes
 * through enforceProfileTruth, and the checklist scores the profile before and after.
 * `completeOptimization` does the second half for a model's answer too.
 */
import type { ResumeDocument } from '../resume/document.schema';
import { computedExperienceYears, referenceMonth, statedExperienceYears } from '../resume/experience-years';
import { ownDescription, titleLead, yearsToSay } from '../tailoring/summary-facts';
import { studiesUnderWay, type Studies } from '../resume/studies';
import type { StructuredResume } from '../resume/types';
import { checkAgainst, type Support } from '../tailoring/truthfulness';
import { draftAbout } from './about-writer';
import { scoreProfile } from './checks';
import { resumeRoleFor } from './checks-roles-skills';
import { headlineCredentials } from './headline-credentials';
import { writeHeadlines } from './headline-writer';
import type { LinkedInOptimization } from './linkedin.schema';
import { enforceProfileTruth, type ProfileTexts, type TruthOptions } from './profile-truth';
import type { LinkedInProfile, ProfileTarget } from './profile-types';
import { roleDescription, roleStatements, unconfirmedRewording } from './role-statements';
import { ABOUT_MIN_CHARS } from './checks-headline-about';
import { askedSkills, distinctNames, rankSkills } from './skill-ranking';
import { profileSupport, structuredResumesOf, supportTextOf } from './support';
import { holdsTitle } from './headline-title';
import { coreTitle } from './title-core';
import { targetKeywordsOf } from './target-keywords';
import { isHeld, type RoleResult, type RoleStatements, type WriterContext } from './writer-context';
import { rankedResults } from './about-results';
import { figuresIn, sharesFigure } from './figures';

export interface OptimizeLinkedInInput {
  profile: LinkedInProfile;
  target: { position: string; industry: string };
  resumes: ResumeDocument[];
  /** Today, for a current role's "Present" (default: the latest date the resume gives, which never overstates). */
  now?: Date | string;
}

/** The stored fields the spec names: headline is the first option, summary the About. */
export interface LinkedInStoredTexts {
  headline: string;
  summary: string;
}

/** The target with its keywords. */
export function profileTargetOf(target: { position: string; industry: string }): ProfileTarget {
  return { position: target.position.trim(), industry: target.industry.trim(), targetKeywords: targetKeywordsOf(target.position, target.industry) };
}

/** Everything the user has said about themselves, and the roles they held. */
export function truthContextOf(profile: LinkedInProfile, resumes: readonly StructuredResume[], target: ProfileTarget, now?: Date | string): { support: Support; options: TruthOptions } {
  const knownRoles = [...profile.positions.map((p) => ({ title: p.title, company: p.company })), ...resumes.flatMap((r) => r.experience.map((e) => ({ title: e.title, company: e.employer })))];
  return { support: profileSupport(profile, resumes, now), options: { allowedPhrases: [target.position, target.industry], knownRoles } };
}

/**
 * The user's current title when it is the target's title with a rank before it ("Executive Sous Chef"
 * for a "Sous Chef" posting, "Senior Software Engineer" for "Software Engineer"): putting the target's
 * forward would understate what the user holds. Null otherwise.
 */
function seniorHeldTitle(profile: LinkedInProfile, core: string): string | null {
  const current = profile.positions.find((p) => isHeld(p)) ?? profile.positions[0];
  const held = coreTitle(current?.title ?? '');
  const lower = held.toLowerCase();
  return held.length > core.length && lower.endsWith(` ${core.toLowerCase()}`) ? held : null;
}

/**
 * The title the headline and About put forward: the target's core title ("Registered Nurse" of
 * "Registered Nurse - Medical/Surgical Telemetry (Nights)") when the user's titles, headline or summary
 * name it and it claims nothing the user lacks; else the user's current title.
 */
function safeTitle(target: ProfileTarget, profile: LinkedInProfile, support: Support, summaries: readonly string[], studies: Studies | null, removed: string[]): string {
  const core = coreTitle(target.position) || target.position;
  const report = checkAgainst(support, core);
  if (report.ok && holdsTitle(profile, core, summaries)) return seniorHeldTitle(profile, core) ?? core;
  // A student is put forward by what they study ("Information Science Student"), not a part-time job's title.
  const own = studies ? `${studies.field} Student` : profile.positions.find((p) => isHeld(p))?.title || profile.positions[0]?.title || '';
  const fallback = coreTitle(own) || own || core;
  if (fallback === core) return core;
  const why = report.ok ? `none of your titles says "${core}"` : `"${core}" names ${report.unsupported.map((c) => `${c.kind} "${c.value}"`).join(', ')}, which your profile and resumes do not show`;
  removed.push(`Headline and About: ${why}; your title "${fallback}" is used instead`);
  return fallback;
}

/** The degree under way, from the resumes or else the profile's education (its end date as the graduation). */
function studiesOf(profile: LinkedInProfile, resumes: readonly StructuredResume[]): Studies | null {
  for (const r of resumes) {
    const studies = studiesUnderWay(r.education);
    if (studies) return studies;
  }
  return studiesUnderWay(profile.education.map((e) => ({ degree: e.degree, institution: e.school, dates: e.end })));
}

/**
 * Notes on role lines kept in the user's words because the action rewording would claim more
 * ("Responsible for X" is not "Managed X"): the user confirms the stronger verb, or not.
 */
function rewordingNotes(roles: readonly RoleStatements[], descriptions: readonly string[]): string[] {
  return roles.flatMap((r, i) =>
    r.statements
      .filter((s) => (descriptions[i] ?? '').includes(s))
      .flatMap((s) => {
        const stronger = unconfirmedRewording(s);
        const verb = stronger?.split(/\s+/)[0] ?? '';
        return stronger === null || !/^(?:Managed|Handled)$/.test(verb) ? [] : [`${r.position.title} at ${r.position.company}: "${s}" keeps your wording; "${verb}" would claim more than your profile says, so write "${stronger}" only if it is true`];
      }),
  );
}

/**
 * The About check's detail, when the About is short: why, so the failing check reads as what it is (the score
 * already counts it as failed). Either every result the user states is in it, or the rest are left to the
 * Experience on purpose (an About that lists them all would repeat it), and the user can add their own words.
 */
function withThinAboutNote(result: LinkedInOptimization, results: readonly RoleResult[]): LinkedInOptimization {
  if (result.about.length >= ABOUT_MIN_CHARS) return result;
  // A result is told when the About states its figure (it tells results in a few words, not the bullet).
  const left = results.filter((r) => figuresIn(r.phrase).length > 0 && !sharesFigure(r.phrase, result.about)).length;
  const note =
    left === 0
      ? ` Every result your profile and resumes support is already in it; add more of your own work (results, numbers, what you do) to reach ${ABOUT_MIN_CHARS}.`
      : ` It tells your strongest results and leaves ${left} more to your Experience rather than repeat it; to reach ${ABOUT_MIN_CHARS}, add in your own words what you do, for whom and with what.`;
  const checks = result.after.checks.map((c) => (c.id === 'about-min-length' && !c.pass ? { ...c, detail: `${c.detail}${note}` } : c));
  return { ...result, after: { ...result.after, checks } };
}

/** The optimized profile (what the after score reads). */
function optimizedProfile(profile: LinkedInProfile, texts: ProfileTexts): LinkedInProfile {
  const positions = profile.positions.map((p) => {
    const role = texts.roles.find((r) => r.title === p.title && r.company === p.company);
    return role ? { ...p, description: role.description } : p;
  });
  return { ...profile, headline: texts.headlines[0] ?? profile.headline, about: texts.about || profile.about, positions, skills: texts.skills.length > 0 ? texts.skills : profile.skills };
}

/** Enforces truthfulness on texts (the built-in ones or a model's) and scores the profile before and after. */
export function completeOptimization(texts: ProfileTexts, input: OptimizeLinkedInInput, removedBefore: readonly string[] = []): LinkedInOptimization {
  const resumes = structuredResumesOf(input.resumes);
  const target = profileTargetOf(input.target);
  const { support, options } = truthContextOf(input.profile, resumes, target, input.now);
  const enforced = enforceProfileTruth(texts, support, options);
  return {
    ...enforced.result,
    before: scoreProfile(input.profile, target, input.resumes),
    after: scoreProfile(optimizedProfile(input.profile, enforced.result), target, input.resumes),
    removedClaims: [...removedBefore, ...enforced.removedClaims],
  };
}

/** A title's words that say the line of work ("engineer", "electrician"), not its rank ("senior", "II"). */
function workWords(title: string): string[] {
  return (title.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((w) => !/^(?:senior|junior|lead|principal|staff|chief|head|apprentice|assistant|associate|trainee)$/.test(w));
}

/**
 * The year the user's line of work began: the earliest start of a role whose title shares a word of the latest
 * role's ("Apprentice Electrician" for a "Journeyman Electrician", not a "Maintenance Helper" before it), an
 * internship or a part-time job while studying left out; '' when none.
 */
export function careerStart(resumes: readonly StructuredResume[]): string {
  const roles = resumes.flatMap((r) => r.experience);
  const latest = new Set(workWords(roles[0]?.title ?? ''));
  const years = roles
    .filter((e) => !/\b(?:intern|internship|student|part[- ]time)\b/i.test(`${e.title} ${e.bullets.join(' ')}`))
    .filter((e) => workWords(e.title).some((w) => latest.has(w)))
    .map((e) => /\b(?:19|20)\d{2}\b/.exec(e.startDate)?.[0] ?? '')
    .filter((y) => y !== '')
    .sort();
  return years[0] ?? '';
}

/**
 * The years of experience a resume states, as its tailored summary says them (`yearsToSay`): the user's own figure,
 * or the years of their roles' dates when those have outgrown it ("3 years" above roles that add up to 11), so the
 * headline and the resume do not disagree. 0 when the resume states none.
 */
function headlineYears(resume: StructuredResume, now: Date | string | undefined): number {
  const stated = statedExperienceYears(resume);
  if (!stated) return 0;
  const reference = referenceMonth(resume.experience.flatMap((e) => [e.startDate, e.endDate]).join(' '), now ?? null);
  const lead = titleLead(resume);
  const said = yearsToSay(resume, reference, stated, computedExperienceYears(resume, reference), ownDescription(resume.summary, lead) ?? lead);
  return Math.floor(said.years ?? 0);
}

/** The built-in optimizer. */
export function optimizeLinkedInProfile(input: OptimizeLinkedInInput): LinkedInOptimization {
  const { profile } = input;
  const resumes = structuredResumesOf(input.resumes);
  const target = profileTargetOf(input.target);
  const support = profileSupport(profile, resumes, input.now);
  const removed: string[] = [];
  const summaries = resumes.map((r) => r.summary).filter((x) => x.trim() !== '');
  const studies = studiesOf(profile, resumes);
  const title = safeTitle(target, profile, support, summaries, studies, removed);
  const industry = checkAgainst(support, target.industry).ok ? target.industry : '';
  const titles = [target.position, ...resumes.flatMap((r) => r.experience.map((e) => e.title))];
  const skills = rankSkills(profile, target.targetKeywords, support, resumes.flatMap((r) => r.skills), { titles, text: supportTextOf(profile, resumes), industry: target.industry });
  // The ranked skills the target asks for, in the user's words and the ranked order (listed ones first).
  const matchingSkills = distinctNames(askedSkills(skills, target.targetKeywords)).slice(0, 3);
  const roles: RoleStatements[] = profile.positions.map((position) => ({
    position,
    statements: roleStatements(position, resumeRoleFor(position, resumes), target.targetKeywords),
  }));
  // The skills the writers may name: those the truth check lets stand in a sentence too.
  const claimable = (s: string) => checkAgainst(support, s).ok;
  const ctx: WriterContext = {
    profile,
    title,
    target: coreTitle(target.position) || target.position,
    studies,
    credentials: headlineCredentials(input.resumes, title),
    industry,
    skills: skills.filter(claimable),
    matchingSkills: matchingSkills.filter(claimable),
    roles,
    summaries,
    claimable,
    years: Math.max(0, ...resumes.map((r) => headlineYears(r, input.now))),
    // The year the career began, from the role dates: an internship or a part-time job while studying is not part of it.
    careerSince: careerStart(resumes),
    supportText: supportTextOf(profile, resumes),
  };
  const about = draftAbout(ctx);
  const descriptions = roles.map((r) => roleDescription(r.statements));
  const texts: ProfileTexts = {
    headlines: writeHeadlines(ctx),
    about: about.text,
    roles: roles.map((r, i) => ({ title: r.position.title, company: r.position.company, description: descriptions[i] ?? '' })),
    skills,
  };
  return withThinAboutNote(completeOptimization(texts, input, [...removed, ...about.leftOut, ...rewordingNotes(roles, descriptions)]), rankedResults(ctx));
}

/** The fields the spec stores: headline (the first option) and summary (the About). */
export function storedTextsOf(result: LinkedInOptimization): LinkedInStoredTexts {
  return { headline: result.headlines[0] ?? '', summary: result.about };
}
