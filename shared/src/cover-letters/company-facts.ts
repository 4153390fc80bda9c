/**
 * What the posting states about the company, as a predicate the letter can put in its own sentence
 * ("is a 410-bed community teaching hospital …", "makes corrugated boxes and retail displays …"): read
 * only from a sentence whose subject is the company ("Lakeview Regional Health is …", "Bramble & Oak
 * sells …", "We are …"). The letter never copies the posting's sentence; it says "Lakeview says that it
 * is …". A posting that says nothing about the company gives nothing, and the letter leaves its company
 * paragraph out.
 */
import { foldForCompare } from '../resume/normalize';
import { splitSentences } from '../text/sentences';
import { findBannedPhrases, findPlaceholder } from './banned-phrases';
import { countWords } from './letter-text';

/** Third-person present verbs a company sentence opens its predicate with. */
const COMPANY_VERB_RE = /^(?:is|has|makes|sells|runs|builds|serves|provides|offers|operates|distributes|designs|develops|delivers|supports|helps|employs|manufactures|creates|connects|owns|manages|brings|works|specializes|specialises|partners|produces|publishes|teaches|trains|cares|treats)\b/;
/** "We build …" → "builds …": the verbs a "we" sentence may open with, in the third person. */
const WE_VERBS: Record<string, string> = {
  are: 'is',
  have: 'has',
  make: 'makes',
  sell: 'sells',
  run: 'runs',
  build: 'builds',
  serve: 'serves',
  provide: 'provides',
  offer: 'offers',
  operate: 'operates',
  design: 'designs',
  develop: 'develops',
  deliver: 'delivers',
  support: 'supports',
  help: 'helps',
  employ: 'employs',
  manufacture: 'manufactures',
  create: 'creates',
  produce: 'produces',
  publish: 'publishes',
};

/** The words of `sentence` after a subject that names the company (its full name or its first two words), or null. */
function afterCompanySubject(sentence: string, company: string): string | null {
  const words = company.trim().split(/\s+/);
  for (let n = words.length; n >= Math.min(2, words.length); n--) {
    const name = words.slice(0, n).join(' ').replace(/[.,]+$/, '');
    if (name && foldForCompare(sentence.slice(0, name.length)) === foldForCompare(name) && /^\s/.test(sentence.slice(name.length))) {
      return sentence.slice(name.length).trim();
    }
  }
  return null;
}

/** The predicate of a sentence about the company in the third person, or null. */
function predicateOf(sentence: string, company: string): string | null {
  // A heading run into the sentence ("About us: Coastline Marine Holdings distributes …") is no part of it.
  const text = sentence.replace(/^[-•*·\s]+/, '').replace(/^(?:about(?: us| the company)?|who we are|the company|our company)\s*[:–—]\s*/i, '').replace(/[.!]+$/, '').trim();
  const rest = afterCompanySubject(text, company);
  if (rest !== null) return COMPANY_VERB_RE.test(rest) ? rest : null;
  const we = /^(?:we|we're)\s+(\w+)\s+(.+)$/i.exec(text.replace(/^we're\s/i, 'we are '));
  const verb = WE_VERBS[(we?.[1] ?? '').toLowerCase()];
  // "We are a subsidiary … and report under …": a second verb would need its own third person; the first part stands alone.
  const predicate = (we?.[2] ?? '').split(new RegExp(`\\s+and\\s+(?=(?:${Object.keys(WE_VERBS).join('|')}|report|work|partner|believe|invest)\\b)`))[0] ?? '';
  return verb && predicate ? `${verb} ${predicate}` : null;
}

/**
 * What the posting says of its pay and benefits: no reason a letter gives for wanting the job (a recruiter's
 * read cut "the company has a market-based pay structure which varies by location. That is a large part of
 * why this position appeals to me." and "offers competitive compensation …").
 */
const PAY_RE =
  /\b(?:compensation|salary|salaries|wages?|(?:base|competitive|market-based|hourly|equal)\s+pay|pay\s+(?:structure|range|rate|scale|band|transparency)|(?:competitive|comprehensive|great|excellent|full|generous|health|medical)\s+benefits|benefits\s+(?:package|include|including)|bonus(?:es)?|401\s?\(?k\)?|stock options?|equity grants?|paid time off|pto|perks|insurance coverage)\b/i;

/**
 * "We are long time contributors to …" read "the company is long time contributors": a "we are" sentence whose
 * complement is a plural noun with no article has no third person the letter can say.
 */
function isPluralComplement(predicate: string): boolean {
  const m = /^is\s+(.+)$/.exec(predicate);
  if (!m?.[1]) return false;
  const head = (m[1].split(/\s+(?:to|of|in|for|with|at|on|across|from|who|that|and|since)\b|,/)[0] ?? '').trim().split(/\s+/);
  if (head.some((w) => /^(?:a|an|the|one|this|its)$/i.test(w))) return false;
  const last = head[head.length - 1] ?? '';
  return /[a-z]{3,}s$/i.test(last) && !/(?:ss|us|is)$/i.test(last);
}

