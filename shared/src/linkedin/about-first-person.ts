/**
 * A resume summary's verbless sentences put into the first person, so the About can say them rather than
 * leave them out: "Senior accountant with ten years …" → "I'm a senior accountant with ten years …",
 * "Patient with frustrated customers, quick with billing problems …" → "I'm patient with frustrated
 * customers, quick with billing problems …", "Experienced preceptor and co-author of …" → "I'm an
 * experienced preceptor and co-author of …", "Licensed CPA in Connecticut; led the general-ledger side …"
 * → "I'm a licensed CPA in Connecticut; I led the general-ledger side …". The words stay the user's; only
 * "I'm (a)" and "I" are put in front. compromise's tagger says whether the sentence opens with an
 * adjective or a noun, and the result is held to the grammar check.
 */
import nlp from 'compromise';
import { hasTitleWord } from '../resume/lexicon';
import { isActionVerb } from '../resume/verbs';
import { baseOf } from '../resume/verb-forms';
import { findGrammarFaults } from '../text/grammar';
import { indefiniteArticle } from '../text/article';
import { SELF_PRAISE_RE } from '../text/self-praise';

const SUMMARY_OPENING_RE = /^([\p{L}][\p{L}\d -]{2,60}?)\s+(with|who|specializing|experienced|skilled)\b(.*)$/u;

/** Prepositions after an adjective that make a self-description ("patient with", "fluent in", "known for"). */
const SELF_PREPOSITIONS = new Set(['with', 'in', 'for', 'at', 'about', 'on', 'to', 'as']);

/** A rank or a licence that is part of a title ("Senior", "Registered"). */
const RANK_RE = /^(?:Senior|Junior|Lead|Principal|Staff|Chief|Head|Associate|Assistant|Registered|Licensed|Certified)\s/;

/** The sentence with its first word in lower case unless it is a name or an acronym ("Patient" → "patient", "CPA" stays). */
function lowerFirst(text: string): string {
  // A title the user writes in Title Case ("Machine Learning Engineer", "Senior Data Analyst") keeps it, not
  // "machine Learning Engineer"; a word that only describes it is lowered ("Seasoned Product Manager").
  if (/^\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)+$/u.test(text) && (RANK_RE.test(text) || !(termsOf(text)[0]?.tags ?? []).includes('Adjective'))) return text;
  return /^\p{Lu}\p{Ll}/u.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}

