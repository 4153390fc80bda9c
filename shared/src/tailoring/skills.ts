/**
 * Skills stage: the tailored skills list. Every item keeps the resume's own name for it (never the job's
 * wording); the job's priorities decide the order.
 */
import type { StructuredResume } from '../resume/types';
import { isNarrowSkill, type ResumeAnalysis } from './analysis';
import type { JobRequirements, SkillRequirement } from './job-requirements';
import { hasQualifier } from './skill-evidence';
import { canonicalSkill, findSkills } from './skill-matcher';

/**
 * Skills stage: the job's priorities first, each item as the resume writes it; a required skill a
 * statement names as a tool or skill (named-skills.ts) and shows in use, but the list lacks, is added in
 * the statement's words; a qualified item ("Python basics") never leads.
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
    return { text, priority: qualified ? 0 : priority, qualified, index };
  });
  const listed = new Set<string>();
  for (const item of resume.skills) for (const s of analysis.itemSkills.get(item) ?? []) listed.add(s);
  let extraIndex = resume.skills.length;
  const { inUse, qualifiedOnly } = analysis.evidence;
  for (const r of reqs.skills) {
    if (r.custom || listed.has(r.skill) || !analysis.direct.has(r.skill) || !isNarrowSkill(r.skill)) continue;
    if (!inUse.has(r.skill) || qualifiedOnly.has(r.skill)) continue;
    if (!(r.required || r.inRequirements || r.inTitle || r.priority >= 3)) continue;
    const words = analysis.named.get(r.skill);
    // A licence or certificate stays in its own list: only skills are added here.
    if (!words || hasQualifier(words) || resume.certifications.some((c) => c.includes(words))) continue;
    const term = /^\p{Ll}/u.test(words) ? words.charAt(0).toUpperCase() + words.slice(1) : words;
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
