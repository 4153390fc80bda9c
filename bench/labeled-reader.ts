// The measure of the resume reader on the labeled corpus (shared fixtures, labeled/): every PDF, DOCX
// and TXT form read through the upload path and compared with its expected.json field by field
// (api/src/features/resumes/parsing/labeled-corpus.ts). Prints the per-field table; with --detail, or
// with slug prefixes ("05", "13-paralegal"), also each form's failures (expected vs got).
// --pool reads through the parse worker pool, as the server does (default: extractResumeText in process).
// Run: cd /work/main && pnpm --filter @jobapp/bench bench:labeled [--detail] [--kinds] [--pool] [slug…]
import { sharedFixturesFound, sharedFixturesDir } from '@jobapp/shared/testing/fixtures';
import {
  failureKinds,
  fieldFigures,
  figuresTable,
  measureLabeledCorpus,
} from '../api/src/features/resumes/parsing/labeled-corpus';
import { createResumeParser } from '../api/src/features/resumes/parsing/parser-pool';

const args = process.argv.slice(2);
const detail = args.includes('--detail');
const kinds = args.includes('--kinds');
const slugs = args.filter((a) => !a.startsWith('--'));

if (!sharedFixturesFound) {
  console.error(`Shared fixtures not found at ${sharedFixturesDir} (set FIXTURES_DIR).`);
  process.exit(1);
}

const started = performance.now();
const pool = args.includes('--pool') ? createResumeParser({ maxThreads: 2 }) : null;
const results = await measureLabeledCorpus(slugs, pool ? (task) => pool.extract(task) : undefined).finally(() => pool?.close());
const seconds = ((performance.now() - started) / 1000).toFixed(1);

console.log(`Reader on the labeled corpus: ${results.length} forms${slugs.length ? ` (${slugs.join(' ')})` : ''}, read ${pool ? 'in the parse worker pool' : 'in process'} in ${seconds} s\n`);
console.log(figuresTable(fieldFigures(results)));

if (detail || slugs.length > 0) {
  for (const result of results) {
    console.log(`\n## ${result.form}${result.refused ? ` — REFUSED: ${result.refused}` : ''} (${result.failures.length} failures)`);
    for (const f of result.failures) {
      console.log(`- [${f.field} · ${f.kind}]\n    expected: ${f.expected}\n    got:      ${f.got}`);
    }
  }
}

if (detail || kinds) {
  console.log('\nFailure kinds, most common first:');
  for (const k of failureKinds(results)) {
    console.log(`${String(k.count).padStart(4)}  ${k.field} · ${k.kind}   e.g. ${k.example.form}: expected ${k.example.expected.slice(0, 90)} | got ${k.example.got.slice(0, 90)}`);
  }
}