function ended(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * A resume summary's opening fragment in the first person: "Backend software engineer with 7 years of
 * experience …" → "I'm a backend software engineer with 7 years of experience …"; null for other sentences.
 */
export function summaryInFirstPerson(sentence: string): string | null {
  // Praise of oneself before the title ("Highly experienced Senior Backend Developer", "Determined Accountant")
  // is what a reader skips: the title and its years are said without it.
  // What follows the praise opens the sentence ("Dedicated and compassionate registered nurse" → "Registered nurse").
  const m = SUMMARY_OPENING_RE.exec(sentence.trim().replace(SELF_PRAISE_RE, '').replace(/^\p{Ll}/u, (c) => c.toUpperCase()));
  const phrase = m?.[1] ?? '';
  // "B2B sales professional", "IT support specialist": a person named by their line of work, as a title is.
  const person = hasTitleWord(phrase) || /\b(?:professional|specialist|expert|practitioner|generalist)$/i.test(phrase);
  // "Certified Public Accountant with 10 years …": a licence before a title is part of it, not the verb "certified".
  const verb = isActionVerb(phrase.split(/\s+/)[0] ?? '') && !RANK_RE.test(phrase);
  if (!m || !person || verb || /^(?:i|my|we|our)\b/i.test(phrase)) return null;
  return ended(`I'm ${indefiniteArticle(lowerFirst(phrase))} ${lowerFirst(phrase)} ${m[2] ?? ''}${m[3] ?? ''}`.trim());
}

/**
 * True when the text reads as one whole sentence: not a wrapped line's piece ("… in month-end close,",
 * "… of the"), nor lines run together with dates or dashes ("Cashier and Shift Lead August 2018 – May 2020 …"),
 * nor a label and its list ("Current scope: five plants, …").
 */
function looksWhole(text: string): boolean {
  // A label before a colon ("Current scope: five plants, …") is not a description of the person either.
  if (text.length > 300 || /:/.test(text) || /[,;–—-]$/.test(text) || /\b(?:and|or|of|the|a|an|in|with|to|for|at)$/i.test(text)) return false;
  return !/\s[–—-]\s|\b(?:19|20)\d{2}\b/.test(text);
}

interface Term {
  text: string;
  post: string;
  tags: string[];
}

/** The clause's terms with their tags. */
function termsOf(clause: string): Term[] {
  return (nlp(clause).json() as { terms: Term[] }[]).flatMap((s) => s.terms);
}

/**
 * True when the clause's opening noun phrase (up to a preposition, a conjunction or a comma) names one
 * person: its last word a singular noun and none plural ("experienced preceptor", "daily user", "licensed
 * CPA"), not a list of qualities ("exceptional leadership skills", "strong problem-solving skills").
 */
function namesOnePerson(terms: readonly Term[]): boolean {
  const phrase: Term[] = [];
  for (const t of terms) {
    if (phrase.length > 0 && (t.tags.includes('Preposition') || t.tags.includes('Conjunction'))) break;
    phrase.push(t);
    if (/[,;:]/.test(t.post)) break;
  }
  const head = phrase[phrase.length - 1]?.tags ?? [];
  const plural = phrase.some((t) => t.tags.includes('Plural') || /\p{L}s$/u.test(t.text) && t.tags.includes('Noun') && !t.tags.includes('Acronym'));
  return phrase.length >= 2 && head.includes('Noun') && !head.includes('Uncountable') && !plural;
}

/** A verbless first clause as "I'm …" / "I'm a …", or null when it opens otherwise. */
function describedClause(clause: string): string | null {
  const terms = termsOf(clause);
  const first = terms[0]?.tags ?? [];
  const secondWord = (/^\S+\s+([\p{L}-]+)/u.exec(clause)?.[1] ?? '').toLowerCase();
  const body = lowerFirst(clause);
  // "Patient with …", "Known for …", "Fluent in …": an adjective (or a participle) and a preposition.
  if ((first.includes('Adjective') || first.includes('PastTense')) && SELF_PREPOSITIONS.has(secondWord)) return `I'm ${body}`;
  // "Comfortable owning a metric …": an adjective and what the user is at ease doing, its object after it
  // (not "Experienced engineering manager", a person).
  if (first.includes('Adjective') && /^\S+\s+\p{Ll}+ing\s+(?:a|an|the|my|our|their|every|each)\s/u.test(clause)) return `I'm ${body}`;
  // "Experienced preceptor and …", "Daily user of …", "Licensed CPA in …": one person described as a noun;
  // a measure and its figure ("Average quota attainment of 112% …") is not a person.
  const measure = /^[\p{L}\s-]+?\s+of\s+(?:about\s+|over\s+|nearly\s+)?[$€£#]?\d/u.test(clause);
  if (first.includes('Adjective') && !measure && namesOnePerson(terms)) return `I'm ${indefiniteArticle(body)} ${body}`;
  return null;
}

/**
 * A summary sentence with no subject in the first person (see the module comment), or null when it cannot
 * be done grammatically: a sentence with a subject already, a bare name ("SHRM-CP."), a clause after ";"
 * that is not an action ("; safety checks").
 */
export function selfDescriptionInFirstPerson(sentence: string): string | null {
  const text = sentence.trim().replace(/[.!?]+$/, '');
  if (/^(?:I|I'm|I've|my|we|our)\b/i.test(text) || !/\s/.test(text) || !looksWhole(text)) return null;
  const out = summaryInFirstPerson(text) ?? resultInFirstPerson(text) ?? currentWorkInFirstPerson(text) ?? clausesInFirstPerson(text.split(/\s*;\s*/));
  if (out === null) return null;
  const result = ended(out);
  // Any fault the grammar check finds (a clause without a verb, "I" + a noun, a capital mid-sentence) leaves it out.
  return findGrammarFaults(result).length > 0 ? null : result;
}

/** A measured change ("by 30%", "from 14 to 5 days"): the sentence tells an action, whatever the tagger reads its verb as. */
const MEASURED_CHANGE_RE = /\bby\s+(?:about\s+|over\s+|nearly\s+)?[$]?\d|\bfrom\b[^;]*\d[^;]*\bto\b/i;

/**
 * "Improved system reliability by 30% using automation" → "I improved system reliability by 30% using
 * automation": a result told without its subject, not a description ("I'm an improved system reliability …").
 */
function resultInFirstPerson(text: string): string | null {
  const first = /^[\p{L}-]+/u.exec(text)?.[0] ?? '';
  if (!isActionVerb(first) || !/ed$/i.test(first) || !MEASURED_CHANGE_RE.test(text) || /;/.test(text)) return null;
  return `I ${lowerFirst(text)}`;
}

/**
 * "Currently leading a team of AI engineers at OpenAI" → "I currently lead a team of AI engineers at
 * OpenAI": what the user does now, told with its "I" and the verb in the present, not left out as a
 * sentence without a subject. Null for a sentence that does not open so, or with a ";" (a second clause).
 */
function currentWorkInFirstPerson(text: string): string | null {
  const m = /^(?:Currently|Presently)\s+(\p{Ll}+ing)\b(.*)$/u.exec(text);
  const base = m && !/;/.test(text) ? baseOf(m[1] ?? '') : null;
  return m && base !== null ? `I currently ${base}${m[2] ?? ''}` : null;
}

/** A measure of the user's and its figure: "Average quota attainment" and "112%" of "Average quota attainment of 112% over …". */
const MEASURE_RE = /^(\p{L}[\p{L}-]*(?:\s+[\p{L}-]+){0,4}?)\s+of\s+((?:about\s+|over\s+|nearly\s+)?[$€£]?\d[\d.,]*(?:%|[kKmM]\b)?)(.*)$/u;

/**
 * "Average quota attainment of 112% over the last five years" → "My average quota attainment has been 112%
 * over the last five years": a measure the user states of their own work, told as theirs ("has been" over a
 * stretch of time, else "is"), not "I'm an average quota attainment …" and not left out. Null for a clause
 * that opens with a verb ("Saved …") or a person ("Team lead of 12 engineers").
 */
function measureInFirstPerson(clause: string): string | null {
  const m = MEASURE_RE.exec(clause.trim());
  const measure = m?.[1] ?? '';
  if (!m || isActionVerb(/^[\p{L}-]+/u.exec(measure)?.[0] ?? '') || hasTitleWord(measure)) return null;
  const rest = m[3] ?? '';
  const stretch = /^\s+(?:over|across|for|since|in each of)\s+(?:the\s+)?(?:last|past|\d|\p{L}+\s+(?:years|quarters|months))/u.test(rest);
  return `My ${lowerFirst(measure)} ${stretch ? 'has been' : 'is'} ${m[2] ?? ''}${rest}`;
}

/** "Licensed CPA in Connecticut; led the general-ledger side …": the description, then each action with its own "I". */
function clausesInFirstPerson([lead, ...rest]: readonly string[]): string | null {
  const said = describedClause(lead ?? '') ?? measureInFirstPerson(lead ?? '');
  // A later clause is an action ("led the general-ledger side …") or a description too ("comfortable owning …").
  const actions = rest.map((c) => (isActionVerb(/^[\p{L}-]+/u.exec(c)?.[0] ?? '') ? `I ${lowerFirst(c)}` : describedClause(c)));
  return said === null || actions.includes(null) ? null : [said, ...actions].join('; ');
}

/**
 * A sentence whose first clause has no verb and no subject, though a later one says "I" ("Certified PMP and
 * SAFe Agilist; I am comfortable running …"), with that clause in the first person ("I'm a certified PMP and
 * SAFe Agilist; I am comfortable …"); null when there is no such clause or it cannot be said grammatically.
 */
export function verblessLeadInFirstPerson(sentence: string): string | null {
  const [lead = '', ...rest] = sentence.trim().split(/\s*;\s*/);
  if (rest.length === 0 || /\b(?:I|I'm|I've|my|me|we|our)\b/.test(lead) || !looksWhole(lead)) return null;
  if (!findGrammarFaults(`${lead}.`).some((f) => f.kind === 'no-verb')) return null;
  const said = describedClause(lead);
  if (said === null) return null;
  const result = ended([said, ...rest].join('; '));
  return findGrammarFaults(result).some((f) => f.kind === 'no-verb' || f.kind === 'pronoun-noun') ? null : result;
}
