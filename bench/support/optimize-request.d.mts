// Types of optimize-request.mjs for the TypeScript benchmarks.
import type { Server } from 'node:http';

export function optimizeBody(n: number, options?: { forFloor?: boolean; shared?: boolean }): string;
export function walledSite(): Promise<{ site: Server; origin: string }>;
