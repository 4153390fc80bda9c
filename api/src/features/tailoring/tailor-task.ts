/**
 * The CPU side of tailoring, run in the compute pool's worker threads (compute.worker.ts), never on the
 * API's event loop: the built-in engine (requirement extraction, analysis, rewrite, scoring) and, for the
 * OpenAI path, the checks of the model's edits, its rescoring and the fallback decision.
 * Plain data in, plain data out (it crosses a thread boundary); no logging here, the caller logs.
 */
import type { EngineInfo, JobDetails } from '@jobapp/shared';
import { tailorResume, type MatchReport, type StoredMatchReport, type TailoringWarning } from '@jobapp/shared/tailoring/engine';
import type { UnsupportedClaim } from '@jobapp/shared/tailoring/truthfulness';
import { resumeOfDocument } from '@jobapp/shared/resume/document';
import { renderResumeText } from '@jobapp/shared/resume/render';
import type { JobRequirements } from '@jobapp/shared/tailoring/job-requirements';
import { requirementsOfDetails } from '@jobapp/shared/jobs/job-details';
import type { EditRefusal, RefusalCode } from './edit-checks';
import { applyLlmEdits } from './llm-edits';
import { namedSkillsIn } from './summary-checks';
import type { LlmFailureReason, TailoredEdits } from './openai-provider';
import type { ResumeDocument } from '@jobapp/shared/resume/document.schema';
import { keywordReportOf, type KeywordEntry } from '@jobapp/shared/tailoring/keyword-report';
import { withScanMemo } from '@jobapp/shared/tailoring/skill-matcher';
import { withResumeMemo } from '@jobapp/shared/text/call-memo';
import { originalAsText } from '@jobapp/shared/tailoring/truthfulness';
import { exportedDocumentOfText, resumeDocumentsOf, type ResumeDocuments } from './resume-documents';

export interface TailorOutcome {
  text: string;
  match: StoredMatchReport;
  /** Each job keyword → where the tailored resume shows it. */
  keywords: KeywordEntry[];
  engine: EngineInfo;
  removedClaims: string[];
  warnings: string[];
  /** The original and the tailored resume documents, stored with the resume. */
  documents: ResumeDocuments;
  /** The model's edits that were not applied (the built-in wording kept), and why; [] without a model. */
  refusedEdits: RefusedEdit[];
}

/** A model's edit not applied: the statement ('summary' for the summary) keeps the built-in wording. */
export interface RefusedEdit {
  id: string;
  code: RefusalCode;
  /** The wording kept (the built-in writer's). */
  kept: string;
  /** Why, in plain English ("it drops the number 40"). */
  reason: string;
}

export interface BuiltInTailoring {
  text: string;
  /** Stored as it is answered: the requirements stay in the worker (they are the task's input). */
  match: StoredMatchReport;
  keywords: KeywordEntry[];
  warnings: TailoringWarning[];
  documents: ResumeDocuments;
}

export interface TailorTaskInput {
  resumeText: string;
  job: JobDetails;
  /** Read when the job was resolved; without them (a stored job) they are read here from the details. */
  requirements?: JobRequirements | undefined;
  /**
   * The stored original document, when the resume text was rendered from it (the user's evidence, a
   * corrected original): the engine works on its fields, never on a re-reading of the rendered text.
   */
  originalDocument?: ResumeDocument | undefined;
  now: Date;
}

function engineInput(input: TailorTaskInput, resumeText: string) {
  const requirements = input.requirements ?? requirementsOfDetails(input.job);
  return { resumeText, job: { title: input.job.title, description: requirements.descriptionText }, requirements, now: input.now };
}

/**
 * The original document when it is known (stored, or the resume.json this product exported), and the
 * built-in engine's input for it: the document's fields when there is one.
 */
function originalEngineInput(input: TailorTaskInput) {
  const known = input.originalDocument ?? exportedDocumentOfText(input.resumeText) ?? undefined;
  const resume = known ? resumeOfDocument(known) : null;
  return { known, engine: { ...engineInput(input, input.resumeText), resume } };
}

const FALLBACK_WARNINGS: Record<LlmFailureReason, string> = {
  timeout: 'The AI service did not answer in time, so the built-in engine tailored this resume.',
  error: 'The AI service was not available, so the built-in engine tailored this resume.',
  'invalid-output': 'The AI service gave an unusable answer, so the built-in engine tailored this resume.',
};

