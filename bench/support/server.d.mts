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
export function scratchDatabase(adminUrl: string, prefix: string): Promise<{ url: string; name: string; drop(): Promise<void> }>;
export function registerUser(url: string, n: number, headers?: Record<string, string>): Promise<string>;
export function percentile(sorted: number[], p: number): number | undefined;
export function startOptimizeFloor(databaseUrl: string, options?: { nodeArgs?: string[] }): Promise<{ url: string; port: number; child: ChildProcess; stop(): Promise<void> }>;
export function registeredUserIds(databaseUrl: string): Promise<number[]>;
export function rssMiB(pid: number): number;
export const TICK_MS: number;
export function ticksOf(statLine: string): number;
export function processTicks(pid: number): number;
export function threadTicks(pid: number): Map<string, { name: string; ticks: number }>;
export function postgresTicks(database?: string): Map<string, number>;
export function postgresTicksSince(before: Map<string, number>, after: Map<string, number>): number;
export function registerUsers(url: string, count: number, databaseUrl: string): Promise<{ cookies: string[]; userIds: number[] }>;
