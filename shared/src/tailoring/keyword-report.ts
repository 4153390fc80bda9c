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
import type { JobRequirements, SkillRequirement } from './job-requirements';
import type { MatchItem, MatchReport } from './report-types';
import type { ResumeDocument } from '../resume/document.schema';
import { conceptKey, contentStems, holdsRun, stemWord } from './concepts';
import { doneWords } from './match';

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
  // An ATS reads the credentials too ("Progressive Care Certified Nurse (PCCN)", "Bachelor of Science in Nursing").
  for (const c of doc.certifications) pieces.push({ section: 'other', where: 'Certifications', text: c.text });
  for (const e of doc.education) if (e.degree.trim() !== '') pieces.push({ section: 'other', where: 'Education', text: e.degree });
  return pieces;
}

/** At most this many places are listed per keyword (the report is read by a person). */
const MAX_PLACES = 5;

/** The match report's lists, which the keyword panel follows. */
export type ReportedAsks = Pick<MatchReport, 'items' | 'gaps' | 'moreGaps'>;

/** The skill items the report lists to the reader: each met one and each gap it shows (`gaps`, `moreGaps`). */
function listedItems(match: ReportedAsks): MatchItem[] {
  const shownGaps = new Set([...match.gaps, ...match.moreGaps]);
  return match.items.filter((i) => i.kind === 'skill' ? i.status === 'met' || shownGaps.has(i.requirement) : i.status === 'met' && (i.covers?.length ?? 0) > 0);
}

/**
 * The listed item a keyword belongs to: its own, one that stands for it (`covers`: "Mixpanel" in "Analytics
 * tools (Amplitude, Mixpanel, or Looker)"), or one whose name holds its words ("Redis" in "Redis caching", "audit"
 * in "Annual audits"). None for what the report does not list as an ask (a duty's phrase, a trait, the
 * employer's business): the panel names the asks the report names.
 */
function itemOf(requirement: SkillRequirement, listed: readonly MatchItem[]): MatchItem | null {
  const own = listed.find((i) => i.requirement === requirement.skill);
  if (own) return own;
  const names = new Set([requirement.skill.toLowerCase(), requirement.jobTerm.toLowerCase()]);
  const covering = listed.find((i) => i.covers?.some((c) => names.has(c.toLowerCase())));
  if (covering) return covering;
  const stems = contentStems(requirement.jobTerm);
  if (stems.length === 0) return null;
  return listed.find((i) => holdsRun(contentStems(i.label ?? i.jobTerm ?? i.requirement), stems)) ?? null;
}

/** Words that join a keyword's words ("written and verbal communication") and name nothing. */
const JOINING_WORDS = new Set(['and', 'the', 'for', 'with', 'via', 'from', 'into']);

/** One word in another form: its plural, or one stem ("close" ~ "closes" ~ "closing"). */
function sameWord(a: string, b: string): boolean {
  const bare = (w: string) => (w.length > 3 ? w.replace(/s$/, '') : w);
  return bare(a) === bare(b) || stemWord(a) === stemWord(b);
}

/**
 * Two words of one family: one the other's plural, one stem ("close" ~ "closing"), the same first five letters, or a
 * shorter stem of four or more ("cast" ~ "casting").
 */
function sameFamily(a: string, b: string): boolean {
  if (sameWord(a, b)) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 5) return short.slice(0, 5) === long.slice(0, 5);
  return short.length >= 4 && long.startsWith(short);
}

/**
 * The words of a piece that say the keyword ("Communicated" for "written and verbal communication", "Support
 * Technician" for "technical support"): the run from its first to its last such word when that is short, else the
 * first; null when no word of the piece says it.
 */
function formIn(text: string, keyword: string): string | null {
  const wanted = keyword.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3 && !JOINING_WORDS.has(w));
  const words = text.split(/\s+/);
  const says = (word: string) => word.toLowerCase().split(/[^\p{L}\p{N}]+/u).some((part) => wanted.some((k) => sameFamily(part, k)));
  const hits = words.flatMap((w, i) => (says(w) ? [i] : []));
  const first = hits[0];
  const last = hits.at(-1);
  if (first === undefined || last === undefined) return null;
  const span = last - first + 1 <= wanted.length + 1 ? words.slice(first, last + 1) : [words[first] ?? ''];
  return span.join(' ').replace(/[.,;:]+$/, '');
}

/**
 * The item of a skills line given whole as a met ask's evidence ("Salesforce • HubSpot • … • Pipeline forecasting" for
 * "Forecast") that says the keyword, where the panel lists the line's items one by one.
 */
function listedSkill(evidence: string, keyword: string, all: readonly Piece[]): Piece | undefined {
  const items = new Set(evidence.split(/\s*[•·|,;]\s*/).map((t) => t.trim()).filter(Boolean));
  if (items.size < 2) return undefined;
  return all.find((p) => p.section === 'skills' && items.has(p.text.trim()) && formIn(p.text, keyword) !== null);
}

