/**
 * User-facing texts taken word for word from the product spec (sections 5 and 8), plus the few the
 * decisions add. Keep them exact: they are what users see and what tests assert.
 */
export const messages = {
  // Validation (spec section 5)
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDontMatch: "Passwords don't match",
  emailInvalid: 'Please enter a valid email',
  fullNameRequired: 'Full name is required',
  profileEmailInvalid: 'Invalid email address',
  contactNameMin: 'Name must be at least 2 characters',
  contactEmailInvalid: 'Please enter a valid email address',
  contactSubjectMin: 'Subject must be at least 5 characters',
  contactMessageMin: 'Message must be at least 10 characters',
  newsletterFirstNameMin: 'First name must be at least 2 characters',
  newsletterInterestsMin: 'Please select at least one interest',
  termsRequired: 'You must agree to the Terms of Service',
  jobUrlMissing: 'Please provide a job listing URL',
  jobUrlNotUrl: 'Please enter a valid URL starting with http:// or https://',
  jobUrlNotJob: 'Please enter a valid LinkedIn or Indeed job posting URL',
  jobUrlInvalid: 'Please enter a valid job URL',
  jobUrlFromQueryInvalid: 'Invalid job URL',
  resumeFileRequired: 'Please upload your resume file',
  resumeTextMin: 'Please enter more text for your resume (minimum 100 characters)',
  resumeTextTooManyLines: 'The resume text is too long (3,000 lines at most). Please shorten it and try again.',
  resumeFileType: 'Only PDF and Word documents (.pdf, .doc, .docx) are accepted',
  resumeFileSize: 'File size exceeds 1MB limit per file',
  /**
   * What to do about a resume file we could not read (422 resume_unreadable, after the spec's
   * extraction-failure sentence): one per reason the reader gives, the scan and image-only cases per kind.
   */
  resumeUnreadable: {
    scannedPdf: 'This PDF is a scan with no text in it: export it from your editor as PDF, or upload the DOCX.',
    imageOnlyDocx: 'This Word file holds only images, no text: type the resume as text in Word and save it again, or upload a PDF exported from your editor.',
    noText: 'This file has no text we can read: save it from your editor as DOCX or PDF, or paste the text instead.',
    passwordProtected: 'This file is protected with a password: save a copy without the password (in Word: File → Info → Protect Document; in a PDF reader: print or export to a new PDF) and upload that.',
    empty: 'This file is empty (0 bytes): upload the resume file again, or paste its text instead.',
    corrupted: 'This file is damaged and could not be opened: save it again from your editor as DOCX or PDF and upload that.',
    tooComplex: 'This file is too complex to read safely: save it from your editor as a simple DOCX or PDF and upload that.',
    unsupported: 'This file is not the document its name says: save it from your editor as DOCX or PDF and upload that, or paste the text instead.',
  },
  jobTitleRequired: 'Job title is required',
  loginRequired: 'Login required',
  invalidUrl: 'Invalid URL',
  resumeRequired: 'Resume required',
  searchFailed: 'Search failed',
  searchCompleted: 'Job search completed',
  foundPositions: (n: number) => `Found ${n} matching positions`,
  noResults: 'No results found',

  // Reset page (spec section 2)
  resetLinkMissing: 'Invalid reset link. Please request a new password reset.',
  resetSuccess: 'Password reset successfully! You can now sign in with your new password.',
  resetFailed: 'Failed to reset password',
  resetFailedRetry: 'Failed to reset password. Please try again or request a new reset link.',
  resetTokenInvalid: 'This password reset link is invalid or has expired. Please request a new one.',

  // Accounts (API answers)
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'Username already exists',
  emailTaken: 'An account with this email already exists',
  // A new e-mail address is confirmed from a link sent to it before it replaces the old one (issue 24).
  emailChangeSent: 'We sent a confirmation link to {email}. Your email address changes when you open it.',
  emailChangeInvalid: 'This confirmation link is invalid or has expired. Change your email address in Settings again.',
  emailChangeDone: 'Your email address is now {email}.',
  notSignedIn: 'You must be signed in to do that.',
  forgotPasswordSent:
    'If an account with that email exists, a password reset link has been sent.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  originNotAllowed: 'Requests from this origin are not allowed.',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again.',

  // Toast titles and bodies (spec section 8)
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  logoutFailed: 'Logout failed',
  passwordResetFailed: 'Password reset failed',
  loginSuccess: 'Login successful',
  welcomeBack: (username: string) => `Welcome back, ${username}!`,
  registrationSuccess: 'Registration successful',
  registrationSuccessBody: "Your account has been created and you're now logged in.",
  registrationNoFreeTrialBody:
    "Your account has been created and you're now logged in. This e-mail address has had its free trial before, so choose a plan to start.",
  logoutSuccess: 'Logout successful',
  logoutSuccessBody: 'You have been logged out.',
  resetEmailSent: 'Password reset email sent',
  updateFailed: 'Update failed',
  contactSuccess: 'Message sent!',
  copied: 'Copied!',
  subscriptionFailed: 'Subscription failed',
  notFoundTitle: '404 Page Not Found',
  notFoundHint: 'Did you forget to add the page to the router?',
  storageLoadFailed: 'Failed to load storage information',
  storageCheckFailed: 'Failed to check storage space',
  dashboardLoadError: (message: string) => `Error loading dashboard data: ${message}`,
  templatesLoadError: (message: string) => `Error loading templates: ${message}`,
  notEnoughStorage: (available: string, size: string) =>
    `Not enough storage space. You have ${available} available, but the file requires ${size}`,
  billingNotConfigured: 'Billing is not configured',
  billingTestMode: 'Test mode: no card is charged',
  /** New work refused after the trial ends (D9: answered with 402 and a link to /pricing). */
  trialEnded: 'Your free trial has ended. Choose a plan to keep going.',
  /** The same refusal after a cancelled paid plan's last period (not in the spec; D9 names only the trial). */
  planEnded: 'Your plan has ended. Choose a plan to keep going.',
  // Billing (spec section 8: Storage, Subscription; decisions D2, D5)
  subscriptionSuccessful: 'Subscription successful',
  subscriptionSuccessfulBody: 'Subscription successful!',
  stripeLoadFailed: 'Failed to load Stripe',
  paymentFailed: 'Payment Failed',
  unexpectedError: 'An unexpected error occurred',
  purchaseFailed: 'Failed to process purchase',
  paymentInitFailed: 'Failed to initialize payment',
  trialEndingSoon: 'Your free trial is ending soon.',
  trialAlreadyUsed: 'You have already used your free trial. Choose a paid plan to keep going.',
  alreadyOnPlan: 'You are already on this plan.',
  invalidPlan: 'Please choose one of the plans: free_trial, starter, pro or elite.',
  invalidStorageAmount: 'The storage add-on is extra50mb.',
  paymentNotSucceeded: 'This payment has not succeeded, so no storage was added.',
  paymentNotFound: 'This payment was not found.',
  quotaExhausted: (what: string, resetsOn: string) => `You have reached your monthly limit of ${what}. It resets on ${resetsOn}.`,
  noSubscription: 'You have no paid subscription to manage.',
  subscriptionRequiredFor: (what: string) => `Your plan does not include ${what}. Upgrade your subscription to use them.`,
  unknownTemplate: 'Unknown template',
  noResumeToPreview: 'Tailor a resume first to preview it in a template.',
  webhookSignatureInvalid: 'Invalid Stripe signature.',
  noBillingPortal: 'Test mode has no billing portal: cancel or keep your plan here instead.',
  /** D15: deleting an account cancels its subscription first; when the provider cannot, nothing is deleted (503). */
  accountDeletionBillingFailed:
    'We could not cancel your subscription with our payment provider, so your account was not deleted. Please try again in a few minutes.',

  // Resume tailoring (issue 3)
  jobDescriptionRequired:
    "We couldn't read this job posting from its page. Please paste the job description below and try again.",
  jobHostNotAllowed: 'Please enter a valid LinkedIn or Indeed job posting URL',
  optimizationFailed: 'Optimization failed',
  optimizationFailedDefault: 'An unexpected error occurred during resume optimization',
  optimizeTimedOut: 'Resume optimization request timed out. Please try a smaller file or a different format.',
  contentNeedsProcessing: 'Resume Content Needs Processing',
  optimizationFailedPanel: 'Resume Optimization Failed',
  downloadFailed: 'Download Failed',
  downloadFailedBody: (format: string) => `Failed to download the optimized resume as ${format}. Please try again.`,
  downloadComplete: 'Download Complete',
  resumeNotFound: 'Resume not found',
  exportFailed: 'The exported file did not pass its check. Please try again.',
  // Interactive editor (spec sections 2, 5, 8; issue 12)
  editorTextMin: 'Please enter more text for your resume (minimum 100 characters)',
  editorTextMax: 'The resume text is too long (100,000 characters at most)',
  editorSectionRequired: 'Please choose a section with some text first.',
  editorSectionType: 'Please choose a section type: experience, education, skills, summary, header or other.',
  editorUpgradeMessage:
    'Free trial: basic formatting suggestions (your 3 most important, up to 500 words). Upgrade to Pro or Elite for the full analysis, every suggestion and Apply All Changes.',
  editorAnalyzeFailed: 'Failed to get formatting suggestions. Please try again.',
  editorSaveFailed: 'An error occurred while saving your resume.',
  editorLoadFailed:
    "We couldn't load the requested resume. It may have been deleted or you don't have permission to view it.",
  versionNotFound: 'That version of the resume was not found.',
  // Application tracker (issue 24, decision D14)
  applicationNotFound: 'That application was not found.',
  applicationLinkTaken: 'Another application already has this job link.',
  packetExists: 'This application is already marked as applied, and what you sent is kept with it.',
  packetNotFound: 'Nothing is kept for this application yet: mark it as applied first.',
  applicationsImportBadRow: (row: number, problem: string) => `Row ${row} of the CSV file cannot be imported: ${problem}.`,
  applicationsImportEmpty: 'The CSV file has no applications in it.',
  applicationsImportBadHeader: 'The CSV file needs a header row with at least "Job title" and "Company".',
  applicationsImportTooMany: 'The CSV file has more than 2,000 applications: split it into smaller files.',
  applicationsImportNotCsv: 'Send the CSV file as text/csv.',
} as const;
