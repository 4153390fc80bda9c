/**
 * The name line of a resume header: a name drawn in letter-spaced capitals or small caps rebuilt into
 * words ("R O B E R T L . H A I N E S J R ." → "Robert L. Haines Jr."), and post-nominal credentials
 * taken off the name ("Jane Doe, RN, BSN" → "Jane Doe" + ["RN", "BSN"]). Prefixes and generational
 * suffixes ("Dr.", "Jr.", "III") stay in the name.
 */

/** Generational and similar suffixes: part of the name, not credentials. */
const NAME_SUFFIX_RE = /^(?:jr|sr|ii|iii|iv|v|2nd|3rd)\.?$/i;

/** Degrees and credentials written in mixed case ("PharmD", "Ph.D.", "MSc", "Esq."). */
const MIXED_CASE_CREDENTIALS = new Set(
  'phd pharmd edd psyd dnp dnsc dphil msc mphil med meng mba mpa mph msw bsc ba bs ma ms md do dds dmd od dvm jd llm esq cpa'.split(' '),
);

/**
 * Credentials common enough to be taken after a name without a comma ("Ana Ruiz MBA PMP"); without a
 * comma an unknown run of capitals may be a surname written in capitals ("Marie Claire DUPONT").
 */
const KNOWN_CREDENTIALS = new Set(
  `rn bsn msn dnp np aprn fnp lpn lvn cna crna ccrn md do phd pharmd bcps mba mpa mph msw lcsw lmsw lpc lmft cpa
  cfa cma cia pmp pe eit cissp cisa cism ccna cfp jd esq ms ma bs ba mfa med edd psyd dds dmd od dvm rd rdn ot pt dpt
  slp ccc-slp shrm-cp shrm-scp phr sphr csm cspo`.split(/\s+/),
);

/** One post-nominal credential as written: "RN", "SHRM-CP", "PharmD", "Ph.D.", "MBA", "CFA®". */
export function isCredentialToken(token: string): boolean {
  const t = token.replace(/[®™]/g, '').trim();
  if (t.length < 2 || t.length > 12 || NAME_SUFFIX_RE.test(t)) return false;
  const bare = t.replace(/[.\-/()]/g, '');
  if (!/^[\p{L}\d]+$/u.test(bare)) return false;
  if (MIXED_CASE_CREDENTIALS.has(bare.toLowerCase())) return /^\p{Lu}/u.test(bare);
  // Otherwise a run of capitals (digits allowed after the first letter): "RN", "LCSW", "CCNA", "PE", "SHRM-CP".
  return /^\p{Lu}[\p{Lu}\d]+$/u.test(bare) && bare.length <= 8;
}

/** A name line split into the name and the credentials written after it. */
export function splitCredentials(line: string): { name: string; credentials: string[] } {
  const parts = line.split(/\s*,\s*/).map((p) => p.trim());
  const nameParts = [parts[0] ?? ''];
  const credentials: string[] = [];
  for (const part of parts.slice(1)) {
    if (part === '') continue;
    const tokens = part.split(/\s+/);
    if (credentials.length === 0 && tokens.every((t) => NAME_SUFFIX_RE.test(t))) {
      nameParts.push(part);
      continue;
    }
    if (tokens.every(isCredentialToken)) {
      credentials.push(...tokens);
      continue;
    }
    // Not a credential: the comma belongs to the name as written ("Doe, Jane"); nothing more is taken off.
    return { name: line.trim(), credentials: [] };
  }
  let name = nameParts.join(', ');
  // "Jane Doe RN BSN": capitals after a name written in mixed case.
  if (credentials.length === 0 && /\p{Ll}/u.test(name)) {
    const words = name.split(/\s+/);
    let cut = words.length;
    while (cut > 2 && KNOWN_CREDENTIALS.has((words[cut - 1] ?? '').replace(/[.,]/g, '').toLowerCase()) && isCredentialToken(words[cut - 1] ?? '')) cut--;
    if (cut < words.length) {
      credentials.push(...words.slice(cut));
      name = words.slice(0, cut).join(' ');
    }
  }
  return { name, credentials };
}

// ---------------------------------------------------------------------------------------------
// Letter-spaced and small-caps names
// ---------------------------------------------------------------------------------------------

/** Words the rest of the resume gives for the name: the e-mail's local part and the links' path words. */
export function nameHints(fullText: string): string[] {
  const text = fullText.slice(0, 20_000);
  const hints = new Set<string>();
  const add = (chunk: string) => {
    for (const w of chunk.toLowerCase().split(/[^a-z\u00C0-\u024F]+/)) if (w.length >= 2) hints.add(w);
  };
  for (const m of text.matchAll(/([A-Za-z0-9._%+-]{2,64})@/g)) add(m[1] ?? '');
  for (const m of text.matchAll(/(?:linkedin\.com\/in|github\.com|behance\.net|gitlab\.com)\/([A-Za-z0-9._-]{2,80})/gi)) add(m[1] ?? '');
  for (const m of text.matchAll(/\b(?:https?:\/\/)?(?:www\.)?([a-z0-9-]{3,63})\.(?:com|net|org|dev|io|me|site|page)\b/gi)) add(m[1] ?? '');
  return [...hints].slice(0, 40);
}

