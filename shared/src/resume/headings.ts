/**
 * Broad section-heading recognition for parsing real resumes (any case, synonyms, trailing colon,
 * letter-spaced). The editor's strict rule lives in ./sections.
 */
import { collapseLetterSpacing } from './normalize';

export type SectionKind =
  | 'contact'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'certifications'
  | 'projects'
  | 'achievements'
  | 'languages'
  | 'other';

const SYNONYMS: Record<SectionKind, readonly string[]> = {
  contact: [
    'contact',
    'contacts',
    'contact information',
    'contact info',
    'contact details',
    'personal information',
    'personal details',
    'personal info',
  ],
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'executive summary',
    'summary of qualifications',
    'qualifications summary',
    'profile',
    'professional profile',
    'career profile',
    'personal profile',
    'profile summary',
    'about',
    'about me',
    'objective',
    'career objective',
    'professional objective',
    'job objective',
    'overview',
    'professional overview',
    'career overview',
    'introduction',
    'personal statement',
    'summary statement',
    'highlights',
    'career highlights',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'relevant experience',
    'related experience',
    'relevant work experience',
    'industry experience',
    'employment',
    'employment history',
    'employment experience',
    'work history',
    'career history',
    'professional history',
    'professional background',
    'career experience',
    'positions held',
    'experience summary',
    'internships',
    'internship',
    'internship experience',
    'teaching experience',
    'clinical experience',
    'clinical rotations',
    'research experience',
    'leadership experience',
    'military experience',
    'military service',
    'work',
    'professional work experience',
  ],
  education: [
    'education',
    'academic background',
    'education and training',
    'education and certifications',
    'education and certification',
    'educational background',
    'academic history',
    'academic qualifications',
    'academics',
    'education history',
    'education and qualifications',
    'academic credentials',
    'educational qualifications',
  ],
  skills: [
    'skills',
    'technical skills',
    'core competencies',
    'competencies',
    'key competencies',
    'key skills',
    'core skills',
    'skills and abilities',
    'skills and competencies',
    'skills and expertise',
    'skills and qualifications',
    'skills summary',
    'skill set',
    'skillset',
    'areas of expertise',
    'expertise',
    'technical expertise',
    'areas of strength',
    'strengths',
    'qualifications',
    'key qualifications',
    'core qualifications',
    'technologies',
    'technical proficiencies',
    'technical proficiency',
    'tools and technologies',
    'technologies and tools',
    'tech stack',
    'computer skills',
    'relevant skills',
    'professional skills',
    'software skills',
    'software',
    'tools',
    'technical competencies',
    'it skills',
    'programming skills',
    'additional skills',
  ],
  certifications: [
    'certifications',
    'certification',
    'certificates',
    'licenses',
    'licensure',
    'licenses and certifications',
    'certifications and licenses',
    'licenses and certificates',
    'licensure and certifications',
    'professional certifications',
    'credentials',
    'accreditations',
    'training and certifications',
    'certifications and training',
    'courses and certifications',
  ],
  projects: [
    'projects',
    'project',
    'personal projects',
    'key projects',
    'selected projects',
    'academic projects',
    'project experience',
    'side projects',
    'technical projects',
    'relevant projects',
    'open source',
    'portfolio',
  ],
  achievements: [
    'achievements',
    'accomplishments',
    'key achievements',
    'awards',
    'honors',
    'honours',
    'honors and awards',
    'awards and honors',
    'awards and recognition',
    'recognition',
    'awards and achievements',
    'achievements and awards',
  ],
  languages: ['languages', 'language skills', 'spoken languages', 'language proficiency'],
  other: [
    'volunteer experience',
    'volunteer work',
    'volunteering',
    'community service',
    'community involvement',
    'activities',
    'extracurricular activities',
    'leadership and activities',
    'activities and leadership',
    'campus involvement',
    'on campus involvement',
    'publications',
    'presentations',
    'publications and presentations',
    'conferences',
    'patents',
    'interests',
    'hobbies',
    'hobbies and interests',
    'personal interests',
    'references',
    'affiliations',
    'professional affiliations',
    'memberships',
    'professional memberships',
    'associations',
    'professional development',
    'training',
    'courses',
    'coursework',
    'relevant coursework',
    'additional information',
    'additional',
    'other',
    'miscellaneous',
  ],
};

