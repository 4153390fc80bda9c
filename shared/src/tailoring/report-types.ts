/**
 * The tailoring engine's result types: the match report (items, ranked gaps, scores) and the result.
 * Kept apart from the engine so the API, the web app and the extension import types without the stages.
 */
import type { StructuredResume } from '../resume/types';
import type { JobRequirements } from './job-requirements';

export type MatchStatus = 'met' | 'gap';

export interface MatchItem {
  /** Canonical skill, "5+ years of experience", "Bachelor's degree in …". */
  readonly requirement: string;
  readonly kind: 'skill' | 'years' | 'education';
  readonly status: MatchStatus;
  /** The resume line that supports it, or null. */
  readonly evidence: string | null;
  readonly required: boolean;
  readonly priority: number;
  /** The posting's wording, for skills. */
  readonly jobTerm?: string;
  readonly note?: string;
  /**
   * The item as the report lists it: the posting's wording in sentence case ("Query tuning", "Review code");
   * item-label.ts. Absent in reports stored before it.
   */
  readonly label?: string;
  /**
   * A credential the resume lacks where the posting accepts another the resume shows ("PHR" in "SHRM-CP
   * or PHR certification"): still not held, so not met, but no gap to list.
   */
  readonly alternativeHeld?: string;
  /**
   * The posting's words and requirements of the items this one stands for, merged into it because the
   * posting asks them as one ("Tableau or Power BI", "Inventory management and cycle counting"; merged-items.ts).
   */
  readonly covers?: readonly string[];
}

export interface ScoreBreakdown {
  /** Each 0-1, or null when the job states no such requirement. */
  readonly requiredSkills: number | null;
  readonly preferredSkills: number | null;
  readonly years: number | null;
  readonly education: number | null;
  readonly title: number | null;
  readonly keywords: number | null;
  readonly formatting: number;
}

/** Most gaps shown at first: the ones that matter most. */
export const TOP_GAPS = 12;

export interface MatchReport {
  readonly items: MatchItem[];
  /**
   * Requirements the resume does not show (reported, never written into the resume): one per concept,
   * none that a met item already covers, no generic non-skills, ranked (required first, then by how much
   * the posting stresses them), the first TOP_GAPS of them.
   */
  readonly gaps: string[];
  /** The rest of the ranked gaps, after `gaps` (empty when there are TOP_GAPS or fewer). */
  readonly moreGaps: string[];
  readonly matchedSkills: string[];
  readonly missingSkills: string[];
  /** Statements of the original resume the tailored one does not hold (each whole, as written). */
  readonly leftOut: string[];
  /** 0-100. */
  readonly scoreBefore: number;
  /** 0-100, never below scoreBefore. */
  readonly scoreAfter: number;
  readonly breakdownBefore: ScoreBreakdown;
  readonly breakdownAfter: ScoreBreakdown;
  /** Years of experience the resume supports (stated or from dates), or null if unknown. */
  readonly candidateYears: number | null;
  readonly requirements: JobRequirements;
  /** What the tailoring changed, where and why (absent in reports stored before it). */
  readonly changes?: TailoringChange[];
  /**
   * Skills the tailored summary or skills list names that the original's summary and skills list did not,
   * each with the statement that shows it ([] when nothing was added; absent in older reports).
   */
  readonly added?: AddedSkill[];
  /** What moved the score from before to after, one sentence each (absent in older reports). */
  readonly scoreReasons?: string[];
  /** The resume's own statements (whole or their first clause) that show the job's asks best. */
  readonly keyQualifications?: string[];
}

export type TailoringChangeKind = 'summary' | 'skills-order' | 'skill-added' | 'statements-order' | 'statement-reworded' | 'key-qualifications';

/** One change the tailoring made: what, where, why. */
export interface TailoringChange {
  readonly kind: TailoringChangeKind;
  /** "Summary", "Skills", "Shipping and Receiving Supervisor, Sierra Crest Distribution". */
  readonly where: string;
  readonly what: string;
  readonly why: string;
}

export interface AddedSkill {
  /** As the tailored resume writes it (the resume's own words). */
  readonly skill: string;
  /** The line of the original that names it. */
  readonly evidence: string;
}

/**
 * The match report as a resume stores it and the API answers it: without the requirements it was
 * measured against (the engine's working data, ~11 kB a report that no screen reads; the job details
 * keep the posting).
 */
export type StoredMatchReport = Omit<MatchReport, 'requirements'>;

/** What a warning is about; callers filter by code, never by the message's wording. */
export type TailoringWarningCode =
  | 'short-resume'
  | 'short-job'
  | 'section-placed'
  | 'no-experience'
  | 'removed-unsupported'
  | 'no-skills-matched';

export interface TailoringWarning {
  readonly code: TailoringWarningCode;
  readonly message: string;
}

export interface TailoringResult {
  readonly resume: StructuredResume;
  readonly text: string;
  readonly match: MatchReport;
  readonly engine: 'built-in';
  readonly warnings: TailoringWarning[];
  /** Statements of the original resume the tailored one does not hold (the same list as match.leftOut). */
  readonly leftOut: string[];
  /** The original's summary, which the tailored one replaces ('' when it had none). */
  readonly originalSummary: string;
  /** The same list as match.changes. */
  readonly changes: TailoringChange[];
  /** The same list as match.keyQualifications. */
  readonly keyQualifications: string[];
}
