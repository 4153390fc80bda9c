// The tailored resume and its match report for chosen pairs, to read as the recruiter who receives them (issue 22).
// Run: cd bench && FIXTURES_DIR=/work/shared/fixtures pnpm exec tsx resume-dump.ts [pair-key …] [--fixture]
// (labeled keys are "resume×job" numbers, e.g. 20×01; with none, every pair of the corpus).
// --report adds what the match report shows beside the lists: each met item's evidence, the score's parts before and
// after, and the keyword panel (each job keyword: where the tailored resume shows it, or "not shown").
import { fixturePairs, labeledPairs } from '../api/src/quality/corpus';
import { tailorBuiltIn } from '../api/src/features/tailoring/tailor-task';

const args = process.argv.slice(2);
const wanted = args.filter((a) => !a.startsWith('--'));
const pairs = args.includes('--fixture') ? await fixturePairs() : await labeledPairs();
for (const pair of pairs) {
  if (wanted.length > 0 && !wanted.some((w) => pair.key.includes(w))) continue;
  const { resume, job, requirements } = pair;
  const { match, text, keywords } = tailorBuiltIn({ resumeText: resume.text, job, requirements, now: new Date('2026-06-01T12:00:00Z') });
  console.log(`\n######## ${pair.key} — ${pair.job.title} at ${pair.job.company} (score ${match.scoreBefore} → ${match.scoreAfter})`);
  console.log(text);
  console.log('\n---- changes');
  for (const c of match.changes ?? []) console.log(`- [${c.kind}] ${c.where}: ${c.what} — ${c.why}`);
  if (match.keyQualifications?.length) console.log(`---- key qualifications: ${match.keyQualifications.join(' | ')}`);
  console.log('---- met: ' + match.items.filter((i) => i.status === 'met').map((i) => i.label ?? i.jobTerm ?? i.requirement).join('; '));
  // The gaps the report shows (web gap-list.ts): its top gaps, then "Show N more".
  const gapItems = new Map(match.items.filter((i) => i.status === 'gap').map((i) => [i.requirement, i]));
  const shown = (list: readonly string[]) => list.map((g) => gapItems.get(g)).map((i, k) => (i ? `${i.label ?? i.jobTerm ?? i.requirement}${i.required ? '' : ' (preferred)'}` : (list[k] ?? '')));
  console.log('---- gaps: ' + shown(match.gaps).join('; ') + (match.moreGaps.length ? ` | more: ${shown(match.moreGaps).join('; ')}` : ''));
  if (match.leftOut.length) console.log('---- left out: ' + match.leftOut.join(' | '));
  if (match.scoreReasons?.length) console.log('---- score: ' + match.scoreReasons.join(' '));
  if (!args.includes('--report')) continue;
  for (const i of match.items.filter((m) => m.status === 'met')) console.log(`  met ${i.label ?? i.requirement}${i.required ? '' : ' (preferred)'} ← ${i.evidence ?? '(none)'}`);
  const parts = Object.keys(match.breakdownAfter) as (keyof typeof match.breakdownAfter)[];
  const pct = (v: number | null) => (v === null ? '-' : `${Math.round(v * 100)}%`);
  console.log('---- parts: ' + parts.map((k) => `${k} ${pct(match.breakdownBefore[k])} → ${pct(match.breakdownAfter[k])}`).join('; '));
  const where = (k: (typeof keywords)[number]) => (k.places.length === 0 ? 'not shown' : k.places.map((p) => `${p.section}${p.exact ? '' : ` as "${p.form}"`}`).join(', '));
  console.log('---- keywords: ' + keywords.map((k) => `${k.keyword}${k.required ? '' : ' (preferred)'} [${where(k)}]`).join('; '));
}
