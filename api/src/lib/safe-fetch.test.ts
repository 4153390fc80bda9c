/**
 * safeFetch against fixture servers on 127.0.0.1: which URLs and addresses are refused (before any
 * request), redirects re-checked hop by hop, the pinned connection, time-out, size cap and charsets.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FetchFailed, FetchRefused, isPublicAddress, JobFetchError, safeFetch, type ResolveHost, type SafeFetchOptions } from './safe-fetch';
import { sendHtml, sendRedirect, startFixtureServer, type FixtureServer } from './safe-fetch.fixture-server';

let site: FixtureServer;
let other: FixtureServer;

beforeAll(async () => {
  site = await startFixtureServer();
  other = await startFixtureServer((_req, res) => sendHtml(res, '<p>other</p>'));
});
afterAll(async () => {
  await site.close();
  await other.close();
});
beforeEach(() => {
  site.requests.length = 0;
  other.requests.length = 0;
  site.handle((_req, res) => sendHtml(res, '<html><body><h1>Job</h1></body></html>'));
});

function options(overrides: Partial<SafeFetchOptions> = {}): SafeFetchOptions {
  return { trustedOrigins: [site.origin], timeoutMs: 3000, ...overrides };
}

/** The error safeFetch rejected with (fails the test when it resolved). */
async function failureOf(promise: Promise<unknown>): Promise<JobFetchError> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(JobFetchError);
  return outcome as JobFetchError;
}

describe('which URLs may be fetched', () => {
  it('fetches from a configured origin even though it is 127.0.0.1, with browser headers', async () => {
    const result = await safeFetch(`${site.origin}/jobs/view/1/`, options());
    expect(result).toEqual({ status: 200, finalUrl: `${site.origin}/jobs/view/1/`, html: '<html><body><h1>Job</h1></body></html>' });
    expect(site.requests).toHaveLength(1);
    expect(site.requests[0]!.headers['user-agent']).toMatch(/^Mozilla\/5\.0 .*Chrome\//);
    expect(site.requests[0]!.headers.accept).toContain('text/html');
    expect(site.requests[0]!.headers['accept-language']).toContain('en');
  });

  it('refuses 127.0.0.1 on a port that is not configured, without a request', async () => {
    const error = await failureOf(safeFetch(`${other.origin}/jobs/view/1/`, options()));
    expect(error).toBeInstanceOf(FetchRefused);
    expect(error.reason).toBe('private-address');
    expect(other.requests).toHaveLength(0);
  });

  it.each([
    'https://linkedin.com.example.org/jobs/view/1/',
    'https://www.linkedin.com.evil.test/jobs/view/1/',
    'https://wwwlinkedin.com/jobs/view/1/',
    'https://indeed.com.evil.test/viewjob?jk=0123456789abcdef',
    'https://www.linkedin.com@evil.test/jobs/view/1/',
    'https://user:pass@www.linkedin.com/jobs/view/1/',
    'https://www.linkedin.com:8443/jobs/view/1/',
    'ftp://www.linkedin.com/jobs/view/1/',
    'file:///etc/passwd',
    'not a url',
  ])('refuses %s without resolving or requesting it', async (url) => {
    const resolveHost = vi.fn<ResolveHost>(async () => [{ address: '127.0.0.1', family: 4 }]);
    const error = await failureOf(safeFetch(url, options({ resolveHost })));
    expect(error).toBeInstanceOf(FetchRefused);
    expect(error.reason).toBe('host-not-allowed');
    expect(resolveHost).not.toHaveBeenCalled();
  });

  it.each([
    `http://[::1]/jobs/view/1/`,
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.8/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fd00::1]/',
    'http://0.0.0.0/',
  ])('refuses the private address %s', async (url) => {
    const error = await failureOf(safeFetch(url, options()));
    expect(error).toBeInstanceOf(FetchRefused);
    expect(error.reason).toBe('private-address');
  });

  it.each([
    [[{ address: '127.0.0.1', family: 4 as const }]],
    [[{ address: '10.1.2.3', family: 4 as const }]],
    [[{ address: '::ffff:169.254.169.254', family: 6 as const }]],
    [[{ address: '93.184.215.14', family: 4 as const }, { address: 'fe80::1', family: 6 as const }]],
  ])('refuses a LinkedIn host name that resolves to %j', async (addresses) => {
    const resolveHost = vi.fn<ResolveHost>(async () => addresses);
    const error = await failureOf(safeFetch('https://www.linkedin.com/jobs/view/1/', options({ resolveHost })));
    expect(error.reason).toBe('private-address');
    expect(resolveHost).toHaveBeenCalledWith('www.linkedin.com');
  });

  it('connects to the vetted address: a name only our resolver knows reaches the fixture server', async () => {
    // The system resolver cannot resolve *.invalid; the request succeeds only through the pinned lookup.
    const origin = `http://jobs.fixture.invalid:${site.port}`;
    const resolveHost = vi.fn<ResolveHost>(async () => [{ address: '127.0.0.1', family: 4 }]);
    const result = await safeFetch(`${origin}/jobs/view/7/`, options({ trustedOrigins: [origin], resolveHost }));
    expect(result.status).toBe(200);
    expect(resolveHost).toHaveBeenCalledTimes(1);
    expect(site.requests[0]!.headers.host).toBe(`jobs.fixture.invalid:${site.port}`);
  });
});

