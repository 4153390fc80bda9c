/**
 * The LinkedIn writer on unseen resumes (the labeled corpus: 24 resumes on their own title and 16
 * resume × job pairs), read as a recruiter would: three headlines within 220 characters that say nothing
 * twice, paste no Experience line or form field and list no title as a skill; an About that opens with a
 * result, repeats no Experience line word for word and is grammatical where the writer wrote it; nothing
 * a pair's must_not_claim names; notes true of the About; no location among a role's statements; headlines
 * not in the first person and in one case; a checklist that keeps its findings (no forced 100); and no About
 * that states an amount or a rate twice. Each run is optimized once, for every test that reads it.
 */
import { describe, expect, it } from 'vitest';
import { findGrammarFaults } from '../text/grammar';
import { figuresIn } from './figures';
import { requireSharedFixtures } from '../testing/fixtures';
import { documentOfText, labeledRuns, type LabeledRun } from './__fixtures__/labeled';
import { optimizeLinkedInProfile } from './optimize';
import { readProfile } from './profile-read';
import { copiedSentences, headlineParts, opensWithResult, pastedStatements, repeatedPhrases, titlesUsedAsSkills } from './writing-faults';

const runs = requireSharedFixtures('LinkedIn writer on the labeled corpus') ? labeledRuns() : [];

const optimized = new Map<LabeledRun, ReturnType<typeof optimizeLinkedInProfile>>();

/** The run's profile, optimized once for every test that reads it (the writer is a pure function of its input). */
function optimize(run: LabeledRun) {
  const known = optimized.get(run);
  if (known) return known;
  const result = optimizeLinkedInProfile({ profile: readProfile(run.text), target: { position: run.position, industry: run.industry }, resumes: [documentOfText(run.text)] });
  optimized.set(run, result);
  return result;
}

