// Benchmark (issue 22, point 7): writing one cover letter with the built-in writer, as the API's compute task
// does (`writeBuiltInLetter`: generate, check, rewrite without a removed sentence), on the 16 labeled pairs in
// all 15 templates. Target: p95 ≤ 100 ms. Two figures: each letter as a new request (the posting's remembered
// sentence splits forgotten first: a user's first letter for a posting), and the same letters again with what
// the process keeps warm. Run: cd bench && FIXTURES_DIR=/work/shared/fixtures pnpm bench:letters [--rounds=N]
import { labeledPairs } from '../api/src/quality/corpus';
import { writeBuiltInLetter } from '@jobapp/shared/cover-letters/letter-task';
import { coverLetterTemplates } from '@jobapp/shared/cover-letters/templates';
import { sharedFixturesDir, sharedFixturesFound } from '@jobapp/shared/testing/fixtures';
import { forgetSentenceSplits } from '@jobapp/shared/text/sentences';
import { warmUpSkillMatcher } from '@jobapp/shared/tailoring/skill-matcher';

if (!sharedFixturesFound) {
  console.error(`Shared fixtures not found at ${sharedFixturesDir} (set FIXTURES_DIR).`);
  process.exit(1);
}

const roundsArg = process.argv.find((a) => a.startsWith('--rounds='));
const ROUNDS = roundsArg ? Math.max(1, Number(roundsArg.slice('--rounds='.length))) : 3;
const pairs = await labeledPairs();
warmUpSkillMatcher();
const extras = { referrerName: 'Jordan Lee', referrerRelationship: 'a former colleague', appliedOn: 'March 3, 2026', appliedFor: 'the opening' };

function writeAll(fresh: boolean): number[] {
  const times: number[] = [];
  for (const pair of pairs) {
    for (const template of coverLetterTemplates) {
      if (fresh) forgetSentenceSplits();
      const start = performance.now();
      writeBuiltInLetter({
        document: pair.resume.document,
        resumeText: pair.resume.text,
        job: { title: pair.job.title, company: pair.job.company, description: pair.job.description },
        templateId: template.id,
        extras,
        requirements: pair.requirements,
      });
      times.push(performance.now() - start);
    }
  }
  return times;
}

// One round to load the code paths (the compiled vocabularies, the grammar library), not counted.
writeAll(true);
const fresh: number[] = [];
const warm: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  fresh.push(...writeAll(true));
  warm.push(...writeAll(false));
}
const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const line = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  return `  ${label}: p50 ${ms(at(sorted, 50))}  p95 ${ms(at(sorted, 95))}  p99 ${ms(at(sorted, 99))}  max ${ms(sorted.at(-1)!)}  (${sorted.length} letters)`;
};
console.log(`Built-in cover letter (writeBuiltInLetter), ${pairs.length} labeled pairs × ${coverLetterTemplates.length} templates × ${ROUNDS} rounds, Node ${process.version}`);
console.log(line('each letter a new request', fresh));
console.log(line('warm (sentence splits kept)', warm));
