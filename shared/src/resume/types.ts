/** A resume broken into fields. Every string is text taken from the resume (cleaned, never invented). */

export interface ContactInfo {
  /** The name as written, with prefixes and suffixes ("Dr.", "Jr.") but without post-nominal credentials. */
  name: string;
  /** Post-nominal credentials written after the name ("RN", "BSN"), in order; [] when none. */
  credentials: string[];
  email: string;
  phone: string;
  location: string;
  links: string[];
}

export interface ExperienceEntry {
  title: string;
  employer: string;
  location?: string;
  /** House style ("Jan 2020", "2018", "Summer 2017"), or '' when unknown. */
  startDate: string;
  /** House style, "Present", or '' when unknown or a single date. */
  endDate: string;
  /** The dates as written in the resume. */
  dates: string;
  bullets: string[];
}

export interface EducationEntry {
  degree: string;
  institution: string;
  location?: string;
  /** House style ("Sep 2013 – Jun 2017", "2016"), or ''. */
  dates: string;
  details: string[];
}

export interface ProjectEntry {
  name: string;
  dates?: string;
  bullets: string[];
}

export interface OtherSection {
  heading: string;
  lines: string[];
}

export interface StructuredResume {
  contact: ContactInfo;
  /** The line under the name ("Senior Software Engineer"), or ''. */
  headline: string;
  summary: string;
  experience: ExperienceEntry[];
  education: EducationEntry[];
  skills: string[];
  certifications: string[];
  projects: ProjectEntry[];
  /** Sections without a field of their own: achievements, languages, volunteering, interests, … */
  other: OtherSection[];
  /**
   * Lines of the text the reader read into no field (a resume builder's watermark, builder-marks.ts), for
   * the user to put back; absent when there are none.
   */
  leftOut?: string[];
}

export function emptyResume(): StructuredResume {
  return {
    contact: { name: '', credentials: [], email: '', phone: '', location: '', links: [] },
    headline: '',
    summary: '',
    experience: [],
    education: [],
    skills: [],
    certifications: [],
    projects: [],
    other: [],
  };
}
