/// <reference types="node" />
/**
 * dist/server.js keeps npm packages external (api/scripts/build.mjs) and bundles @jobapp/shared's source, so every
 * package shared's code imports at run time must be the API's own dependency too: otherwise the built server
 * fails at start with "Cannot find package" (it did once, for `indefinite`), while every test on the sources passes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as { dependencies?: Record<string, string> };

describe('the built server finds every package the shared code imports', () => {
  it("lists each of @jobapp/shared's dependencies among the API's", () => {
    const api = Object.keys(read('../package.json').dependencies ?? {});
    const shared = Object.keys(read('../../shared/package.json').dependencies ?? {});
    expect(shared.filter((name) => !api.includes(name))).toEqual([]);
  });
});
