/**
 * Counters over what the LinkedIn About says of the user's own sentences (label-free): a note on a left-out
 * sentence that does not quote it as the user wrote it ("I currently lead …" for "Currently leading …"), a
 * sentence left out as "not a first-person sentence", and a sentence that says what the user seeks outside
 * the About's closing (a resume objective kept beside the closing's own).
 */
import { splitSentences } from '@jobapp/shared/text/sentences';
import type { Example } from './figures';
import { normalised } from './texts';
import type { WrittenPair } from './writers';

const NOTE_RE = /^About: your sentence "(.+?)(?:…)?" was left out: (.*)$/;

/** The About notes on left-out sentences: the quoted words and the reason. */
function leftOutNotes(written: WrittenPair): { quoted: string; reason: string; note: string }[] {
  return written.linkedin.removedClaims.flatMap((note) => {
    const m = NOTE_RE.exec(note);
    return m ? [{ quoted: m[1] ?? '', reason: m[2] ?? '', note }] : [];
  });
}

/** Notes quoting a sentence in words the user did not write (the About's rewording of it, not theirs). */
export function findNotesNotQuotingUser(written: WrittenPair): Example[] {
  const fold = (t: string) => normalised(t).replace(/\s+/g, ' ');
  const source = fold(written.profileText);
  return leftOutNotes(written)
    .filter((n) => !source.includes(fold(n.quoted)))
    .map((n) => ({ counter: "left-out notes not quoting the user's words", where: `${written.pair.key} notes`, text: n.note }));
}

/** The user's sentences left out of the About as "not a first-person sentence". */
export function findSentencesLeftOutAsNotFirstPerson(written: WrittenPair): Example[] {
  return leftOutNotes(written)
    .filter((n) => n.reason.startsWith('it is not a first-person sentence'))
    .map((n) => ({ counter: 'user sentences left out as not first-person', where: `${written.pair.key} notes`, text: n.note }));
}

const SEEKS_RE = /^(?:seeking|looking for|to obtain|to secure|aspiring to)\b|\b(?:I am|I'm|I'm now) (?:seeking|looking for)\b/i;

/** About sentences before its closing paragraph that say what the user seeks ("Seeking a challenging role …"). */
export function findObjectivesBeforeClosing(written: WrittenPair): Example[] {
  const paragraphs = written.linkedin.about.split(/\n\s*\n/);
  return paragraphs
    .slice(0, -1)
    .flatMap((p) => splitSentences(p))
    .filter((s) => SEEKS_RE.test(s.trim()))
    .map((s) => ({ counter: 'About sentences saying what the user seeks before its closing', where: `${written.pair.key} About`, text: s }));
}
