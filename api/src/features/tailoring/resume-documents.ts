/**
 * The two resume documents stored with each tailored resume (shared resume/document.ts): the original as
 * read, and the tailored one whose statements carry their provenance (kept, or reworded from statement
 * X) with what it left out. Built in the compute worker beside the engine (tailor-task.ts); plain data.
 */
import { documentFromResume, sectionOrderOf, tailoredDocumentOf } from '@jobapp/shared/resume/document';
import type { ResumeDocument } from '@jobapp/shared/resume/document.schema';
import { exportedDocumentOf, tryParseJsonResume } from '@jobapp/shared/resume/json-resume';
import { parseResume, sectionKindsOf } from '@jobapp/shared/resume/structure';
import type { StructuredResume } from '@jobapp/shared/resume/types';
import { originalAsText } from '@jobapp/shared/tailoring/truthfulness';
import { rememberedForLongTexts } from '@jobapp/shared/text/recent-texts';

export interface ResumeDocuments {
  original: ResumeDocument;
  tailored: ResumeDocument;
}

/** The document a resume.json this product exported holds, when the text is that file unchanged. */
export function exportedDocumentOfText(resumeText: string): ResumeDocument | null {
  const json = tryParseJsonResume(resumeText);
  return json ? exportedDocumentOf(json) : null;
}

/**
 * The original resume (its text as the engine reads it) as a document, in its own section order; a
 * resume.json this product exported gives back the document it holds. The same for every posting one
 * resume is tailored to: read once for the last few long texts, each caller given its own copy.
 */
export function originalDocumentOf(resumeText: string): ResumeDocument {
  return structuredClone(rememberedOriginalDocument(resumeText));
}

const rememberedOriginalDocument = rememberedForLongTexts(readOriginalDocument, { fromChars: 500, upToChars: 100_000, size: 4 });

function readOriginalDocument(resumeText: string): ResumeDocument {
  const exported = exportedDocumentOfText(resumeText);
  if (exported) return exported;
  const text = originalAsText(resumeText);
  return documentFromResume(parseResume(text), sectionOrderOf(sectionKindsOf(text)));
}

/**
 * Both documents; `tailored` is the engine's structured resume, or a model's text read back. `known` is
 * the original document when it is stored already (it holds the user's own statements, which re-reading
 * its text would call uploaded).
 */
export function resumeDocumentsOf(resumeText: string, tailored: StructuredResume | string, known?: ResumeDocument): ResumeDocuments {
  const original = known ?? originalDocumentOf(resumeText);
  const resume = typeof tailored === 'string' ? parseResume(tailored) : tailored;
  return { original, tailored: tailoredDocumentOf(original, resume) };
}