/**
 * Where the tailored resume shows a met item's evidence (a statement, a skills item, a role's title), for a
 * keyword the report reads as met by a line the word search does not find ("Communicated effectively over chat
 * and phone …" for written and verbal communication; the title "IT Support Technician" for technical support).
 * A keyword the item only stands for ("Spanish" in "Spanish or another language") is shown there only when a word
 * of the line says it; the item's own keyword always is, in the line's first word when no word says it ("Wrote …"
 * for written communication).
 */
function evidencePlace(item: MatchItem, keyword: string, own: boolean, all: readonly Piece[], doc: ResumeDocument): KeywordPlace | null {
  const evidence = item.evidence?.trim().replace(/\.$/, '');
  if (!evidence) return null;
  const piece = all.find((p) => p.text.trim().replace(/\.$/, '') === evidence) ?? listedSkill(evidence, keyword, all);
  const role = piece ? null : doc.experience.find((e) => e.title.trim() === evidence);
  const place = piece ?? (role ? { section: 'experience' as const, where: [role.title, role.employer].filter(Boolean).join(' at '), text: role.title } : null);
  if (!place) return null;
  const done = own && item.kind === 'skill' ? doneWords(item.requirement, place.text) : null;
  const form = done ?? formIn(place.text, keyword) ?? (own ? (place.text.split(/\s+/)[0] ?? '').replace(/[.,;:]+$/, '') : null);
  if (form === null || form === '') return null;
  return { ...place, form, exact: form.toLowerCase() === keyword.toLowerCase() };
}

/**
 * Where the tailored resume says every word of a keyword a met years ask names ("closing" in "3+ years of closing
 * experience in B2B SaaS sales", met by the roles' dates), each word as written or in another form of it ("Close"), not
 * by a shared beginning ("Pract." is not "practice"): the first statement that does, in the experience first.
 */
function sayingPlace(keyword: string, all: readonly Piece[]): KeywordPlace | null {
  const wanted = keyword.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3 && !JOINING_WORDS.has(w));
  if (wanted.length === 0) return null;
  const saysAll = (text: string) => {
    const words = text.toLowerCase().split(/[^\p{L}\p{N}]+/u);
    return wanted.every((k) => words.some((w) => sameWord(w, k)));
  };
  const order = [...all].sort((a, b) => Number(b.section === 'experience') - Number(a.section === 'experience'));
  const piece = order.find((p) => saysAll(p.text));
  const form = piece ? formIn(piece.text, keyword) : null;
  return piece && form ? { ...piece, form, exact: form.toLowerCase() === keyword.toLowerCase() } : null;
}

/**
 * With the match report (`match`), the panel follows it: it lists the keywords of the asks the report lists (met,
 * or a gap it shows), names one as the report does when the item is that keyword's own ("PostgreSQL" for the
 * posting's "Postgre sql"), and shows a met ask where its evidence is when no word of it is found.
 */
export function keywordReportOf(requirements: JobRequirements, doc: ResumeDocument, match?: ReportedAsks): KeywordEntry[] {
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
  const listed = match ? listedItems(match) : null;
  const seen = new Set<string>();
  const said = new Set<string>();
  const report: KeywordEntry[] = [];
  for (const requirement of skills) {
    if (seen.has(requirement.skill)) continue;
    seen.add(requirement.skill);
    const item = listed ? itemOf(requirement, listed) : null;
    if (listed && !item) continue;
    const keyword = item?.requirement === requirement.skill && !item.covers?.length && item.label ? item.label : requirement.jobTerm;
    // "controls and procedures" beside "Procedures and controls": one keyword, said once.
    if (listed && said.has(conceptKey(keyword))) continue;
    said.add(conceptKey(keyword));
    const places: KeywordPlace[] = [];
    const terms = new Set([requirement.jobTerm.toLowerCase(), keyword.toLowerCase()]);
    const termKey = ` ${skillKey(requirement.jobTerm)} `;
    for (const { piece, found, key } of pieces) {
      const hit = requirement.custom
        ? termKey.trim() !== '' && key.includes(termKey)
          ? requirement.jobTerm
          : null
        : ((found.find((m) => m.skill === requirement.skill) ?? found.find((m) => implies(m, requirement.skill)))?.surface ?? null);
      if (hit === null || places.length >= MAX_PLACES) continue;
      places.push({ section: piece.section, where: piece.where, text: piece.text, form: hit, exact: terms.has(hit.toLowerCase()) });
    }
    const shown =
      places.length === 0 && item?.status === 'met'
        ? evidencePlace(item, keyword, item.requirement === requirement.skill, all, doc) ?? (item.kind === 'years' ? sayingPlace(keyword, all) : null)
        : null;
    report.push({ keyword, required: requirement.required, places: shown ? [shown] : places });
  }
  return report;
}
