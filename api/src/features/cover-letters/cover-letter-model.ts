/**
 * A cover letter through an OpenAI-compatible model (decision D4), when one is configured: the model
 * writes the template's paragraphs by role (structured output), then the compute pool lays them out and
 * takes out every claim the resume, the posting, the custom instructions and the user's fields do not
 * support. A model that fails, answers badly or whose letter fails its template's structure, the
 * grammar check or copies the posting leaves the built-in letter in place, and the result says why.
 */
import type { CoverLetterTemplate } from '@jobapp/shared/cover-letters/templates';
import { paragraphRoles } from '@jobapp/shared/cover-letters/templates';
import { describeTemplateForModel, llmLetterSchema } from '@jobapp/shared/cover-letters/llm-letter.schema';
import { z } from 'zod';
import { requestStructured, type StructuredAnswer } from '../../lib/openai-structured';
import type { Deps } from '../../types';

/** What the model must return: kept free of keywords strict mode does not accept; bounds are checked after. */
const modelLetterSchema = z.object({
  paragraphs: z.array(z.object({ role: z.enum(paragraphRoles), text: z.string() })),
});
export type ModelLetter = z.infer<typeof modelLetterSchema>;

const SYSTEM = [
  'You write cover letters for job seekers from their own resume.',
  'Use only facts found in the resume, the job posting, the custom instructions or the fields the user gave.',
  'Never invent an employer, a job title, a skill, a degree, a date or a number (no counts such as "led 12 engineers").',
  'No clichés ("I am writing to express my interest", "passionate", "team player"), no placeholders in brackets.',
  'Answer the paragraphs by role, in order; no greeting and no sign-off.',
  'Write in the first person, every sentence with a verb. A job title stays a noun: "As a registered dietitian with six years of …", never "I registered dietitian …".',
  'Common nouns and skills in lower case mid-sentence ("troubleshooting", "budgeting"); names and products keep their capitals.',
  'Do not quote the resume at the reader, do not copy the posting\'s sentences, and name the full job title once.',
  "Say what the company does only from what the posting states about it, in your own words; if it states nothing, leave that paragraph's company facts out.",
  'Do not say the experience prepares the writer for the role, or that the writer fits it: show the work and let the reader judge.',
].join('\n');

export interface ModelLetterInput {
  template: CoverLetterTemplate;
  resumeText: string;
  job: { title: string; company: string; description: string | null };
  extras: Record<string, string>;
  customInstructions?: string;
}

function userPrompt(input: ModelLetterInput): string {
  const extras = Object.entries(input.extras).map(([k, v]) => `${k}: ${v}`);
  return [
    describeTemplateForModel(input.template),
    '',
    `Job title: ${input.job.title}`,
    `Company: ${input.job.company}`,
    input.job.description ? `Job posting:\n${input.job.description}` : 'No job posting was given.',
    ...(extras.length > 0 ? ['', 'From the user:', ...extras] : []),
    ...(input.customInstructions ? ['', `Custom instructions: ${input.customInstructions}`] : []),
    '',
    `Resume:\n${input.resumeText}`,
  ].join('\n');
}

/** The model's paragraphs, or why there are none. Null when no model is configured. */
export async function requestModelLetter(deps: Deps, input: ModelLetterInput): Promise<StructuredAnswer<ModelLetter> | null> {
  const { env } = deps;
  if (env.AI_PROVIDER !== 'openai' || !env.OPENAI_API_KEY) return null;
  return requestStructured(
    { apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL, timeoutMs: env.OPENAI_TIMEOUT_MS },
    {
      system: SYSTEM,
      user: userPrompt(input),
      schema: modelLetterSchema,
      name: 'cover_letter',
      check: (value) => (llmLetterSchema.safeParse(value).success ? null : 'paragraphs out of bounds'),
    },
  );
}
