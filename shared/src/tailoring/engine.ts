/**
 * The built-in tailoring engine (decision D4): deterministic, explainable, in-process, milliseconds.
 *
 * tailorResume(resume text, job) → a tailored StructuredResume and its plain text, plus a match report.
 * Only facts from the resume are used: the summary is written for the job from them (summary.ts), skills
 * keep the resume's names and follow the job's priorities, bullets are reordered within their role and
 * weak openers are rewritten without changing the claim, headings become ATS-standard. A skill is
 * claimed only where the resume names it (named-skills.ts); the rest are reported as gaps. Each change is
 * listed with its reason (changes.ts). The output is checked with checkTruthfulness.
 */
import { placementOf, renderResumeText } from '../resume/render';
import { parseResume } from '../resume/structure';
import { TITLE_WORDS } from '../resume/lexicon';
import type { ExperienceEntry, StructuredResume } from '../resume/types';
import { keptStructure } from './kept-structure';
import { isActionVerb } from '../resume/verbs';
import { analyseResume, analysisOfText, phraseIsSupported } from './analysis';
import { isDegreeSkill, rankGaps } from './gaps';
import { itemLabel, withoutRestatedItems } from './item-label';
import { mergeSameAsks, reportGaps, withoutTitleLines } from './merged-items';
import { extractJobRequirements, type JobInput, type JobRequirements } from './job-requirements';
import { findLeftOut, withoutDuplicateBullets } from './left-out';
import { matchRequirements } from './match';
import type { TailoringResult, TailoringWarning } from './report-types';
import { strengthenBullet, type Tense } from './rewrite';
import { computeScore, listedAsks, type ScoreContext } from './score';
import { withOwnAsks } from './own-asks';
import { findSkills, tokensOf } from './skill-matcher';
import { withResumeMemo } from '../text/call-memo';
import { tailorSkills } from './skills';
import { addedSkills, listChanges, scoreReasons } from './changes';
import { MAX_SENTENCES, MAX_SUMMARY_ASKS, employerSentence, summarySentences, writeSummary } from './summary';
import { midSentence } from './named-skills';
import { careerYears, computedExperienceYears, referenceMonth } from '../resume/experience-years';
import { askStatement, bestResult, bestScope, credentialLead, heldCredentials, heldLicenceNames, keyQualifications, latestRole, leadForYears, namedAsks, ownDescription, studentTitle, titleLead, yearsToSay } from './summary-facts';
import { checkAgainst, enforceTruthfulness, originalAsText, supportFor, supportForText } from './truthfulness';

export { renderResumeText } from '../resume/render';
export type { JobInput, JobRequirements, SkillRequirement } from './job-requirements';
export type { StructuredResume } from '../resume/types';

export interface TailorInput {
  readonly resumeText: string;
  readonly job: JobInput;
  /**
   * Reference date for roles that run to "Present" when counting years of experience. Without it the
   * engine uses the latest date written in the resume (never overstates; keeps the function pure).
   */
  readonly now?: Date | string | null;
  /**
   * The job's requirements when they were already read (at job resolution, carried to the engine);
   * otherwise the engine reads them from `job`.
   */
  readonly requirements?: JobRequirements | null;
  /**
   * The resume already in fields (a stored document the user corrected or added to): used as it is
   * instead of reading `resumeText` again, which must then be its rendering.
   */
  readonly resume?: StructuredResume | null;
}

export type {
  MatchItem,
  MatchReport,
  MatchStatus,
  ScoreBreakdown,
  StoredMatchReport,
  TailoringResult,
  TailoringWarning,
  TailoringWarningCode,
} from './report-types';
export { TOP_GAPS } from './report-types';

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

function roleTense(entry: ExperienceEntry): Tense {
  let past = 0;
  let present = 0;
  for (const b of entry.bullets) {
    const first = (b.split(/\s+/)[0] ?? '').toLowerCase().replace(/[^a-z]/g, '');
    if (!isActionVerb(first)) continue;
    if (first.endsWith('ed') || ['led', 'built', 'ran', 'wrote', 'made', 'taught', 'oversaw', 'sold', 'won', 'drove'].includes(first)) past++;
    else if (!first.endsWith('ing')) present++;
  }
  if (past === present) return entry.endDate === 'Present' ? 'present' : 'past';
  return past > present ? 'past' : 'present';
}

/** A date range ("March 2019 – November 2021", "2016-Present", "03/2019 – 11/2021"), even glued to a title. */
const DATE_RANGE =
  /(?:19|20)\d{2}\s*(?:[-–—]+|\bto\b)\s*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s*|\d{1,2}\/)?(?:(?:19|20)\d{2}|present|current|now|today)\b/i;

