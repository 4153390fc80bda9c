/**
 * Typed messages between the extension's parts. One protocol map names each message, its data and its
 * answer; `sendMessage` (to the background), `sendTabMessage` (to a tab's content script) and
 * `onMessage` are typed by it. Answers travel as `{ ok, value | error }` so a handler's error reaches the
 * sender as a thrown Error. Uses `sendResponse` + `return true`, which Chrome and Firefox both support.
 */
import { browser, type Browser } from 'wxt/browser';
import type { OptimizeOutcome } from './optimize-job';
import type { PageJob } from './page-job';
import type { PageAnswer } from './read-page-job';

export interface ProtocolMap {
  /** Content script → background: the job on the tab's page changed (null: no job any more). */
  pageJobChanged: { data: { job: PageJob | null }; response: void };
  /** Popup → content script (tabs.sendMessage): read the page now (waits briefly for a rendering page). */
  readPageJob: { data: undefined; response: PageAnswer };
  /** Popup → background: capture the job on the web app and open /optimize-resume for it. */
  optimizeJob: { data: { job: PageJob }; response: OptimizeOutcome };
}

export type MessageType = keyof ProtocolMap;
export type MessageData<K extends MessageType> = ProtocolMap[K]['data'];
export type MessageResponse<K extends MessageType> = ProtocolMap[K]['response'];
export type MessageSender = Browser.runtime.MessageSender;

interface Envelope<K extends MessageType = MessageType> {
  channel: typeof CHANNEL;
  type: K;
  data: MessageData<K>;
}
type Reply<T> = { ok: true; value: T } | { ok: false; error: string };

const CHANNEL = 'resumeboost';

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && (value as Envelope).channel === CHANNEL && typeof (value as Envelope).type === 'string';
}

function unwrap<T>(reply: unknown, type: string): T {
  if (typeof reply !== 'object' || reply === null || !('ok' in reply)) {
    throw new Error(`No answer to "${type}"`);
  }
  const typed = reply as Reply<T>;
  if (!typed.ok) throw new Error(typed.error);
  return typed.value;
}

/** Sends a message to the background (and extension pages); resolves with the handler's answer. */
export async function sendMessage<K extends MessageType>(type: K, data: MessageData<K>): Promise<MessageResponse<K>> {
  const envelope: Envelope<K> = { channel: CHANNEL, type, data };
  return unwrap<MessageResponse<K>>(await browser.runtime.sendMessage(envelope), type);
}

/** Sends a message to the content scripts of one tab; rejects when none listens. */
export async function sendTabMessage<K extends MessageType>(
  tabId: number,
  type: K,
  data: MessageData<K>,
): Promise<MessageResponse<K>> {
  const envelope: Envelope<K> = { channel: CHANNEL, type, data };
  return unwrap<MessageResponse<K>>(await browser.tabs.sendMessage(tabId, envelope), type);
}

export type MessageHandler<K extends MessageType> = (
  data: MessageData<K>,
  sender: MessageSender,
) => MessageResponse<K> | Promise<MessageResponse<K>>;

/** Answers one message type. Returns a function that stops listening. */
export function onMessage<K extends MessageType>(type: K, handler: MessageHandler<K>): () => void {
  const listener = (message: unknown, sender: MessageSender, sendResponse: (reply: unknown) => void): true | undefined => {
    if (!isEnvelope(message) || message.type !== type) return undefined;
    Promise.resolve()
      .then(() => handler(message.data as MessageData<K>, sender))
      .then(
        (value) => sendResponse({ ok: true, value } satisfies Reply<MessageResponse<K>>),
        (error: unknown) => sendResponse({ ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
    return true;
  };
  browser.runtime.onMessage.addListener(listener);
  return () => browser.runtime.onMessage.removeListener(listener);
}

/** True when the message comes from one of this extension's own pages (popup, options), not a web page. */
export function isFromExtensionPage(sender: MessageSender): boolean {
  return sender.id === browser.runtime.id && typeof sender.url === 'string' && sender.url.startsWith(browser.runtime.getURL('/'));
}

/** The tab id of a message sent by a content script of this extension, else null. */
export function contentScriptTabId(sender: MessageSender): number | null {
  if (sender.id !== browser.runtime.id) return null;
  return typeof sender.tab?.id === 'number' && sender.tab.id >= 0 ? sender.tab.id : null;
}
