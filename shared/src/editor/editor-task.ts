/**
 * The editor's CPU work on user text, run in the API's compute pool (registered in api/src/compute-tasks.ts): the
 * deterministic scorer (shared editor/analyze.ts) and reading a saved text into its resume document
 * (shared resume/edited-document.ts). Plain data in and out: it crosses a thread boundary.
 */
import { analyzeResume, analyzeSection, type EditorAnalysisOptions } from './analyze';
import type { EditorSectionType, FormattingSuggestionsResult, SectionSuggestionsResult } from './editor.schema';
import { sectionOrderOf } from '../resume/document';
import { storedResumeDocument, type ResumeDocument } from '../resume/document.schema';
import { editedDocumentOf } from '../resume/edited-document';
import { parseResume, sectionKindsOf } from '../resume/structure';
import { originalAsText } from '../tailoring/truthfulness';

export type EditorAnalyzeInput =
  | { mode: 'section'; text: string; sectionType: EditorSectionType; options: EditorAnalysisOptions }
  | { mode: 'resume'; text: string; options: EditorAnalysisOptions };

export type EditorAnalyzeResult = SectionSuggestionsResult | FormattingSuggestionsResult;

export function analyzeInEditor(input: EditorAnalyzeInput): EditorAnalyzeResult {
  return input.mode === 'section' ? analyzeSection(input.text, input.sectionType, input.options) : analyzeResume(input.text, input.options);
}

export interface EditedDocumentInput {
  text: string;
  /** The current version's stored document (validated here), or null. */
  previous: unknown;
}

/** The saved text as a resume document, traced to the previous version's statements. */
export function editedDocumentTask(input: EditedDocumentInput): ResumeDocument {
  const text = originalAsText(input.text);
  return editedDocumentOf(parseResume(text), sectionOrderOf(sectionKindsOf(text)), storedResumeDocument(input.previous));
}
