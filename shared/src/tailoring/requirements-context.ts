/**
 * Context rules for what the posting's words mean in its own field, applied to the skills found in it:
 * - an acronym that names different things in different fields ("PLCs": programmable logic controllers
 *   in a plant, professional learning communities in a school) is read in the field of the posting's
 *   other skills; one that fits no field the posting works in is no requirement;
 * - a language ("English", "Spanish") is asked only where the sentence speaks of languages
 *   ("bilingual", "fluent", "second language", two languages named), not in "plain English" or
 *   "written communication in English".
 */
import nlp from 'compromise';
import { lexiconTag } from '../text/lexicon';
import { educationFieldSpan } from './requirements-education';
import { isAcronym } from './skill-index';
import { canonicalSkill, skillField, type SkillMatch } from './skill-matcher';

/** How many of the posting's skills fall in each field (its title and the parts that ask). */
export type FieldCounts = ReadonlyMap<string, number>;

/** Fields that say nothing about the posting's line of work. */
export const NEUTRAL_FIELDS: ReadonlySet<string> = new Set(['general', 'office', 'languages']);

export function countFields(matches: Iterable<SkillMatch>): FieldCounts {
  const counts = new Map<string, number>();
  for (const m of matches) {
    // An acronym of two readings is no evidence of either's field: "PLCs" counted for Professional Learning
    // Communities read a plant's "PLC-controlled machines" as a teachers' meeting.
    if (isAcronym(m.surface) && readingsDiffer(m)) continue;
    const field = skillField(m.skill);
    if (field && !NEUTRAL_FIELDS.has(field)) counts.set(field, (counts.get(field) ?? 0) + 1);
  }
  return counts;
}

/** Fields whose skills stand side by side in one posting (a plant's machines, its controls and its methods). */
const PLANT_FIELDS: ReadonlySet<string> = new Set(['technology', 'engineering-trades', 'operations']);

/** True when the same letters in the other number read as another skill ("PLC" ↔ "PLCs"). */
function readingsDiffer(m: SkillMatch): boolean {
  const other = canonicalSkill(otherNumber(m.surface));
  return other !== null && other !== m.skill;
}

/** The same letters in the singular or the plural ("PLCs" ↔ "PLC"). */
function otherNumber(surface: string): string {
  return /[A-Z]s$/.test(surface) ? surface.slice(0, -1) : `${surface}s`;
}

/**
 * The skill an acronym stands for in this posting: of its reading and the reading of the same letters
 * in the other number, the one whose field the posting's other skills share most (the match itself not
 * counted); null when the two readings differ and neither field has any support. Other matches: as found.
 */
export function readInField(m: SkillMatch, fields: FieldCounts): string | null {
  if (!isAcronym(m.surface)) return m.skill;
  const other = canonicalSkill(otherNumber(m.surface));
  if (!other || other === m.skill) return m.skill;
  // The match itself is not counted (countFields leaves out an acronym of two readings). Fields of one plant floor
  // support each other: a PLC is read beside CNC machining and kaizen, not as a teachers' meeting.
  const support = (skill: string) => {
    const field = skillField(skill) ?? '';
    const kin = PLANT_FIELDS.has(field) ? [...PLANT_FIELDS] : [field];
    return kin.reduce((sum, f) => sum + (fields.get(f) ?? 0), 0);
  };
  const own = support(m.skill);
  const alt = support(other);
  if (own <= 0 && alt <= 0) return null;
  return alt > own ? other : m.skill;
}

const LANGUAGE_CONTEXT_RE = /\b(?:bilingual|multilingual|fluen(?:t|cy)|native|proficien(?:t|cy)|speak(?:s|ing)?|spoken|conversational|second language|languages?)\b/i;

/** True when a language found in a sentence is asked as a language (see the module comment). */
export function languageAsked(m: SkillMatch, sentence: string, found: readonly SkillMatch[]): boolean {
  if (skillField(m.skill) !== 'languages') return true;
  if (LANGUAGE_CONTEXT_RE.test(sentence)) return true;
  return found.some((o) => o !== m && skillField(o.skill) === 'languages');
}

