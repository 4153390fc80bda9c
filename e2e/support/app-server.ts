// Starts the built product (api/dist/server.js: API + web app on one port) as a child process with
// its own temporary data folder (PGlite) and, when given, a real SMTP server. Stops itself on close.
import { startServerProcess } from '../../api/src/test/server-process';

export interface AppServer {
  url: string;
  dataDir: string;
  output: () => string;
  close(): Promise<void>;
}

export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  // A start (PGlite, its migrations, the compute pool) takes 3-7 s alone; two suites start at once beside the
  // API suites' CPU work, so the bound is wide: a slow start is not what these tests test.
  const server = await startServerProcess({ built: true, startTimeoutMs: 90_000, env: { LOG_LEVEL: 'warn', ...env } });
  return { url: server.url, dataDir: server.dataDir, output: server.output, close: server.close };
}
