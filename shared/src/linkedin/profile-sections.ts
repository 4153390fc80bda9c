/**
 * Pasted LinkedIn profile text split into its sections: the header (name, headline, location) and the
 * sections under LinkedIn's fixed headings (About, Experience, Education, Skills, …). The page's
 * furniture ("Show all 12 skills", "…see more", "500+ connections", endorsements, logos) and the lines it
 * prints twice are dropped.
 */
import { normalizeText } from '../resume/normalize';

export type ProfileSectionKind = 'header' | 'about' | 'experience' | 'education' | 'skills' | 'other';

export interface ProfileSection {
  readonly kind: ProfileSectionKind;
  readonly lines: string[];
}

const HEADINGS: Readonly<Record<string, ProfileSectionKind>> = {
  about: 'about',
  'about me': 'about',
  summary: 'about',
  experience: 'experience',
  'work experience': 'experience',
  'professional experience': 'experience',
  'work history': 'experience',
  'employment history': 'experience',
  education: 'education',
  // A pasted resume's headings for the same sections.
  'education and training': 'education',
  'education & training': 'education',
  skills: 'skills',
  'skills & endorsements': 'skills',
  'skills and endorsements': 'skills',
  'top skills': 'skills',
  'licenses & certifications': 'other',
  'licenses and certifications': 'other',
  certifications: 'other',
  credentials: 'other',
  volunteering: 'other',
  'volunteer experience': 'other',
  projects: 'other',
  'honors & awards': 'other',
  honors: 'other',
  awards: 'other',
  'honors and awards': 'other',
  languages: 'other',
  recommendations: 'other',
  interests: 'other',
  activity: 'other',
  featured: 'other',
  publications: 'other',
  courses: 'other',
  organizations: 'other',
  patents: 'other',
  causes: 'other',
  'test scores': 'other',
  analytics: 'other',
  resources: 'other',
  'people also viewed': 'other',
  'people you may know': 'other',
};

/** Lines of LinkedIn's page furniture, never the user's text. */
const NOISE_RE =
  /^(?:show all\b.*|show more\b.*|show less|(?:…|\.\.\.)?\s*see more|see less|contact info|message|connect|follow|following|more|open to|add profile section|enhance profile|resources|private to you|\d[\d,]*\+?\s+(?:connections?|followers?)|endorsed by\b.*|\d+\s+endorsements?|(?:he|she|they)\/(?:him|her|them)|·?\s*(?:1st|2nd|3rd\+?)|\d+ skills?|endorse|talks about\b.*|.{0,80}\blogo)$/i;

/** True for a line of LinkedIn's page furniture. */
export function isNoiseLine(line: string): boolean {
  return NOISE_RE.test(line.trim());
}

/** The section kind a heading line names, or null. */
export function headingKind(line: string): ProfileSectionKind | null {
  const key = line
    .trim()
    .replace(/[:\s]+$/, '')
    .toLowerCase();
  return key.length <= 40 ? (HEADINGS[key] ?? null) : null;
}

/** The profile text as sections; the header holds the lines before the first heading. */
export function splitProfileSections(text: string): ProfileSection[] {
  const sections: ProfileSection[] = [{ kind: 'header', lines: [] }];
  let current = sections[0] as ProfileSection;
  let previous = '';
  for (const raw of normalizeText(text).split('\n')) {
    const line = raw.trim();
    // The page prints most texts twice (once for screen readers): a line repeating the one above is dropped.
    if (line !== '' && line === previous) continue;
    previous = line;
    const kind = headingKind(line);
    if (kind) {
      current = { kind, lines: [] };
      sections.push(current);
      continue;
    }
    if (isNoiseLine(line)) continue;
    current.lines.push(line.replace(/\s*(?:…|\.\.\.)\s*see more$/i, ''));
  }
  return sections;
}

/** All lines of the sections of one kind, in order. */
export function linesOf(sections: readonly ProfileSection[], kind: ProfileSectionKind): string[] {
  return sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
}
