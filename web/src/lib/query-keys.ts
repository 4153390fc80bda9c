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
  resumes: {
    /** Everything about stored resumes: invalidate after an optimization, a rename or a delete. */
    all: ['user', 'resumes'] as const,
    /** GET /api/my-resumes. */
    list: ['user', 'resumes', 'list'] as const,
    /** GET /api/resume/{id}. */
    detail: (id: number) => ['user', 'resumes', 'detail', id] as const,
  },
} as const;
