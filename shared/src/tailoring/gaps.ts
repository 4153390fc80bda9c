/**
 * Gaps stage: the requirements the resume does not show, as a short list a person can act on.
 * - one per concept: the same content words in any order, singular or plural, a skill and its alias
 *   ("procedures and controls" = "controls and procedures");
 * - none that a met item already covers ("Auditing" is no gap when "annual audits" is met);
 * - no non-skills: personal traits ("Accountability") and phrases made only of generic words;
 * - ranked: required before preferred, a stated minimum (years, degree) first among them, then by the posting's stress (priority, which counts mentions,
 *   the title and the requirements block; then the count), then the posting's order;
 * - the first TOP_GAPS as `gaps`, the rest as `moreGaps`.
 */
import { TOP_GAPS, type MatchItem } from './report-types';
import type { SkillRequirement } from './job-requirements';
import { conceptKey, contentStems, holdsRun } from './concepts';
import { withoutLongerSkills } from './match';
import { canonicalSkill, skillField } from './skill-matcher';
import { escapeRegExp } from '../text/regexp';

/** Vocabulary entries that name a trait, not a requirement one can show or learn for a posting. */
const TRAITS = new Set([
  'Accountability',
  'Reliability',
  'Work Ethic',
  'Self-Motivated',
  'Initiative',
  'Adaptability',
  'Creativity',
  'Patience',
  'Empathy',
  'Resilience',
  'Professionalism',
  'Integrity',
  'Curiosity',
  'Growth Mindset',
  'Judgment',
  'Ambiguity Tolerance',
  'Learning Agility',
  'Results-Oriented',
  'Upbeat Attitude',
  'Punctuality',
  'Executive Presence',
  'Social Perceptiveness',
  'Hospitality Mindset',
  'Emotional Intelligence',
  'Physical Stamina',
  'Customer Focus',
  'Service Orientation',
  'Independent Work',
  'Design Sensibility',
  'Visual Thinking',
  'Active Learning',
  'Cultural Awareness',
  'Cultural Sensitivity',
  'Innovation',
  'Attention to Detail',
]);

/** Words that alone make no requirement ("tools", "procedures and controls", "fast-paced environment"). */
const GENERIC_STEMS = new Set(
  `tool technology technologi system software solution environment team business project process procedur
  procedure control requirement work role company customer product service fast pac pace pac paced dynamic
  detail details task responsibility responsibiliti duty dutie area field industry industri best practic
  practice standard quality high level plus bonus etc various related relevant new modern`
    .split(/\s+/)
    .filter(Boolean),
);

/** Broad work habits that every posting names; real, but no gap to act on first. */
const GENERIC_SKILLS = new Set(['Continuous Improvement', 'Public Speaking', 'Teamwork', 'Organizational Skills']);

/** General-field skills kept in rank: a role can really ask for them ("Leadership", "Mentoring"). */
const SPECIFIC_GENERAL_RE = /leader|mentor|manag|coach|negotiat|supervis/i;

/** Degree names the vocabulary holds as skills ("BSN"): they belong to the education requirement. */
const DEGREE_SKILL_RE = /^(?:BSN|MSN|ADN|DNP|MBA|BS|BA|MS|MA|BSc|MSc|PhD|MPH|MPA|MFA|JD|MD|AAS|BSCS|MSCS)$|\bdegree\b|\bbachelor|\bmaster's\b/i;

/** True for a degree the vocabulary holds as a skill ("BSN", "Master's degree"); the summary skips these too. */
export function isDegreeSkill(name: string): boolean {
  return DEGREE_SKILL_RE.test(name);
}

/** 0 for the role's own requirements, 1 for the company's business, 2 for generic work habits: ranked in that order. */
function tierOf(item: MatchItem, req: SkillRequirement | undefined): number {
  if (item.kind !== 'skill') return 0;
  if (GENERIC_SKILLS.has(item.requirement)) return 2;
  if (!req?.custom && skillField(item.requirement) === 'general' && !SPECIFIC_GENERAL_RE.test(item.requirement)) return 2;
  return req?.aboutCompany === 'business' ? 1 : 0;
}

/**
 * (With exampleOnly: a feature a bracket lists after a tool, "Microsoft Excel (pivot tables, lookups)", is no
 * gap of its own; the tools a bracket lists in technology, "(Datadog, OpenTelemetry)", are.)
 * A skill named only among the duties, outside technology ("Document assessments and care plans", "Partner
 * with inventory control"): the work of the role, learned in it, and no gap to fill before applying. A tool
 * a duty names ("Datadog", "GitHub Actions") and a trade's own name ("Studio 5000") stay gaps. A duty's own
 * phrase ("cardiac rhythms") is met when the resume says it, and no gap when it does not.
 */
function dutyOnlyGap(req: SkillRequirement | undefined): boolean {
  if (req?.dutyOnly !== true || req.dutyAsk === true) return false;
  return req.custom ? req.phrase === true : skillField(req.skill) !== 'technology';
}

