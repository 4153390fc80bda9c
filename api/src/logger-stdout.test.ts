/**
 * stdout is written asynchronously (issue 26); what that risks is checked here: every line queued before
 * `process.exit` (a fatal error's last words) still reaches stdout, in order.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const apiDir = fileURLToPath(new URL('..', import.meta.url));

describe('the logger on stdout', () => {
  it('keeps every queued line, the fatal one last, when the process exits at once', async () => {
    const script = `
      const { createLogger } = await import('./src/logger.ts');
      const log = createLogger('info');
      for (let i = 0; i < 5000; i += 1) log.info({ i }, 'line');
      log.fatal('last words');
      process.exit(1);
    `;
    const child = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: apiDir, maxBuffer: 64 * 1024 * 1024 }).catch(
      (error: { stdout: string; stderr: string; code: number }) => error,
    );
    const lines = child.stdout.trim().split('\n');
    expect(lines).toHaveLength(5001);
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ level: 60, msg: 'last words' });
    expect(lines.map((l) => (JSON.parse(l) as { i?: number }).i).slice(0, 5000)).toEqual([...Array(5000).keys()]);
  }, 30_000);
});