describe('any job site (anyPublicHost, decision D12)', () => {
  it('takes any host name on the default port, and still refuses one that resolves to a private address', async () => {
    const resolveHost = vi.fn<ResolveHost>(async () => [{ address: '10.0.0.7', family: 4 }]);
    const error = await failureOf(safeFetch('https://careers.example.com/jobs/42', options({ anyPublicHost: true, resolveHost })));
    expect(error.reason).toBe('private-address');
    expect(resolveHost).toHaveBeenCalledWith('careers.example.com');
  });

  it.each([
    ['without the option', 'https://careers.example.com/jobs/42', {}],
    ['on another port', 'https://careers.example.com:8443/jobs/42', { anyPublicHost: true }],
    ['with user info', 'https://me@careers.example.com/jobs/42', { anyPublicHost: true }],
  ])('refuses a career page %s without resolving it', async (_label, url, extra) => {
    const resolveHost = vi.fn<ResolveHost>(async () => [{ address: '93.184.215.14', family: 4 }]);
    const error = await failureOf(safeFetch(url, options({ ...extra, resolveHost })));
    expect(error.reason).toBe('host-not-allowed');
    expect(resolveHost).not.toHaveBeenCalled();
  });

  it('asks for JSON when told to (a board API)', async () => {
    await safeFetch(`${site.origin}/v1/boards/acme/jobs/1`, options({ accept: 'application/json' }));
    expect(site.requests[0]!.headers.accept).toBe('application/json');
  });
});

describe('redirects', () => {
  it.each([
    ['https://example.com/jobs/view/1/', 'host-not-allowed'],
    ['http://169.254.169.254/latest/meta-data/', 'private-address'],
  ])('refuses a redirect to %s', async (location, reason) => {
    site.handle((_req, res) => sendRedirect(res, location));
    const error = await failureOf(safeFetch(`${site.origin}/jobs/view/1/`, options()));
    expect(error.reason).toBe(reason);
    expect(error.url).toBe(location);
    expect(site.requests).toHaveLength(1);
  });

  it('refuses a redirect to 127.0.0.1 on a port that is not configured', async () => {
    site.handle((_req, res) => sendRedirect(res, `${other.origin}/secret`));
    const error = await failureOf(safeFetch(`${site.origin}/jobs/view/1/`, options()));
    expect(error.reason).toBe('private-address');
    expect(other.requests).toHaveLength(0);
  });

  it('refuses a redirect to a LinkedIn name that resolves to a private address', async () => {
    site.handle((_req, res) => sendRedirect(res, 'https://www.linkedin.com/authwall'));
    const resolveHost: ResolveHost = async () => [{ address: '192.168.1.10', family: 4 }];
    const error = await failureOf(safeFetch(`${site.origin}/jobs/view/1/`, options({ resolveHost })));
    expect(error.reason).toBe('private-address');
  });

  it('follows up to 5 redirects (relative locations too) and refuses the 6th', async () => {
    site.handle((req, res) => {
      const n = Number(/\/hop\/(\d+)/.exec(req.url)?.[1] ?? '0');
      const limit = Number(new URL(req.url, site.origin).searchParams.get('limit'));
      if (n < limit) sendRedirect(res, `/hop/${n + 1}?limit=${limit}`, n % 2 === 0 ? 301 : 307);
      else sendHtml(res, `<p>arrived at ${n}</p>`);
    });
    const five = await safeFetch(`${site.origin}/hop/0?limit=5`, options());
    expect(five.html).toBe('<p>arrived at 5</p>');
    expect(five.finalUrl).toBe(`${site.origin}/hop/5?limit=5`);

    site.requests.length = 0;
    const error = await failureOf(safeFetch(`${site.origin}/hop/0?limit=6`, options()));
    expect(error).toBeInstanceOf(FetchRefused);
    expect(error.reason).toBe('too-many-redirects');
    expect(site.requests).toHaveLength(6);
  });
});

