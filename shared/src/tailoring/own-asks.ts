/**
 * A written summary never shows fewer of the job's asks than the user's own summary did: a tailored resume the
 * user receives must not match the job worse than what they gave. The user's own summary sentences that show an
 * ask the written summary, the headline and the skills list would otherwise lose are kept, in the user's words
 * ("Currently contributing to the development of AI technologies at OpenAI, …" for a posting that asks for AI),
 * when one fits. A sentence in the first person ("I run safe, on-time docks, keep inventory accurate, …") is theirs and
 * is kept as written, after any that is not: a careful coach keeps the user's voice rather than lose what it shows.
 * Its credential sentence gives way to theirs when theirs names the same credentials ("Certified PMP and SAFe
 * Agilist; I am …" for "Earned the PMP certification."). A summary already of three sentences, or sentences opening
 * on praise or stating the years the written lead states, leave the written one.
 */
import { MAX_SENTENCES, credentialWords, summarySentences } from './summary';
import { ownDescription } from './summary-facts';
import { SELF_PRAISE_RE } from '../text/self-praise';

/** A written summary, and whether it quotes the result (or scope) statement. */
export interface Draft {
  readonly summary: string;
  readonly withResult: boolean;
}

export interface OwnAsksInput {
  /** The user's own summary. */
  readonly original: string;
  /**
   * The written summaries to keep the user's sentences beside, best first: the full one is used as it is when
   * it loses nothing; a sentence of the user's takes the place of a scope sentence (both say what the person
   * does) before it is added after one.
   */
  readonly full: Draft;
  readonly drafts: readonly Draft[];
  /** The met asks the headline, the skills list and this summary show together. */
  readonly shown: (summary: string) => ReadonlySet<string>;
}

export interface OwnAsksSummary extends Draft {
  /** The asks the user's own sentences were kept for (requirement keys); empty when none were. */
  readonly keptFor: readonly string[];
}

/** A sentence in the first person ("I build …"): kept only after the user's other sentences. */
const FIRST_PERSON_RE = /\b(?:I|I'm|I've|my|me|we|our)\b/;
/** A sentence stating years ("With over 3 years in DevOps, I excel in …"): the written lead states the years. */
const YEARS_RE = /\b(?:\d{1,2}\+?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s+years?\s+(?:of|in)\b/i;

/** The user's sentences that may be kept, those not in the first person first. */
function keepable(original: string): string[] {
  // Not their sentence that says who they are ("Registered nurse with 11 years …"): the written summary's first does;
  // nor one that opens on praise ("Passionate about providing …"), which the written summary cuts from its lead too.
  const sentences = summarySentences(original).filter((s) => ownDescription(s, '') === null && !SELF_PRAISE_RE.test(s) && !YEARS_RE.test(s));
  return [...sentences.filter((s) => !FIRST_PERSON_RE.test(s)), ...sentences.filter((s) => FIRST_PERSON_RE.test(s))];
}

/** The draft's sentences with its credential sentence left out when the kept ones name every credential it states. */
function withoutRestatedCredentials(draft: string, picks: readonly string[]): string[] {
  const sentences = summarySentences(draft);
  const kept = picks.join(' ');
  return sentences.filter((s, i) => {
    const words = i > 0 ? credentialWords(s) : null;
    return !words || words.length === 0 || !words.every((w) => new RegExp(`\\b${w}\\b`).test(kept));
  });
}

export function withOwnAsks(input: OwnAsksInput): OwnAsksSummary {
  const own = input.shown(input.original);
  const lost = (summary: string): string[] => {
    const shown = input.shown(summary);
    return [...own].filter((a) => !shown.has(a));
  };
  if (lost(input.full.summary).length === 0) return { ...input.full, keptFor: [] };
  const sentences = keepable(input.original);
  // A draft that is the user's own summary (nothing written beside the title) is no rewrite to keep sentences in.
  for (const draft of input.drafts.filter((d) => d.summary.trim() !== input.original.trim())) {
    const keptFor = lost(draft.summary);
    const needed = new Set(keptFor);
    const picks: string[] = [];
    for (const sentence of sentences) {
      if (needed.size === 0) break;
      const shows = [...input.shown(sentence)].filter((a) => needed.has(a));
      if (shows.length === 0) continue;
      picks.push(/[.!?]$/.test(sentence) ? sentence : `${sentence}.`);
      for (const a of shows) needed.delete(a);
    }
    const summary = [...withoutRestatedCredentials(draft.summary, picks), ...picks].join(' ');
    if (needed.size === 0 && summarySentences(summary).length <= MAX_SENTENCES) return { summary, withResult: draft.withResult, keptFor };
  }
  // No sentence of theirs fits (the summary is full, or theirs speak in the first person): the written one stays,
  // and the user's own summary stays the edit's original, to restore.
  return { ...input.full, keptFor: [] };
}