/** "D A N A", "R O B E R T L .": every token one letter or a mark, and at least four of them. */
function letterTokens(line: string): string[] | null {
  const tokens = line.trim().split(/\s+/);
  // A name has a few dozen letters at most.
  if (tokens.length < 4 || tokens.length > 80) return null;
  const letters = tokens.filter((t) => /^\p{L}$/u.test(t)).length;
  if (letters / tokens.length < 0.6) return null;
  // Small caps come out as a capital item and a lower-case run ("I n e s F a i rba n k s").
  if (!tokens.every((t) => /^(?:\p{L}{1,3}|[.'’-])$/u.test(t))) return null;
  return tokens;
}

/**
 * Rebuilds the words of a name whose letters were spaced apart and whose word breaks were lost:
 * word breaks come from case ("InesFairbanks"), initials and suffixes ("L.", "JR."), and the words of
 * the e-mail address and profile links (`hints`). Null when the line is not letter-spaced.
 */
export function rebuildSpacedName(line: string, hints: readonly string[]): string | null {
  const tokens = letterTokens(line);
  if (!tokens) return null;
  const joined = tokens.join('');
  const mixed = /\p{Ll}/u.test(joined) && /\p{Lu}/u.test(joined);
  const words = mixed ? joined.split(/(?<=[\p{Ll}.])(?=\p{Lu})/u) : splitCapitalRun(joined, hints);
  const name = words.join(' ');
  return mixed ? name : titleCaseName(name);
}

/** "ROBERTL.HAINESJR." → ["ROBERT", "L.", "HAINES", "JR."], using hint words to find the breaks. */
function splitCapitalRun(run: string, hints: readonly string[]): string[] {
  const out: string[] = [];
  for (const chunk of run.split(/(?<=\.)/)) {
    // An initial or a suffix at the end of a chunk: "ROBERTL." → "ROBERT" + "L."; "HAINESJR." → "HAINES" + "JR.".
    const tail = /^(.*?)(\p{L}\.|(?:JR|SR)\.)$/u.exec(chunk);
    const body = tail ? (tail[1] ?? '') : chunk;
    if (body) out.push(...segmentByHints(body, hints));
    if (tail?.[2]) out.push(tail[2]);
  }
  return out;
}

/** Splits a run of letters at the hint words it is made of; letters no hint covers stay one word. */
function segmentByHints(run: string, hints: readonly string[]): string[] {
  const lower = run.toLowerCase();
  const n = lower.length;
  // best[i]: fewest uncovered letters for lower[i..], then fewest words.
  const best: { cost: number; words: number; next: number; hint: boolean }[] = Array.from({ length: n + 1 }, () => ({
    cost: 0,
    words: 0,
    next: n,
    hint: false,
  }));
  for (let i = n - 1; i >= 0; i--) {
    const after = best[i + 1] as (typeof best)[number];
    let choice = { cost: after.cost + 1, words: after.words, next: i + 1, hint: false };
    for (const hint of hints) {
      if (hint.length < 2 || !lower.startsWith(hint, i)) continue;
      const rest = best[i + hint.length] as (typeof best)[number];
      const candidate = { cost: rest.cost, words: rest.words + 1, next: i + hint.length, hint: true };
      if (candidate.cost < choice.cost || (candidate.cost === choice.cost && candidate.words < choice.words)) choice = candidate;
    }
    best[i] = choice;
  }
  const words: string[] = [];
  let loose = '';
  for (let i = 0; i < n; ) {
    const step = best[i] as (typeof best)[number];
    if (step.hint) {
      if (loose) words.push(loose);
      loose = '';
      words.push(run.slice(i, step.next));
    } else loose += run.slice(i, step.next);
    i = step.next;
  }
  if (loose) words.push(loose);
  return words;
}

/** "ROBERT L. HAINES JR." → "Robert L. Haines Jr."; hyphenated and apostrophe parts capitalised too. */
function titleCaseName(text: string): string {
  return text.toLowerCase().replace(/(^|[\s'’-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/**
 * Small caps set as a capital plus a capital run per word ("D ANA W HITFIELD"): the pairs joined.
 * Null unless every word of the line is split that way.
 */
export function joinSmallCapsPairs(line: string): string | null {
  const tokens = line.trim().split(/\s+/);
  if (tokens.length < 4 || tokens.length % 2 !== 0 || tokens.length > 10) return null;
  const words: string[] = [];
  for (let i = 0; i < tokens.length; i += 2) {
    const first = tokens[i] ?? '';
    const rest = tokens[i + 1] ?? '';
    if (!/^\p{Lu}$/u.test(first) || !/^\p{Lu}[\p{Lu}.'’-]+$/u.test(rest)) return null;
    words.push(first + rest);
  }
  return titleCaseName(words.join(' '));
}
