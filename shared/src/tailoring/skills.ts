/**
 * Skills stage: the tailored skills list, and how a required skill is written (the job's wording when it
 * is a true synonym of the resume's).
 */
import type { StructuredResume } from '../resume/types';
import { isNarrowSkill, type ResumeAnalysis } from './analysis';
import type { JobRequirements, SkillRequirement } from './job-requirements';
import { hasQualifier } from './skill-evidence';
import { canonicalSkill, findSkills, isAmbiguousForm, skillKey } from './skill-matcher';

/** Token-level containment: "CI/CD pipelines" contains "CI/CD"; "PostgreSQL" does not contain "Postgres". */
function containsKey(outer: string, inner: string): boolean {
  const i = skillKey(inner);
  return i !== '' && ` ${skillKey(outer)} `.includes(` ${i} `);
}

function hasUpper(text: string): boolean {
  return text !== text.toLowerCase();
}

/** How a required skill is written in the tailored resume: the job's wording when unambiguous. */
export function displayTerm(req: SkillRequirement): string {
  if (req.custom) return req.jobTerm;
  if (isAmbiguousForm(req.skill, req.jobTerm) || !hasUpper(req.jobTerm)) return req.skill;
  // "CI/CD pipelines", "SageMaker endpoints": a longer phrase around the name reads worse than the name.
  const term = skillKey(req.jobTerm);
  const name = skillKey(req.skill);
  if (term !== name && (term.startsWith(`${name} `) || term.endsWith(` ${name}`))) return req.skill;
  if (req.jobTerm.split(/\s+/).length > 3) return req.skill;
  return req.jobTerm;
}

/**
 * Skills stage: the job's priorities first, in the job's wording when the resume has the same skill;
 * a required skill a statement shows in use but the list lacks is added; a qualified item ("Python
 * basics") never leads.
 */
export function tailorSkills(
  resume: StructuredResume,
  reqs: JobRequirements,
  analysis: ResumeAnalysis,
  reqBySkill: ReadonlyMap<string, SkillRequirement>,
): string[] {
  interface SkillItem {
    text: string;
    priority: number;
    qualified: boolean;
    index: number;
  }
  const skillItems: SkillItem[] = resume.skills.map((text, index) => {
    const canon = canonicalSkill(text);
    const direct = new Set(findSkills(text, 'lenient').map((m) => m.skill));
    if (canon) direct.add(canon);
    const qualified = hasQualifier(text) || (direct.size > 0 && [...direct].every((sk) => analysis.evidence.qualifiedOnly.has(sk)));
    let priority = 0;
    for (const sk of direct) priority = Math.max(priority, reqBySkill.get(sk)?.priority ?? 0);
    for (const sk of analysis.itemSkills.get(text) ?? []) {
      if (!direct.has(sk)) priority = Math.max(priority, (reqBySkill.get(sk)?.priority ?? 0) / 2);
    }
    let display = text;
    const req = canon ? reqBySkill.get(canon) : undefined;
    if (req && !req.custom && skillKey(req.jobTerm) !== skillKey(text) && !containsKey(req.jobTerm, text)) {
      const term = displayTerm(req);
      if (canonicalSkill(term) === canon) display = term;
    }
    return { text: display, priority: qualified ? 0 : priority, qualified, index };
  });
  const listed = new Set<string>();
  for (const item of resume.skills) for (const s of analysis.itemSkills.get(item) ?? []) listed.add(s);
  let extraIndex = resume.skills.length;
  const { inUse, qualifiedOnly } = analysis.evidence;
  for (const r of reqs.skills) {
    if (r.custom || listed.has(r.skill) || !analysis.direct.has(r.skill) || !isNarrowSkill(r.skill)) continue;
    if (!inUse.has(r.skill) || qualifiedOnly.has(r.skill)) continue;
    if (!(r.required || r.inRequirements || r.inTitle || r.priority >= 3)) continue;
    const term = displayTerm(r);
    if (canonicalSkill(term) !== r.skill) continue;
    skillItems.push({ text: term, priority: r.priority, qualified: false, index: extraIndex++ });
    listed.add(r.skill);
  }
  const seenSkill = new Set<string>();
  return skillItems
    .sort(
      (a, b) =>
        Number(a.qualified) - Number(b.qualified) ||
        (b.priority > 0 || a.priority > 0 ? b.priority - a.priority : 0) ||
        a.index - b.index,
    )
    .filter((s) => {
      const key = s.text.toLowerCase();
      if (seenSkill.has(key)) return false;
      seenSkill.add(key);
      return true;
    })
    .map((s) => s.text);
}
