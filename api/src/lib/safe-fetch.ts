/**
 * Fetches a job page (LinkedIn or Indeed; with `anyPublicHost`, any public site, decision D12) or a job
 * board's JSON for a user's pasted link without becoming an SSRF tool.
 *
 * Rules, checked for the first URL and again for every redirect hop (followed by hand, at most 5):
 * - http(s) only, no user info; the host is a LinkedIn/Indeed host (shared `isLinkedInHost` /
 *   `isIndeedHost`, plus `secure.indeed.com` where Indeed sends sign-ins) on the default port, or the
 *   URL's origin is one of the configured `trustedOrigins` (LINKEDIN_ORIGIN / INDEED_ORIGIN; tests
 *   point those at fixture servers on 127.0.0.1);
 * - we resolve the name ourselves and refuse it when any address is not public unicast (loopback,
 *   private, link-local such as 169.254.169.254, unique-local, multicast, reserved…; IPv4-mapped IPv6
 *   is checked as IPv4). Configured origins are exempt: the operator chose them.
 * - the connection goes to the address we vetted: an undici Agent whose `connect.lookup` answers
 *   only from our own resolution. Without that pinning, a second DNS lookup made by the HTTP client
 *   could return another address (DNS rebinding) after the check passed.
 * Limits: one time-out for the whole call (DNS, redirects and body), a 2 MB body cap enforced while
 * streaming (after decompression, so a compressed bomb stops early too).
 * The body is decoded with the charset of Content-Type, else a <meta charset>, else UTF-8.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { isIndeedHost, isLinkedInHost } from '@jobapp/shared/jobs/job-url';
import ipaddr from 'ipaddr.js';
import { Agent, fetch, type Response } from 'undici';

export type FetchErrorReason =
  | 'host-not-allowed'
  | 'private-address'
  | 'too-many-redirects'
  | 'too-large'
  | 'timeout'
  | 'network'
  | `http-${number}`;

/** Base class: `reason` says why; `url` is the hop that failed. */
export class JobFetchError extends Error {
  constructor(
    readonly reason: FetchErrorReason,
    readonly url: string,
    message?: string,
    /** For an HTTP error status: the page that came with it (bot checks answer 403 with a page). */
    readonly html?: string,
  ) {
    super(message ?? `${reason}: ${url}`);
    this.name = new.target.name;
  }
}
/** Our own rules stopped the fetch (host, address, redirects, size); no request, or no more of it. */
export class FetchRefused extends JobFetchError {}
/** The site did not give us the page (time-out, network error, HTTP error status). */
export class FetchFailed extends JobFetchError {}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export interface SafeFetchOptions {
  /** Origins allowed even when they resolve to non-public addresses (the configured job-site origins). */
  trustedOrigins: readonly string[];
  timeoutMs: number;
  /** Default 2 MB. */
  maxBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  /** Name resolution; default the system resolver (all addresses). Tests inject their own. */
  resolveHost?: ResolveHost;
  /**
   * Any host name on the default port may be fetched, not only LinkedIn and Indeed (decision D12: any
   * job page). The address rules still apply: a name resolving to a non-public address is refused.
   */
  anyPublicHost?: boolean;
  /** The Accept header; default HTML. */
  accept?: string;
  /** A JSON body sent with POST (a Workday board's listing); the request is a GET without it. A redirect is followed with GET. */
  jsonBody?: string;
}

export interface SafeFetchResult {
  status: number;
  finalUrl: string;
  html: string;
}

export const MAX_PAGE_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const BROWSER_HEADERS = {
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'en-US,en;q=0.9',
};

const defaultResolveHost: ResolveHost = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

/** True only for public unicast addresses (IPv4-mapped IPv6 judged as its IPv4 address). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

function isJobSiteHost(hostname: string): boolean {
  return isLinkedInHost(hostname) || isIndeedHost(hostname) || hostname.toLowerCase() === 'secure.indeed.com';
}

/** Brackets off an IPv6 literal host ("[::1]" → "::1"). */
function bareHost(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** Rejects if `signal` aborts first (DNS lookups take no signal). */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

interface Vetting {
  trusted: Set<string>;
  anyPublicHost: boolean;
  resolveHost: ResolveHost;
  pinned: Map<string, ResolvedAddress[]>;
  signal: AbortSignal;
}

/** Applies the host and address rules to one hop and records the vetted addresses for the Agent. */
async function vetUrl(url: URL, vetting: Vetting): Promise<void> {
  const href = url.toString();
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
    throw new FetchRefused('host-not-allowed', href);
  }
  const host = bareHost(url.hostname);
  const trusted = vetting.trusted.has(url.origin);
  if (!trusted) {
    if (ipaddr.isValid(host)) throw new FetchRefused(isPublicAddress(host) ? 'host-not-allowed' : 'private-address', href);
    if ((!vetting.anyPublicHost && !isJobSiteHost(host)) || url.port !== '') throw new FetchRefused('host-not-allowed', href);
  }
  if (ipaddr.isValid(host)) return; // an IP literal is connected to directly; no lookup happens
  let addresses: ResolvedAddress[];
  try {
    addresses = await raceAbort(vetting.resolveHost(host), vetting.signal);
  } catch (error) {
    if (vetting.signal.aborted) throw error;
    throw new FetchFailed('network', href, `Could not resolve ${host}`);
  }
  if (addresses.length === 0) throw new FetchFailed('network', href, `No address for ${host}`);
  if (!trusted && addresses.some((a) => !isPublicAddress(a.address))) throw new FetchRefused('private-address', href);
  vetting.pinned.set(host.toLowerCase(), addresses);
}

