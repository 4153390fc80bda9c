/**
 * Counters over one pair's LinkedIn texts (label-free): headlines over LinkedIn's 220 characters, a
 * headline that repeats a phrase of two or more words (or its title), a whole resume statement pasted into
 * a headline, and an About sentence that is word for word one of the Experience bullets.
 */
import { splitSentences } from '@jobapp/shared/text/sentences';
import type { Example } from './figures';
import { normalised, wordsOf } from './texts';
import type { WrittenPair } from './writers';

export const HEADLINE_MAX = 220;

/** Words that alone do not make a repeated phrase ("and the", "of a"). */
const GLUE = new Set('a an the and or of in at for to with on by from as is my i | & · • - –'.split(' '));

function wordsOfHeadline(headline: string): string[] {
  return normalised(headline)
    .replace(/[|•·,;/]+/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}+#]+|[^\p{L}\p{N}+#]+$/gu, ''))
    .filter(Boolean);
}

/** The first phrase of two or more words (not glue words only) a headline says twice, or null. */
export function repeatedPhrase(headline: string): string | null {
  const words = wordsOfHeadline(headline);
  for (let n = Math.min(6, Math.floor(words.length / 2)); n >= 2; n--) {
    const seen = new Set<string>();
    for (let i = 0; i + n <= words.length; i++) {
      const gram = words.slice(i, i + n);
      if (gram.every((w) => GLUE.has(w))) continue;
      const phrase = gram.join(' ');
      if (seen.has(phrase)) return phrase;
      seen.add(phrase);
    }
  }
  return null;
}

export function findLongHeadlines(written: WrittenPair): Example[] {
  return written.linkedin.headlines
    .filter((h) => h.length > HEADLINE_MAX)
    .map((h) => ({ counter: 'headlines over 220 characters', where: `${written.pair.key} headline`, text: `${h.length} characters: ${h}` }));
}

/** Headlines repeating a 2+ word phrase, or the job title said twice. */
export function findHeadlineRepetitions(written: WrittenPair): Example[] {
  const title = normalised(written.pair.job.title);
  return written.linkedin.headlines.flatMap((h) => {
    const phrase = repeatedPhrase(h);
    const titleTwice = title !== '' && normalised(h).split(title).length > 2;
    if (phrase === null && !titleTwice) return [];
    return [{ counter: 'headline repetitions', where: `${written.pair.key} headline (repeats "${phrase ?? title}")`, text: h }];
  });
}

/** Statements of the resume long enough to be recognised when pasted elsewhere (five words or more). */
function resumeStatements(written: WrittenPair): string[] {
  const doc = written.pair.resume.document;
  return [...doc.experience, ...doc.projects, ...doc.other]
    .flatMap((e) => e.statements.map((s) => normalised(s.text)))
    .filter((s) => wordsOf(s) >= 5);
}

export function findBulletsInHeadlines(written: WrittenPair): Example[] {
  const statements = resumeStatements(written);
  return written.linkedin.headlines.flatMap((h) => {
    const text = normalised(h);
    const pasted = statements.find((s) => text.includes(s));
    return pasted ? [{ counter: 'resume bullets pasted into a headline', where: `${written.pair.key} headline`, text: h }] : [];
  });
}

/** About sentences equal (case folded, end punctuation aside) to a line of an Experience description. */
export function findAboutBulletCopies(written: WrittenPair): Example[] {
  const bullets = new Set(
    written.linkedin.roles.flatMap((r) =>
      r.description
        .split('\n')
        .map((line) => normalised(line.replace(/^[\s•·▪*-]+/, '')))
        .filter((line) => wordsOf(line) >= 4),
    ),
  );
  return written.linkedin.about
    .split(/\n+/)
    .flatMap((p) => splitSentences(p))
    .filter((s) => bullets.has(normalised(s)))
    .map((s) => ({ counter: 'About sentences equal to an Experience bullet', where: `${written.pair.key} About`, text: s }));
}
