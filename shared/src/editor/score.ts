/**
 * Section and overall scores, with their arithmetic in words.
 *
 * Section score: a rule fails once per section however many findings it has (three weak openers are
 * one failed check, not three), so the score is 10 × (weight of the checks passed ÷ weight of the
 * checks that applied), rounded half up to an integer 0-10. A failed gate rule (no name, no e-mail,
 * no experience) caps the section at GATE_CAP. A section no rule applies to scores 10 and does not
 * count in the overall score.
 *
 * Overall score: the mean of the section scores weighted by each section's total check weight, so a
 * section with many checks (experience) counts more than one with few (certifications).
 */
import type { ScoreExplanation } from './editor.schema';
import type { SectionRun } from './run-rules';

export const GATE_CAP = 4;

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
  const failed = new Set(run.findings.map((f) => f.ruleId));
  const total = run.rules.reduce((sum, r) => sum + r.weight, 0);
  const passedRules = run.rules.filter((r) => !failed.has(r.id));
  const passed = passedRules.reduce((sum, r) => sum + r.weight, 0);
  if (total === 0) {
    return { score: 10, passedWeight: 0, totalWeight: 0, cappedAt: null, text: 'No checks apply to this section, so it scores 10.' };
  }
  const raw = (10 * passed) / total;
  const rounded = roundHalfUp(raw);
  const gates = run.rules.filter((r) => r.gate === true && failed.has(r.id));
  const capped = gates.length > 0 && rounded > GATE_CAP;
  const score = capped ? GATE_CAP : rounded;
  const n = run.rules.length;
  let text = `${passedRules.length} of ${n} check${n === 1 ? '' : 's'} passed, worth ${passed} of ${total} points: 10 × ${passed} ÷ ${total} = ${formatOneDecimal(raw)} → ${rounded}.`;
  if (capped) {
    const reasons = gates.map((g) => GATE_REASON[g.id] ?? `the check “${g.area}” failed`).join(' and ');
    text += ` Capped at ${GATE_CAP} because ${reasons}.`;
  }
  return { score, passedWeight: passed, totalWeight: total, cappedAt: capped ? GATE_CAP : null, text };
}

/** The overall score from the sections' scores, weighted by their total check weight, with its arithmetic. */
export function scoreOverall(parts: readonly { name: string; explanation: ScoreExplanation }[]): { score: number; text: string } {
  const counted = parts.filter((p) => p.explanation.totalWeight > 0);
  const weight = counted.reduce((sum, p) => sum + p.explanation.totalWeight, 0);
  if (weight === 0) return { score: 10, text: 'No checks applied to any section, so the overall score is 10.' };
  const sum = counted.reduce((acc, p) => acc + p.explanation.score * p.explanation.totalWeight, 0);
  const raw = sum / weight;
  const score = roundHalfUp(raw);
  const terms = counted.map((p) => `${p.name} ${p.explanation.score} × ${p.explanation.totalWeight}`).join(' + ');
  return {
    score,
    text: `The section scores weighted by how many points of checks each section has: (${terms}) ÷ ${weight} = ${formatOneDecimal(raw)} → ${score}.`,
  };
}