/** `connect.lookup` for the Agent: answers only with addresses vetted for that host name. */
function pinnedLookup(pinned: Map<string, ResolvedAddress[]>): LookupFunction {
  return (hostname, options, callback) => {
    const addresses = pinned.get(hostname.toLowerCase());
    if (!addresses || addresses.length === 0) {
      callback(new Error(`No vetted address for ${hostname}`), '', 4);
      return;
    }
    const family = options.family === 4 || options.family === 6 ? options.family : 0;
    const usable = family ? addresses.filter((a) => a.family === family) : addresses;
    if (options.all) (callback as (e: null, list: ResolvedAddress[]) => void)(null, usable);
    else if (usable[0]) callback(null, usable[0].address, usable[0].family);
    else callback(new Error(`No IPv${family} address for ${hostname}`), '', family || 4);
  };
}

/** The charset named by Content-Type, else by a <meta> in the first 1024 bytes; null when none. */
export function charsetOf(contentType: string | null, head: Uint8Array): string | null {
  const fromHeader = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  if (fromHeader) return fromHeader;
  const ascii = new TextDecoder('latin1').decode(head.subarray(0, 1024));
  return /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(ascii)?.[1] ?? null;
}

function decodeBody(bytes: Uint8Array, contentType: string | null): string {
  const label = charsetOf(contentType, bytes) ?? 'utf-8';
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes); // unknown label
  }
}

async function readCapped(body: Response['body'], maxBytes: number, href: string): Promise<Uint8Array> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = (await reader.read()) as { done: boolean; value?: Uint8Array };
    if (done || !value) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new FetchRefused('too-large', href);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Fetches `url` under the rules in the module comment; throws FetchRefused / FetchFailed. */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const maxBytes = options.maxBytes ?? MAX_PAGE_BYTES;
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const trusted = new Set(options.trustedOrigins.map(originOf).filter((o): o is string => o !== null));
  const vetting: Vetting = { trusted, anyPublicHost: options.anyPublicHost === true, resolveHost: options.resolveHost ?? defaultResolveHost, pinned: new Map(), signal };
  const agent = new Agent({ connect: { lookup: pinnedLookup(vetting.pinned) } });
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    throw new FetchRefused('host-not-allowed', url);
  }
  try {
    for (let hop = 0; ; hop++) {
      const href = current.toString();
      await vetUrl(current, vetting);
      const headers: Record<string, string> = options.accept ? { ...BROWSER_HEADERS, accept: options.accept } : { ...BROWSER_HEADERS };
      const post = hop === 0 && options.jsonBody !== undefined;
      if (post) headers['content-type'] = 'application/json';
      const response = await fetch(href, { headers, redirect: 'manual', signal, dispatcher: agent, ...(post ? { method: 'POST', body: options.jsonBody } : {}) });
      const location = response.headers.get('location');
      if (REDIRECT_STATUSES.has(response.status) && location) {
        await response.body?.cancel().catch(() => undefined);
        if (hop >= maxRedirects) throw new FetchRefused('too-many-redirects', href);
        try {
          current = new URL(location, current);
        } catch {
          throw new FetchFailed('network', href, `Bad redirect location: ${location}`);
        }
        continue;
      }
      if (response.status < 200 || response.status > 299) {
        const bytes = await readCapped(response.body, maxBytes, href).catch(() => null);
        const html = bytes ? decodeBody(bytes, response.headers.get('content-type')) : undefined;
        throw new FetchFailed(`http-${response.status}`, href, undefined, html);
      }
      const declared = Number(response.headers.get('content-length') ?? '0');
      if (declared > maxBytes) {
        await response.body?.cancel().catch(() => undefined);
        throw new FetchRefused('too-large', href);
      }
      const bytes = await readCapped(response.body, maxBytes, href);
      return { status: response.status, finalUrl: href, html: decodeBody(bytes, response.headers.get('content-type')) };
    }
  } catch (error) {
    if (error instanceof JobFetchError) throw error;
    if (signal.aborted) throw new FetchFailed('timeout', current.toString());
    throw new FetchFailed('network', current.toString(), error instanceof Error ? error.message : String(error));
  } finally {
    await agent.destroy().catch(() => undefined);
  }
}
