/**
 * An OpenAI-compatible chat-completions server on 127.0.0.1 for tests (test support only, never in the
 * product): the real `openai` SDK talks to it through OPENAI_BASE_URL. Each test says what the "model"
 * answers: a JSON value as the message content (structured output), or a raw reply.
 */
import type { ServerResponse } from 'node:http';
import { startFixtureServer, type FixtureServer, type RecordedRequest } from '../lib/safe-fetch.fixture-server';

export interface OpenAiServer {
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  /** The model answers `content` (a value is sent as its JSON) to every request from now on, after `delayMs` when given (a slow model). */
  answer(content: unknown, options?: { delayMs?: number }): void;
  /** The model answers with this status and body instead (an API error). */
  fail(status: number): void;
  close(): Promise<void>;
}

function completion(model: string, content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', refusal: null, content }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });
}

function modelOf(request: RecordedRequest): string {
  try {
    return (JSON.parse(request.body || '{}') as { model?: string }).model ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export async function startOpenAiServer(): Promise<OpenAiServer> {
  const server: FixtureServer = await startFixtureServer();
  const reply = (handler: (request: RecordedRequest, response: ServerResponse) => void) => server.handle(handler);
  return {
    baseUrl: `${server.origin}/v1`,
    requests: server.requests,
    answer(content, options = {}) {
      const text = typeof content === 'string' ? content : JSON.stringify(content);
      reply(async (request, response) => {
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        response.writeHead(200, { 'content-type': 'application/json' }).end(completion(modelOf(request), text));
      });
    },
    fail(status) {
      reply((_request, response) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'stand-in failure', type: 'server_error' } })),
      );
    },
    close: () => server.close(),
  };
}