const CREDENTIAL_SENTENCE_RE = /\b(?:certifications?|certified|certificates?|licen[cs]es?|licensure|credentials?|board[- ]certified)\b/i;
/** Capitals that are no credential: places, units, common abbreviations. */
const NOT_CREDENTIALS = new Set(['GED', 'US', 'USA', 'U.S', 'OR', 'AND', 'IT', 'HR', 'EEO', 'PTO', 'HSA', 'CE', 'ID', 'NA', 'TBD', 'AM', 'PM', 'ET', 'PT', 'CT', 'MT', 'OK', 'NV', 'TN', 'OH', 'CA', 'NY', 'TX',
  // Time zones ("overlap with 0900 CET - 1700 CET").
  'CET', 'CEST', 'GMT', 'UTC', 'BST', 'EET', 'WET', 'IST', 'EST', 'EDT', 'CST', 'CDT', 'MST', 'MDT', 'PST', 'PDT',
  // People the work is done with ("a trusted advisor to VPs and directors").
  'VP', 'SVP', 'EVP', 'AVP', 'CEO', 'CFO', 'COO', 'CTO', 'CIO', 'CHRO', 'CMO', 'CPO']);

/**
 * Credentials a sentence about certifications or licences names in capitals that the vocabulary does
 * not know ("PCCN or CMSRN certification", "BCPS certification"): each is a requirement of its own,
 * matched in the resume as written. Letters inside a found skill are not read again.
 */
export function credentialAcronyms(sentence: string, found: readonly SkillMatch[]): { term: string; start: number }[] {
  if (!CREDENTIAL_SENTENCE_RE.test(sentence)) return [];
  const out: { term: string; start: number }[] = [];
  for (const m of sentence.matchAll(/(?<![\p{L}\p{N}.-])[A-Z][A-Z0-9]{1,5}(?:-[A-Z]{1,3})?(?![\p{L}\p{N}-])/gu)) {
    const start = m.index ?? 0;
    if (NOT_CREDENTIALS.has(m[0]) || found.some((f) => f.start <= start && start < f.end)) continue;
    out.push({ term: m[0], start });
  }
  return out;
}

/** What a requirement line says before or after the thing itself ("Experience with …", "… skills"). */
const LEAD_IN_RE =
  /^(?:(?:a|an|the)\s+)?(?:(?:strong|solid|deep|advanced|basic|excellent|demonstrated|proven|hands-on|working|good|some)\s+)*(?:(?:experience|knowledge|understanding|proficiency|familiarity|expertise|comfort|background|skills?)\s+(?:with|in|of|using)\s+|expert\s+in\s+|(?:a\s+)?track record of\s+)?(?:(?:a|an|the)\s+)?/i;
const HEDGE_RE = /^(?:preferably|ideally|especially|particularly|including|such as|e\.g\.?|i\.e\.?|current|valid|active|unrestricted)\s+/i;
const TAIL_RE = /\s+(?:industry\s+)?(?:experience|skills?|knowledge|background|exposure|proficiency|expertise|work)$/i;
/** "Stripe or another payments processor": the thing named, without the kind of thing that may replace it. */
const ALTERNATIVE_TAIL_RE = /\s+or\s+(?:another|any other|a similar|a comparable|an equivalent|similar|equivalent)\b.*$/i;
/** Lines that state a condition of the job, not a skill ("Able to lift 50 lbs", "Must be eligible …"). */
const CONDITION_RE = /\b(?:able to|ability to|must be|willing|eligib|authori[sz]ed|lift|stand|shifts?|weekends?|overtime|travel|hours?|years?\s+(?:of|as|in)|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s*\+?\s*(?:-\s*\d+\s*)?years?)\b/i;

/** Words that start or join a clause, not a noun phrase ("communicate findings", "patterns from data"). */
const CLAUSE_WORDS = new Set(
  `from to for with into across about through on at by as than understand communicate integrate build drive work help support
  ensure develop create manage use provide maintain deliver lead own make take keep get bring partner collaborate`.split(/\s+/),
);

