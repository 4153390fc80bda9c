/**
 * The keyword report (issue 9, point 7): each of the job's keywords (its skills, required first) →
 * where the tailored resume now shows it — the summary, the skills list, or which statement of which
 * role or project — and in which form: the posting's exact wording, or a variant an ATS may not match
 * ("Postgres" for "PostgreSQL"). Read from the tailored document, so it says what an ATS will see.
 *
 * It finds a keyword by the match report's own rule, so the two never disagree: a skill is shown by its
 * name or an alias, or by a more specific skill that implies it ("internal audit" shows "audit", as
 * the requirement is met by it); a term outside the vocabulary by its words in sequence.
 */
import { findSkills, skillKey, withImplied, type SkillMatch } from './skill-matcher';
import type { JobRequirements } from './job-requirements';
import type { ResumeDocument } from '../resume/document.schema';

export interface KeywordPlace {
  /** 'summary', 'skills', 'experience', 'projects', 'other'. */
  readonly section: 'summary' | 'skills' | 'experience' | 'projects' | 'other';
  /** "Senior Engineer at Contoso", a project's name, a section's heading; '' for summary and skills. */
  readonly where: string;
  /** The statement or skill item that shows it. */
  readonly text: string;
  /** The wording found there. */
  readonly form: string;
  /** True when that wording is the posting's own (case aside). */
  readonly exact: boolean;
}

export interface KeywordEntry {
  /** The posting's wording. */
  readonly keyword: string;
  readonly required: boolean;
  readonly places: readonly KeywordPlace[];
}

interface Piece {
  section: KeywordPlace['section'];
  where: string;
  text: string;
}

function piecesOf(doc: ResumeDocument): Piece[] {
  const pieces: Piece[] = [];
  for (const s of doc.summary) pieces.push({ section: 'summary', where: '', text: s.text });
  if (doc.headline) pieces.push({ section: 'summary', where: '', text: doc.headline });
  for (const g of doc.skills) for (const item of g.items) pieces.push({ section: 'skills', where: g.name, text: item });
  for (const e of doc.experience) {
    const where = [e.title, e.employer].filter(Boolean).join(' at ');
    for (const s of e.statements) pieces.push({ section: 'experience', where, text: s.text });
  }
  for (const p of doc.projects) for (const s of p.statements) pieces.push({ section: 'projects', where: p.name, text: s.text });
  for (const o of doc.other) for (const s of o.statements) pieces.push({ section: 'other', where: o.heading, text: s.text });
  return pieces;
}

/** At most this many places are listed per keyword (the report is read by a person). */
const MAX_PLACES = 5;

export function keywordReportOf(requirements: JobRequirements, doc: ResumeDocument): KeywordEntry[] {
  // One scan of every piece, each on its own line between hard breaks ('|' ends any skill phrase), instead
  // of a scan per piece; a match's line says its piece.
  const all = piecesOf(doc);
  const found: SkillMatch[][] = all.map(() => []);
  for (const m of findSkills(all.map((p) => p.text.replace(/\n/g, ' ')).join('\n|\n'), 'lenient')) found[m.line / 2]?.push(m);
  const pieces = all.map((piece, i) => ({ piece, found: found[i] ?? [], key: ` ${skillKey(piece.text)} ` }));
  const impliedBy = new Map<string, ReadonlySet<string>>();
  const implies = (m: SkillMatch, skill: string): boolean => {
    let set = impliedBy.get(m.skill);
    if (!set) impliedBy.set(m.skill, (set = withImplied([m.skill])));
    return set.has(skill);
  };
  const skills = [...requirements.skills].sort((a, b) => Number(b.required) - Number(a.required) || b.priority - a.priority);
  const seen = new Set<string>();
  const report: KeywordEntry[] = [];
  for (const requirement of skills) {
    if (seen.has(requirement.skill)) continue;
    seen.add(requirement.skill);
    const places: KeywordPlace[] = [];
    const term = requirement.jobTerm.toLowerCase();
    const termKey = ` ${skillKey(requirement.jobTerm)} `;
    for (const { piece, found, key } of pieces) {
      const hit = requirement.custom
        ? termKey.trim() !== '' && key.includes(termKey)
          ? requirement.jobTerm
          : null
        : ((found.find((m) => m.skill === requirement.skill) ?? found.find((m) => implies(m, requirement.skill)))?.surface ?? null);
      if (hit === null || places.length >= MAX_PLACES) continue;
      places.push({ section: piece.section, where: piece.where, text: piece.text, form: hit, exact: hit.toLowerCase() === term });
    }
    report.push({ keyword: requirement.jobTerm, required: requirement.required, places });
  }
  return report;
}
