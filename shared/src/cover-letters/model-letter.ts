/**
 * The LLM path's last step (D4): a model's structured answer becomes a letter in the template's layout,
 * every unsupported sentence is removed and listed, and the result is held to the template. The API
 * answers with it when it is `usable`; otherwise (or when the answer does not parse) it answers with
 * the built-in generator's letter and says why.
 */
import { checkCoverLetterStructure, enforceCoverLetterTruth, type StructureReport, type TruthSources } from './check';
import { letterFromParagraphs, llmLetterSchema } from './llm-letter.schema';
import type { CoverLetterTemplate } from './templates';

export interface FinishedModelLetter {
  readonly content: string;
  readonly removedClaims: string[];
  readonly structure: StructureReport;
  /** The letter passes the template's checks after the removals. */
  readonly usable: boolean;
}

export interface ModelLetterFrame {
  readonly template: CoverLetterTemplate;
  /** The sign-off name ('' for none). */
  readonly name: string;
  readonly sources: TruthSources & { readonly company: string };
}

/** The model's answer as a checked letter, or null when the answer is not the structure asked for. */
export function finishModelLetter(answer: unknown, frame: ModelLetterFrame): FinishedModelLetter | null {
  const parsed = llmLetterSchema.safeParse(answer);
  if (!parsed.success) return null;
  const laid = letterFromParagraphs(parsed.data.paragraphs, frame.template, { company: frame.sources.company, name: frame.name });
  const { content, removedClaims } = enforceCoverLetterTruth(laid, frame.sources);
  const structure = checkCoverLetterStructure(content, frame.template, frame.sources.extras ?? {});
  return { content, removedClaims, structure, usable: structure.ok };
}
