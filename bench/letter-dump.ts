// The fifteen built-in letters for chosen pairs, to read as the recruiter who receives them (issue 22).
// Run: cd bench && FIXTURES_DIR=/work/shared/fixtures pnpm exec tsx letter-dump.ts [pair-key …] [--fixture]
// (labeled keys are "resume×job" numbers, e.g. 20×01; with none, every pair of the corpus).
import { fixturePairs, labeledPairs } from '../api/src/quality/corpus';
import { writePair } from '../api/src/quality/writers';

const args = process.argv.slice(2);
const wanted = args.filter((a) => !a.startsWith('--'));
const pairs = args.includes('--fixture') ? await fixturePairs() : await labeledPairs();
for (const pair of pairs) {
  if (wanted.length > 0 && !wanted.some((w) => pair.key.includes(w))) continue;
  const written = writePair(pair);
  console.log(`\n######## ${pair.key} — ${pair.job.title} at ${pair.job.company}`);
  for (const l of written.letters) console.log(`\n==== ${l.template.id} ${l.template.name} (${l.ms.toFixed(0)} ms)\n${l.content}`);
}
