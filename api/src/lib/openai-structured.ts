/**
 * One structured request to an OpenAI-compatible chat-completions API (decision D4), with the official
 * `openai` SDK: no retries (the built-in engine is the fallback, and the user waits), the configured
 * time-out, and structured output — response_format json_schema (strict) made from a zod schema by the
 * SDK's `zodResponseFormat` — validated again with the same schema. Never throws for API, network or
 * output problems: each is a failure reason the caller logs before falling back.
 */
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { z } from 'zod';

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';

export type LlmFailureReason = 'timeout' | 'error' | 'invalid-output';

export interface LlmConfig {
  apiKey: string;
  baseURL: string | undefined;
  model: string;
  timeoutMs: number;
}

export type StructuredAnswer<T> = { ok: true; value: T; model: string } | { ok: false; reason: LlmFailureReason; detail: string };

export interface StructuredRequest<S extends z.ZodType> {
  system: string;
  user: string;
  schema: S;
  /** The response format's name (letters, digits, _ and -). */
  name: string;
  /** Extra checks on a well-formed answer: a problem in words, or null. */
  check?: (value: z.infer<S>) => string | null;
}

function readAnswer<S extends z.ZodType>(content: string | null | undefined, request: StructuredRequest<S>): { value: z.infer<S> } | { problem: string } {
  if (!content) return { problem: 'empty content' };
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return { problem: 'content is not JSON' };
  }
  const parsed = request.schema.safeParse(json);
  if (!parsed.success) return { problem: `content does not match the schema: ${parsed.error.issues[0]?.message ?? ''}` };
  const problem = request.check?.(parsed.data) ?? null;
  return problem ? { problem } : { value: parsed.data };
}

export async function requestStructured<S extends z.ZodType>(config: LlmConfig, request: StructuredRequest<S>): Promise<StructuredAnswer<z.infer<S>>> {
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL ?? DEFAULT_BASE_URL, timeout: config.timeoutMs, maxRetries: 0 });
  try {
    const completion = await client.chat.completions.create({
      model: config.model,
      messages: [
        { role: 'system', content: request.system },
        { role: 'user', content: request.user },
      ],
      response_format: zodResponseFormat(request.schema, request.name),
    });
    const choice = completion.choices[0];
    if (!choice) return { ok: false, reason: 'invalid-output', detail: 'no choices' };
    if (choice.message.refusal) return { ok: false, reason: 'invalid-output', detail: `refusal: ${choice.message.refusal.slice(0, 200)}` };
    const answer = readAnswer(choice.message.content, request);
    if ('problem' in answer) return { ok: false, reason: 'invalid-output', detail: `${answer.problem} (finish_reason ${choice.finish_reason})` };
    return { ok: true, value: answer.value, model: completion.model || config.model };
  } catch (error) {
    if (error instanceof APIConnectionTimeoutError) return { ok: false, reason: 'timeout', detail: error.message };
    if (error instanceof APIError) return { ok: false, reason: 'error', detail: `${error.status ?? 'no status'}: ${error.message}` };
    return { ok: false, reason: 'error', detail: error instanceof Error ? error.message : String(error) };
  }
}
