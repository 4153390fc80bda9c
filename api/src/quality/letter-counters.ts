/**
 * Counters over one pair's letters in every template (label-free): sentences two templates share, a
 * sentence in more than two templates, letters not signed with the user's name, the resume quoted at
 * the reader, and body word counts outside the template's length.
 */
import { isCurrent } from '@jobapp/shared/cover-letters/letter-context';
import { firstPersonClause } from '@jobapp/shared/cover-letters/phrasing';
import { statementsOfDocument } from '@jobapp/shared/resume/document';
import { companyInProse } from '@jobapp/shared/text/company-name';
import { escapeRegExp } from '@jobapp/shared/text/regexp';
import type { Example } from './figures';
import { letterParts, letterSentences, normalised, wordsOf } from './texts';
import type { WrittenPair } from './writers';

/** Above this share of sentences two templates' letters for the same pair read as one letter. */
export const SHARED_SHARE_CEILING = 0.2;

export interface SharedSentences {
  /** Template pairs (same resume and job) sharing more than SHARED_SHARE_CEILING of their sentences. */
  templatePairsOver: number;
  /** The largest share two templates' letters for one pair have in common (0-1). */
  maxShare: number;
  /** Distinct sentences that appear in more than two templates' letters for one pair. */
  inMoreThanTwo: number;
  examples: Example[];
}

/**
 * Share of two letters' sentences in common: the shared sentences over the smaller letter's sentences,
 * so a short letter made of another's sentences counts fully.
 */
function shareOf(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let common = 0;
  for (const s of a) if (b.has(s)) common++;
  return common / Math.max(1, Math.min(a.size, b.size));
}

export function countSharedSentences(written: WrittenPair): SharedSentences {
  const key = written.pair.key;
  const sets = written.letters.map((l) => ({ id: l.template.id, sentences: new Set(letterSentences(key, l).map((s) => normalised(s.text))) }));
  const out: SharedSentences = { templatePairsOver: 0, maxShare: 0, inMoreThanTwo: 0, examples: [] };
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      const a = sets[i]!;
      const b = sets[j]!;
      const share = shareOf(a.sentences, b.sentences);
      out.maxShare = Math.max(out.maxShare, share);
      if (share > SHARED_SHARE_CEILING) {
        out.templatePairsOver++;
        const common = [...a.sentences].find((s) => b.sentences.has(s)) ?? '';
        out.examples.push({ counter: 'letter template pairs sharing > 20 % of sentences', where: `${key} ${a.id} & ${b.id} (${Math.round(share * 100)} %)`, text: common });
      }
    }
  }
  const templatesOf = new Map<string, string[]>();
  for (const set of sets) for (const s of set.sentences) templatesOf.set(s, [...(templatesOf.get(s) ?? []), set.id]);
  for (const [sentence, ids] of templatesOf) {
    if (ids.length <= 2) continue;
    out.inMoreThanTwo++;
    out.examples.push({ counter: 'sentences in more than two templates', where: `${key} ${ids.length} templates (${ids.join(', ')})`, text: sentence });
  }
  return out;
}

/** Letters whose sign-off does not carry the name the resume gives (or with no sign-off). */
export function findUnsignedLetters(written: WrittenPair): Example[] {
  const name = normalised(written.pair.resume.document.contact.name);
  return written.letters.flatMap((l) => {
    const { signature, closing } = letterParts(l.content);
    if (closing && name !== '' && normalised(signature).includes(name)) return [];
    const why = !closing ? 'no sign-off' : name === '' ? 'the reader found no name on the resume' : `signed "${signature || '(nothing)'}", the resume's name is "${written.pair.resume.document.contact.name}"`;
    return [{ counter: 'unsigned letters', where: `${written.pair.key} ${l.template.id}`, text: why }];
  });
}

