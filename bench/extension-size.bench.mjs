// Benchmark (issue 4): size of the built content scripts, which load on every LinkedIn and Indeed page.
// Target ≤ 60 KB each, not gzipped (checked against 60,000 bytes). Also checks that no React, zod or
// Readability code slipped into them (Readability runs in the popup, only when a page needs it).
// Builds the Chrome extension first (pass --no-build to measure the existing extension/.output).
// Run: node bench/extension-size.bench.mjs
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const TARGET_BYTES = 60_000;
const outDir = join(repoRoot, 'extension/.output/chrome-mv3');

if (!process.argv.includes('--no-build')) execFileSync('pnpm', ['exec', 'wxt', 'build'], { cwd: repoRoot, stdio: 'ignore' });

const FORBIDDEN = [
  ['React', /react\.(element|transitional)|__SECRET_INTERNALS|useState/],
  ['zod', /ZodError|_zod\b|\$ZodType/],
  ['Readability', /Readability|_grabArticle/],
];

function sizeRow(file) {
  const code = readFileSync(file);
  const text = code.toString('utf8');
  return {
    file: file.slice(outDir.length + 1),
    bytes: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    slipped: FORBIDDEN.filter(([, re]) => re.test(text)).map(([name]) => name),
  };
}

const contentScripts = readdirSync(join(outDir, 'content-scripts'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => sizeRow(join(outDir, 'content-scripts', f)));
const others = ['background.js', ...readdirSync(join(outDir, 'chunks')).map((f) => `chunks/${f}`)].map((f) => sizeRow(join(outDir, f)));

const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
console.log('| file | size | gzip | budget |');
console.log('|---|---|---|---|');
for (const r of contentScripts) console.log(`| ${r.file} | ${kb(r.bytes)} | ${kb(r.gzip)} | ≤ 60 KB: ${r.bytes <= TARGET_BYTES ? 'OK' : 'OVER'} |`);
for (const r of others) console.log(`| ${r.file} | ${kb(r.bytes)} | ${kb(r.gzip)} | — |`);

for (const r of contentScripts) {
  if (r.slipped.length > 0) {
    console.error(`${r.file} contains ${r.slipped.join(', ')}`);
    process.exitCode = 1;
  }
  if (r.bytes > TARGET_BYTES) process.exitCode = 1;
}
