/** LinkedIn profile optimization (issue 13): the folder's public face for the API and the web app. */
export * from './linkedin-messages';
export * from './linkedin.schema';
export * from './profile-types';
export { readProfile } from './profile-read';
export { DATA_EXPORT_FILES, isDataExport, profileFromDataExport } from './data-export';
export { MAX_CSV_CHARS, MAX_CSV_ROWS, csvRecords, readCsv } from './csv';
export { profileContentOf } from './profile-content';
export { targetKeywordsOf } from './target-keywords';
export { PROFILE_CHECKS, scoreProfile, type CheckOutcome, type ProfileCheck } from './checks';
export { completeOptimization, optimizeLinkedInProfile, profileTargetOf, storedTextsOf, truthContextOf, type LinkedInStoredTexts, type OptimizeLinkedInInput } from './optimize';
export { optimizedContentOf } from './optimized-content';
export { optimizeProfileRequest, type OptimizedProfileRow } from './optimize-request';
export { enforceProfileTruth, llmProfileAnswerSchema, llmProfilePromptOf, type EnforcedProfile, type LlmProfileAnswer, type LlmProfilePrompt, type ProfileTexts, type TruthOptions } from './llm-profile.schema';
