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
  const server = await startServerProcess({ built: true, startTimeoutMs: 30_000, env: { LOG_LEVEL: 'warn', ...env } });
  return { url: server.url, dataDir: server.dataDir, output: server.output, close: server.close };
}