/** The match report as it is answered and stored (StoredMatchReport: without its requirements). */
function storedMatch(match: MatchReport): StoredMatchReport {
  const { requirements: _measuredAgainst, ...stored } = match;
  return stored;
}

/** The built-in engine's result, against the requirements read when the job was resolved. */
export function tailorBuiltIn(input: TailorTaskInput): BuiltInTailoring {
  // The documents and the keyword report read the resume's statements too: with the scans kept for it.
  return withResumeMemo(originalAsText(input.resumeText), () => {
    const { known, engine } = originalEngineInput(input);
    const result = tailorResume(engine);
    const documents = resumeDocumentsOf(input.resumeText, result.resume, known);
    const keywords = keywordReportOf(result.match.requirements, documents.tailored, result.match);
    return { text: result.text, match: storedMatch(result.match), keywords, warnings: result.warnings, documents };
  });
}

export interface RescoreInput {
  /** The saved version's document (an editor save). */
  document: ResumeDocument;
  job: JobDetails;
  /** The match report stored so far: its "before" side (the resume as uploaded) stays. */
  match: StoredMatchReport;
  now: Date;
}

/**
 * The match report of a saved version, from its document's fields: each requirement, its evidence and
 * the gaps as the saved resume shows them, and `scoreAfter` its score; the "before" score and breakdown
 * stay the uploaded resume's. With the keyword report of the same document.
 */
export function rescoreSaved(input: RescoreInput): { match: StoredMatchReport; keywords: KeywordEntry[] } {
  return withScanMemo(() => {
    const resume = resumeOfDocument(input.document);
    const base = engineInput({ resumeText: renderResumeText(resume), job: input.job, now: input.now }, renderResumeText(resume));
    const scored = tailorResume({ ...base, resume }).match;
    const { leftOut: _engineLeftOut, ...fresh } = storedMatch(scored);
    const match: StoredMatchReport = {
      ...fresh,
      leftOut: input.match.leftOut,
      scoreBefore: input.match.scoreBefore,
      breakdownBefore: input.match.breakdownBefore,
      scoreAfter: scored.scoreBefore,
      breakdownAfter: scored.breakdownBefore,
    };
    return { match, keywords: keywordReportOf(scored.requirements, input.document, match) };
  });
}

/**
 * The built-in result as the answer; with `fallbackReason` when a model was tried. `refused`: the
 * model's edits, every one of which failed the checks (the warning then says so).
 */
export function fromBuiltIn(result: BuiltInTailoring, fallbackReason?: LlmFailureReason, refused: RefusedEdit[] = []): TailorOutcome {
  const fallback = refused.length > 0 ? ALL_REFUSED_WARNING : fallbackReason ? FALLBACK_WARNINGS[fallbackReason] : null;
  return {
    text: result.text,
    match: result.match,
    engine: fallbackReason ? { name: 'built-in', fallbackReason } : { name: 'built-in' },
    removedClaims: [],
    warnings: [...result.warnings.map((w) => w.message), ...refused.map(refusalWarning), ...(fallback ? [fallback] : [])],
    documents: result.documents,
    keywords: result.keywords,
    refusedEdits: refused,
  };
}

const ALL_REFUSED_WARNING = 'None of the AI\'s changes passed the checks, so the built-in engine tailored this resume.';

/** The wording the built-in document has for a statement id ('summary': its summary). */
function keptWording(document: ResumeDocument, id: string): string {
  if (id === 'summary') return document.summary.map((s) => s.text).join(' ');
  const statements = [...document.experience, ...document.projects].flatMap((entry) => entry.statements);
  return statements.find((s) => s.id === id)?.text ?? '';
}

function refusedEditsOf(document: ResumeDocument, refused: readonly EditRefusal[]): RefusedEdit[] {
  return refused.map((r) => ({ id: r.id, code: r.code, kept: keptWording(document, r.id), reason: r.detail }));
}

