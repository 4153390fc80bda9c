// Types of server.mjs for the TypeScript benchmarks.
import type { ChildProcess } from 'node:child_process';

export const repoRoot: string;
export function freePort(): Promise<number>;
export function waitFor(url: string, timeoutMs?: number): Promise<void>;
export function startBuiltServer(options?: {
  env?: Record<string, string>;
  nodeArgs?: string[];
  /** How long to wait for the first answer (default 30 s). */
  startTimeoutMs?: number;
}): Promise<{ url: string; port: number; child: ChildProcess; stop(): Promise<void> }>;
export function scratchDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }>;
export function registerUser(url: string, n: number, headers?: Record<string, string>): Promise<string>;
export function percentile(sorted: number[], p: number): number | undefined;
