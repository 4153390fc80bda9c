// Builds the API bundle and the web app once before the browser tests, so they always run what the
// sources say (a stale dist/ would test old code). E2E_SKIP_BUILD=1 skips it when CI built just before.
import { execFileSync } from 'node:child_process';
import { repoRoot } from './paths';

export default function setup(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  for (const pkg of ['@jobapp/api', '@jobapp/web']) {
    execFileSync('pnpm', ['--filter', pkg, 'build'], { cwd: repoRoot, stdio: 'pipe' });
  }
}