describe('failures and limits', () => {
  it('reports an HTTP error status with the page that came with it', async () => {
    site.handle((_req, res) => sendHtml(res, '<title>Just a moment...</title>', 403));
    const error = await failureOf(safeFetch(`${site.origin}/jobs/view/1/`, options()));
    expect(error).toBeInstanceOf(FetchFailed);
    expect(error.reason).toBe('http-403');
    expect(error.html).toBe('<title>Just a moment...</title>');
  });

  it('times out when the server never answers', async () => {
    site.handle(() => undefined);
    const started = Date.now();
    const error = await failureOf(safeFetch(`${site.origin}/slow`, options({ timeoutMs: 300 })));
    expect(error).toBeInstanceOf(FetchFailed);
    expect(error.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('times out when the body stalls after the headers', async () => {
    site.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html><body>');
    });
    const error = await failureOf(safeFetch(`${site.origin}/stall`, options({ timeoutMs: 300 })));
    expect(error.reason).toBe('timeout');
  });

  it('stops reading a body larger than 2 MB (streamed without a length)', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    site.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      for (let i = 0; i < 32; i++) res.write(chunk);
      res.end('b'); // 2 MB + 1 byte
    });
    const error = await failureOf(safeFetch(`${site.origin}/big`, options()));
    expect(error).toBeInstanceOf(FetchRefused);
    expect(error.reason).toBe('too-large');
  });

  it('refuses a declared length over 2 MB and accepts exactly 2 MB', async () => {
    site.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(3 * 1024 * 1024) });
      res.end();
    });
    expect((await failureOf(safeFetch(`${site.origin}/declared`, options()))).reason).toBe('too-large');

    site.handle((_req, res) => sendHtml(res, Buffer.alloc(2 * 1024 * 1024, 'a')));
    const result = await safeFetch(`${site.origin}/exact`, options());
    expect(result.html.length).toBe(2 * 1024 * 1024);
  });
});

describe('charset decoding', () => {
  const cafe1252 = Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x80]); // "Café €" in windows-1252

  it('uses the Content-Type charset', async () => {
    site.handle((_req, res) => sendHtml(res, cafe1252, 200, 'text/html; charset=windows-1252'));
    expect((await safeFetch(`${site.origin}/a`, options())).html).toBe('Café €');
  });

  it('falls back to a <meta charset> and then to UTF-8', async () => {
    const meta = Buffer.concat([Buffer.from('<meta charset="iso-8859-1">'), cafe1252.subarray(0, 4)]);
    site.handle((_req, res) => sendHtml(res, meta, 200, 'text/html'));
    expect((await safeFetch(`${site.origin}/b`, options())).html).toBe('<meta charset="iso-8859-1">Café');

    site.handle((_req, res) => sendHtml(res, Buffer.from('Zoë – 東京', 'utf8'), 200, 'text/html'));
    expect((await safeFetch(`${site.origin}/c`, options())).html).toBe('Zoë – 東京');
  });

  it('decodes as UTF-8 when the charset is unknown', async () => {
    site.handle((_req, res) => sendHtml(res, Buffer.from('naïve', 'utf8'), 200, 'text/html; charset=x-made-up'));
    expect((await safeFetch(`${site.origin}/d`, options())).html).toBe('naïve');
  });
});

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['10.0.0.1', false],
    ['172.16.5.4', false],
    ['192.168.0.1', false],
    ['100.64.0.1', false],
    ['169.254.169.254', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['ff02::1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:8.8.8.8', true],
    ['2001:db8::1', false],
    ['not-an-ip', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
