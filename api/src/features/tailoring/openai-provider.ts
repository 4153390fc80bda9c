/**
 * Tailoring through an OpenAI-compatible chat-completions API (decision D4), with the official
 * `openai` SDK: one request, no retries (the built-in engine is the fallback, and the user waits),
 * the configured time-out, and structured output: response_format json_schema (strict) generated from
 * a zod schema by the SDK's `zodResponseFormat`, which supports zod 4. The answer is validated again
 * with the same zod schema; anything unexpected is reported as a failure reason, never thrown.
 * The model answers edits (issue 9): statements of the built-in tailored document reworded by id, and
 * a summary; llm-edits.ts checks and applies each one.
 */
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { buildTailoringUserPrompt, TAILORING_SYSTEM_PROMPT, type TailoringPromptInput } from './tailoring-prompt';

/** What the model must return. Kept free of keywords strict mode does not accept (minLength…). */
export const tailoredEditsSchema = z.object({
  summary: z.string().describe('The new summary (at most three sentences, resume facts only), or "" to keep the current one'),
  edits: z
    .array(z.object({ id: z.string().describe('The id of the statement reworded'), text: z.string().describe('The reworded statement') }))
    .describe('Statements reworded for the job, each by its id; statements not listed stay as they are'),
});

export type TailoredEdits = z.infer<typeof tailoredEditsSchema>;
const DEFAULT_BASE_URL = 'https://api.openai.com/v1';

export type LlmFailureReason = 'timeout' | 'error' | 'invalid-output';

export type LlmAnswer =
  | { ok: true; edits: TailoredEdits; model: string }
  | { ok: false; reason: LlmFailureReason; detail: string };

export interface LlmConfig {
  apiKey: string;
  baseURL: string | undefined;
  model: string;
  timeoutMs: number;
}

function failure(reason: LlmFailureReason, detail: string): LlmAnswer {
  return { ok: false, reason, detail };
}

/** Reads the message content as the schema's JSON. */
function readAnswer(content: string | null | undefined): { edits: TailoredEdits } | { problem: string } {
  if (!content) return { problem: 'empty content' };
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return { problem: 'content is not JSON' };
  }
  const parsed = tailoredEditsSchema.safeParse(json);
  if (!parsed.success) return { problem: `content does not match the schema: ${parsed.error.issues[0]?.message ?? ''}` };
  if (parsed.data.edits.length === 0 && parsed.data.summary.trim() === '') return { problem: 'no edits and no summary' };
  return { edits: parsed.data };
}

/** Asks the model for a tailored resume; never throws for API, network or output problems. */
export async function requestTailoredResume(config: LlmConfig, input: TailoringPromptInput): Promise<LlmAnswer> {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL ?? DEFAULT_BASE_URL,
    timeout: config.timeoutMs,
    maxRetries: 0,
  });
  try {
    const completion = await client.chat.completions.create({
      model: config.model,
      messages: [
        { role: 'system', content: TAILORING_SYSTEM_PROMPT },
        { role: 'user', content: buildTailoringUserPrompt(input) },
      ],
      response_format: zodResponseFormat(tailoredEditsSchema, 'tailored_resume_edits'),
    });
    const choice = completion.choices[0];
    if (!choice) return failure('invalid-output', 'no choices');
    if (choice.message.refusal) return failure('invalid-output', `refusal: ${choice.message.refusal.slice(0, 200)}`);
    const answer = readAnswer(choice.message.content);
    if ('problem' in answer) return failure('invalid-output', `${answer.problem} (finish_reason ${choice.finish_reason})`);
    return { ok: true, edits: answer.edits, model: completion.model || config.model };
  } catch (error) {
    if (error instanceof APIConnectionTimeoutError) return failure('timeout', error.message);
    if (error instanceof APIError) return failure('error', `${error.status ?? 'no status'}: ${error.message}`);
    return failure('error', error instanceof Error ? error.message : String(error));
  }
}
