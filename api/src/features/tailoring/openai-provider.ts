/**
 * Tailoring through an OpenAI-compatible chat-completions API (decision D4): one structured request
 * (lib/openai-structured.ts: the `openai` SDK, no retries, the configured time-out, json_schema from
 * zod, the answer validated again); anything unexpected is a failure reason, never thrown.
 * The model answers edits (issue 9): statements of the built-in tailored document reworded by id, and
 * a summary; llm-edits.ts checks and applies each one.
 */
import { z } from 'zod';
import { requestStructured, type LlmConfig, type LlmFailureReason } from '../../lib/openai-structured';
import { buildTailoringUserPrompt, TAILORING_SYSTEM_PROMPT, type TailoringPromptInput } from './tailoring-prompt';

/** What the model must return. Kept free of keywords strict mode does not accept (minLength…). */
export const tailoredEditsSchema = z.object({
  summary: z.string().describe('The new summary (at most three sentences, resume facts only), or "" to keep the current one'),
  edits: z
    .array(z.object({ id: z.string().describe('The id of the statement reworded'), text: z.string().describe('The reworded statement') }))
    .describe('Statements reworded for the job, each by its id; statements not listed stay as they are'),
});

export type TailoredEdits = z.infer<typeof tailoredEditsSchema>;
export type { LlmConfig, LlmFailureReason } from '../../lib/openai-structured';

export type LlmAnswer =
  | { ok: true; edits: TailoredEdits; model: string }
  | { ok: false; reason: LlmFailureReason; detail: string };

/** Asks the model for a tailored resume; never throws for API, network or output problems. */
export async function requestTailoredResume(config: LlmConfig, input: TailoringPromptInput): Promise<LlmAnswer> {
  const answer = await requestStructured(config, {
    system: TAILORING_SYSTEM_PROMPT,
    user: buildTailoringUserPrompt(input),
    schema: tailoredEditsSchema,
    name: 'tailored_resume_edits',
    check: (edits) => (edits.edits.length === 0 && edits.summary.trim() === '' ? 'no edits and no summary' : null),
  });
  return answer.ok ? { ok: true, edits: answer.value, model: answer.model } : answer;
}
