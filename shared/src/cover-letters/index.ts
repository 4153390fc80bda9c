/**
 * Cover letters (issue 13): the public face of this folder, for the API and the web app
 * (`@jobapp/shared/cover-letters/index`). Templates as structures, the request schemas and answers,
 * the built-in generator, the structure and truth checks, and the model's answer schema.
 */
export { bannedPhrases, findBannedPhrases, findPlaceholder } from './banned-phrases';
export { checkCoverLetterStructure, enforceCoverLetterTruth, type EnforcedLetter, type StructureReport, type TruthSources } from './check';
export {
  COVER_LETTER_LIMITS,
  extrasOfRequest,
  generateCoverLetterSchema,
  updateCoverLetterSchema,
  type CoverLetterDetail,
  type CoverLetterExtras,
  type CoverLetterListItem,
  type CoverLetterResult,
  type GenerateCoverLetterInput,
  type GenerateCoverLetterRequest,
  type UpdateCoverLetterInput,
} from './cover-letter.schema';
export { coverLetterWarnings, generateCoverLetter, type CoverLetterGenerationInput, type GeneratedCoverLetter, type GeneratedParagraph } from './generate';
export { countLetterWords, greetingFor, joinLetter, splitLetter } from './letter-text';
export { describeTemplateForModel, letterFromParagraphs, llmLetterSchema, type LetterFrame, type LlmLetter } from './llm-letter.schema';
export { coverLetterMessages } from './messages';
export { finishModelLetter, type FinishedModelLetter, type ModelLetterFrame } from './model-letter';
export {
  DEFAULT_COVER_LETTER_TEMPLATE_ID,
  coverLetterGroups,
  coverLetterTemplateIds,
  coverLetterTemplateOrDefault,
  coverLetterTemplates,
  extraFields,
  findCoverLetterTemplate,
  paragraphRoles,
  type CoverLetterGroup,
  type CoverLetterTemplate,
  type CoverLetterTone,
  type ExtraField,
  type ParagraphRole,
  type TemplateNeed,
  type TemplateParagraph,
} from './templates';
