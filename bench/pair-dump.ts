// Everything the product writes for pairs of one's own (resumes and jobs the corpora do not hold), to read as the
// recruiter who receives it (issue 22): the tailored resume and its report, the letters, the LinkedIn optimization.
// Run: cd bench && FIXTURES_DIR=/work/shared/fixtures pnpm exec tsx pair-dump.ts DIR [--letters=traditional,modern]
// DIR holds NAME.job.txt ("Title: …", "Company: …", "Industry: …", a blank line, the posting) and NAME.resume.txt,
// .docx or .pdf (corpus.ts `folderPairs`). With no --letters, all fifteen templates.
import { folderPairs } from '../api/src/quality/corpus';
import { writePair } from '../api/src/quality/writers';

const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith('--'));
if (!dir) throw new Error('usage: pair-dump.ts DIR [--letters=id,id]');
const only = args.find((a) => a.startsWith('--letters='))?.slice('--letters='.length).split(',');
for (const pair of await folderPairs(dir)) {
  const written = writePair(pair);
  const { match, text } = written.tailoring;
  console.log(`\n######## ${pair.key} — ${pair.job.title} at ${pair.job.company} (score ${match.scoreBefore} → ${match.scoreAfter})`);
  console.log(`\n==== tailored resume\n${text}`);
  console.log('\n---- changes');
  for (const c of match.changes ?? []) console.log(`- [${c.kind}] ${c.where}: ${c.what} — ${c.why}`);
  if (match.keyQualifications?.length) console.log(`---- key qualifications: ${match.keyQualifications.join(' | ')}`);
  const label = (i: (typeof match.items)[number]) => `${i.label ?? i.jobTerm ?? i.requirement}${i.required ? '' : ' (preferred)'}`;
  console.log('---- met: ' + match.items.filter((i) => i.status === 'met').map((i) => `${label(i)} ← ${i.evidence ?? ''}`).join('\n       '));
  // The gaps as the report shows them (web gap-list.ts): its top gaps, then "Show N more"; an item whose alternative
  // the resume holds is no gap there.
  const gapItems = new Map(match.items.filter((i) => i.status === 'gap').map((i) => [i.requirement, i]));
  const shown = (list: readonly string[]) => list.map((g) => { const i = gapItems.get(g); return i ? label(i) : g; }).join('; ');
  console.log('---- gaps: ' + shown(match.gaps) + (match.moreGaps.length ? ` | more: ${shown(match.moreGaps)}` : ''));
  if (match.leftOut.length) console.log('---- left out: ' + match.leftOut.join(' | '));
  if (match.scoreReasons?.length) console.log('---- score: ' + match.scoreReasons.join(' '));
  for (const l of written.letters) {
    if (only && !only.includes(l.template.id)) continue;
    console.log(`\n==== letter: ${l.template.id} (${l.template.name})\n${l.content}`);
  }
  const li = written.linkedin;
  console.log(`\n==== LinkedIn\n${JSON.stringify(li, null, 2)}`);
}
