/**
 * The structured answer an OpenAI-compatible model gives for a cover letter (D4: structured output
 * validated by zod): the template's paragraphs by role, nothing else. The API lays them out with
 * `letterFromParagraphs` (the same greeting and sign-off as the built-in generator), then runs
 * checkCoverLetterStructure and enforceCoverLetterTruth on the result.
 */
import { z } from 'zod';
import { greetingFor, joinLetter } from './letter-text';
import { paragraphRoles, type CoverLetterTemplate } from './templates';
import { voiceOf } from './voices';

export const llmLetterSchema = z.object({
  paragraphs: z
    .array(
      z.object({
        role: z.enum(paragraphRoles),
        text: z.string().trim().min(1).max(2_500),
      }),
    )
    .min(1)
    .max(8),
});
export type LlmLetter = z.infer<typeof llmLetterSchema>;

export interface LetterFrame {
  /** Used for the greeting ("Dear Acme team,"). */
  readonly company: string;
  /** The sign-off name ('' for none). */
  readonly name: string;
  /** Default: the template's own ("Sincerely,", "Best regards," …). */
  readonly closing?: string;
}

/**
 * The letter from a model's paragraphs in the template's order: each role's paragraph once (a role the
 * model repeated is joined, one it left out is missing and the structure check will say so), the
 * model's own greeting or sign-off lines dropped in favour of ours.
 */
export function letterFromParagraphs(paragraphs: LlmLetter['paragraphs'], template: CoverLetterTemplate, frame: LetterFrame): string {
  const strip = (text: string) =>
    text
      .replace(/^\s*(?:dear|hello|hi)\b[^\n]*\n+/i, '')
      .replace(/\n+\s*(?:sincerely|yours sincerely|kind regards|best regards|warm regards|regards|best)[,.]?\s*(?:\n[^\n]*)?$/i, '')
      .replace(/\s+/g, ' ')
      .trim();
  const texts = template.paragraphs.map((p) =>
    paragraphs
      .filter((q) => q.role === p.role)
      .map((q) => strip(q.text))
      .join(' ')
      .trim(),
  );
  // Roles the template repeats (none today) would each take the same text: keep the first only.
  const body = texts.map((t, i) => (texts.indexOf(t) === i ? t : '')).filter(Boolean);
  return joinLetter({ greeting: greetingFor(frame.company), paragraphs: body, closing: frame.closing ?? voiceOf(template.id).closing, name: frame.name });
}

/** The instructions a model gets for a template: each paragraph's role and what it must do. */
export function describeTemplateForModel(template: CoverLetterTemplate): string {
  const lines = template.paragraphs.map((p, i) => `${i + 1}. role "${p.role}": ${p.must}`);
  return [
    `Write a ${template.tone} cover letter of ${template.words.min} to ${template.words.max} words in ${template.paragraphs.length} paragraphs:`,
    ...lines,
    'State no employer, title, skill, degree, date or number that the resume, the posting or the user did not give.',
    'No greeting, no sign-off, no placeholders in brackets.',
  ].join('\n');
}