function escaped(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Capitalised runs the user writes mid-sentence (product and place names: "Zendesk Guide"). */
function namesIn(text: string): string[] {
  return [...text.matchAll(/(?<=[a-z,;] )\p{Lu}[\p{L}\d+#-]*(?: \p{Lu}[\p{L}\d+#-]*)*/gu)].map((m) => m[0]);
}

describe.skipIf(runs.length === 0)('LinkedIn writer on the labeled corpus', () => {
  it('reads 40 runs (24 resumes, 16 pairs)', () => {
    expect(runs).toHaveLength(40);
  });

  it.each(runs.map((r) => [r.name, r] as const))('%s', (_name, run) => {
    const result = optimize(run);
    const statements = run.label.work.flatMap((w) => w.bullets);
    const titles = [...run.label.work.map((w) => w.title), run.position];
    const faults: string[] = [];
    expect(result.headlines).toHaveLength(3);
    for (const h of result.headlines) {
      if (h.length > 220) faults.push(`headline over 220: ${h}`);
      if (repeatedPhrases(h, titles).length > 0) faults.push(`headline repeats ${repeatedPhrases(h, titles).join(', ')}: ${h}`);
      if (pastedStatements(h, statements).length > 0) faults.push(`headline pastes a statement: ${h}`);
      const items = headlineParts(h).slice(1).flatMap((p) => p.split(/\s*[,&·]\s*/));
      if (items.some((i) => i.toLowerCase() === run.industry.toLowerCase())) faults.push(`headline pastes the industry field: ${h}`);
      if (run.mustNotClaim.length > 0 && /[,(\-–—]/.test(run.position) && h.toLowerCase().includes(run.position.toLowerCase())) faults.push(`headline pastes the target field: ${h}`);
      const asSkills = titlesUsedAsSkills(h, titles, true, run.label.skills);
      if (asSkills.length > 0) faults.push(`headline lists a title as a skill (${asSkills.join(', ')}): ${h}`);
    }
    const asTools = titlesUsedAsSkills(result.about, titles, false, run.label.skills);
    if (asTools.length > 0) faults.push(`About uses a title as a tool: ${asTools.join(', ')}`);
    if (statements.some((s) => /\d/.test(s)) && !opensWithResult(result.about)) faults.push(`About opens without a result: ${result.about.slice(0, 120)}`);
    faults.push(...copiedSentences(result.about, statements).map((s) => `About copies the Experience: ${s}`));
    const names = [...titles, ...run.label.work.map((w) => w.company), ...run.label.skills, ...result.skills, ...run.label.education.flatMap((e) => [e.institution, e.degree, e.field ?? '']), ...namesIn(run.text)];
    const grammar = findGrammarFaults(result.about, { names })
      // The user's own sentence, kept as written, is theirs to phrase.
      .filter((f) => !run.text.replace(/\s+/g, ' ').includes(f.sentence))
      // The tagger reads "rose"/"fell" after a noun as a noun ("throughput rose from 96 to 480").
      .filter((f) => !(f.kind === 'no-verb' && /\b(?:rose|fell|held|grew)\b/.test(f.sentence)));
    faults.push(...grammar.map((f) => `grammar (${f.kind}): ${f.sentence}`));
    const out = [...result.headlines, result.about, ...result.skills, ...result.roles.map((r) => r.description)].join('\n');
    for (const item of run.mustNotClaim) {
      const caseSensitive = (item.match(/\p{Lu}/gu) ?? []).length >= 2;
      if (new RegExp(`(?<![\\w-])${escaped(item)}(?![\\w-])`, caseSensitive ? 'u' : 'iu').test(out)) faults.push(`claims "${item}"`);
    }
    // A note that a sentence of the user's was left out is true of the About: it does not say it after all.
    for (const note of result.removedClaims) {
      const left = /^About: your sentence "(.+?)(?:…)?" was left out/.exec(note)?.[1];
      const core = left?.replace(/^\p{Lu}/u, (c) => c.toLowerCase()).replace(/[.!?]$/, '');
      if (core && result.about.includes(core)) faults.push(`note says a sentence the About says was left out: ${note}`);
    }
    // A role's location is not one of its statements ("Austin, TX (remote)").
    for (const role of result.roles) for (const line of role.description.split('\n')) if (/^• [\p{Lu}][\p{L}. ]+, [A-Z]{2}(?: \(\p{L}+\))?$/u.test(line)) faults.push(`role lists its location as a statement: ${line}`);
    for (const h of result.headlines) {
      // A headline is not in the first person ("About 95% of my jobs …", "… by our waste logs").
      if (/\b(?:I|my|our|we)\b/.test(h)) faults.push(`headline in the first person: ${h}`);
      // One headline does not mix Title Case skills ("Medical-Surgical Nursing") with sentence case ("Patient care").
      const items = headlineParts(h).slice(1).flatMap((p) => p.split(/\s*[,&·]\s*/));
      const titleCased = items.filter((i) => /^\p{Lu}\p{Ll}+(?:-\p{L}\p{Ll}+)? \p{Lu}\p{Ll}+(?:ing|ion|ment|ity|ance|ence|ogy|ics|ship|ness)$/u.test(i));
      const sentenceCased = items.filter((i) => /^\p{Lu}\p{Ll}+ \p{Ll}+$/u.test(i));
      if (titleCased.length > 0 && sentenceCased.length > 0) faults.push(`headline mixes Title Case and sentence case (${titleCased.join(', ')} beside ${sentenceCased.join(', ')}): ${h}`);
    }
    // The industry typed for the target is a form value, not a skill the user lists.
    const industry = run.industry.toLowerCase();
    if (result.skills.some((x) => x.toLowerCase() === industry) && !run.label.skills.some((x) => x.toLowerCase() === industry)) faults.push(`skills list the industry field: ${run.industry}`);
    // The checklist keeps what still fails: a score of 100 only with every check passing.
    const failing = result.after.checks.filter((c) => !c.pass);
    if (result.after.score === 100 && failing.length > 0) faults.push('scored 100 with a failing check');
    expect(faults).toEqual([]);
  }, 30_000);
});

describe.skipIf(runs.length === 0)('About figures on the labeled corpus', () => {
  it('no About states an amount or a rate twice', () => {
    const twice = runs.flatMap((run) => {
      const figures = figuresIn(optimize(run).about).filter((f) => /[$€£%]|[–-]/.test(f));
      return figures.filter((f, i) => figures.indexOf(f) !== i).map((f) => `${run.name}: ${f}`);
    });
    expect(twice).toEqual([]);
  }, 60_000);
});
