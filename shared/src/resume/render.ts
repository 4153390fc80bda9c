/**
 * StructuredResume → plain single-column text that ATS software and the editor both read:
 * name and contact line first, then sections under headings taken from the editor's list
 * (so splitSections finds every one of them), bullets as "• ", dates as "Jan 2020 – Present".
 */
import { formatDateRange, normalizeDatesInText, parseDatePoint } from './dates';
import { matchHeading } from './headings';
import { capitalize } from './normalize';
import { isEditorHeading, type EditorHeading } from './sections';
import { studiesUnderWay, type StudiesEntry } from './studies';
import type { ExperienceEntry, OtherSection, StructuredResume } from './types';

export const BULLET = '• ';

/**
 * The heading each field's section is rendered under: the editor's names, one table shared with the
 * exports (which lay out the stored document under the same headings the text shows).
 */
export const SECTION_HEADINGS = {
  summary: 'SUMMARY',
  skills: 'SKILLS',
  experience: 'EXPERIENCE',
  projects: 'PROJECTS',
  education: 'EDUCATION',
  certifications: 'CERTIFICATIONS',
  achievements: 'ACHIEVEMENTS',
} as const satisfies Record<string, EditorHeading>;

export interface RenderOptions {
  /** Heading used for the summary. Default 'SUMMARY'. */
  readonly summaryHeading?: EditorHeading;
  /** Heading used for experience. Default 'EXPERIENCE'. */
  readonly experienceHeading?: EditorHeading;
  /** Heading used for skills. Default 'SKILLS'. */
  readonly skillsHeading?: EditorHeading;
}

/**
 * The order renderResumeText writes sections in (ATS-friendly, whatever the original's order), with
 * 'other' standing for the ACHIEVEMENTS section; the exports lay sections out in the same order, so a
 * download reads as the text the user was shown.
 */
export const RENDERED_SECTION_ORDER = ['summary', 'skills', 'experience', 'projects', 'education', 'certifications', 'other'] as const;
export type RenderedSection = (typeof RENDERED_SECTION_ORDER)[number];

/**
 * The order for one resume: a student's (a degree still under way) puts Education before Experience, as a
 * recruiter reads a student first by what and where they study; everyone else's is RENDERED_SECTION_ORDER.
 */
export function renderedSectionOrder(resume: { readonly education: readonly StudiesEntry[] }): readonly RenderedSection[] {
  if (studiesUnderWay(resume.education) === null) return RENDERED_SECTION_ORDER;
  return ['summary', 'education', 'skills', 'experience', 'projects', 'certifications', 'other'];
}

/** Where a section without its own field goes in the rendered text. */
export type OtherPlacement = 'skills' | 'achievements';

export function placementOf(section: OtherSection): OtherPlacement {
  const kind = matchHeading(section.heading, false)?.kind;
  return kind === 'languages' ? 'skills' : 'achievements';
}

/** "ON CAMPUS INVOLVEMENT" → "On Campus Involvement" (sub-headings must not look like editor headings). */
export function titleCaseHeading(heading: string): string {
  const small = new Set(['and', 'of', 'the', 'in', 'for', 'on', 'at', 'to', '&']);
  return heading
    .toLowerCase()
    .split(/(\s+|\/)/)
    .map((w, i) => (i > 0 && small.has(w) ? w : capitalize(w)))
    .join('');
}

/** Formats a range written in any style ("01/2019 - 03/2021") in the house style, else returns it trimmed. */
export function normalizeDateText(start: string, end: string): string {
  const s = start ? parseDatePoint(start) : null;
  const e = end ? parseDatePoint(end) : null;
  if (!s && !e) return [start, end].filter(Boolean).join(' – ');
  return formatDateRange(s ?? e, s ? e : null);
}

/** A role's dates as the text shows them: from its start and end when it has them, else as written. */
export function experienceDates(start: string, end: string, asWritten: string): string {
  return start || end ? normalizeDateText(start, end) : asWritten;
}

export function experienceHeaderLine(entry: ExperienceEntry): string {
  const dates = experienceDates(entry.startDate, entry.endDate, entry.dates);
  return [entry.title, entry.employer, entry.location ?? '', dates].filter((p) => p.trim() !== '').join(' | ');
}

function safeLine(line: string): string {
  // A content line must never read as a section heading to the editor.
  return isEditorHeading(line) ? titleCaseHeading(line) : line;
}