/** Gaps that are no skill to show: the hiring company's own name, or a degree (the education item's). */
function notASkillGap(item: MatchItem, req: SkillRequirement | undefined): boolean {
  if (item.kind !== 'skill') return false;
  return req?.aboutCompany === 'name' || isDegreeSkill(item.requirement) || isDegreeSkill(item.jobTerm ?? '');
}

/**
 * Folds a gap into a more specific one that ends with the same words ("Collaboration" into
 * "Cross-Functional Collaboration", "Registered Nurse" into "Critical Care Registered Nurse"): the
 * specific one stays, at the better of the two ranks. A shared modifier ("Critical Care") is no fold.
 */
function foldIntoSpecific(ranked: readonly MatchItem[]): string[] {
  const stems = ranked.map((g) => (g.kind === 'skill' ? contentStems(g.requirement) : []));
  const into = stems.map((own, i) => {
    if (own.length === 0) return -1;
    return stems.findIndex((other, j) => j !== i && other.length > own.length && own.every((s, k) => other[other.length - own.length + k] === s));
  });
  const out: string[] = [];
  ranked.forEach((gap, i) => {
    let target = i;
    // Each step lands on a longer name, so the walk ends.
    while ((into[target] ?? -1) >= 0) target = into[target] ?? -1;
    const kept = ranked[target]?.requirement ?? gap.requirement;
    if (!out.includes(kept)) out.push(kept);
  });
  return out;
}

/** A gap the posting offers as one side of a choice that is listed too ("PCCN" beside "PCCN or CMSRN certification"): said once, as the choice. */
function withoutChoiceParts(gaps: readonly string[]): string[] {
  const choices = gaps.filter((g) => /\s(?:or|and\/or)\s/i.test(g));
  return gaps.filter((g) => !choices.some((c) => c !== g && new RegExp(`(?<![\\p{L}\\d-])${escapeRegExp(g)}(?![\\p{L}\\d-])`, 'iu').test(c)));
}

/** A heading's word read as an ask ("Python - REQUIRED"): no requirement of its own. */
const HEADING_WORD_RE = /^(?:required|requirements?|preferred|optional|must|must have|nice to have|plus|bonus|desired)$/i;

/** Lower-case words of a gap as the report shows it ("Postgre sql" → ["postgre", "sql"]). */
function shownWords(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}+#]+/u).filter((w) => w !== '');
}

/**
 * Each gap said once as the report shows it (its label, else the posting's term): one that is another's
 * words run together ("Postgre sql" beside "PostgreSQL"), that another names whole around it ("Redis" beside
 * "Redis caching", "SVN" beside "revision control SVN", "Component documentation, Vitest or Jest" beside the
 * same "… for unit tests"), or that another lists as its example ("RDS" beside "AWS (ECS, RDS, ElastiCache)"),
 * is not listed again: the fuller one stays. `shown` gives null for an ask that is no skill (years, a degree).
 */
export function saidOnce(gaps: readonly string[], shown: (gap: string) => string | null): string[] {
  // Years and degree asks are said in their own sentence: a skill inside one ("warehouse or distribution
  // center" in "3+ years supervising in a warehouse …") is still its own gap.
  const words = gaps.map((g) => { const s = shown(g); return s === null ? [] : shownWords(s); });
  const runIn = (a: readonly string[], b: readonly string[]) => a.length < b.length && b.some((_, i) => a.every((w, k) => b[i + k] === w));
  return gaps.filter((_, i) => {
    const own = words[i] ?? [];
    if (own.length === 0) return true;
    return !words.some((other, j) => j !== i && (runIn(own, other) || (j < i && other.join('') === own.join(''))));
  });
}

export interface RankedGaps {
  /** The TOP_GAPS gaps that matter most, in rank order. */
  readonly gaps: string[];
  /** The rest, in rank order. */
  readonly moreGaps: string[];
}

function isNonSkill(item: MatchItem, custom: boolean): boolean {
  if (item.kind !== 'skill') return false;
  if (TRAITS.has(item.requirement)) return true;
  if (!custom) return false;
  const stems = contentStems(item.jobTerm ?? item.requirement);
  return stems.every((s) => GENERIC_STEMS.has(s));
}

/** The concept keys a skill item stands for: its canonical skill, and its content words. */
function conceptsOf(item: MatchItem): string[] {
  const keys = [conceptKey(item.requirement)];
  if (item.jobTerm) keys.push(conceptKey(item.jobTerm));
  const canon = canonicalSkill(item.jobTerm ?? item.requirement);
  if (canon) keys.push(`skill:${canon}`);
  if (item.kind === 'skill') keys.push(`skill:${item.requirement}`);
  return keys.filter((k) => k !== '' && k !== 'skill:');
}

