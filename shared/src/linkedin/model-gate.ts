/**
 * The bar a model's LinkedIn texts must clear before the user sees them (decision D4 with D11): the
 * same truth, structure and grammar rules the built-in writer is held to — every headline within 220
 * characters, saying nothing twice, pasting no Experience line and listing no job title as a skill; an
 * About that opens with a result (when the user has one), repeats no Experience line word for word and
 * is grammatical; and nothing the truth check had to take out. Server and test code only: it loads the
 * part-of-speech tagger (text/grammar) when first called, so a worker that never checks a model's texts
 * does not pay for it.
 */
import type { StructuredResume } from '../resume/types';
import { LINKEDIN_HEADLINE_MAX, type LinkedInOptimization } from './linkedin.schema';
import type { LlmProfileAnswer } from './llm-profile.schema';
import type { LinkedInProfile } from './profile-types';
import { supportTextOf } from './support';
import { copiedSentences, opensWithResult, pastedStatements, repeatedPhrases, statementsOfText, titlesUsedAsSkills } from './writing-faults';

export interface GateInput {
  answer: LlmProfileAnswer;
  /** The answer after the truth check and scoring (completeOptimization). */
  result: LinkedInOptimization;
  profile: LinkedInProfile;
  resumes: readonly StructuredResume[];
  targetPosition: string;
}

function quoted(text: string): string {
  return `"${text.length <= 70 ? text : `${text.slice(0, 67).replace(/\s+\S*$/, '')}…`}"`;
}

/** What in the model's texts falls short, one reason a line; [] when they clear the bar. */
export async function modelAnswerFaults(input: GateInput): Promise<string[]> {
  const { findGrammarFaults } = await import('../text/grammar');
  const { answer, result, profile, resumes } = input;
  const statements = [...profile.positions.flatMap((p) => statementsOfText(p.description)), ...resumes.flatMap((r) => r.experience.flatMap((e) => e.bullets.flatMap(statementsOfText)))];
  const titles = [input.targetPosition, ...profile.positions.map((p) => p.title), ...resumes.flatMap((r) => r.experience.map((e) => e.title))];
  const skills = [...profile.skills, ...resumes.flatMap((r) => r.skills)];
  const faults: string[] = [];
  answer.headlines.forEach((h, i) => {
    const n = `headline ${i + 1}`;
    if (h.length > LINKEDIN_HEADLINE_MAX) faults.push(`${n} is ${h.length} characters (LinkedIn allows ${LINKEDIN_HEADLINE_MAX})`);
    if (repeatedPhrases(h, titles).length > 0) faults.push(`${n} says ${quoted(repeatedPhrases(h, titles)[0] ?? '')} twice`);
    if (pastedStatements(h, statements).length > 0) faults.push(`${n} pastes an Experience line`);
    if (titlesUsedAsSkills(h, titles, true, skills).length > 0) faults.push(`${n} lists a job title as a skill`);
  });
  if (answer.headlines.length < 3) faults.push(`${answer.headlines.length} headline option${answer.headlines.length === 1 ? '' : 's'} instead of 3`);
  if (statements.some((s) => /\d/.test(s)) && !opensWithResult(answer.about)) faults.push('the About does not open with a result');
  const copied = copiedSentences(answer.about, statements);
  if (copied.length > 0) faults.push(`the About repeats ${quoted(copied[0] ?? '')} from the Experience`);
  if (titlesUsedAsSkills(answer.about, titles, false, skills).length > 0) faults.push('the About uses a job title as a tool');
  const own = supportTextOf(profile, resumes).replace(/\s+/g, ' ');
  const names = [...titles, ...skills, ...profile.positions.map((p) => p.company), ...resumes.flatMap((r) => r.experience.map((e) => e.employer))];
  const grammar = findGrammarFaults(answer.about, { names }).filter((f) => !own.includes(f.sentence));
  if (grammar[0]) faults.push(`the About has a grammar fault: ${grammar[0].detail}`);
  const unsupported = result.removedClaims.filter((c) => /^(?:Headline \d|About|Skills):/.test(c));
  if (unsupported.length > 0) faults.push(`it claimed what your profile and resumes do not show (${unsupported.length} item${unsupported.length === 1 ? '' : 's'})`);
  return faults;
}

/** The note the result carries when the built-in writer answered instead of the model. */
export function modelFallbackNote(faults: readonly string[]): string {
  return `Writer: the AI model's draft was not used (${faults.slice(0, 3).join('; ')}${faults.length > 3 ? '; …' : ''}); the built-in writer wrote this profile from your own facts.`;
}