function wrapList(items: readonly string[], width = 100): string[] {
  const lines: string[] = [];
  let cur = '';
  for (const item of items) {
    const next = cur ? `${cur}, ${item}` : item;
    if (cur && next.length > width) {
      lines.push(`${cur},`);
      cur = item;
    } else cur = next;
  }
  if (cur) lines.push(cur);
  return lines;
}

export function renderResumeText(resume: StructuredResume, options: RenderOptions = {}): string {
  const out: string[] = [];
  const section = (heading: EditorHeading, lines: readonly string[]) => {
    const body = lines.map(safeLine);
    if (body.every((l) => l.trim() === '')) return;
    while (body.length > 0 && body[body.length - 1] === '') body.pop();
    out.push('', heading, ...body);
  };

  const c = resume.contact;
  if (c.name) out.push(safeLine([c.name, ...(c.credentials ?? [])].join(', ')));
  if (resume.headline) out.push(safeLine(resume.headline));
  const contactLine = [c.email, c.phone, c.location, ...c.links].filter(Boolean).join(' | ');
  if (contactLine) out.push(contactLine);

  const writers: Record<RenderedSection, () => void> = {
    summary: () => {
      if (resume.summary.trim()) section(options.summaryHeading ?? SECTION_HEADINGS.summary, resume.summary.split('\n'));
    },
    skills: () => {
      const languageLines = resume.other
        .filter((o) => placementOf(o) === 'skills')
        .map((o) => `${titleCaseHeading(o.heading)}: ${o.lines.map((l) => l.replace(/^• /, '')).join(', ')}`);
      if (resume.skills.length > 0 || languageLines.length > 0) {
        section(options.skillsHeading ?? SECTION_HEADINGS.skills, [...wrapList(resume.skills), ...languageLines]);
      }
    },
    experience: () => {
      if (resume.experience.length === 0) return;
      const lines: string[] = [];
      resume.experience.forEach((entry, i) => {
        if (i > 0) lines.push('');
        const head = experienceHeaderLine(entry);
        if (head) lines.push(head);
        for (const b of entry.bullets) lines.push(`${BULLET}${b}`);
      });
      section(options.experienceHeading ?? SECTION_HEADINGS.experience, lines);
    },
    projects: () => {
      if (resume.projects.length === 0) return;
      const lines: string[] = [];
      resume.projects.forEach((p, i) => {
        if (i > 0) lines.push('');
        const head = [p.name, p.dates ?? ''].filter(Boolean).join(' | ');
        if (head) lines.push(head);
        for (const b of p.bullets) lines.push(`${BULLET}${b}`);
      });
      section(SECTION_HEADINGS.projects, lines);
    },
    education: () => {
      if (resume.education.length === 0) return;
      const lines: string[] = [];
      resume.education.forEach((e, i) => {
        if (i > 0) lines.push('');
        const head = [e.degree, e.institution, e.location ?? '', e.dates].filter(Boolean).join(' | ');
        if (head) lines.push(head);
        for (const d of e.details) lines.push(`${BULLET}${d}`);
      });
      section(SECTION_HEADINGS.education, lines);
    },
    certifications: () => {
      if (resume.certifications.length > 0) section(SECTION_HEADINGS.certifications, resume.certifications.map((cert) => `${BULLET}${cert}`));
    },
    other: () => {
      const achievements = resume.other.filter((o) => placementOf(o) === 'achievements');
      if (achievements.length === 0) return;
      const lines: string[] = [];
      const onlyAchievements = achievements.length === 1 && matchHeading(achievements[0]?.heading ?? '', false)?.kind === 'achievements';
      achievements.forEach((o, i) => {
        if (i > 0) lines.push('');
        if (!onlyAchievements && o.heading) lines.push(titleCaseHeading(o.heading));
        // Mixed sections (a role line, dates, then bullets) keep their shape; plain lists get bullets.
        const mixed = o.lines.some((l) => l.startsWith(BULLET));
        for (const l of o.lines) lines.push(mixed ? normalizeDatesInText(l) : `${BULLET}${normalizeDatesInText(l)}`);
      });
      section(SECTION_HEADINGS.achievements, lines);
    },
  };
  for (const key of renderedSectionOrder(resume)) writers[key]();

  return out.join('\n').trim();
}