interface MetNames {
  /**
   * Per met item, the stems of its requirement and the posting's wording; for a phrase of the posting's
   * own (no vocabulary skill), also its head noun (last stem), the only word of it that names the thing.
   */
  readonly names: readonly { readonly stems: ReadonlySet<string>; readonly head: string | null }[];
  /** Evidence lines' stems, each line once, with their set for a quick first test. */
  readonly evidence: readonly { line: string; stems: string[]; set: ReadonlySet<string> }[];
}

/**
 * A met item covers a gap when it names all the gap's words (a phrase of the posting's own, with one of
 * them as its head noun: "audit schedules" does not cover "Auditing"), or an evidence line holds them as
 * one run that the vocabulary does not read as a longer skill ("external audit").
 */
function coveredByMet(gap: MatchItem, met: MetNames): boolean {
  if (gap.kind !== 'skill') return false;
  const stems = contentStems(gap.jobTerm && gap.jobTerm.length < gap.requirement.length ? gap.jobTerm : gap.requirement);
  if (stems.length === 0) return false;
  if (met.names.some((n) => stems.every((s) => n.stems.has(s)) && (n.head === null || stems.includes(n.head)))) return true;
  return met.evidence.some((e) => stems.every((s) => e.set.has(s)) && holdsRun(e.stems, stems) && holdsRun(contentStems(withoutLongerSkills(e.line, gap.jobTerm ?? gap.requirement)), stems));
}

/** Stems of every met item's names, and of each distinct evidence line. */
function metNamesOf(items: readonly MatchItem[]): MetNames {
  const names: { stems: Set<string>; head: string | null }[] = [];
  const lines = new Set<string>();
  for (const i of items) {
    if (i.status !== 'met') continue;
    const own = contentStems(i.requirement);
    const phrase = i.kind === 'skill' && canonicalSkill(i.requirement) === null;
    names.push({ stems: new Set([...own, ...contentStems(i.jobTerm ?? '')]), head: phrase ? (own.at(-1) ?? null) : null });
    if (i.evidence) lines.add(i.evidence);
  }
  const evidence = [...lines].map((l) => {
    const stems = contentStems(l);
    return { line: l, stems, set: new Set(stems) };
  });
  return { names, evidence };
}

export function rankGaps(items: readonly MatchItem[], skills: readonly SkillRequirement[]): RankedGaps {
  const bySkill = new Map(skills.map((s, i) => [s.skill, { s, i }]));
  const met = metNamesOf(items);
  const ranked = items
    .map((item, index) => ({ item, index, req: item.kind === 'skill' ? bySkill.get(item.requirement) : undefined }))
    .filter(
      ({ item, req }) =>
        item.status === 'gap' &&
        !isNonSkill(item, req?.s.custom ?? canonicalSkill(item.requirement) === null) &&
        !notASkillGap(item, req?.s) &&
        !dutyOnlyGap(req?.s) &&
        req?.s.titleSetting !== true &&
        item.alternativeHeld === undefined &&
        // The resume is written in English: a candidate is never short of it ("Bilingual English/Spanish" lists Spanish).
        !(item.kind === 'skill' && item.requirement === 'English') &&
        !(req?.s.exampleOnly && skillField(req.s.skill) !== 'technology') &&
        !coveredByMet(item, met),
    )
    .map((r) => ({ ...r, tier: tierOf(r.item, r.req?.s) }))
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        Number(b.item.required) - Number(a.item.required) ||
        Number(b.item.kind !== 'skill') - Number(a.item.kind !== 'skill') ||
        b.item.priority - a.item.priority ||
        (b.req?.s.count ?? 0) - (a.req?.s.count ?? 0) ||
        Number(b.req?.s.inTitle ?? false) - Number(a.req?.s.inTitle ?? false) ||
        Number(b.req?.s.inRequirements ?? false) - Number(a.req?.s.inRequirements ?? false) ||
        a.index - b.index,
    );
  const seen = new Set<string>();
  const out: MatchItem[] = [];
  for (const { item } of ranked) {
    const keys = conceptsOf(item);
    if (keys.some((k) => seen.has(k))) continue;
    for (const k of keys) seen.add(k);
    out.push(item);
  }
  // "Bilingual English/Spanish" is one ask: beside the language it names, "Bilingual" is not listed again.
  const language = out.some((i) => i.kind === 'skill' && i.requirement !== 'Bilingual' && skillField(i.requirement) === 'languages');
  const byName = new Map(out.map((i) => [i.requirement, i]));
  const shown = (g: string) => byName.get(g)?.label ?? byName.get(g)?.jobTerm ?? g;
  const listed = (language ? out.filter((i) => i.requirement !== 'Bilingual') : out).filter((i) => !HEADING_WORD_RE.test(shown(i.requirement).trim()));
  const folded = withoutChoiceParts(foldIntoSpecific(listed));
  return { gaps: folded.slice(0, TOP_GAPS), moreGaps: folded.slice(TOP_GAPS) };
}
