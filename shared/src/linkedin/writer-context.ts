/** What the headline and About writers work from: the user's own facts, already checked and ranked. */
import type { Studies } from '../resume/studies';
import type { LinkedInPosition, LinkedInProfile } from './profile-types';

export interface RoleStatements {
  readonly position: LinkedInPosition;
  /** Ranked best first (role-statements). */
  readonly statements: readonly string[];
}

export interface WriterContext {
  readonly profile: LinkedInProfile;
  /** The target title as typed, or the user's current title when the target names what the user lacks. */
  readonly title: string;
  /** The target's core title ("Registered Nurse" of "Registered Nurse - Telemetry (Nights)"): what the user is looking for. */
  readonly target: string;
  /** The degree still under way when the user is a student (introduced by it, not by a part-time job), else null. */
  readonly studies: Studies | null;
  /** Credentials the headline names after the title ("CPA"), from the resumes. */
  readonly credentials: readonly string[];
  /** The target industry, or '' when it cannot be said truthfully. */
  readonly industry: string;
  /** The ranked, supported skills. */
  readonly skills: readonly string[];
  /** The top skills the target asks for that the user has (at most 3). */
  readonly matchingSkills: readonly string[];
  readonly roles: readonly RoleStatements[];
  /** The summaries of the user's resumes (their own words about themselves). */
  readonly summaries: readonly string[];
  /** Whole years of experience the user's resumes state (0 when none does). */
  readonly years: number;
  /** The year the user's career began, from their role dates (internships and part-time jobs left out), or ''. */
  readonly careerSince?: string;
  /** Whether the truth check lets a text stand (it names nothing the profile and resumes do not show). */
  readonly claimable: (text: string) => boolean;
  /** Everything the user wrote (profile and resumes), for how they spell a skill in a sentence. */
  readonly supportText: string;
}

/** A statement with its result in fewer words (result-phrases), and the role it belongs to. */
export interface RoleResult {
  readonly position: LinkedInPosition;
  readonly statement: string;
  readonly phrase: string;
}

/** The current (or latest) position. */
/** True for a position the user still holds (its end reads "Present"). */
export function isHeld(position: Pick<LinkedInPosition, 'end'>): boolean {
  return /present/i.test(position.end);
}

export function currentPosition(ctx: WriterContext): LinkedInPosition | undefined {
  return ctx.roles.find((r) => isHeld(r.position))?.position ?? ctx.roles[0]?.position;
}

