/**
 * Each signed-in page's source file, as the client build's manifest names it (issue 26): the build
 * writes an HTML shell for each signed-in path that lists the page's chunks as modulepreload links
 * (scripts/prerender.mjs), so the browser fetches them all with the entry instead of level by level
 * after it. Like prerendered-pages.ts, only the build reads this table; a wrong file name stops the
 * build (the manifest has no such chunk), and signed-in-pages.test.ts holds it to signed-in-pages.ts.
 */
import type { GuardedPath } from './signed-in-pages';

const editor = 'src/features/editor/pages/interactive-editor-page.tsx';

export const signedInPageFiles: Record<GuardedPath, string> = {
  '/dashboard': 'src/features/dashboard/pages/dashboard-page.tsx',
  '/job-search': 'src/features/job-search/pages/job-search-page.tsx',
  '/templates': 'src/features/templates/pages/templates-page.tsx',
  '/settings': 'src/features/settings/pages/settings-page.tsx',
  '/optimize-resume': 'src/features/resumes/pages/optimize-resume-page.tsx',
  '/cover-letter': 'src/features/cover-letter/pages/cover-letter-page.tsx',
  '/linkedin-profile': 'src/features/linkedin/pages/linkedin-profile-page.tsx',
  '/interactive-editor': editor,
  '/interactive-editor/:resumeId': editor,
  '/my-resumes': 'src/features/resumes/pages/my-resumes-page.tsx',
  '/resume/:resumeId': 'src/features/resumes/pages/resume-page.tsx',
  '/resume/:resumeId/check': 'src/features/resume-check/pages/resume-check-page.tsx',
  '/tracker': 'src/features/tracker/pages/tracker-page.tsx',
};

/**
 * What the layout loads lazily on every signed-in visit, preloaded by every shell too: the avatar
 * menu (site-header.tsx, once the session names someone) and the page descriptions (page-meta.ts).
 */
export const signedInLayoutFiles = ['src/app/layout/user-menu.tsx', 'src/app/page-descriptions.ts'];
