/**
 * Every TanStack Query key in one place. Keys under `user` belong to the signed-in account and are
 * dropped on sign-in, sign-out and session expiry; `session` is the current user itself.
 */
export const queryKeys = {
  session: ['session'] as const,
  user: {
    all: ['user'] as const,
    subscriptionStatus: ['user', 'subscription-status'] as const,
    storageInfo: ['user', 'storage-info'] as const,
  },
  billing: {
    /** GET /api/billing/config: public, the same for every visitor, so not under `user`. */
    config: ['billing-config'] as const,
    /** GET /api/billing/account: the signed-in account's plan, status, payment method, quotas and storage. */
    account: ['user', 'billing', 'account'] as const,
  },
  resumes: {
    /** Everything about stored resumes: invalidate after an optimization, a rename or a delete. */
    all: ['user', 'resumes'] as const,
    /** GET /api/my-resumes. */
    list: ['user', 'resumes', 'list'] as const,
    /** GET /api/resume/{id}. */
    detail: (id: number) => ['user', 'resumes', 'detail', id] as const,
    /** GET /api/resume/{id}/document?which= (D13): under `resumes.all`, so a new tailoring refreshes it. */
    document: (id: number, which: 'original' | 'tailored') => ['user', 'resumes', 'document', id, which] as const,
  },
  resumeVersions: {
    /** GET /api/resume/{id}/versions (D10); under `resumes.all`, so what refreshes resumes refreshes these. */
    list: (id: number) => ['user', 'resumes', 'versions', id] as const,
    /** GET /api/resume/{id}/versions/{version}: a stored version never changes. */
    detail: (id: number, version: number) => ['user', 'resumes', 'versions', id, version] as const,
  },
  templates: {
    /** GET /api/resume-templates: available and locked depend on the plan, so the plan is part of the key. */
    list: (plan: string) => ['user', 'resume-templates', plan] as const,
  },
  coverLetters: {
    /** Everything about the user's cover letters: invalidate after a generation, an edit or a delete. */
    all: ['user', 'cover-letters'] as const,
    /** GET /api/my-cover-letters. */
    list: ['user', 'cover-letters', 'list'] as const,
    /** GET /api/cover-letter/{id}. */
    detail: (id: number) => ['user', 'cover-letters', 'detail', id] as const,
  },
  jobSearch: {
    all: ['user', 'job-search'] as const,
    /**
     * The results of one search (POST /api/search-jobs), kept so coming back to a search (Back from
     * /optimize-resume) shows them again without asking LinkedIn or Indeed a second time.
     */
    results: (input: { jobTitle: string; location: string; source: string }) =>
      [
        'user',
        'job-search',
        'results',
        input.source,
        input.jobTitle.trim().toLowerCase(),
        input.location.trim().toLowerCase(),
      ] as const,
  },
  linkedInProfiles: {
    /** Everything about LinkedIn optimizations: invalidate after a new one. */
    all: ['user', 'linkedin-profiles'] as const,
    /** GET /api/linkedin-profiles (elite only), newest first. */
    list: ['user', 'linkedin-profiles', 'list'] as const,
    /** GET /api/linkedin-profile/{id}. */
    detail: (id: number) => ['user', 'linkedin-profiles', 'detail', id] as const,
  },
} as const;