/** Whether a predicate can stand in the letter: no voice of the posting left in it, no cliché, a sensible length. */
function isUsable(predicate: string): boolean {
  const words = countWords(predicate);
  if (words < 4 || words > 35) return false;
  if (PAY_RE.test(predicate) || isPluralComplement(predicate)) return false;
  if (/\b(?:we|our|us|you|your|hiring|apply|equal opportunity|equal employment|affirmative action)\b/i.test(predicate) || /["“”:;]/.test(predicate)) return false;
  return findBannedPhrases(predicate).length === 0 && findPlaceholder(predicate) === null;
}

/** Up to two things the posting says about the company, each a predicate ("is a …", "makes …"), in the posting's order. */
export function readCompanyFacts(description: string, company: string): string[] {
  if (!description.trim() || !company.trim()) return [];
  const out: string[] = [];
  for (const sentence of description.split(/\n+/).flatMap((line) => splitSentences(line))) {
    const predicate = predicateOf(sentence, company);
    if (predicate && isUsable(predicate) && !out.includes(predicate)) out.push(predicate);
    if (out.length === 2) break;
  }
  return out;
}

/** Words any company says of itself ("platform", "customers", "team"): no link between its work and the writer's. */
const GENERIC_WORDS = new Set(
  `platform platforms company companies team teams customer customers client clients service services software product
  products solution solutions business businesses people million billion year years world leader leading data system
  systems tool tools work help time every across provide provides used using based people person global local national
  industry industries market markets organization organisation organizations group office offices home best large small
  growing fast modern new founded independent private public family owned employee employees staff member members
  project projects delivery role roles position positions manager managers experienced candidate candidates job jobs`.split(/\s+/),
);

/**
 * Words that name what kind of organisation a company is, not its trade: "Medical Center" in two hospitals'
 * names is no shared line of work to tell ("The center side of that is ground I know …" was the result).
 */
const ORGANISATION_WORDS = new Set(
  `center centre centers medical health healthcare hospital hospitals clinic clinics holdings partners partner network
  networks labs lab associates corporation corp incorporated limited institute university college school schools
  systems solutions services group international regional general united american national community`.split(/\s+/),
);

/** Endings of adjectives and participles ("centrifugal", "electric", "automated", "growing"). */
const ADJECTIVE_RE = /(?:al|ic|ive|ous|ful|able|ible|ed|ing|less|ary|ish)$/;

export interface CompanyLink {
  /** The company fact (a predicate: "builds Keelson Ledger, the freight-audit …"). */
  readonly fact: string;
  /** The word the fact shares with the writer's work, singular ("freight", "clinic"). */
  readonly word: string;
  /** Where the writer's work holds it: the employer or project of the proof. */
  readonly where: string;
}

/** "carriers" → "carrier", "pharmacies" → "pharmacy": the word as it stands before "side" or "work". */
function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  return /[^s]s$/.test(word) ? word.slice(0, -1) : word;
}

/**
 * The first fact about the company that shares a word of substance with the writer's proof (its
 * statement or the name of its employer), no word every company uses, and a word of the company's own name
 * only when the employer's name holds it too: the reason the company's work matters to this writer. Null
 * when none connects.
 */
export function linkedCompanyFact(
  facts: readonly string[],
  company: string,
  proofs: readonly { readonly text: string; readonly where: string; readonly employer: string }[],
  stems: (text: string) => string[],
): CompanyLink | null {
  const own = new Set(stems(company));
  // A word the writer's employer is named for ("Fernhill Freight Software") first, then one of the proof's nouns.
  const sources = [(p: (typeof proofs)[number]) => p.employer, (p: (typeof proofs)[number]) => p.text];
  // "is looking for an experienced …" speaks of the opening, not of the company.
  const about = facts.filter((fact) => !/^(?:is|are)\s+(?:looking|seeking|hiring|searching)\b/i.test(fact));
  for (const source of sources) {
    for (const fact of about) {
      // The predicate's verb ("builds", "serves") is no subject matter, nor is an adjective ("centrifugal"): its nouns are.
      for (const raw of fact.split(/[^\p{L}]+/u).slice(1)) {
        const word = raw.toLowerCase();
        if (word.length < 4 || GENERIC_WORDS.has(word) || raw !== word || ADJECTIVE_RE.test(word)) continue;
        const stem = stems(word)[0];
        // A word of the company's own name links only to an employer named for the same trade ("marine" for
        // Harborview Marine Supply applying to Coastline Marine Holdings: a recruiter's read missed that hook).
        if (!stem || (own.has(stem) && (source !== sources[0] || ORGANISATION_WORDS.has(word)))) continue;
        const proof = proofs.find((p) => stems(source(p)).includes(stem));
        if (proof) return { fact, word: singular(word), where: proof.where };
      }
    }
  }
  return null;
}