/** Uppercase lines with one of these words are taken as (other) headings even if unknown. */
const OTHER_HEADING_WORDS = [
  'involvement',
  'activities',
  'activity',
  'publications',
  'presentations',
  'interests',
  'hobbies',
  'volunteer',
  'volunteering',
  'affiliations',
  'memberships',
  'references',
  'training',
  'courses',
  'coursework',
  'conferences',
  'patents',
  'service',
  'additional',
  'extracurricular',
  'leadership',
  'community',
  'awards',
  'honors',
  'research',
  'teaching',
  'guide',
];

const HEADING_INDEX = new Map<string, SectionKind>();
for (const [kind, names] of Object.entries(SYNONYMS) as [SectionKind, readonly string[]][]) {
  for (const name of names) HEADING_INDEX.set(name, kind);
}

/** Key used to look a heading up: lower-case, '&' as 'and', punctuation removed. */
export function headingKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[/+]/g, ' and ')
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface HeadingMatch {
  readonly kind: SectionKind;
  /** The heading text as written (letter spacing collapsed, trailing colon removed). */
  readonly heading: string;
  /** Text after "Heading:" on the same line, or ''. */
  readonly rest: string;
}

/** Labels that may head a section inline ("Skills: Python, SQL"); sub-labels like "Languages:" may not. */
const INLINE_KINDS: ReadonlySet<SectionKind> = new Set([
  'summary',
  'experience',
  'education',
  'skills',
  'certifications',
  'projects',
  'achievements',
]);
const INLINE_EXCLUDED = new Set(['tools', 'software', 'technologies', 'qualifications', 'expertise', 'strengths', 'work', 'project', 'about', 'highlights', 'overview', 'portfolio']);

function looksLikeHeadingLine(line: string): boolean {
  // Headings are short and carry no sentence punctuation or digits.
  return line.length <= 48 && !/[.@\d]/.test(line.replace(/\.$/, ''));
}

/**
 * Recognises a section heading line. Returns null for ordinary lines.
 * `allowInline`: also accept "Skills: Python, SQL" (label plus content on one line).
 */
export function matchHeading(rawLine: string, allowInline = true): HeadingMatch | null {
  // The lookbehinds keep these linear on long runs: a trailing run is matched from its first character only.
  const line = rawLine.trim().replace(/^[#=*_\-–—|•\s]+|(?<![=*_\-–—|\s])[=*_\-–—|\s]+$/g, '');
  if (line === '') return null;
  const collapsed = collapseLetterSpacing(line);
  const candidate = (collapsed ?? line).replace(/(?<!\s)\s*:$/, '').trim();
  if (looksLikeHeadingLine(candidate)) {
    const key = headingKey(candidate);
    const kind = HEADING_INDEX.get(key) ?? (collapsed ? lookupCollapsed(key) : undefined);
    if (kind) return { kind, heading: candidate, rest: '' };
    if (
      candidate === candidate.toUpperCase() &&
      /\p{Lu}/u.test(candidate) &&
      key.split(' ').length <= 4 &&
      key.split(' ').some((w) => OTHER_HEADING_WORDS.includes(w))
    ) {
      return { kind: 'other', heading: candidate, rest: '' };
    }
  }
  if (!allowInline) return null;
  const inline = /^([A-Za-z][A-Za-z &/]{2,40}):\s+(\S.*)$/.exec(line);
  if (inline?.[1] !== undefined && inline[2] !== undefined) {
    const key = headingKey(inline[1]);
    const kind = HEADING_INDEX.get(key);
    if (kind && INLINE_KINDS.has(kind) && !INLINE_EXCLUDED.has(key)) {
      return { kind, heading: inline[1].trim(), rest: inline[2].trim() };
    }
  }
  return null;
}

/** Letter-spaced headings lose their word spaces: "WORKEXPERIENCE" → look up without spaces. */
let collapsedIndex: Map<string, SectionKind> | null = null;
function lookupCollapsed(key: string): SectionKind | undefined {
  if (!collapsedIndex) {
    collapsedIndex = new Map();
    for (const [name, kind] of HEADING_INDEX) collapsedIndex.set(name.replace(/ /g, ''), kind);
  }
  return collapsedIndex.get(key.replace(/ /g, ''));
}