/** 'Kept "Designed PostgreSQL schemas and cut …" as it was: the AI's version drops the number 40.' */
export function refusalWarning(edit: RefusedEdit): string {
  const what = edit.id === 'summary' ? 'the summary' : `"${edit.kept.length > 60 ? `${edit.kept.slice(0, 57).trimEnd()}…` : edit.kept}"`;
  return `Kept ${what} as it was: the AI's version ${edit.reason}.`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'skill "Kubernetes"', 'employer "Google"', 'date "Mar 2014"' (the checker writes dates as "3 2014"). */
function describeClaim(claim: UnsupportedClaim): string {
  const monthYear = claim.kind === 'date' ? /^(\d{1,2}) (\d{4})$/.exec(claim.value) : null;
  const month = monthYear ? MONTHS[Number(monthYear[1]) - 1] : undefined;
  return `${claim.kind} "${month && monthYear ? `${month} ${monthYear[2]}` : claim.value}"`;
}

/** Built-in warnings about its own rewrite (not about the inputs) do not apply to the model's text. */
function inputWarnings(warnings: readonly TailoringWarning[]): string[] {
  return warnings.filter((w) => w.code !== 'removed-unsupported' && w.code !== 'section-placed').map((w) => w.message);
}

export interface LlmCheckInput extends TailorTaskInput {
  builtIn: BuiltInTailoring;
  edits: TailoredEdits;
  model: string;
}

export type LlmCheckResult =
  /** No edit of the model's passed the checks: the built-in result answers. */
  | { ok: false; outcome: TailorOutcome; removed: number }
  | { ok: true; outcome: TailorOutcome; removed: number };

/**
 * The model's edits against the user's resume (llm-edits.ts): each reworded statement and the summary
 * is checked on its own; one that breaks a rule is not applied (the built-in wording stays) and is
 * listed in refusedEdits with its reason, a claim the resume does not support also in removedClaims.
 * No edit left → the built-in result answers, and says that none of the model's changes passed.
 * The match report keeps the built-in requirements, items, gaps and scoreBefore (the original resume);
 * scoreAfter and breakdownAfter are the built-in scorer's view of the final text.
 */
export function checkLlmText(input: LlmCheckInput): LlmCheckResult {
  return withScanMemo(() => checkEdits(input));
}

function checkEdits(input: LlmCheckInput): LlmCheckResult {
  const { builtIn } = input;
  const originalSummary = builtIn.documents.original.summary.map((s) => s.text).join(' ');
  const namedSkills = namedSkillsIn(builtIn.documents.original);
  const edited = applyLlmEdits(input.resumeText, builtIn.documents.tailored, input.edits, input.now, { originalSummary, namedSkills });
  const claims = edited.refused.flatMap((r) => r.claims);
  const refusedEdits = refusedEditsOf(builtIn.documents.tailored, edited.refused);
  if (edited.applied === 0) {
    return { ok: false, outcome: fromBuiltIn(builtIn, 'invalid-output', refusedEdits), removed: claims.length };
  }
  const text = renderResumeText(resumeOfDocument(edited.document));
  const removedClaims = [...new Set(claims.map(describeClaim))];
  const rescoring = engineInput(input, text);
  const finalScore = tailorResume(rescoring).match;
  const match: StoredMatchReport = {
    ...builtIn.match,
    scoreAfter: Math.max(builtIn.match.scoreBefore, finalScore.scoreBefore),
    breakdownAfter: finalScore.breakdownBefore,
  };
  const warnings = inputWarnings(builtIn.warnings);
  const untrue = edited.refused.filter((r) => r.code === 'unsupported-claim').length;
  if (untrue > 0) {
    warnings.push(`Kept ${untrue} statement(s) as they were: the AI's rewording claimed what your resume does not support.`);
  }
  warnings.push(...refusedEdits.filter((r) => r.code !== 'unsupported-claim').map(refusalWarning));
  if (finalScore.scoreBefore < builtIn.match.scoreBefore) {
    warnings.push('The AI-tailored text does not score higher than your original resume for this job.');
  }
  const documents = { original: builtIn.documents.original, tailored: edited.document };
  const keywords = keywordReportOf(rescoring.requirements, documents.tailored, match);
  const outcome: TailorOutcome = { text, match, keywords, engine: { name: input.model }, removedClaims, warnings, documents, refusedEdits };
  return { ok: true, outcome, removed: removedClaims.length };
}