/**
 * Splits an entry's bullets at lines holding a date range (a role header the parser took for a bullet):
 * bullets may only move within a run, so no achievement ends up under another employer or date.
 * Each anchor line is a run of its own and stays where it was.
 */
function runsBetweenDateLines(bullets: readonly string[]): string[][] {
  const runs: string[][] = [[]];
  for (const b of bullets) {
    if (DATE_RANGE.test(b)) runs.push([b], []);
    else runs[runs.length - 1]?.push(b);
  }
  return runs.filter((r) => r.length > 0);
}

// ---------------------------------------------------------------------------------------------
// Tailoring
// ---------------------------------------------------------------------------------------------

/**
 * Tailors a resume to a job. Pure and deterministic for the same input. The stages read the same
 * statements and terms again: their readings are remembered for this call only (text/call-memo.ts).
 */
export function tailorResume(input: TailorInput): TailoringResult {
  // The resume's own statements are read (skills, keys) once for every posting (text/call-memo.ts).
  return withResumeMemo(originalAsText(input.resumeText ?? ''), () => tailor(input));
}

function tailor(input: TailorInput): TailoringResult {
  const warnings: TailoringWarning[] = [];
  const warn = (code: TailoringWarning['code'], message: string) => warnings.push({ code, message });
  const originalText = originalAsText(input.resumeText ?? '');
  if (originalText.trim().length < 100) {
    warn('short-resume', 'The resume has less than 100 characters of usable text, so there is little to tailor.');
  }
  const resume = input.resume ?? parseResume(originalText);
  const reqs = input.requirements ?? extractJobRequirements(input.job);
  if (reqs.descriptionText.length < 200) warn('short-job', 'The job description is short; the match report may be incomplete.');
  // A resume read from its text: its analysis is the one every posting gets (remembered per text).
  const analysis = input.resume ? analyseResume(resume, originalText) : analysisOfText(originalText);
  const reqBySkill = new Map(reqs.skills.map((r) => [r.skill, r]));

  // ---- Requirements → match items.
  const { items, skillStatus, yearsValue, educationValue, candidateYears, stated } = matchRequirements(
    resume,
    originalText,
    reqs,
    analysis,
    input.now,
  );

  // ---- Tailored resume.
  const reqPriority = (skills: ReadonlySet<string> | undefined): number => {
    if (!skills) return 0;
    let p = 0;
    for (const s of skills) {
      const r = reqBySkill.get(s);
      if (r) p += r.priority;
    }
    return p;
  };
  // The job title's words, and the plurals of its field's ("Leading cross-functional teams to … launch innovative products"
  // speaks to a product manager's title as "product" does); not of a role's ("junior developers", "four account
  // executives": other people).
  const titleWords = new Set(reqs.titleKeywords.flatMap((w) => (TITLE_WORDS.has(w) ? [w] : [w, `${w}s`, `${w}es`, w.replace(/(?<=[^aeiou])y$/, 'ies')])));
  /** How much a statement shows of what the job asks (its skills and the job title's words). */
  const jobRelevance = (bullet: string): number => {
    let score = reqPriority(analysis.bulletSkills.get(bullet));
    // The statement's tokens as its skill scan read them (remembered for this call).
    for (const t of tokensOf(bullet)) if (titleWords.has(t.lower)) score += 0.5;
    return score;
  };
  const relevance = (bullet: string): number => jobRelevance(bullet) + (/\d/.test(bullet) ? 0.25 : 0);
  const strengthen = (bullet: string, tense: Tense): string => {
    const rewritten = strengthenBullet(bullet, tense);
    if (!rewritten.changed) return bullet;
    // A new verb must never bring in a skill the resume does not have ("Trained employees").
    for (const m of findSkills(rewritten.text, 'strict')) if (!analysis.supported.has(m.skill)) return bullet;
    return rewritten.text;
  };
  const leftOutDuplicates: string[] = [];
  const rewrites = new Map<string, string>();
  const reorder = (bullets: readonly string[], tense: Tense): string[] => {
    const unique = withoutDuplicateBullets(bullets);
    leftOutDuplicates.push(...unique.dropped);
    return runsBetweenDateLines(unique.kept)
      .flatMap((run) => run.map((b, i) => ({ b, i, score: relevance(b) })).sort((x, y) => y.score - x.score || x.i - y.i))
      .map(({ b }) => {
        const out = strengthen(b, tense);
        rewrites.set(b, out);
        return out;
      });
  };

  const experience = resume.experience.map((e) => ({ ...e, bullets: reorder(e.bullets, roleTense(e)) }));
  const projects = resume.projects.map((p) => ({ ...p, bullets: reorder(p.bullets, 'past') }));
  const skills = tailorSkills(resume, reqs, analysis, reqBySkill);

  // Summary: written for the job from the user's own facts (summary.ts, summary-facts.ts).
  const latest = latestRole(resume.experience);
  const studying = studentTitle(resume);
  const lead = studying ?? titleLead(resume);
  const texts = [originalText, reqs.descriptionText];
  const result = bestResult(resume, relevance, studying !== null) ?? (studying ? null : bestScope(resume, relevance));
  // An ask the quoted result names is not said twice.
  const quoted = (result?.statement ?? '').toLowerCase();
  const asks = namedAsks(reqs, analysis, resume, texts, lead)
    .filter((t) => !quoted.includes(t.toLowerCase()))
    .slice(0, MAX_SUMMARY_ASKS);
  // The user's own description of themselves leads when their summary gives one; else the latest title.
  const own = studying ? null : ownDescription(resume.summary, lead);
  const reference = referenceMonth(originalText, input.now);
  // The years the summary says (`yearsToSay`): the user's own figure, or the role dates' when those have outgrown it.
  // A student's part-time years are no career: none.
  const said = studying ? null : yearsToSay(resume, reference, stated, careerYears(resume, reference), own ?? lead);
  const outgrown = said?.outgrown ?? null;
  const years = said?.years ?? null;
  // The years in the latest title (the same title at any employer) decide whether its rank word may lead.
  const tenure = latest ? computedExperienceYears(resume, reference, (e) => e.title === latest.title) : 0;
  // The user's own figure keeps its "over" or "+" ("over 10 years"): said bare, it would say less than they do.
  const yearsAtLeast = said?.atLeast;
  // What that figure counts, in their words ("in software development and product management"): bare, "Product
  // manager with over 20 years" would claim all of them as a product manager.
  const yearsScope = said?.scope;
  const facts = { original: resume.summary.trim(), title: credentialLead(own, lead) ?? (studying ? lead : leadForYears(lead, years, tenure)), years, ...(yearsAtLeast ? { yearsAtLeast } : {}), ...(yearsScope ? { yearsScope } : {}), asks, credentials: heldCredentials(reqs, resume.certifications, resume.contact.credentials.filter((c) => !isDegreeSkill(c))), licences: heldLicenceNames(reqs, resume.certifications), originalOutgrown: !studying && outgrown !== null };
  // The engine's own words are checked; the quoted statement is the user's, whole.
  const ownWords = writeSummary({ ...facts, result: null }).replace(/(?<!\d)\d+\+? years?/, '');
  const ctx: ScoreContext = { reqs, skillStatus, yearsValue, educationValue };
  const original = resume.summary.trim();
  const written = phraseIsSupported(ownWords, analysis) ? writeSummary({ ...facts, result }) : original;
  const full = { summary: written, withResult: written !== original && result !== null };
  // What the user's own summary showed of the job's asks stays shown (own-asks.ts): their sentence takes the
  // place of a scope sentence, or follows the written ones.
  const bare = { summary: writeSummary({ ...facts, result: null }), withResult: false };
  const { summary: drafted, withResult, keptFor } =
    written === original
      ? { ...full, keptFor: [] }
      : withOwnAsks({ original, full, drafts: result?.scope ? [bare, full] : [full, bare], shown: (s) => listedAsks(ctx, [resume.headline, s, ...skills].join('\n')) });
  const quotedResult = withResult ? result : null;
  // A written summary that names none of the met asks as the posting does quotes the user's statement that does.
  const metTerms = items.filter((i) => i.kind === 'skill' && i.status === 'met').map((i) => i.jobTerm ?? i.requirement);
  const named = asks.length === 0 && drafted !== original && summarySentences(drafted).length < MAX_SENTENCES ? askStatement(resume, metTerms, drafted, quotedResult?.source ?? null, reference) : null;
  const summary = named ? `${drafted} ${employerSentence(named.statement, named.employer)}` : drafted;
  // The statement the summary quotes is not picked again; when the user's own summary stays, nothing is quoted.
  // Each is quoted as the tailored resume words it ("Partnered with …" when its verb was strengthened).
  // A statement tied to the job by a title word alone, with none of its asks, is a key qualification only of the latest role
  // (see keyQualifications).
  const titleOnly = (b: string) => reqPriority(analysis.bulletSkills.get(b)) === 0;
  const qualifications = keyQualifications(resume, jobRelevance, quotedResult?.source ?? null, (b) => rewrites.get(b) ?? b, reference, titleOnly).filter(
    (q) => !named || !(rewrites.get(named.source) ?? named.source).startsWith(q),
  );

  const tailored: StructuredResume = {
    contact: { ...resume.contact, links: [...resume.contact.links] },
    headline: resume.headline,
    summary,
    experience,
    education: resume.education.map((e) => ({ ...e, details: [...e.details] })),
    skills,
    certifications: [...resume.certifications],
    projects,
    other: resume.other.map((o) => ({ heading: o.heading, lines: [...o.lines] })),
  };
  for (const o of tailored.other) {
    if (placementOf(o) === 'achievements' && !/achievement|award|honou?r|accomplishment/i.test(o.heading)) {
      warn('section-placed', `Section "${o.heading}" is placed under ACHIEVEMENTS so that ATS software and the editor read it.`);
    }
  }
  if (resume.experience.length === 0) warn('no-experience', 'No work experience section was recognised in the resume.');

  let text = renderResumeText(tailored);
  let finalResume = tailored;
  const truthOptions = { now: input.now ?? null };
  const check = checkAgainst(input.resume ? supportFor(originalText, resume, truthOptions) : supportForText(originalText, truthOptions), text);
  const enforced = check.ok ? null : enforceTruthfulness(originalText, text, { now: input.now ?? null });
  // Nothing taken out (each claim was on a line of the user's own): the tailored resume stands as built.
  if (enforced && enforced.removed.length > 0) {
    text = enforced.text;
    // A resume given in fields keeps them: only what the check took out goes (kept-structure.ts).
    finalResume = input.resume ? keptStructure(tailored, text) : parseResume(text);
    const what = enforced.removed.map((r) => `${r.kind} "${r.value}"`).join(', ');
    warn('removed-unsupported', `Removed ${enforced.removed.length} statement(s) the original resume does not support: ${what}.`);
  }
  const leftOut = findLeftOut(resume, finalResume, leftOutDuplicates, rewrites, { original: originalText, tailored: text });
  const added = addedSkills(resume, finalResume.skills, finalResume.summary === summary ? asks : [], analysis);
  const asksOf = (statement: string): string[] =>
    [...(analysis.bulletSkills.get(statement) ?? [])].filter((sk) => reqBySkill.has(sk) && analysis.named.has(sk)).map((sk) => analysis.named.get(sk) ?? sk);
  const changes = listChanges({ original: resume, tailored: finalResume, rewrites, asks, years, yearsStated: !studying && stated !== null && stated.years > 0 && outgrown === null, ...(!studying && outgrown !== null ? { yearsOutgrown: outgrown } : {}), result: quotedResult?.statement ?? null, resultIsScope: quotedResult?.scope === true, keptOwn: keptFor.map((k) => midSentence(reqBySkill.get(k)?.jobTerm ?? k, texts)), ...(named ? { namedAsk: named.term } : {}), keyQualifications: qualifications, added, asksOf });

  // ---- Scores.
  const before = computeScore(ctx, input.resumeText ?? '', resume);
  const after = computeScore(ctx, text, finalResume);
  const ranked = rankGaps(items, reqs.skills);
  // A piece of a duty in the posting's own words ("Order", "cooks") is listed as the duty's clause.
  const isDutyPiece = (i: (typeof items)[number]) => {
    const r = i.kind === 'skill' ? reqBySkill.get(i.requirement) : undefined;
    return r?.custom === true && r.dutyOnly === true;
  };
  // One item per ask, in the posting's words; a merged gap is listed as the item that holds it.
  const inDuty = (i: (typeof items)[number]) => (i.kind === 'skill' ? reqBySkill.get(i.requirement)?.dutyOnly === true : false);
  // The title line is no duty: "Role: Staff Software Engineer ( Python)" does not label "Software Engineer".
  const untitled = withoutTitleLines(reqs.descriptionText, reqs.title).join('\n');
  const merged = mergeSameAsks(items.map((i) => ({ ...i, label: itemLabel(i, untitled, isDutyPiece(i)) })), reqs.descriptionText, reqs.title, inDuty);
  // Each gap said once as the report shows it (its label): "Redis" is not listed beside "Redis caching".
  const { gaps, moreGaps } = reportGaps(ranked, merged);
  const matchedSkills = items.filter((i) => i.kind === 'skill' && i.status === 'met').map((i) => i.requirement);
  const missingSkills = items.filter((i) => i.kind === 'skill' && i.status === 'gap').map((i) => i.requirement);
  if (reqs.skills.length > 0 && matchedSkills.length === 0) {
    warn('no-skills-matched', "None of the job's skills were found in the resume.");
  }
  return {
    resume: finalResume,
    text,
    match: {
      items: withoutRestatedItems(merged.items),
      gaps,
      moreGaps,
      matchedSkills,
      missingSkills,
      leftOut,
      scoreBefore: before.total,
      scoreAfter: Math.max(before.total, after.total),
      breakdownBefore: before.breakdown,
      breakdownAfter: after.breakdown,
      candidateYears,
      requirements: reqs,
      changes,
      added,
      scoreReasons: scoreReasons(before.breakdown, after.breakdown),
      keyQualifications: qualifications,
    },
    engine: 'built-in',
    warnings,
    leftOut,
    originalSummary: resume.summary.trim(),
    changes,
    keyQualifications: qualifications,
  };
}
