/**
 * The job title and company a pasted job description states (decision D3, issue 9): read by the API
 * when the user left the fields empty, and by the optimize form to prefill them as the user pastes.
 *
 * What it reads, from the first `PASTED_JOB_SCAN_CHARS` characters only:
 * - title: a labelled line ("Job title: …", "Title: …", "Role: …", "Position: …") among the first
 *   lines, else a first line that reads like a job title, else a hiring sentence ("We are looking for a
 *   Senior Backend Engineer…", "We're hiring a Data Engineer", "Acme Corp is seeking a Product Manager",
 *   "Join Contoso as a …");
 * - company: a labelled line ("Company: …", "Employer: …"), the subject of "<Company> is seeking/hiring
 *   …", "Join <Company> as …", an "About <Company>" heading, or a first line "<Title> at <Company>".
 *
 * Never a guess: a role named in lower case ("a senior engineer"), a subject like "Our team" or "The
 * company", anything longer than a title or a name gives ''. Lines and sentences are split and read
 * word by word; the few regexes are anchored and bounded (user text, no catastrophic backtracking).
 */
import { hasCompanyWord, hasTitleWord, TITLE_WORDS } from '../resume/lexicon';

export interface PastedJob {
  title: string;
  company: string;
}

/** Only the start of a posting names its role and company; the rest is never scanned. */
export const PASTED_JOB_SCAN_CHARS = 2_000;
/** Labelled lines are looked for among this many first lines. */
const LABEL_LINES = 20;
const MAX_TITLE_CHARS = 80;
const MAX_TITLE_WORDS = 10;
/** A title inside a sentence is shorter than one on its own line. */
const MAX_SENTENCE_TITLE_WORDS = 8;
const MAX_COMPANY_CHARS = 80;
const MAX_COMPANY_WORDS = 6;

const GENERIC_HEADING_RE =
  /^(?:about (?:the |this )?(?:job|role|position|company|us)|job (?:description|summary|details|overview)|description|overview|summary|responsibilities|requirements|qualifications|the role|who we are)\b/i;
const LABELLED_TITLE_RE = /^(?:job title|title|role|position)\s{0,3}[:\-–]\s{0,3}(.{3,80})$/i;
const LABELLED_COMPANY_RE = /^(?:company|company name|employer|organi[sz]ation|hiring company)\s{0,3}[:\-–]\s{0,3}(.{2,80})$/i;
const ABOUT_RE = /^about\s{1,3}(.{2,80}?)\s{0,3}:?$/i;
const LIST_MARK_RE = /^(?:[•*·▪–-]|\d{1,2}[.)])\s/;

/** Lower-case words that may sit inside a title ("Head of Sales", "Research & Development"). */
const TITLE_JOINERS = new Set(['of', 'and', '&', 'for', '-', '–', '—', '/', '|']);
/** …and inside a company name ("Bank of America", "Johnson & Johnson"). */
const COMPANY_JOINERS = new Set(['of', 'and', '&', 'de', 'the', '-', '–']);
/** Words before the role in a hiring sentence: "a", "an experienced", "our next". */
const ARTICLES = new Set(['a', 'an', 'our', 'one', 'two', 'several', 'multiple']);
const ADJECTIVES = new Set(
  `talented experienced passionate motivated highly self-motivated driven skilled creative dedicated enthusiastic
  dynamic seasoned new next and curious strong proactive detail-oriented results-driven ambitious exceptional
  outstanding skilled hands-on full-time part-time remote hybrid`.split(/\s+/),
);
/** First words that are not a company: "We are…", "Our team is…", "The company is…", "About us". */
const NOT_A_COMPANY = new Set(
  `we our us the this that these you your they their it its he she who which what company team role job position
  client department candidate ideal successful working life culture benefits`.split(/\s+/),
);
const ABBREVIATIONS = new Set(['inc.', 'ltd.', 'co.', 'corp.', 'llc.', 'plc.', 'l.l.c.', 's.a.', 'n.v.', 'st.', 'mt.']);

