/**
 * "I have this" (issue 9, point 6): for a gap in the match report the user types one line of evidence
 * ("Used Kafka for order events at Uber, 2019-2020"). It is added to the resume as the user's own
 * statement and the tailoring runs again. Nothing is ever added without the user typing it.
 */
import { z } from 'zod';
import { singleLineText } from '../text-fields';

export const EVIDENCE_MIN_CHARS = 10;
export const EVIDENCE_MAX_CHARS = 300;

export const evidenceMessages = {
  requirementRequired: 'Choose the requirement this shows.',
  statementMin: `Please write where and how you used it (at least ${EVIDENCE_MIN_CHARS} characters).`,
  statementMax: `Please keep it to one line (${EVIDENCE_MAX_CHARS} characters at most).`,
  /** Heading of the section the user's statements go in when no entry names them. */
  sectionHeading: 'Additional Experience',
} as const;

export const addEvidenceSchema = z.object({
  requirement: z.string().trim().check(singleLineText()).min(1, evidenceMessages.requirementRequired).max(200, evidenceMessages.requirementRequired),
  statement: z
    .string()
    .trim()
    .check(singleLineText())
    .min(EVIDENCE_MIN_CHARS, evidenceMessages.statementMin)
    .max(EVIDENCE_MAX_CHARS, evidenceMessages.statementMax),
});

export type AddEvidenceInput = z.infer<typeof addEvidenceSchema>;
