/**
 * LinkedIn profile optimization contract (issue 13): the optimize request, the stored profile's list
 * item and detail, the optimizer's result and the LinkedIn length limits. The API validates with these
 * schemas; the web form uses them through zodResolver.
 */
import { z } from 'zod';
import { limits } from '../limits';
import { singleLineText, strippedText } from '../text-fields';
import { linkedInMessages as m } from './linkedin-messages';

/** LinkedIn's own limits: headline, About section, one position's description; About's "see more" cut. */
export const LINKEDIN_HEADLINE_MAX = 220;
export const LINKEDIN_ABOUT_MAX = 2600;
export const LINKEDIN_ROLE_MAX = 2000;
export const LINKEDIN_HOOK_CHARS = 300;

/** True when the text parses as an http(s) URL. */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

/** True when the URL's host is linkedin.com or one of its subdomains (not a host merely containing it). */
export function isLinkedInUrl(value: string): boolean {
  if (!isHttpUrl(value)) return false;
  const host = new URL(value).hostname.toLowerCase().replace(/\.$/, '');
  return host === 'linkedin.com' || host.endsWith('.linkedin.com');
}

export const optimizeLinkedInSchema = z.object({
  profileUrl: z
    .string({ error: m.profileUrlInvalid })
    .trim()
    .check(singleLineText())
    .refine(isHttpUrl, { error: m.profileUrlInvalid, abort: true })
    .refine(isLinkedInUrl, { error: m.profileUrlNotLinkedIn }),
  profileContent: z
    .string({ error: m.profileContentRequired })
    .check(strippedText())
    .trim()
    .min(1, { error: m.profileContentRequired, abort: true })
    .min(limits.linkedInProfileMinChars, { error: m.profileContentTooShort })
    .max(limits.linkedInProfileMaxChars, { error: m.profileContentTooLong }),
  targetPosition: z.string({ error: m.targetPositionRequired }).trim().check(singleLineText()).min(2, { error: m.targetPositionRequired }).max(200),
  targetIndustry: z.string({ error: m.targetIndustryRequired }).trim().check(singleLineText()).min(2, { error: m.targetIndustryRequired }).max(200),
});

/** The form's values before validation (zodResolver). */
export type OptimizeLinkedInFormValues = z.input<typeof optimizeLinkedInSchema>;
export type OptimizeLinkedInRequest = z.output<typeof optimizeLinkedInSchema>;

export const profileCheckResultSchema = z.object({
  id: z.string(),
  label: z.string(),
  pass: z.boolean(),
  detail: z.string(),
});

export const profileScoreSchema = z.object({
  /** 0-100: the weighted share of checks passed. */
  score: z.number().int().min(0).max(100),
  checks: z.array(profileCheckResultSchema),
});

export const optimizedRoleSchema = z.object({
  title: z.string(),
  company: z.string(),
  description: z.string().max(LINKEDIN_ROLE_MAX),
});

export const linkedInOptimizationSchema = z.object({
  /** Three headline options, each within LINKEDIN_HEADLINE_MAX. */
  headlines: z.array(z.string().max(LINKEDIN_HEADLINE_MAX)).max(3),
  about: z.string().max(LINKEDIN_ABOUT_MAX),
  roles: z.array(optimizedRoleSchema),
  /** Ranked: the first three are what the target asks for most and the user has. */
  skills: z.array(z.string()),
  before: profileScoreSchema,
  after: profileScoreSchema,
  /** Notes, each with its reason: claims taken out because neither the profile nor the resumes support them, sentences of the user's own not kept, and stronger wordings offered for the user to confirm. */
  removedClaims: z.array(z.string()),
});

export type ProfileCheckResult = z.infer<typeof profileCheckResultSchema>;
export type ProfileScore = z.infer<typeof profileScoreSchema>;
export type OptimizedRole = z.infer<typeof optimizedRoleSchema>;
export type LinkedInOptimization = z.infer<typeof linkedInOptimizationSchema>;

export const LINKEDIN_PROFILE_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type LinkedInProfileStatus = (typeof LINKEDIN_PROFILE_STATUSES)[number];

/** GET /api/linkedin-profile list item. */
export interface LinkedInProfileItem {
  id: number;
  profileUrl: string;
  targetPosition: string;
  targetIndustry: string;
  status: LinkedInProfileStatus;
  failureReason: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/linkedin-profile/:id (and a completed list item's texts). */
export interface LinkedInProfileDetail extends LinkedInProfileItem {
  headline: string | null;
  summary: string | null;
  optimizedContent: string | null;
  result: LinkedInOptimization | null;
}
