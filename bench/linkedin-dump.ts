// The LinkedIn profile written for chosen pairs, to read as the recruiter who finds it (issue 22).
// Run: cd bench && FIXTURES_DIR=/work/shared/fixtures pnpm exec tsx linkedin-dump.ts [pair-key …] [--fixture]
// (labeled keys are "resume×job" numbers, e.g. 20×01; with none, every pair of the corpus).
import { fixturePairs, labeledPairs } from '../api/src/quality/corpus';
import { writePair } from '../api/src/quality/writers';

const args = process.argv.slice(2);
const wanted = args.filter((a) => !a.startsWith('--'));
const pairs = args.includes('--fixture') ? await fixturePairs() : await labeledPairs();
for (const pair of pairs) {
  if (wanted.length > 0 && !wanted.some((w) => pair.key.includes(w))) continue;
  const { linkedin } = writePair(pair);
  console.log(`\n######## ${pair.key} — target ${pair.job.title} (${pair.industry})`);
  console.log(`Headlines:\n${linkedin.headlines.map((h) => `  - ${h}`).join('\n')}`);
  console.log(`About:\n${linkedin.about}`);
  for (const role of linkedin.roles) console.log(`\n-- ${role.title}, ${role.company}\n${role.description}`);
  console.log(`\nSkills: ${linkedin.skills.join(', ')}`);
  if (linkedin.removedClaims.length > 0) console.log(`Removed: ${linkedin.removedClaims.join(' | ')}`);
}