/** Words no job title holds: a first line with them is a sentence ("We are hiring a senior engineer"). */
const SENTENCE_WORDS = new Set(['we', "we're", 'you', 'your', 'our', 'is', 'are', 'will', 'join']);

/** A full stop after these does not end the sentence ("St. Mary's Hospital"). */
const NOT_AN_END = new Set(['st.', 'mt.', 'dr.', 'mr.', 'ms.', 'mrs.', 'jr.', 'sr.', 'no.', 'ft.']);

/** A line's sentences: split after . ! ? ; followed by a space, except after a title abbreviation. */
function sentencesOf(line: string): string[] {
  const out: string[] = [];
  for (const piece of line.split(/(?<=[.!?;])\s/)) {
    const previous = out.at(-1);
    if (previous !== undefined && NOT_AN_END.has(previous.slice(previous.lastIndexOf(' ') + 1).toLowerCase())) {
      out[out.length - 1] = `${previous} ${piece}`;
    } else out.push(piece);
  }
  return out;
}

const clean = (line: string) => line.replace(/\s+/g, ' ').trim();
const linesOf = (text: string) => text.split(/\r?\n/).map(clean).filter(Boolean);

/** A word written as part of a name: "Senior", "(Python)", ".NET", "C++", "iOS", "3D". */
function isNameWord(word: string): boolean {
  return /^(?:[\p{Lu}\p{N}(.#+]|\p{Ll}{1,3}\p{Lu})/u.test(word);
}

/** Today's first-line rules: short, no sentence punctuation, not a list item or a heading, a title word. */
function isTitleLike(candidate: string, maxWords = MAX_TITLE_WORDS): boolean {
  if (candidate.length < 3 || candidate.length > MAX_TITLE_CHARS || candidate.split(' ').length > maxWords) return false;
  if (/[.:;,!?]$/.test(candidate) || LIST_MARK_RE.test(candidate)) return false;
  if (candidate.split(' ').some((w) => SENTENCE_WORDS.has(w.toLowerCase().replace(/’/g, "'")))) return false;
  return !GENERIC_HEADING_RE.test(candidate) && hasTitleWord(candidate);
}

/** A company name in capitalised words (joiners allowed inside), not a pronoun, heading or job title. */
function companyOf(words: readonly string[]): string {
  const kept = [...words];
  const last = kept.at(-1);
  if (last !== undefined && !ABBREVIATIONS.has(last.toLowerCase())) kept[kept.length - 1] = last.replace(/[.,;:!?]+$/, '');
  const name = kept.join(' ').trim();
  if (kept.length === 0 || kept.length > MAX_COMPANY_WORDS || name.length < 2 || name.length > MAX_COMPANY_CHARS) return '';
  const [first = ''] = kept;
  if (!isNameWord(first) || NOT_A_COMPANY.has(first.toLowerCase())) return '';
  if (!kept.every((w) => isNameWord(w) || COMPANY_JOINERS.has(w.toLowerCase()))) return '';
  // "Hiring Manager is looking for…" names a person's role, not the company ("Tailwind Traders" does).
  if (TITLE_WORDS.has(kept.at(-1)!.toLowerCase()) && !hasCompanyWord(name)) return '';
  return name;
}

/**
 * The role named from `start` on: an article and a few adjectives are skipped ("an experienced"), then
 * capitalised words are taken up to the first lower-case word or punctuation ("Senior Backend
 * Engineer to join…" → "Senior Backend Engineer").
 */
function titleAt(words: readonly string[], start: number): string {
  let i = start;
  if (i < words.length && ARTICLES.has(words[i]!.toLowerCase())) i += 1;
  for (let skipped = 0; skipped < 3 && i < words.length && ADJECTIVES.has(words[i]!.toLowerCase()); skipped += 1) i += 1;
  const taken: string[] = [];
  for (; i < words.length && taken.length <= MAX_SENTENCE_TITLE_WORDS; i += 1) {
    const word = words[i]!;
    if (!isNameWord(word) && !TITLE_JOINERS.has(word.toLowerCase())) break;
    const bare = word.replace(/[.,;:!?]+$/, '');
    if (bare !== word) {
      if (bare) taken.push(bare);
      break;
    }
    taken.push(word);
  }
  while (taken.length > 0 && TITLE_JOINERS.has(taken.at(-1)!.toLowerCase())) taken.pop();
  const title = taken.join(' ');
  return isTitleLike(title, MAX_SENTENCE_TITLE_WORDS) ? title : '';
}

/** Where "seeking", "hiring", "recruiting", "looking for" or "searching for" starts, and where it ends. */
function hiringVerbAt(lower: readonly string[], i: number): number {
  const word = lower[i];
  if (word === 'seeking' || word === 'hiring' || word === 'recruiting') return i + 1;
  if ((word === 'looking' || word === 'searching') && lower[i + 1] === 'for') return i + 2;
  return -1;
}

/** "We are looking for a X", "We're hiring a X", "Acme Corp is seeking a X", "Join Acme as a X". */
function readSentence(sentence: string): PastedJob {
  const words = sentence.split(' ');
  const lower = words.map((w) => w.toLowerCase().replace(/’/g, "'"));
  for (let i = 1; i < words.length; i += 1) {
    const after = hiringVerbAt(lower, i);
    if (after < 0) continue;
    let subjectEnd = i;
    while (subjectEnd > 0 && ['currently', 'actively', 'now', 'urgently'].includes(lower[subjectEnd - 1]!)) subjectEnd -= 1;
    const verb = lower[subjectEnd - 1];
    if (verb === "we're" || (verb === 'are' && lower[subjectEnd - 2] === 'we' && subjectEnd === 2)) {
      return { title: titleAt(words, after), company: '' };
    }
    if (verb === 'is' || verb === 'are') return { title: titleAt(words, after), company: companyOf(words.slice(0, subjectEnd - 1)) };
    return { title: '', company: '' };
  }
  if (lower[0] === 'join') {
    const as = lower.indexOf('as', 2);
    if (as > 0 && as <= MAX_COMPANY_WORDS + 1) {
      return { title: titleAt(words, as + 1), company: companyOf(words.slice(1, as)) };
    }
  }
  return { title: '', company: '' };
}

/** "Senior Backend Engineer at Northwind Health" on the first line. */
function readTitleAtCompany(line: string): PastedJob | null {
  const words = line.split(' ');
  const at = words.indexOf('at');
  if (at < 1) return null;
  const title = words.slice(0, at).join(' ');
  const company = companyOf(words.slice(at + 1));
  return isTitleLike(title) && company ? { title, company } : null;
}

function labelled(lines: readonly string[], re: RegExp, accept: (value: string) => string): string {
  for (const line of lines.slice(0, LABEL_LINES)) {
    const value = re.exec(line)?.[1]?.trim();
    const accepted = value ? accept(value) : '';
    if (accepted) return accepted;
  }
  return '';
}

/** The title and company a pasted job description states, each '' when it does not say clearly. */
export function readPastedJob(text: string): PastedJob {
  const head = text.slice(0, PASTED_JOB_SCAN_CHARS);
  const lines = linesOf(head);
  const first = lines[0] ?? '';
  const firstLabelled = LABELLED_TITLE_RE.exec(first)?.[1]?.trim();
  const titleAtCompany = firstLabelled ? null : readTitleAtCompany(sentencesOf(first)[0] ?? '');

  let title =
    labelled(lines, LABELLED_TITLE_RE, (v) => (isTitleLike(v) ? v : '')) ||
    titleAtCompany?.title ||
    (isTitleLike(first) ? first : '');
  let company =
    labelled(lines, LABELLED_COMPANY_RE, (v) => companyOf(v.split(' '))) || titleAtCompany?.company || '';

  const sentences = lines.flatMap(sentencesOf);
  for (const sentence of sentences) {
    if (title && company) break;
    const read = readSentence(sentence);
    if (!title && read.title) title = read.title;
    if (!company && read.company) company = read.company;
  }
  if (!company) {
    company = labelled(lines, ABOUT_RE, (v) => companyOf(v.split(' ')));
  }
  return { title, company };
}