const QUOTED = /["“]([^"”\n]{12,})["”]/g;
const RESUME_SAYS = /\b(?:my|the) (?:resume|cv) (?:also )?(?:records|says|states|lists|notes|shows|reads)\b/i;

/**
 * Letters that quote the resume at the reader: a quoted run of four or more words found in the resume's
 * text, or "my resume records/says/lists …".
 */
export function findQuotedResume(written: WrittenPair): Example[] {
  const resume = normalised(written.pair.resume.text.replace(/\s+/g, ' '));
  return written.letters.flatMap((l) => {
    const body = letterParts(l.content).body.join('\n');
    const quoted = [...body.matchAll(QUOTED)].map((m) => m[1] ?? '').find((q) => wordsOf(q) >= 4 && resume.includes(normalised(q)));
    const says = RESUME_SAYS.exec(body);
    if (quoted === undefined && !says) return [];
    const text = quoted !== undefined ? `"${quoted}"` : body.slice(Math.max(0, says!.index - 20), says!.index + 120);
    return [{ counter: 'letters quoting the resume', where: `${written.pair.key} ${l.template.id}`, text }];
  });
}

/** Letters whose body (greeting and sign-off not counted) is shorter or longer than the template allows. */
export function findLengthMisses(written: WrittenPair): Example[] {
  return written.letters.flatMap((l) => {
    const words = wordsOf(letterParts(l.content).body.join(' '));
    const { min, max } = l.template.words;
    if (words >= min && words <= max) return [];
    return [{ counter: 'letters outside the template length', where: `${written.pair.key} ${l.template.id}`, text: `${words} words (template ${min}-${max})` }];
  });
}

/** More mentions of one employer than this in one paragraph read as a recital (a recruiter's read). */
export const EMPLOYER_MENTIONS_CEILING = 2;

/**
 * Letter paragraphs that name one of the resume's employers more than EMPLOYER_MENTIONS_CEILING times
 * ("At Riverside Mercy …; at Riverside Mercy …; At Riverside Mercy, I also …").
 */
export function findRepeatedEmployers(written: WrittenPair): Example[] {
  const employers = [...new Set(written.pair.resume.document.experience.map((e) => e.employer.trim()).filter((e) => e.length >= 3))];
  return written.letters.flatMap((l) =>
    letterParts(l.content).body.flatMap((paragraph) => {
      // The employer as the place of the work ("at Netflix", "For Netflix,"), not inside a statement's own
      // words ("the Netflix web application").
      const repeated = employers.find((e) => (paragraph.match(new RegExp(String.raw`\b(?:at|for|with) ${escapeRegExp(e)}`, 'gi')) ?? []).length > EMPLOYER_MENTIONS_CEILING);
      return repeated === undefined ? [] : [{ counter: 'paragraphs naming one employer 3+ times', where: `${written.pair.key} ${l.template.id}`, text: `${repeated}: ${paragraph.slice(0, 160)} …` }];
    }),
  );
}

/**
 * Letter paragraphs after the opening that go back to a later employer once they have told an earlier one
 * (a recruiter's read: "At Redbud …, I completed 8,000 hours … At Brightline Electric, I also lead …").
 * Each sentence counts by the first employer it names, at that employer's latest role.
 */
export function findRolesOutOfOrder(written: WrittenPair): Example[] {
  const experience = written.pair.resume.document.experience;
  const employers = [...new Set(experience.map((e) => companyInProse(e.employer.trim())).filter((e) => e.length >= 3))];
  const latestRole = (name: string) => experience.findIndex((e) => companyInProse(e.employer.trim()) === name);
  return written.letters.flatMap((l) =>
    letterParts(l.content)
      .body.slice(1)
      .flatMap((paragraph) => {
        const order = paragraph.split(/(?<=[.!?])\s+(?=\p{Lu})/u).flatMap((sentence) => {
          const named = employers.map((e) => ({ e, at: sentence.indexOf(e) })).filter((x) => x.at >= 0).sort((a, b) => a.at - b.at)[0];
          return named ? [latestRole(named.e)] : [];
        });
        const back = order.some((entry, k) => k > 0 && entry < (order[k - 1] ?? 0));
        return back ? [{ counter: 'paragraphs going back to a later role', where: `${written.pair.key} ${l.template.id}`, text: `${order.join(', ')}: ${paragraph.slice(0, 160)} …` }] : [];
      }),
  );
}

/** Linking phrases a reader notices when one paragraph uses them twice ("in my current role …; in my current role …"). */
const LINKS = ['in my current role', 'in the same role', 'in that role', 'there as well', 'at the same time'];

/** Letter paragraphs that use one linking phrase twice or more (a recruiter's read: "in the same role" 88 times in 150 letters). */
export function findRepeatedLinks(written: WrittenPair): Example[] {
  return written.letters.flatMap((l) =>
    letterParts(l.content).body.flatMap((paragraph) => {
      const lower = paragraph.toLowerCase();
      const link = LINKS.find((phrase) => lower.split(phrase).length > 2);
      return link === undefined ? [] : [{ counter: 'paragraphs repeating a linking phrase', where: `${written.pair.key} ${l.template.id}`, text: `${link}: ${paragraph.slice(0, 160)} …` }];
    }),
  );
}

/** Letters naming the company or an employer with its legal form ("Dear Coastline Marine Holdings, Inc. team,"). */
export function findLegalForms(written: WrittenPair): Example[] {
  const re = /\b(?:Inc|LLC|Ltd|Corp)\.?(?= team,| as your| needs | and |[.,]\s*$)/m;
  return written.letters.flatMap((l) => {
    const hit = letterParts(l.content).body.concat(l.content.split('\n')[0] ?? '').find((line) => re.test(line));
    return hit === undefined ? [] : [{ counter: 'letters naming a company with its legal form', where: `${written.pair.key} ${l.template.id}`, text: hit.slice(0, 160) }];
  });
}

/**
 * The most resume statements a letter tells (generate.ts TOLD_STATEMENTS: two to four chosen proofs). A
 * recruiter's read found letters retelling 4-9 of the resume's bullets one after another, padded to the
 * template's length, instead of choosing the proofs that answer the posting.
 */
export const RETOLD_CEILING = 4;

/** The words of a statement after its first one (the verb the first person may change), when enough to know it by. */
function statementKey(text: string, current = false): string | null {
  // As the letter says it after "I" when it can ("Developing … and making …" → "I develop … and make …" in a role still held).
  const clause = firstPersonClause(text, current);
  const words = clause ? normalised(clause.replace(/^I\s+(?:was\s+)?\S+\s+/, '')).split(' ').slice(0, 8) : normalised(text).split(' ').slice(1, 9);
  return words.length >= 4 ? words.join(' ') : null;
}

/** The keys of the resume statements a letter may retell: the summary has its own sentences, and a credential is named, not retold. */
function retellableKeys(written: WrittenPair): string[] {
  const doc = written.pair.resume.document;
  const notRetold = new Set([...doc.summary, ...doc.certifications].map((s) => s.id));
  const held = new Set(doc.experience.filter(isCurrent).flatMap((e) => e.statements.map((s) => s.id)));
  return [...new Set(statementsOfDocument(doc).filter((s) => !notRetold.has(s.id)).flatMap((s) => statementKey(s.text, held.has(s.id)) ?? []))];
}

/**
 * Resume statements (work, projects, other sections; not the summary or the certifications) a letter retells in the first person:
 * a letter sentence holding the statement's words after its verb ("I led a team of five …" for "Led a team of
 * five …"). One figure per letter.
 */
export function retoldStatements(written: WrittenPair): { where: string; count: number; text: string }[] {
  const keys = retellableKeys(written);
  return written.letters.map((l) => {
    const body = normalised(letterParts(l.content).body.join(' '));
    const told = keys.filter((k) => body.includes(k));
    return { where: `${written.pair.key} ${l.template.id}`, count: told.length, text: told.map((k) => `${k.split(' ').slice(0, 5).join(' ')} …`).join(' | ') };
  });
}

/** Letters retelling more than RETOLD_CEILING resume statements. */
export function findRetoldStatements(written: WrittenPair): Example[] {
  return retoldStatements(written)
    .filter((r) => r.count > RETOLD_CEILING)
    .map((r) => ({ counter: `letters retelling more than ${RETOLD_CEILING} resume statements`, where: r.where, text: `${r.count}: ${r.text}` }));
}

/** Words that add a sentence to one before it ("I also arrange …", "There, too, …"). */
const ADDS_ON_RE = /\b(?:also|too|as well|likewise|additionally|further|furthermore|moreover)\b/i;

/**
 * Letters whose first proof (the first sentence retelling a resume statement) reads as added to one before
 * it: a recruiter's read found the Concise letter's "As Medical Social Worker there, I also arrange …" right
 * after the opening, with nothing told before it.
 */
export function findMisplacedAlso(written: WrittenPair): Example[] {
  // The statement's first words after its verb: a held role's finished result is told in the present perfect
  // further on ("…, and have shortened …" for "; shortened …").
  const keys = retellableKeys(written).map((k) => k.split(' ').slice(0, 4).join(' '));
  return written.letters.flatMap((l) => {
    const first = letterSentences(written.pair.key, l).find((s) => keys.some((k) => normalised(s.text).includes(k)));
    return first && ADDS_ON_RE.test(first.text) ? [{ counter: 'letters whose first proof says "also"', where: `${written.pair.key} ${l.template.id}`, text: first.text }] : [];
  });
}

/**
 * Paragraphs of one sentence between the opening and the close: a lone proof ("Also in that role, I matched
 * …") or a lone line reads as an afterthought (a recruiter's read of the Impact-Focused letters).
 */
export function findOrphanParagraphs(written: WrittenPair): Example[] {
  return written.letters.flatMap((l) => {
    const body = letterParts(l.content).body;
    return body
      .slice(1, -1)
      .filter((paragraph) => paragraph.split(/(?<=[.!?])\s+(?=\p{Lu})/u).length === 1)
      .map((paragraph) => ({ counter: 'one-sentence paragraphs between opening and close', where: `${written.pair.key} ${l.template.id}`, text: paragraph.slice(0, 160) }));
  });
}

/** A sentence saying the job is in another field than the writer's. */
const FIELD_CHANGE_RE = /\b(?:change of field|changing fields|another field|different field|out of my field|same field|not (?:yet )?held|never in an?|would be new to me|moving into the|rather than (?:in )?an?|not in an?)\b/i;
/** Words by which such a sentence names what carries over. */
const CARRIES_RE = /\b(?:carr(?:y|ies)|transfers?|bring(?:ing)?|common|comes with me|meet)\b/i;
/** Claims of a step or a transfer that name none ("I have already taken steps toward this field." over volunteering). */
const UNNAMED_CLAIMS = ['taken steps toward', 'much of it carries over'];

/**
 * A career changer's sentences that claim what they do not name: the change of field said with nothing named
 * as carried over ("The Registered Nurse role would be a change of field for me, from my work as a Medical
 * Social Worker."), and "taken steps toward this field" or "much of it carries over" (a recruiter's read).
 */
export function findUnnamedTransfers(written: WrittenPair): Example[] {
  return written.letters.flatMap((l) =>
    letterSentences(written.pair.key, l)
      .filter((s) => (FIELD_CHANGE_RE.test(s.text) && !CARRIES_RE.test(s.text)) || UNNAMED_CLAIMS.some((c) => s.text.toLowerCase().includes(c)))
      .map((s) => ({ counter: 'career-change sentences naming nothing carried over', where: `${written.pair.key} ${l.template.id}`, text: s.text })),
  );
}
