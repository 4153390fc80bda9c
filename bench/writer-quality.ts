// The writers' quality measure (issue 22, point 7) on the labeled pairs and the fixture pairs
// (api/src/quality/): prints one figure per counter, writer and corpus; --detail also prints every
// example (the offending sentence and where), --limit=N at most N per counter; --labeled or --fixture
// runs one corpus.
// Run: cd /work/main && pnpm --filter @jobapp/bench bench:writer [--detail] [--limit=N] [--labeled|--fixture]
import { sharedFixturesDir, sharedFixturesFound } from '@jobapp/shared/testing/fixtures';
import { formatExamples, formatFigureTable } from '../api/src/quality/format';
import { measureWriterQuality } from '../api/src/quality/writer-quality';

const args = process.argv.slice(2);
const limitArg = args.find((a) => a.startsWith('--limit='));
const corpora = args.includes('--labeled') ? (['labeled'] as const) : args.includes('--fixture') ? (['fixture'] as const) : undefined;

if (!sharedFixturesFound) {
  console.error(`Shared fixtures not found at ${sharedFixturesDir} (set FIXTURES_DIR).`);
  process.exit(1);
}

const m = await measureWriterQuality(corpora ? { corpora } : {});
console.log(`Writer quality, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}\n`);
console.log(formatFigureTable(m));
if (args.includes('--detail') || limitArg) console.log(formatExamples(m, limitArg ? Number(limitArg.slice('--limit='.length)) : Infinity));
