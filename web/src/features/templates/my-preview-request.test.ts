import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPreview } from './my-preview-request';

const busy = () => new Response(JSON.stringify({ error: 'rate_limited', message: 'busy' }), { status: 429, headers: { 'retry-after': '1' } });
const png = () => new Response(new Uint8Array([0x89, 0x50]), { status: 200, headers: { 'content-type': 'image/png' } });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('fetchPreview', () => {
  it('tries again after Retry-After while the other downloads hold every slot', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(busy()).mockResolvedValueOnce(png());
    vi.stubGlobal('fetch', fetchMock);
    const answer = fetchPreview('basic-1', new AbortController().signal);
    await vi.advanceTimersByTimeAsync(1000);
    expect((await answer).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/resume-templates/basic-1/my-preview.png');
  });

  it('gives the 429 to the caller after 3 tries, to show its words', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(() => Promise.resolve(busy()));
    vi.stubGlobal('fetch', fetchMock);
    const answer = fetchPreview('basic-1', new AbortController().signal);
    await vi.advanceTimersByTimeAsync(5000);
    expect((await answer).status).toBe(429);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
