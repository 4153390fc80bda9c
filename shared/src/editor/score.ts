/**
 * Section and overall scores, with their arithmetic in words.
 *
 * Section score: a rule fails once per section however many findings it has (three weak openers are
 * one failed check, not three), so the score is 10 × (weight of the checks passed ÷ weight of the
 * checks that applied), rounded half up to an integer 0-10. A failed gate rule (no name, no e-mail,
 * no experience) caps the section at GATE_CAP. A section no rule applies to scores 10 and does not
 * count in the overall score.
 *
 * Overall score: the mean of the section scores before rounding, weighted by each section's total check
 * weight, so a section with many checks (experience) counts more than one with few (certifications); to
 * one decimal. A failed check's further findings each take half its weight more (REPEAT_SHARE).
 */
import type { ScoreExplanation } from './editor.schema';
import type { SectionRun } from './run-rules';

export const GATE_CAP = 4;
/** A section with SERIOUS_FINDINGS findings of checks weighing SERIOUS_WEIGHT or more scores half as much. */
export const SERIOUS_WEIGHT = 3;
export const SERIOUS_FINDINGS = 6;
/** What each further finding of a failed check takes off, as a share of the check's weight. */
export const REPEAT_SHARE = 0.5;

/** Rounds half up to an integer (JavaScript's Math.round, named for the reader). */
function roundHalfUp(value: number): number {
  return Math.round(value);
}

/** One decimal, as shown in explanations ("8.2"). */
function formatOneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

const GATE_REASON: Record<string, string> = {
  'contact.name': 'the resume has no name at the top',
  'contact.email': 'the resume has no e-mail address',
  'exp.present': 'the resume has no work experience',
};

/** The section's score and its explanation. */
export function scoreSection(run: SectionRun): ScoreExplanation {
  const hits = new Map<string, number>();
  for (const f of run.findings) hits.set(f.ruleId, (hits.get(f.ruleId) ?? 0) + 1);
  const total = run.rules.reduce((sum, r) => sum + r.weight, 0);
  const passedRules = run.rules.filter((r) => !hits.has(r.id));
  // A failed check loses its weight, and each further finding of it half as much again: two weak openers
  // weigh more than one, so a resume made weaker always scores lower.
  const lost = run.rules.reduce((sum, r) => {
    const n = hits.get(r.id) ?? 0;
    return n === 0 ? sum : sum + r.weight * (1 + REPEAT_SHARE * (n - 1));
  }, 0);
  const passed = Math.max(0, Math.round((total - lost) * 100) / 100);
  if (total === 0) {
    return { score: 10, exact: 10, passedWeight: 0, totalWeight: 0, cappedAt: null, text: 'No checks apply to this section, so it scores 10.' };
  }
  const raw = (10 * passed) / total;
  const rounded = roundHalfUp(raw);
  const failed = new Set(hits.keys());
  const gates = run.rules.filter((r) => r.gate === true && failed.has(r.id));
  const capped = gates.length > 0 && rounded > GATE_CAP;
  // Many serious findings in one section (weak openers on every bullet, no dates, no numbers) make it
  // weak however many small checks it passes: its score is halved (at most 5).
  const serious = run.findings.filter((f) => f.weight >= SERIOUS_WEIGHT).length;
  const weak = !capped && serious >= SERIOUS_FINDINGS;
  const halved = raw / 2;
  const score = capped ? GATE_CAP : weak ? roundHalfUp(halved) : rounded;
  const n = run.rules.length;
  let text = `${passedRules.length} of ${n} check${n === 1 ? '' : 's'} passed, worth ${passed} of ${total} points: 10 × ${passed} ÷ ${total} = ${formatOneDecimal(raw)} → ${rounded}.`;
  if (capped) {
    const reasons = gates.map((g) => GATE_REASON[g.id] ?? `the check “${g.area}” failed`).join(' and ');
    text += ` Capped at ${GATE_CAP} because ${reasons}.`;
  }
  if (weak) text += ` Halved to ${formatOneDecimal(halved)} → ${roundHalfUp(halved)} because it has ${serious} serious findings.`;
  const exact = capped ? Math.min(raw, GATE_CAP) : weak ? halved : raw;
  return { score, exact, passedWeight: passed, totalWeight: total, cappedAt: capped ? GATE_CAP : null, text };
}

/** The overall score from the sections' scores, weighted by their total check weight, with its arithmetic. */
export function scoreOverall(parts: readonly { name: string; explanation: ScoreExplanation }[]): { score: number; text: string } {
  const counted = parts.filter((p) => p.explanation.totalWeight > 0);
  const weight = counted.reduce((sum, p) => sum + p.explanation.totalWeight, 0);
  if (weight === 0) return { score: 10, text: 'No checks applied to any section, so the overall score is 10.' };
  const sum = counted.reduce((acc, p) => acc + p.explanation.exact * p.explanation.totalWeight, 0);
  // One decimal: one more flaw anywhere shows in the overall score.
  const score = Math.round((10 * sum) / weight) / 10;
  const terms = counted.map((p) => `${p.name} ${formatOneDecimal(p.explanation.exact)} × ${p.explanation.totalWeight}`).join(' + ');
  return {
    score,
    text: `The section scores weighted by how many points of checks each section has: (${terms}) ÷ ${weight} = ${formatOneDecimal(score)}.`,
  };
}
