/**
 * A LinkedIn profile as the optimizer reads it, whether pasted as text (profile-read) or taken from
 * LinkedIn's data export (data-export). Every string is text from the user's own input.
 */
export interface LinkedInPosition {
  title: string;
  company: string;
  /** As written ("Mar 2020"), or ''. */
  start: string;
  /** As written ("Present", "Feb 2020"), or ''. */
  end: string;
  location: string;
  /** The role's description, lines kept. */
  description: string;
}

export interface LinkedInEducation {
  school: string;
  /** Degree and field as written ("Bachelor of Science - BS, Computer Science"), or ''. */
  degree: string;
  start: string;
  end: string;
}

export interface LinkedInProfile {
  name: string;
  headline: string;
  location: string;
  /** The About section. */
  about: string;
  positions: LinkedInPosition[];
  education: LinkedInEducation[];
  skills: string[];
}

/** What the checks and the optimizer aim the profile at. */
export interface ProfileTarget {
  position: string;
  industry: string;
  /** What the target role asks for (target-keywords). */
  targetKeywords: string[];
}

/** An empty profile, to fill. */
export function emptyProfile(): LinkedInProfile {
  return { name: '', headline: '', location: '', about: '', positions: [], education: [], skills: [] };
}
