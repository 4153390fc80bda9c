/** Business constants and limits (spec section 9). */
export const MB = 1024 * 1024;

export const limits = {
  defaultStorageBytes: 5 * MB,
  storageAddonBytes: 50 * MB,
  storageAddonPriceCents: 900,
  maxResumeFileBytes: 1 * MB,
  largeDocxBytes: 200 * 1024,
  /** What a PDF's compressed streams may inflate to, together; past it the file is refused unread. */
  maxPdfInflatedBytes: 64 * MB,
  /** Lines of resume text (pasted, saved or read from a file); past it the text is refused with 413. */
  maxResumeTextLines: 3000,
  acceptedResumeExtensions: ['pdf', 'doc', 'docx'] as const,
  freeTrialDays: 7,
  trialWarningDays: 2,
  passwordMinLength: 6,
  resetRedirectMs: 3000,
  resetTokenTtlMs: 60 * 60 * 1000,
  rememberMeDays: 30,
  optimizeTimeoutMs: 60_000,
  minResumeTextChars: 100,
  minUsableContentChars: 100,
  editorMinChars: 100,
  copyIndicatorMs: 2000,
  toastDurationMs: 5000,
  toastLimit: 1,
  proCoverLettersPerMonth: 5,
  eliteLinkedInOptimizationsPerMonth: 2,
  linkedInProfileMinChars: 50,
  linkedInProfileMaxChars: 10_000,
} as const;
