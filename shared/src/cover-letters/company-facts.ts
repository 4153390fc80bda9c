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
  const text = sentence.replace(/^[-•*·\s]+/, '').replace(/[.!]+$/, '').trim();
  const rest = afterCompanySubject(text, company);
  if (rest !== null) return COMPANY_VERB_RE.test(rest) ? rest : null;
  const we = /^(?:we|we're)\s+(\w+)\s+(.+)$/i.exec(text.replace(/^we're\s/i, 'we are '));
  const verb = WE_VERBS[(we?.[1] ?? '').toLowerCase()];
  // "We are a subsidiary … and report under …": a second verb would need its own third person; the first part stands alone.
  const predicate = (we?.[2] ?? '').split(new RegExp(`\\s+and\\s+(?=(?:${Object.keys(WE_VERBS).join('|')}|report|work|partner|believe|invest)\\b)`))[0] ?? '';
  return verb && predicate ? `${verb} ${predicate}` : null;
}

/** Whether a predicate can stand in the letter: no voice of the posting left in it, no cliché, a sensible length. */
function isUsable(predicate: string): boolean {
  const words = countWords(predicate);
  if (words < 4 || words > 35) return false;
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
