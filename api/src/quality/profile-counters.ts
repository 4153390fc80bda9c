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

/**
 * The first name in capitals ("PMP", "AWS") a headline says twice, or null: one word, so no phrase of two
 * ("IT Project Manager, PMP, CSM | … | Jira, PMP, MS Project").
 */
export function repeatedName(headline: string): string | null {
  const names = headline.split(/[^\p{L}\p{N}&+#-]+/u).filter((w) => /^\p{Lu}[\p{Lu}\d&+#-]+$/u.test(w) && /\p{Lu}.*\p{Lu}/u.test(w));
  return names.find((w, i) => names.indexOf(w) !== i) ?? null;
}

/** Headlines repeating a 2+ word phrase or a name in capitals, or the job title said twice. */
export function findHeadlineRepetitions(written: WrittenPair): Example[] {
  const title = normalised(written.pair.job.title);
  return written.linkedin.headlines.flatMap((h) => {
    const phrase = repeatedPhrase(h) ?? repeatedName(h);
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

/** Lower-case words of a text, punctuation at their edges dropped. */
function plainWords(text: string): string[] {
  return normalised(text)
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}$]+|[^\p{L}\p{N}%+]+$/gu, ''))
    .filter(Boolean);
}

/** A run of at least this many words in the statement's order is its words, not a coincidence. */
const RUN_MIN = 4;

/**
 * The positions of `a` covered by runs of RUN_MIN or more consecutive words of `b`, taken in the order
 * `b` has them (a sentence that reorders a statement around its outcome is not covered whole).
 */
export function orderedCoverage(a: readonly string[], b: readonly string[]): Set<number> {
  // best[i][j]: most words covered using a[0..i) and b[0..j); took[i][j]: the run that ends there (0: none).
  const best = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  const run = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  const took = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      run[i]![j] = a[i - 1] === b[j - 1] ? run[i - 1]![j - 1]! + 1 : 0;
      let value = Math.max(best[i - 1]![j]!, best[i]![j - 1]!);
      let k = 0;
      for (let n = RUN_MIN; n <= run[i]![j]!; n++) {
        if (best[i - n]![j - n]! + n > value) [value, k] = [best[i - n]![j - n]! + n, n];
      }
      best[i]![j] = value;
      took[i]![j] = k;
    }
  }
  const covered = new Set<number>();
  for (let i = a.length, j = b.length; i > 0 && j > 0; ) {
    const k = took[i]![j]!;
    if (k > 0) {
      for (let n = 1; n <= k; n++) covered.add(i - n);
      [i, j] = [i - k, j - k];
    } else if (best[i]![j] === best[i - 1]![j]) i--;
    else j--;
  }
  return covered;
}

/** The user's Experience statements: the resume's and the optimized roles' lines. */
function experienceStatements(written: WrittenPair): string[][] {
  const doc = written.pair.resume.document;
  const lines = [
    ...[...doc.experience, ...doc.projects, ...doc.other].flatMap((e) => e.statements.flatMap((s) => splitSentences(s.text))),
    ...written.linkedin.roles.flatMap((r) => r.description.split('\n').map((l) => l.replace(/^[\s•·▪*-]+/, ''))),
  ];
  return lines.map(plainWords).filter((w) => w.length >= RUN_MIN);
}

/** Words that frame a result rather than tell it ("At Harborview, I …", "where I …", "I also …"). */
const FRAME = new Set(['at', 'as', 'a', 'an', 'i', "i'm", 'and', 'where', 'there', 'also', 'then', 'today']);

/**
 * True when the sentence repeats the Experience word for word: most of one statement (a run of 8 words or
 * more that is 60 % of it), or a sentence made of Experience lines strung together (runs of 4+ words, each
 * in its statement's order, covering 75 % of what the sentence says besides its frame and the employer's name).
 */
export function repeatsExperience(sentence: string, statements: readonly (readonly string[])[], names: readonly string[] = []): boolean {
  const skip = new Set([...FRAME, ...names.flatMap(plainWords)]);
  const words = plainWords(sentence);
  const core = [...words.keys()].filter((i) => !skip.has(words[i] ?? ''));
  const chains = statements.map((s) => ({ s, at: orderedCoverage(words, s) }));
  if (chains.some(({ s, at }) => at.size >= 8 && at.size >= 0.6 * s.length)) return true;
  // Strung lines: the words each statement covers in its order, counted once however many statements cover them.
  const covered = new Set(chains.flatMap(({ at }) => [...at]));
  const said = core.filter((i) => covered.has(i)).length;
  return said >= 8 && said >= 0.75 * core.length;
}

/** About sentences that repeat the Experience word for word (repeatsExperience). */
export function findAboutStatementRepeats(written: WrittenPair): Example[] {
  const statements = experienceStatements(written);
  const names = written.pair.resume.document.experience.map((e) => e.employer);
  return written.linkedin.about
    .split(/\n+/)
    .flatMap((p) => splitSentences(p))
    .filter((s) => repeatsExperience(s, statements, names))
    .map((s) => ({ counter: 'About sentences repeating the Experience', where: `${written.pair.key} About`, text: s }));
}

/** Past forms without "-ed"; "cut", "set" and "read" read as past. */
const IRREGULAR_PAST = new Set('built cut drove grew led oversaw ran read rebuilt sold set taught won wrote drew fed paid made kept brought took gave began saw spent met held sent found became'.split(' '));

/**
 * Headlines with a bullet pasted into a part: the opening of a resume statement (4 words or more, from its
 * first word) in the imperative or present ("Support 900 employees across 12 clinics"), or most of a
 * statement (8 words or more that are 60 % of it). A result told in the past tense in a few of the
 * statement's words ("Cut dock-to-stock time from 36 to 19 hours") is a result, not a paste.
 */
export function findPastedBulletHeadlines(written: WrittenPair): Example[] {
  const statements = experienceStatements(written);
  return written.linkedin.headlines.flatMap((h) => {
    const parts = h.split(/\s+[|·•]\s+/).slice(1).map(plainWords);
    const pasted = parts.some((part) =>
      statements.some((s) => {
        const opening = part.length >= RUN_MIN && part.slice(0, RUN_MIN).every((w, i) => w === s[i]);
        const present = !/\p{L}{2,}ed$/u.test(part[0] ?? '') && !IRREGULAR_PAST.has(part[0] ?? '');
        const covered = orderedCoverage(part, s).size;
        return (opening && present) || (covered >= 8 && covered >= 0.6 * s.length);
      }),
    );
    return pasted ? [{ counter: 'headlines with a pasted bullet', where: `${written.pair.key} headline`, text: h }] : [];
  });
}

/** A title without its specialty, shift or level note ("Registered Nurse - Telemetry (Nights)" → "registered nurse"). */
function titleCore(title: string): string {
  return normalised(title.replace(/\s*\([^)]*\)/g, '').split(/\s+[-–—|]\s+|,\s+/)[0] ?? '');
}

/** Items of the ranked skills list that are a job title ("Registered Nurse") or one with a word more ("HR Generalist Duties"). */
export function findTitlesAmongSkills(written: WrittenPair): Example[] {
  const titles = [written.pair.job.title, ...written.pair.resume.document.experience.map((e) => e.title)]
    .flatMap((t) => [normalised(t), titleCore(t)])
    .filter((t) => t !== '');
  return written.linkedin.skills
    .filter((skill) => {
      const s = normalised(skill);
      return titles.some((t) => s === t || (t.includes(' ') && s.startsWith(`${t} `)));
    })
    .map((skill) => ({ counter: 'titles among skills', where: `${written.pair.key} skills`, text: skill }));
}
