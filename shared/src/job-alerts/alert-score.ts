/**
 * A posting's match against the user's latest resume, by the built-in engine's own stages (nothing
 * invented): the score of the resume as it is (the engine's `scoreBefore`), its top 3 met requirements
 * and top 3 gaps, in the match report's order and wording. Only the matching stages run: the resume is
 * read and analysed once per digest, and no tailored resume is written (a digest scores 50 postings;
 * tailoring each would take seconds).
 */
import { parseResume } from '../resume/structure';
import type { StructuredResume } from '../resume/types';
import { analyseResume, type ResumeAnalysis } from '../tailoring/analysis';
import { rankGaps } from '../tailoring/gaps';
import { itemLabel, withoutRestatedItems } from '../tailoring/item-label';
import { extractJobRequirements } from '../tailoring/job-requirements';
import { matchRequirements } from '../tailoring/match';
import { mergeSameAsks, reportGaps } from '../tailoring/merged-items';
import { computeScore } from '../tailoring/score';
import { originalAsText } from '../tailoring/truthfulness';
import { withCallMemo } from '../text/call-memo';
import type { AlertPosting } from './posting';

export interface AlertScore {
  score: number;
  met: string[];
  gaps: string[];
}

export interface ResumeForScoring {
  text: string;
  parsed: StructuredResume;
  analysis: ResumeAnalysis;
}

/** Reads the resume once for all the postings of a digest. */
export function resumeForScoring(resumeText: string): ResumeForScoring {
  const text = originalAsText(resumeText);
  const parsed = parseResume(text);
  return { text, parsed, analysis: analyseResume(parsed, text) };
}

/** Null when the posting has no description to match (a LinkedIn card): no score is better than a made-up one. */
export function scorePosting(resume: ResumeForScoring, posting: AlertPosting, now: Date): AlertScore | null {
  if (posting.description.trim().length < 100) return null;
  return withCallMemo(() => {
    const reqs = extractJobRequirements({ title: posting.title, company: posting.company, location: posting.location, description: posting.description });
    const { items, skillStatus, yearsValue, educationValue } = matchRequirements(resume.parsed, resume.text, reqs, resume.analysis, now);
    const score = computeScore({ reqs, skillStatus, yearsValue, educationValue }, resume.text, resume.parsed).total;
    const reqBySkill = new Map(reqs.skills.map((r) => [r.skill, r]));
    const dutyOnly = (i: (typeof items)[number]) => (i.kind === 'skill' ? reqBySkill.get(i.requirement)?.dutyOnly === true : false);
    const isDutyPiece = (i: (typeof items)[number]) => (i.kind === 'skill' ? reqBySkill.get(i.requirement)?.custom === true && dutyOnly(i) : false);
    const merged = mergeSameAsks(items.map((i) => ({ ...i, label: itemLabel(i, reqs.descriptionText, isDutyPiece(i)) })), reqs.descriptionText, reqs.title, dutyOnly);
    // As the match report lists them (engine.ts).
    const { gaps } = reportGaps(rankGaps(items, reqs.skills), merged);
    const met = withoutRestatedItems(merged.items)
      .filter((item) => item.status === 'met')
      .sort((a, b) => Number(b.required) - Number(a.required) || b.priority - a.priority);
    return { score, met: met.slice(0, 3).map((item) => item.label ?? item.requirement), gaps: gaps.slice(0, 3) };
  });
}

/** The compute task: a digest's postings scored against one resume (read once), in their order. */
export function alertScores(input: { resumeText: string; postings: AlertPosting[]; now: string }): (AlertScore | null)[] {
  const resume = resumeForScoring(input.resumeText);
  const now = new Date(input.now);
  return input.postings.map((posting) => scorePosting(resume, posting, now));
}
