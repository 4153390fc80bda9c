/**
 * Match stage: each requirement of the job → a match item (met with the resume line that shows it, or a
 * gap). Years of experience with a skill count only the roles whose statements show it (skill-evidence);
 * years in general count the role dates or the resume's own figure; education compares degree levels.
 */
import { computedExperienceYears, referenceMonth, statedExperienceYears, type StatedYears } from '../resume/experience-years';
import { DEGREE_LEVEL_RANK, degreeLevelOf, type DegreeLevel } from '../resume/lexicon';
import type { StructuredResume } from '../resume/types';
import type { ResumeAnalysis } from './analysis';
import { containsPhrase, type JobRequirements } from './job-requirements';
import type { MatchItem } from './report-types';
import { rolesShowing, skillYears } from './skill-evidence';

export interface RequirementMatch {
  readonly items: MatchItem[];
  /** Requirement skill → met. */
  readonly skillStatus: Map<string, boolean>;
  /** 0-1 or null (the job states no such requirement). */
  readonly yearsValue: number | null;
  readonly educationValue: number | null;
  readonly candidateYears: number | null;
  readonly computedYears: number;
  readonly stated: StatedYears | null;
}

function educationLevelOf(resume: StructuredResume): { level: DegreeLevel; line: string } | null {
  let best: { level: DegreeLevel; line: string } | null = null;
  for (const ed of resume.education) {
    const line = [ed.degree, ed.institution, ed.dates].filter(Boolean).join(' | ');
    const level = degreeLevelOf(ed.degree) ?? degreeLevelOf(ed.details.join(' '));
    if (level && (!best || DEGREE_LEVEL_RANK[level] > DEGREE_LEVEL_RANK[best.level])) best = { level, line };
  }
  return best;
}

/** How a degree level is named in a match item. */
export const DEGREE_LEVEL_LABEL: Record<DegreeLevel, string> = {
  none: 'No degree',
  'high-school': 'High school diploma',
  certificate: 'Certificate or diploma',
  associate: "Associate's degree",
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  doctorate: 'Doctorate',
};

export function matchRequirements(
  resume: StructuredResume,
  originalText: string,
  reqs: JobRequirements,
  analysis: ResumeAnalysis,
  now: Date | string | null | undefined,
): RequirementMatch {
  const skillEvidence = analysis.evidence;
  const items: MatchItem[] = [];
  const skillStatus = new Map<string, boolean>();
  for (const r of reqs.skills) {
    let evidence: string | null;
    if (r.custom) {
      evidence = containsPhrase(originalText, r.jobTerm)
        ? (originalText.split('\n').find((l) => containsPhrase(l, r.jobTerm))?.trim() ?? null)
        : null;
    } else evidence = analysis.implied.get(r.skill) ?? null;
    skillStatus.set(r.skill, evidence !== null);
    items.push({
      requirement: r.skill,
      kind: 'skill',
      status: evidence !== null ? 'met' : 'gap',
      evidence,
      required: r.required,
      priority: r.priority,
      jobTerm: r.jobTerm,
    });
  }
  const reference = referenceMonth(originalText, now);
  const computedYears = computedExperienceYears(resume, reference);
  const stated = statedExperienceYears(resume);
  const candidateYears = Math.max(computedYears, stated?.years ?? 0) || null;
  let yearsValue: number | null = null;
  if (reqs.years) {
    const y = reqs.years;
    const label = `${y.min}${y.max ? `-${y.max}` : '+'} years of experience${y.skill ? ` (${y.skill})` : ''}`;
    if (y.skill) {
      // Years with a skill: only the roles whose title or bullets show it (never a "basics" mention).
      const years = skillYears(resume, skillEvidence, y.skill, reference);
      const roles = rolesShowing(resume, skillEvidence, y.skill);
      const oldest = resume.experience[roles.at(-1) ?? -1];
      const met = years >= y.min;
      yearsValue = met ? 1 : Math.min(1, years / y.min);
      items.push({
        requirement: label,
        kind: 'years',
        status: met ? 'met' : 'gap',
        evidence: years > 0 && oldest ? `${y.skill} in ${roles.length} role(s) from ${oldest.startDate || oldest.dates}` : null,
        required: y.required,
        priority: 3,
        note: years > 0 ? `The resume shows ${y.skill} in roles covering about ${years} year(s).` : `No dated role shows ${y.skill} in use.`,
      });
    } else {
      const met = candidateYears !== null && candidateYears >= y.min;
      yearsValue = met ? 1 : Math.min(1, (candidateYears ?? 0) / y.min);
      const oldest = resume.experience[resume.experience.length - 1];
      const evidence =
        stated && stated.years >= computedYears
          ? stated.text
          : oldest
            ? `${resume.experience.length} role(s) from ${oldest.startDate || oldest.dates}`
            : null;
      items.push({
        requirement: label,
        kind: 'years',
        status: met ? 'met' : 'gap',
        evidence: candidateYears ? evidence : null,
        required: y.required,
        priority: 3,
        note: candidateYears !== null ? `The resume supports about ${candidateYears} year(s).` : 'No dated experience found.',
      });
    }
  }
  let educationValue: number | null = null;
  if (reqs.education) {
    const e = reqs.education;
    const have = educationLevelOf(resume);
    const met = have !== null && DEGREE_LEVEL_RANK[have.level] >= DEGREE_LEVEL_RANK[e.level];
    educationValue = met ? 1 : e.orEquivalent && candidateYears !== null && candidateYears >= 4 ? 0.5 : 0;
    const base: MatchItem = {
      requirement: `${DEGREE_LEVEL_LABEL[e.level]}${e.field ? ` in ${e.field}` : ''}`,
      kind: 'education',
      status: met ? 'met' : 'gap',
      evidence: met && have ? have.line : null,
      required: e.required,
      priority: 3,
    };
    items.push(e.orEquivalent && !met ? { ...base, note: 'The posting accepts equivalent experience.' } : base);
  }

  return { items, skillStatus, yearsValue, educationValue, candidateYears, computedYears, stated };
}
