/**
 * The signed-in pages (access `guarded` in routes.ts), each its own chunk. Kept in a module of their
 * own so the build can tell them apart: vite.config.ts puts the code that only these pages share into
 * one chunk (`signed-in`), instead of the dozens of small chunks the automatic split makes, and leaves
 * the public pages' chunks as they are.
 */
import { page, type Page } from './lazy-page';
import { type appRoutes } from './routes';

export type GuardedPath = Extract<(typeof appRoutes)[number], { access: 'guarded' }>['path'];

const editor = page(() => import('@/features/editor/pages/interactive-editor-page').then((m) => m.InteractiveEditorPage));

export const signedInPages: Record<GuardedPath, Page> = {
  '/dashboard': page(() => import('@/features/dashboard/pages/dashboard-page').then((m) => m.DashboardPage)),
  '/job-search': page(() => import('@/features/job-search/pages/job-search-page').then((m) => m.JobSearchPage)),
  '/templates': page(() => import('@/features/templates/pages/templates-page').then((m) => m.TemplatesPage)),
  '/settings': page(() => import('@/features/settings/pages/settings-page').then((m) => m.SettingsPage)),
  '/optimize-resume': page(() => import('@/features/resumes/pages/optimize-resume-page').then((m) => m.OptimizeResumePage)),
  '/cover-letter': page(() => import('@/features/cover-letter/pages/cover-letter-page').then((m) => m.CoverLetterPage)),
  '/linkedin-profile': page(() => import('@/features/linkedin/pages/linkedin-profile-page').then((m) => m.LinkedInProfilePage)),
  '/interactive-editor': editor,
  '/interactive-editor/:resumeId': editor,
  '/my-resumes': page(() => import('@/features/resumes/pages/my-resumes-page').then((m) => m.MyResumesPage)),
  '/resume/:resumeId': page(() => import('@/features/resumes/pages/resume-page').then((m) => m.ResumePage)),
  '/resume/:resumeId/check': page(() => import('@/features/resume-check/pages/resume-check-page').then((m) => m.ResumeCheckPage)),
  '/tracker': page(() => import('@/features/tracker/pages/tracker-page').then((m) => m.TrackerPage)),
};
