/**
 * A model's structured answer for LinkedIn optimization (decision D4: an OpenAI-compatible model when
 * configured): the same texts as the built-in optimizer's result, validated with zod, then passed
 * through the same truthfulness enforcement (enforceProfileTruth, re-exported here) and scoring
 * (completeOptimization in optimize.ts). The prompt tells the model the rules the enforcement applies.
 */
import { z } from 'zod';
import { LINKEDIN_ABOUT_MAX, LINKEDIN_HEADLINE_MAX, LINKEDIN_HOOK_CHARS, LINKEDIN_ROLE_MAX } from './linkedin.schema';
import { profileContentOf } from './profile-content';
import type { LinkedInProfile } from './profile-types';

export { enforceProfileTruth, type EnforcedProfile, type ProfileTexts, type TruthOptions } from './profile-truth';

/** Generous bounds: a longer text is cut by the enforcement, a far longer one is no answer. */
const text = (max: number) => z.string().max(max * 4);

export const llmProfileAnswerSchema = z.object({
  headlines: z.array(text(LINKEDIN_HEADLINE_MAX)).min(1).max(3),
  about: text(LINKEDIN_ABOUT_MAX),
  roles: z.array(z.object({ title: z.string().max(300), company: z.string().max(300), description: text(LINKEDIN_ROLE_MAX) })).max(60),
  skills: z.array(z.string().max(100)).max(100),
});

export type LlmProfileAnswer = z.infer<typeof llmProfileAnswerSchema>;

export interface LlmProfilePrompt {
  system: string;
  user: string;
}

/** The messages that ask a model for the answer (resume texts as the user's own words). */
export function llmProfilePromptOf(profile: LinkedInProfile, target: { position: string; industry: string }, resumeTexts: readonly string[]): LlmProfilePrompt {
  const system = [
    'You optimize LinkedIn profiles. Answer with JSON: {"headlines": [3 strings], "about": string, "roles": [{"title", "company", "description"}], "skills": [strings]}.',
    `Each headline at most ${LINKEDIN_HEADLINE_MAX} characters and naming the target position; About at most ${LINKEDIN_ABOUT_MAX} characters, in the first person, its first sentence ending within ${LINKEDIN_HOOK_CHARS} characters, closing with an invitation to connect.`,
    `One entry in roles per role of the profile, with its title and company exactly as written; each description at most ${LINKEDIN_ROLE_MAX} characters, one statement per line starting with "• " and an action verb.`,
    'Skills ranked: first the skills the target position asks for that the user has.',
    'Write like a careful career coach: no headline says a phrase twice or pastes a whole Experience line; list skills and tools, never a job title, as skills. Open the About with the user\'s strongest result (a number or outcome) in a few words, not a copied Experience line, and do not repeat the Experience lines word for word.',
    'Use only facts from the profile and resumes: never add a skill, employer, title, degree, date or number (digits or words) they do not contain. Keep numbers exactly. Anything unsupported will be removed.',
  ].join('\n');
  const user = [
    `Target position: ${target.position}`,
    `Target industry: ${target.industry}`,
    `LinkedIn profile:\n${profileContentOf(profile)}`,
    ...resumeTexts.map((r, i) => `Resume ${i + 1}:\n${r}`),
  ].join('\n\n');
  return { system, user };
}
