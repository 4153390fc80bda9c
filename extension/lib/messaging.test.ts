import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { contentScriptTabId, isFromExtensionPage, onMessage, sendMessage } from './messaging';

describe('typed messaging', () => {
  beforeEach(() => fakeBrowser.reset());

  it('delivers a message to its handler and returns the typed answer', async () => {
    onMessage('readPageJob', () => ({ kind: 'none' }));
    await expect(sendMessage('readPageJob', undefined)).resolves.toEqual({ kind: 'none' });
  });

  it('leaves other message types (and foreign messages) to other listeners', async () => {
    const seen: string[] = [];
    onMessage('pageJobChanged', ({ job }) => void seen.push(`job:${job?.title ?? 'none'}`));
    onMessage('readPageJob', () => {
      seen.push('read');
      return { kind: 'none' };
    });
    await sendMessage('pageJobChanged', { job: null });
    expect(seen).toEqual(['job:none']);
    await expect(fakeBrowser.runtime.sendMessage({ something: 'else' })).resolves.toBeUndefined();
  });

  it("rejects with the handler's error", async () => {
    onMessage('optimizeJob', () => {
      throw new Error('optimizeJob must come from the extension popup');
    });
    const job = {} as never;
    await expect(sendMessage('optimizeJob', { job })).rejects.toThrow('optimizeJob must come from the extension popup');
  });

  it('stops answering after unsubscribing', async () => {
    const stop = onMessage('readPageJob', () => ({ kind: 'none' }));
    stop();
    await expect(sendMessage('readPageJob', undefined)).rejects.toThrow();
  });
});

describe('senders', () => {
  const extensionPage = fakeBrowser.runtime.getURL('/popup.html');

  it('tells extension pages from content scripts', () => {
    const id = fakeBrowser.runtime.id;
    expect(isFromExtensionPage({ id, url: `${extensionPage}?tabId=3` })).toBe(true);
    expect(isFromExtensionPage({ id, url: 'https://www.linkedin.com/jobs/view/1/', tab: { id: 3 } as never })).toBe(false);
    expect(isFromExtensionPage({ id: 'other-extension', url: extensionPage })).toBe(false);
    expect(contentScriptTabId({ id, url: 'https://www.linkedin.com/jobs/view/1/', tab: { id: 3 } as never })).toBe(3);
    expect(contentScriptTabId({ id, url: extensionPage })).toBeNull();
    expect(contentScriptTabId({ id: 'other-extension', tab: { id: 3 } as never })).toBeNull();
  });
});
