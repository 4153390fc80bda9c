/**
 * The interactive editor's calls (spec sections 3, 7; issue 12; decision D10), shared by the API and the
 * web app. The answers keep the spec's fields (score, suggestions, improvement_areas, formattedSection;
 * overallScore, sectionScores, improvementAreas, suggestions, formattedResume, limitedResponse,
 * upgradeMessage) and add what the deterministic scorer knows: each finding with its rule, its span and,
 * where the fix is mechanical, a one-click edit, plus the score's arithmetic in words.
 */
import { z } from 'zod';
import { limits } from '../limits';
import { messages } from '../messages';
import { strippedText } from '../text-fields';

/** Section types of the section-type picker (spec section 2, Editor). */
export const editorSectionTypes = ['experience', 'education', 'skills', 'summary', 'header', 'other'] as const;
export type EditorSectionType = (typeof editorSectionTypes)[number];

export const editorSectionTypeLabels: Record<EditorSectionType, string> = {
  experience: 'Work Experience',
  education: 'Education',
  skills: 'Skills',
  summary: 'Summary/Profile',
  header: 'Header/Contact',
  other: 'Other',
};

/** The longest text the editor calls accept (the same bound as a pasted resume). */
export const EDITOR_MAX_CHARS = 100_000;

const editorText = (min: number) =>
  z
    .string({ error: messages.editorTextMin })
    .check(strippedText())
    .min(min, { error: messages.editorTextMin })
    .max(EDITOR_MAX_CHARS, { error: messages.editorTextMax });

/** POST /api/resume/section-suggestions */
export const sectionSuggestionsSchema = z.object({
  sectionText: z
    .string({ error: messages.editorSectionRequired })
    .check(strippedText())
    .refine((text) => text.trim().length > 0, { error: messages.editorSectionRequired })
    .refine((text) => text.length <= EDITOR_MAX_CHARS, { error: messages.editorTextMax }),
  sectionType: z.enum(editorSectionTypes, { error: messages.editorSectionType }),
  /** The resume the section belongs to, when it has one: its job's keywords are then checked too. */
  resumeId: z.coerce.number().int().positive().optional(),
});
export type SectionSuggestionsInput = z.input<typeof sectionSuggestionsSchema>;

/** POST /api/resume/formatting-suggestions */
export const formattingSuggestionsSchema = z.object({
  resumeText: editorText(limits.editorMinChars),
  /** The resume being edited, when it has one: its job's keywords are then checked too. */
  resumeId: z.coerce.number().int().positive().optional(),
});
export type FormattingSuggestionsInput = z.input<typeof formattingSuggestionsSchema>;

/** POST /api/resume/editor-save: a new version of `resumeId`, or a new resume without one (D10). */
export const saveEditedResumeSchema = z.object({
  resumeText: editorText(limits.editorMinChars),
  resumeId: z.coerce.number().int().positive().optional(),
});
export type SaveEditedResumeInput = z.input<typeof saveEditedResumeSchema>;

/** A one-click edit: replace `before` at [start, end) of the text it was found in with `after`. */
export interface EditorFix {
  start: number;
  end: number;
  before: string;
  after: string;
  /** What the edit does, in a few words ("Replace 'Responsible for' with 'Managed'"). */
  label: string;
}

/** One failing rule. Offsets are into the text that was analysed (the section, or the whole resume). */
export interface EditorFinding {
  ruleId: string;
  /** The section's name as split (e.g. 'EXPERIENCE', 'HEADER'). */
  section: string;
  sectionType: EditorSectionType;
  /** improvement area (short) and the suggestion a person reads */
  area: string;
  suggestion: string;
  weight: number;
  /** Gate rules cap the section's score (no name, no e-mail, no experience). */
  gate: boolean;
  start: number;
  end: number;
  fix: EditorFix | null;
}

export interface ImprovementArea {
  area: string;
  description: string;
}

/** The section score's arithmetic, for the results card. */
export interface ScoreExplanation {
  score: number;
  /** The score before rounding (capped like it), which the overall score is made of. */
  exact: number;
  passedWeight: number;
  totalWeight: number;
  /** Set when a failed gate rule capped the score. */
  cappedAt: number | null;
  /** In words: "8 of 10 checks passed, weighing 17 of 21 points: 10 × 17 ÷ 21 = 8.1, shown as 8." */
  text: string;
}

/** POST /api/resume/section-suggestions answer. */
export interface SectionSuggestionsResult {
  score: number;
  suggestions: string[];
  improvement_areas: ImprovementArea[];
  formattedSection?: string;
  findings: EditorFinding[];
  explanation: ScoreExplanation;
  limitedResponse: boolean;
  upgradeMessage: string | null;
}

/** POST /api/resume/formatting-suggestions answer (spec section 3, full-analysis response). */
export interface FormattingSuggestionsResult {
  overallScore: number;
  sectionScores: Record<string, number>;
  improvementAreas: { section: string; areas: ImprovementArea[] }[];
  suggestions: Record<string, string[]>;
  formattedResume: string;
  limitedResponse: boolean;
  upgradeMessage: string | null;
  findings: EditorFinding[];
  explanations: Record<string, ScoreExplanation>;
  /** How the overall score was made from the sections' scores, in words. */
  overallExplanation: string;
  /** Rule ids checked, so the page can say "N checks". */
  rulesChecked: number;
}

/** One stored version of a resume (D10). */
export interface ResumeVersionItem {
  version: number;
  /** 'tailoring': made by tailoring; 'editor': saved in the editor; 'restore': an earlier version put back. */
  source: 'tailoring' | 'editor' | 'restore';
  createdAt: string;
  characters: number;
  current: boolean;
}

export interface ResumeVersionDetail extends ResumeVersionItem {
  content: string;
}

/** POST /api/resume/editor-save and POST /api/resume/{id}/versions/{version}/restore answer. */
export interface SavedResumeVersion {
  resumeId: number;
  version: number;
  /** Revisions left this period; null when unlimited, or when the call took none (a restore). */
  revisionsLeft: number | null;
}