/** A phrase of two or more words that reads as a thing, not an action ("valve design", not "drawing insights"). */
function looksLikeNounPhrase(words: readonly string[]): boolean {
  const first = (words[0] ?? '').toLowerCase();
  if (/ing$/.test(first) && first.length > 5) return false;
  return !words.some((w) => CLAUSE_WORDS.has(w.toLowerCase()));
}

/**
 * A trade's own names inside a sentence, past its first word, that the vocabulary does not know: capitals
 * ("VFDs", "NFPA 70E"), a brand written with an inner capital or a hyphen ("Allen-Bradley", "PanelView",
 * "ControlLogix"), or a capitalised word with a model number ("Studio 5000"). Each is a requirement of its
 * own, matched in the resume as written. Places, units and common abbreviations are not; nor is the
 * hiring company's own name (the caller drops those), nor letters inside a found skill.
 */
export function namedTerms(sentence: string, found: readonly SkillMatch[]): { term: string; start: number }[] {
  const out: { term: string; start: number }[] = [];
  // "We are replacing … with ClaimsNow": the company's own systems, in a sentence about the company.
  // A sentence with no capitals past a word's first letter, no brand hyphen and no model number names none.
  if (PROSE_RE.test(sentence) || VALUES_RE.test(sentence) || !/[A-Z][A-Z]|[a-z][A-Z]|[a-z]-[A-Z]|[A-Z][a-z]+ \d/.test(sentence)) return out;
  // "Advanced SQL (joins, window functions, CTEs)": what a bracket lists details the term before it.
  const bracketed = [...sentence.matchAll(/\([^)]*\)/g)].map((b) => [b.index ?? 0, (b.index ?? 0) + b[0].length] as const);
  const NAME = String.raw`(?:[A-Z]{2,}[A-Za-z0-9]*s?|[A-Z][a-z]+-[A-Z][a-z]+|[A-Z][a-z]+[A-Z][A-Za-z]+|[A-Z][a-z]+(?= \d))`;
  const re = new RegExp(String.raw`(?<=[\p{L}\p{N},;:(]\s)${NAME}(?:\s(?:${NAME}|\d[\dA-Za-z.]*))*(?![\p{L}\p{N}-])`, 'gu');
  for (const m of sentence.matchAll(re)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (NOT_CREDENTIALS.has((m[0].split(' ')[0] ?? '').replace(/s$/, '')) || found.some((f) => f.start < end && f.end > start)) continue;
    if (bracketed.some(([from, to]) => from < start && end < to)) continue;
    // "logging work orders in our CMMS", "MyLakeview, our patient portal": the employer's own tools.
    if (/\bour\s+(?:[\p{L}-]+\s+){0,2}$/iu.test(sentence.slice(Math.max(0, start - 40), start)) || /^,?\s+our\b/i.test(sentence.slice(end))) continue;
    if (namesNoThing(m[0], false)) continue;
    out.push({ term: m[0], start });
  }
  return out;
}

/** A sentence in prose about the candidate or the company ("You write clearly, keep your cool, …"). */
const PROSE_RE = /^\W*(?:you|we|our|they|it|this|i)\b/i;
/** A sentence about what the employer believes ("Sharing our values on open source, data ownership and privacy"). */
const VALUES_RE = /\bour (?:core )?(?:values|mission|culture|principles|beliefs)\b/i;

/** Word classes no name of a thing ends with ("Highly developed", "Parsers written", "kitchen clean", "REQUIRED"). */
const NOT_A_HEAD_RE = /^(?:Adjective|Participle|PastTense|Adverb|Comparative|Superlative)$/;
/** Words that name a kind of work, not a thing to have, when a posting lists one alone ("design, development and testing"). */
const GENERIC_WORK_RE = /^(?:development|design|technology|technologies|components?|solutions?|systems?|tools?|applications?|platforms?|implementation)$/i;

/**
 * True when a phrase the vocabulary does not know reads as no thing a candidate could have, by its word
 * classes in compromise's lexicon: words about a person ("bugs you fix", "you'll architect", "this role",
 * "one of Glassdoor's"), a phrase that ends on an adjective, participle or adverb rather than its noun
 * ("Highly developed", "Parsers written", "escalate issues early"), a kind of work named alone
 * ("development", "technologies"), or, in a duty, an activity named alone ("deploying").
 */
