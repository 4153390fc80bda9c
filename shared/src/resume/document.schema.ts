/**
 * The resume document (issue 9): one typed, versioned JSON value per resume — the original as read from
 * the upload, and the tailored one. Every later feature (exports, templates, the editor, cover letters,
 * LinkedIn) reads this document, never re-parses text. Each statement keeps where it came from: the
 * upload, the user (typed in the product), or the engine (reworded from another statement, by id), so a
 * reworded statement can be checked against and reverted to its original.
 */
import { z } from 'zod';

export const RESUME_DOCUMENT_VERSION = 1;

const MAX_TEXT = 2_000;
const MAX_ITEMS = 400;

const line = z.string().max(MAX_TEXT);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_ITEMS);

export const statementSourceSchema = z.discriminatedUnion('kind', [
  /** Read from the uploaded file or pasted text. */
  z.object({ kind: z.literal('upload') }),
  /** Typed by the user in the product ("I have this" evidence, the editor); `requirement` it answers. */
  z.object({ kind: z.literal('user'), requirement: line.optional() }),
  /** Reworded by the engine (built-in or model) from the statement with id `from`. */
  z.object({ kind: z.literal('engine'), from: z.string().max(80) }),
]);

export const statementSchema = z.object({
  /** Stable within a resume: "e0.s1" (experience 0, statement 1), "p0.s0", "sum.s0", "u3"… */
  id: z.string().min(1).max(80),
  text: line,
  source: statementSourceSchema,
});

export const contactSchema = z.object({
  name: line,
  /** Post-nominal credentials beside the name ("RN", "BSN"); [] when none (and in documents stored before them). */
  credentials: list(line).default([]),
  email: line,
  phone: line,
  location: line,
  links: list(line),
});

export const experienceEntrySchema = z.object({
  title: line,
  employer: line,
  location: line,
  /** House style ("Jan 2020"), or ''. */
  start: line,
  /** House style, "Present", or ''. */
  end: line,
  /** The dates as written. */
  dates: line,
  statements: list(statementSchema),
});

export const educationEntrySchema = z.object({
  degree: line,
  institution: line,
  location: line,
  dates: line,
  details: list(line),
});

export const skillGroupSchema = z.object({
  /** '' for an ungrouped list. */
  name: line,
  items: list(line),
});

export const projectSchema = z.object({
  name: line,
  dates: line,
  statements: list(statementSchema),
});

export const otherSectionSchema = z.object({
  heading: line,
  statements: list(statementSchema),
});

export const documentSectionKeySchema = z.enum(['summary', 'experience', 'education', 'skills', 'certifications', 'projects', 'other']);

export const resumeDocumentSchema = z.object({
  version: z.literal(RESUME_DOCUMENT_VERSION),
  contact: contactSchema,
  /** The line under the name ("Senior Software Engineer"), or ''. */
  headline: line,
  /** The summary's sentences. */
  summary: list(statementSchema),
  experience: list(experienceEntrySchema),
  education: list(educationEntrySchema),
  skills: list(skillGroupSchema),
  certifications: list(statementSchema),
  projects: list(projectSchema),
  other: list(otherSectionSchema),
  /** The sections in the order the original had them (each once). */
  order: z.array(documentSectionKeySchema).max(7),
  /** Statements of the original the tailored document does not hold (the user can put them back). */
  leftOut: list(statementSchema),
  /**
   * Field paths the reader was unsure of ("experience.2.title", "contact.name", "experience.0.statements"),
   * for "Check what we read" to mark; [] when it was sure of everything (and in documents stored before it).
   */
  uncertain: list(z.string().max(120)).default([]),
});

/** Which of a resume's two documents: the original as read (and corrected), or the tailored one. */
export const documentWhichSchema = z.enum(['original', 'tailored']);

/** GET /api/resume/:id/document?which=: the original unless asked otherwise. */
export const documentQuerySchema = z.object({ which: documentWhichSchema.default('original') });

/** PUT /api/resume/:id/document: the corrected original (tailored again), or an edited tailored document. */
export const saveResumeDocumentSchema = z.object({
  which: documentWhichSchema,
  document: resumeDocumentSchema,
});

export type DocumentWhich = z.infer<typeof documentWhichSchema>;
export type SaveResumeDocumentInput = z.infer<typeof saveResumeDocumentSchema>;

export type StatementSource = z.infer<typeof statementSourceSchema>;
export type Statement = z.infer<typeof statementSchema>;
export type DocumentExperienceEntry = z.infer<typeof experienceEntrySchema>;
export type DocumentSectionKey = z.infer<typeof documentSectionKeySchema>;
export type ResumeDocument = z.infer<typeof resumeDocumentSchema>;

/** A stored value as a document, or null when it is not one (a row from before documents, or damaged). */
export function storedResumeDocument(value: unknown): ResumeDocument | null {
  const parsed = resumeDocumentSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
