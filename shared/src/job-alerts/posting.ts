/**
 * A posting as the digest sees it (issue 25, section 2), from any source (LinkedIn, Indeed, a company
 * board), and the three keys that say it was sent before: the canonical link, then the requisition id,
 * then a hash of the normalised description, which also recognises a repost (a new link for the same
 * text). Pure; the hash is FNV-1a 64-bit (not a secret, only a fingerprint), so it runs anywhere.
 */
export interface AlertPosting {
  /** linkedin | indeed | greenhouse | lever | ashby | workday */
  source: string;
  title: string;
  company: string;
  /** As the posting wrote it. */
  location: string;
  /** The link kept for the posting (tracking parameters removed by its reader). */
  canonicalUrl: string;
  /** The employer's requisition id when the posting shows one. */
  requisitionId: string | null;
  /** Plain text ('' when the source gives none, e.g. a LinkedIn card). */
  description: string;
  /** As posted ('' when not). */
  salary: string;
  /** ISO date (YYYY-MM-DD) or null. */
  datePosted: string | null;
  /** ISO date the posting closes (JSON-LD validThrough) or null. */
  validThrough: string | null;
}

/** What the user was sent before, by the three keys. */
export interface SentKey {
  canonicalUrl: string;
  requisitionId: string | null;
  descriptionHash: string | null;
  repostCount: number;
}

/** The description's words, lower case, without punctuation, dates or numbers of days ("posted 3 days ago"). */
export function normaliseDescription(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/<[^>]*>/g, ' ')
    .replace(/\b(?:posted|updated|reposted)\b[^.]*?\bago\b/g, ' ')
    .replace(/\d{4}-\d{2}-\d{2}/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Descriptions shorter than this say too little to recognise a repost by. */
const MIN_HASHED_CHARS = 200;

export function descriptionHash(text: string): string | null {
  const normal = normaliseDescription(text);
  if (normal.length < MIN_HASHED_CHARS) return null;
  let hash = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  for (const byte of new TextEncoder().encode(normal)) {
    hash ^= BigInt(byte);
    hash = (hash * prime) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/** Query parameters that name the posting itself (Indeed's job key, a Greenhouse id on a company site, LinkedIn's job id); every other one is tracking. */
const POSTING_PARAMS = ['jk', 'gh_jid', 'currentJobId'];

/** The link without its fragment and tracking parameters, host in lower case, no trailing slash. */
export function canonicalLink(url: string): string {
  try {
    const parsed = new URL(url);
    const kept = new URLSearchParams();
    for (const name of POSTING_PARAMS) {
      const value = parsed.searchParams.get(name);
      if (value) kept.set(name, value);
    }
    const query = kept.size > 0 ? `?${kept.toString()}` : '';
    return `${parsed.protocol}//${parsed.host.toLowerCase()}${parsed.pathname.replace(/\/+$/, '')}${query}`;
  } catch {
    return url.trim();
  }
}

function requisition(value: string | null): string | null {
  const id = value?.trim().toLowerCase() ?? '';
  return id ? id : null;
}

export interface NewPosting {
  posting: AlertPosting;
  keys: SentKey;
  /** How many times it was posted again after the first time the user was sent it (0: never). */
  repostedTimes: number;
}

export interface Selection {
  /** Postings the user was never sent: the digest's items. */
  fresh: NewPosting[];
  /** Postings sent before that came back under a new link: named in the digest as "reposted N times", not as new items. */
  reposts: NewPosting[];
  /** The other links of a posting kept once (the same posting on a second source): kept as sent with it, so a later run does not take them for reposts. */
  duplicates: SentKey[];
}

/**
 * Sorts a run's postings: each once (the same posting on two sources or two alerts counts once, by link,
 * then requisition id, then description), none the user was sent before under the same link. A new link
 * whose requisition id or description matches one sent before is a repost.
 */
export function selectNew(postings: readonly AlertPosting[], sent: readonly SentKey[]): Selection {
  const byUrl = new Set(sent.map((s) => s.canonicalUrl));
  const byReq = new Map<string, SentKey>();
  const byHash = new Map<string, SentKey>();
  for (const s of sent) {
    if (s.requisitionId) byReq.set(`${s.requisitionId}`, s);
    if (s.descriptionHash) byHash.set(s.descriptionHash, s);
  }
  const seenUrl = new Set<string>();
  const seenReq = new Set<string>();
  const seenHash = new Set<string>();
  const out: Selection = { fresh: [], reposts: [], duplicates: [] };
  for (const posting of postings) {
    const url = canonicalLink(posting.canonicalUrl);
    const req = requisition(posting.requisitionId);
    const reqKey = req ? `${posting.company.toLowerCase()}|${req}` : null;
    const hash = descriptionHash(posting.description);
    if (seenUrl.has(url)) continue;
    seenUrl.add(url);
    // Sent before under this very link: neither new nor a repost, and it does not hide a repost of itself.
    if (byUrl.has(url)) continue;
    if ((reqKey && seenReq.has(reqKey)) || (hash && seenHash.has(hash))) {
      out.duplicates.push({ canonicalUrl: url, requisitionId: reqKey, descriptionHash: hash, repostCount: 0 });
      continue;
    }
    if (reqKey) seenReq.add(reqKey);
    if (hash) seenHash.add(hash);
    const before = (reqKey ? byReq.get(reqKey) : undefined) ?? (hash ? byHash.get(hash) : undefined);
    const repostedTimes = before ? before.repostCount + 1 : 0;
    const item = { posting: { ...posting, canonicalUrl: url }, keys: { canonicalUrl: url, requisitionId: reqKey, descriptionHash: hash, repostCount: repostedTimes }, repostedTimes };
    (before ? out.reposts : out.fresh).push(item);
  }
  return out;
}

/** '3 days ago', 'today', 'yesterday' from the posting date; '' when unknown. */
export function postingAge(datePosted: string | null, now: Date): string {
  if (!datePosted) return '';
  const posted = Date.parse(`${datePosted.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(posted)) return '';
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const days = Math.max(0, Math.round((today - posted) / 86_400_000));
  return days === 0 ? 'today' : days === 1 ? 'yesterday' : `${days} days ago`;
}