export function namesNoThing(term: string, duty: boolean): boolean {
  const words = term.split(/\s+/).map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')).filter((w) => w !== '');
  const last = words[words.length - 1];
  if (last === undefined) return true;
  // Capitals are an acronym's ("IT support"), never the pronoun's.
  const pronoun = (w: string) => w !== w.toUpperCase() && w.split(/['’]/).some((part) => lexiconTag(part) === 'Pronoun');
  if (words.some(pronoun) || /^(?:this|that|these|those|one of)\b/i.test(term) || /['’]s$/.test(last)) return true;
  const tag = lexiconTag(last);
  if ((tag !== undefined && NOT_A_HEAD_RE.test(tag)) || (tag === undefined && /\p{Ll}ly$/u.test(last))) {
    // "documentation content": listed as an adjective, read in its phrase it is the noun.
    return words.length === 1 || !nlp(term).terms().last().has('#Noun');
  }
  if (words.length > 1) return false;
  return GENERIC_WORK_RE.test(last) || (duty && (tag === 'Gerund' || (tag === undefined && /\p{Ll}ing$/u.test(last))));
}

/**
 * The stretches of a sentence that detail a skill it names rather than ask anything new: what a tool is
 * for ("Figma for presentations and digital assets") and a list after a colon ("PostgreSQL: query
 * tuning, indexing, and migrations"), as [start, end) offsets.
 */
export function detailSpans(sentence: string, found: readonly SkillMatch[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const f of found) {
    const after = sentence.slice(f.end);
    const purpose = /^\s+for\s[^;]*/.exec(after);
    if (purpose) spans.push([f.end, f.end + purpose[0].length]);
    const listed = /^\s*:\s*([^;]*)/.exec(after);
    if (listed && /,|\band\b|\bor\b/.test(listed[1] ?? '')) spans.push([f.end, f.end + listed[0].length]);
  }
  return spans;
}

/** Words that end the name of a kind of employer or workplace, not of the work done there. */
const EMPLOYER_KIND_RE = /\b(?:company|companies|firm|organi[sz]ation|environment|setting|business|startup|agency|role|position)$/i;

/**
 * The setting a years requirement asks the experience in ("3+ years as a sous chef … in a high-volume,
 * scratch kitchen"): an ask of its own, though the line states a length of experience. Not a stand-in
 * ("in a similar role"), not the kind of employer ("in an industrial product company"), and not where
 * the vocabulary already reads a skill.
 */
export function yearsSetting(sentence: string, found: readonly SkillMatch[]): { term: string; start: number } | null {
  if (!/\d\s*\+?\s*(?:years?|yrs?)\b/i.test(sentence)) return null;
  const m = /\bin an?\s+((?:[\p{L}-]+,?\s+){0,3}[\p{L}-]+)\s*\.?$/u.exec(sentence);
  const term = m?.[1];
  if (!m || !term || /\b(?:similar|related|comparable|equivalent|such|other)\b/i.test(term) || EMPLOYER_KIND_RE.test(term)) return null;
  const start = m.index + m[0].indexOf(term);
  if (found.some((f) => f.start < start + term.length && f.end > start)) return null;
  return { term, start };
}

/** A verb that only helps the duty's own verbs ("Help develop …", "Assist with …"). */
const HELPING_VERB_RE = /^\W*(?:help|assist)s?\s+$/i;
/**
 * Where a duty's partners start: "with" right after its verbs, or "with", "among", "between", "alongside" further on,
 * or "across" teams or other groups of people ("across SKUs" is the work's scope, not its partners).
 */
const PARTNERS_RE =
  /^\s*with\s|\s(?:with|among|between|alongside)\s|\sacross\s(?=(?:the\s+|all\s+|multiple\s+)?(?:teams?|departments?|functions?|groups?|stakeholders?|organi[sz]ations?|business(?:es)?|vendors?|partners?|sites?|regions?|locations?)\b)/i;
/** What follows a name the employer calls its own: ", our patient portal", " (our CRM)". */
export const OWN_NAME_AFTER_RE = /^\s*(?:,|\(|–|—|-)\s*(?:our|their)\s/i;

/**
 * Where the people or places a duty is done with start ("Manage dependencies across teams, vendors, and business
 * units", "Work with Solutions Engineering and Customer Success on handoffs"), as the offset of the preposition:
 * nothing named from there on is asked of the candidate. Infinity when the duty names none, or opens with no verb.
 */
export function dutyPartnersFrom(sentence: string): number {
  const body = blankListMarker(sentence);
  const verbs = DUTY_VERBS_RE.exec(body);
  const partners = verbs ? PARTNERS_RE.exec(body.slice(verbs[0].length)) : null;
  return verbs && partners ? verbs[0].length + partners.index : Number.POSITIVE_INFINITY;
}

/** Nouns that name a group of people the work is done with ("teams", "service providers", "stakeholders"). */
const GROUP_NOUN_RE = /^(?:teams?|departments?|functions?|groups?|units?|providers?|vendors?|suppliers?|contractors?|stakeholders?|staff|clients?|customers?|partners?|executives?|leadership|engineers?|nurses?|auditors?|firms?|agencies)$/i;
/** Words a list of partners cannot hold: another preposition or a clause's word starts something else. */
const NOT_IN_PARTNER_LIST_RE = /^(?:for|to|in|on|at|using|via|from|into|through|by|with|that|which|who|of|as|than|so|while|when|including|such)$/i;

/** True when a word names people: a group noun, or a person's role in compromise's lexicon ("designers", "advisors"). */
function namesPeople(word: string): boolean {
  if (GROUP_NOUN_RE.test(word)) return true;
  const singular = word.toLowerCase().replace(/s$/, '');
  return lexiconTag(singular) === 'Actor' || lexiconTag(word) === 'Actor';
}

/**
 * The stretches of a duty (or a sentence about the role) that name who the work is done with, by or alongside
 * ("working alongside engineering, design, data science, and go-to-market teams", "with product designers and a
 * GraphQL API team", "carried out by external service providers who will complete the local accounting, legal,
 * tax advisory and compliance … work"): a preposition, then a list of up to ten words that ends on people, then
 * what those people do ("who …"), as [start, end) offsets. The skills named there in common words are the
 * partners' (their department, their trade), not asked of the candidate (the caller keeps a product's name such as
 * "GraphQL"); "messaging with Kafka" and "pipelines with Spark for the analytics team" name no partners.
 */
export function partnerSpans(sentence: string): [number, number][] {
  const spans: [number, number][] = [];
  if (!/\b(?:with|alongside|among|between|across|by)\s/i.test(sentence)) return spans;
  for (const prep of sentence.matchAll(/\b(?:with|alongside|among|between|across|by)\s+/gi)) {
    const from = prep.index ?? 0;
    let at = from + prep[0].length;
    let end = -1;
    // The list runs on past a people word ("product designers and a GraphQL API team"): it ends on the last one.
    for (let n = 0; n < 10; n++) {
      // "system/network administrators": two words of one list item, joined by a slash.
      const word = /^([\p{L}][\p{L}'’/-]*)(,?)\s*/u.exec(sentence.slice(at));
      const w = word?.[1];
      if (!word || !w || NOT_IN_PARTNER_LIST_RE.test(w)) break;
      if (namesPeople(w.replace(/['’]s$/, ''))) end = at + w.length;
      at += word[0].length;
    }
    if (end < 0) continue;
    // "… providers who will complete the local accounting …": what the partners do is theirs too.
    const who = /^\s*(?:\([^)]*\)\s*)?who\s[^;.]*/i.exec(sentence.slice(end));
    spans.push([from, (who ? end + who[0].length : end)]);
  }
  return spans;
}

/** Nouns that open a requirement and that compromise may read as verbs ("Experience in …", "Knowledge of …"). */
const ASK_NOUN_RE = /^\W*(?:experience|knowledge|understanding|proficiency|familiarity|expertise|background|exposure)\b/i;

/**
 * True when a line of a posting that has no parts of its own reads as a duty: it opens with a verb in its
 * plain form ("Maintain, develop and grow key relationships …", "Work closely with …"), by compromise's reading,
 * and not with an ask's noun ("Experience in Private Equity accounting …").
 */
export function readsAsDuty(sentence: string): boolean {
  if (ASK_NOUN_RE.test(sentence)) return false;
  const first = nlp(sentence.slice(0, 120)).terms().first();
  return first.has('#Infinitive') || first.has('#Imperative');
}

/** A phrase cut before the noun its preposition takes ("statements of"). */
const ENDS_WITH_PREPOSITION_RE = /\s(?:of|for|in|on|with|to|from|by|at)$/i;
/** A phrase naming the employer's own thing ("our admin tools", "your team"). */
const OWN_THING_RE = /^(?:our|your)\b/i;

/** The verbs a duty opens with ("Troubleshoot and repair ", "Monitor "). */
const DUTY_VERBS_RE = /^\W*[\p{L}-]+(?:(?:,\s*[\p{L}-]+)*,?\s+(?:and|or)\s+[\p{L}-]+)?\s/u;

/**
 * Where the thing a duty is done to starts: past its verbs and a determiner ("Monitor cardiac rhythms",
 * "Support our demand forecasting models"), as an offset; null when the duty opens with no verb. A
 * preposition there ("Partner with inventory control") means the duty names who it is done with, not what.
 */
export function dutyObjectStart(sentence: string): number | null {
  const body = blankListMarker(sentence);
  const verbs = DUTY_VERBS_RE.exec(body);
  if (!verbs || !/^\W*\p{Lu}/u.test(body)) return null;
  const determiner = /^(?:(?:our|the|a|an)\s+)?/i.exec(body.slice(verbs[0].length))?.[0] ?? '';
  return verbs[0].length + determiner.length;
}

/** A list item's marker ("- ", "• ", "1. ") blanked, offsets kept: it is no part of the item's first phrase. */
function blankListMarker(sentence: string): string {
  return sentence.replace(/^\s*(?:[•*·▪–-]|\d{1,2}[.)])\s+/, (m) => ' '.repeat(m.length));
}

/** Words that make a phrase a degree, which the education reader reads. */
const DEGREE_WORDS_RE = /\b(?:degree|diploma|bachelor'?s?|master'?s?|GED|high school|doctorate)\b/i;

/** Objects that name no thing in particular: the task is its verb ("Order product" is ordering). */
const UNSPECIFIC_OBJECTS = new Set(['product', 'products', 'item', 'items', 'goods', 'stuff', 'things', 'tasks', 'work']);

/** Words that open a noun phrase without naming its thing ("our lines", "the team"). */
const DETERMINERS = new Set(['a', 'an', 'the', 'our', 'your', 'their', 'its', 'all', 'each', 'every', 'any', 'new', 'other', 'more']);

/**
 * A duty of one verb and a one-word common noun as its object ("Review code and …", "Plan labor for each wave", "Verify
 * orders in …"): the object alone names too little, so the task is the verb with it. `body` is the duty
 * with its verb blanked (`verb` is what was blanked); null when the duty is not of that shape.
 */
function verbObjectTask(body: string, verb: string, found: readonly SkillMatch[]): { term: string; start: number; objectStart: number; objectEnd: number; skill?: string } | null {
  const word = verb.trim().replace(/^\W+/, '');
  if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return null;
  const object = /^\s*(\p{Ll}+)(?=\s+(?:for|in|on|with|to|from|against|and|across|into|using|at|by|per)\b|\s*[,;.]|\s*$)/u.exec(body.slice(verb.length));
  const noun = object?.[1];
  if (!object || !noun || noun.length < 3 || DETERMINERS.has(noun.toLowerCase())) return null;
  // "Forecast accurately in Salesforce": an adverb says how, and the task is the verb itself; so does an
  // object that names nothing in particular ("Order product").
  if (/ly$/.test(noun) || UNSPECIFIC_OBJECTS.has(noun.toLowerCase())) return { term: word, start: verb.length - verb.trimStart().length, objectStart: verb.length, objectEnd: verb.length };
  const objectStart = verb.length + object[0].length - noun.length;
  const objectEnd = objectStart + noun.length;
  if (found.some((f) => f.start < objectEnd && f.end > objectStart)) return null;
  const skill = nominalSkill(word, noun);
  return { term: `${word} ${noun}`, start: verb.length - verb.trimStart().length + verb.trim().length - word.length, objectStart, objectEnd, ...(skill ? { skill } : {}) };
}

/** The vocabulary skill a task names as a noun ("Review code" → Code Review, "Plan labor" → "labor planning"), or null. */
function nominalSkill(verb: string, noun: string): string | null {
  const v = verb.toLowerCase();
  const gerund = /[^aeiou][aeiou][bdgmnprt]$/.test(v) && v.length <= 4 ? `${v}${v.slice(-1)}ing` : `${v.replace(/(?<=[^aeiou])e$/, '')}ing`;
  return canonicalSkill(`${noun} ${v}`) ?? canonicalSkill(`${noun} ${gerund}`);
}

/** True when a duty's piece is a thing a found word only qualifies ("audit schedules"): one lower-case word before its noun. */
function qualifiedNoun(piece: string, overlapping: readonly SkillMatch[], start: number): boolean {
  const f = overlapping[0];
  return overlapping.length === 1 && f !== undefined && f.start === start && /^\p{Ll}+$/u.test(f.surface) && piece.trim().split(/\s+/).length === 2;
}

/**
 * The things a requirement line lists that the vocabulary does not know ("Butchery skills (whole animal
 * and fish)" → "Butchery"; "Experience with dielines, prepress, and …" → "dielines", "prepress"): each
 * a short noun phrase of its own between commas, "and" and slashes ("A or B" stays one, met by either), with the lead-in and the
 * "experience"/"skills" tail taken off. A piece holding a found skill, or longer than four words, is not
 * one; nor is any piece of a line that states a condition of the job. In a duty (`duty`), the verbs that
 * open it are not read ("Monitor cardiac rhythms" → "cardiac rhythms").
 */
export function listedPhrases(sentence: string, found: readonly SkillMatch[], duty = false): { term: string; start: number; skill?: string }[] {
  if (CONDITION_RE.test(sentence) || PROSE_RE.test(sentence) || VALUES_RE.test(sentence) || sentence.length > 300) return [];
  const out: { term: string; start: number; skill?: string }[] = [];
  let body = blankListMarker(sentence).replace(/\([^)]*\)/g, (p) => ' '.repeat(p.length));
  const degreeField = duty ? null : educationFieldSpan(sentence);
  /** Where the people or places a duty is done with start: no piece from there on is a thing asked for. */
  let partnersFrom = Number.POSITIVE_INFINITY;
  if (duty) {
    // A duty opens with its verbs ("Troubleshoot and repair …", "Monitor …"): the things come after them,
    // up to the first ";" (what follows is another duty).
    const verbs = DUTY_VERBS_RE.exec(body);
    if (!verbs) return [];
    body = ' '.repeat(verbs[0].length) + body.slice(verbs[0].length).replace(/;.*$/, (t) => ' '.repeat(t.length));
    // "Help develop and cost new dishes": a helping verb's object is another verb, not the task; the task is the
    // last verb's ("cost new dishes").
    const helped = HELPING_VERB_RE.test(verbs[0]) ? /^\s*\p{Ll}+\s+and\s+/u.exec(body.slice(verbs[0].length)) : null;
    if (helped) body = body.slice(0, verbs[0].length) + ' '.repeat(helped[0].length) + body.slice(verbs[0].length + helped[0].length);
    const task = HELPING_VERB_RE.test(verbs[0]) ? null : verbObjectTask(body, verbs[0], found);
    if (task) {
      if (task.skill || !namesNoThing(task.term, true)) out.push({ term: task.term, start: task.start, ...(task.skill ? { skill: task.skill } : {}) });
      body = body.slice(0, task.objectStart) + ' '.repeat(task.objectEnd - task.objectStart) + body.slice(task.objectEnd);
    }
    // "Manage dependencies across teams, vendors, and business units", "Work with Solutions Engineering and Customer
    // Success on handoffs": who the work is done with or across is no thing the candidate is asked to show.
    partnersFrom = dutyPartnersFrom(sentence);
  }
  for (const [from, to] of detailSpans(body, found)) body = body.slice(0, from) + ' '.repeat(to - from) + body.slice(to);
  /** Where the first piece holding a skill the vocabulary knows ends: plain words listed after it are its parts. */
  let skillPieceEnd = Number.POSITIVE_INFINITY;
  for (const m of body.matchAll(/[^,;/]+/g)) {
    // In a duty, what a thing is done for or with is a thing of its own ("dosing for vancomycin").
    for (const part of m[0].split(duty ? /\band\b|\s(?:for|using|via)\s/ : /\band\b/)) {
      const offset = (m.index ?? 0) + m[0].indexOf(part);
      const start = offset + (part.length - part.trimStart().length);
      const end = offset + part.trimEnd().length;
      if (start >= partnersFrom || OWN_NAME_AFTER_RE.test(sentence.slice(end))) continue;
      const overlapping = found.filter((f) => f.start < end && f.end > start);
      if (overlapping.length > 0) skillPieceEnd = Math.min(skillPieceEnd, end);
      if (overlapping.length > 0 && !(duty && qualifiedNoun(part, overlapping, start))) continue;
      let term = part.replace(/\s+/g, ' ').trim().replace(/[.:!]+$/, '').replace(HEDGE_RE, '').replace(LEAD_IN_RE, '').replace(ALTERNATIVE_TAIL_RE, '');
      // "vendor statements of work": a tail that ends the thing's own name stays ("statements of" is no thing).
      term = (ENDS_WITH_PREPOSITION_RE.test(term.replace(TAIL_RE, '')) ? term : term.replace(TAIL_RE, '')).trim();
      // "our patient portal", "our lines": the employer's own things, which no candidate is asked to have.
      if (OWN_THING_RE.test(term)) continue;
      // "Participate in antimicrobial stewardship": the duty's object, without the preposition its verb took.
      if (duty) term = term.replace(/^(?:in|on|with|to|for|of|into|across)\s+/i, '').replace(/^(?:a|an|the)\s+/i, '');
      const words = term.split(/\s+/);
      if (words.length > 4 || !/^[\p{L}]/u.test(term) || /^(?:etc|or|other|another|similar|related|any|more|all)\b/i.test(term)) continue;
      // "Bachelor's degree in Accounting", "High school diploma or GED": the education requirement's, read on its own.
      if (DEGREE_WORDS_RE.test(term)) continue;
      // "… degree in statistics, economics, computer science, or a related field": the degree's field, read with it.
      if (degreeField && degreeField[0] <= start && end <= degreeField[1]) continue;
      // "Experience designing and operating REST APIs": a lead-in whose thing is in the next piece.
      if (/^(?:experience|knowledge|background|expertise|comfort)\s+\p{L}+ing$/iu.test(term)) continue;
      if ((words.length === 1 && term.length < 5) || (words.length > 1 && !looksLikeNounPhrase(words))) continue;
      // "Own features end to end: API design, PostgreSQL schema, tests, rollout, and on-call", "Teach patients and
      // families": one plain word further down a duty names a part of the work, not a skill. The thing the duty
      // is done to ("Train and schedule cooks") or for ("dosing for vancomycin") is one.
      if (duty && words.length === 1 && /^\p{Ll}/u.test(term) && body.slice(0, start).trim() !== '' && !/\sfor\s+$/.test(body.slice(0, start))) continue;
      // "Understanding of Ethereum blockchain structures, nodes, and API endpoints": one plain word listed after a
      // named skill is a part of that skill's world ("nodes" of the blockchain), no ask of its own to show alone.
      if (!duty && words.length === 1 && /^\p{Ll}/u.test(term) && start > skillPieceEnd) continue;
      if (namesNoThing(term, duty)) continue;
      out.push({ term, start });
    }
  }
  return out;
}
