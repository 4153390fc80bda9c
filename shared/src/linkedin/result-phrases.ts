/**
 * A statement's result in fewer words, for the headline and the About, so neither pastes the Experience
 * whole: "Coordinate bed placement …, reducing evening ED boarding hours by 14%" → "Reduced evening ED
 * boarding hours by 14%"; "Cut dock-to-stock time from 36 to 19 hours by re-slotting …" → "Cut
 * dock-to-stock time from 36 to 19 hours"; "Own the close for three entities; shortened the close from 9 to
 * 5 business days …" → its clause with the number. Every word is the user's; null when the statement
 * has no such part.
 */
import { isActionVerb, pastTenseOfGerund } from '../resume/verbs';
import { gerundOf } from '../resume/verb-forms';
import { isIrregularPast } from '../text/past-tense';
import { holdsStatement } from './writing-faults';

/** An outcome told of a thing ("inventory accuracy held at 99.6%"), whose first word only looks like a verb. */
const OUTCOME_RE = /^[\p{L}-]+(?:\s+[\p{L}-]+){0,2}\s+(?:held|rose|fell|dropped|grew|stayed|went|reached|improved|was|were|is|are)\b/iu;

/** True when the clause opens with an action verb ("Cut …", "reduced …"), not with a noun that is one too. */
function opensWithVerb(clause: string): boolean {
  const text = clause.trim();
  const first = /^[\p{L}-]+/u.exec(text)?.[0] ?? '';
  // A past tense the verb list lacks ("Finished 2021 at 126% of quota", "…; shortened the close") opens an action too.
  // An irregular past ("…; brought food cost from 34% to 29.5%") too.
  return (isActionVerb(first) || /^\p{L}\p{Ll}{2,}ed$/u.test(first) || isIrregularPast(first)) && !OUTCOME_RE.test(text);
}

function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

function trimmed(text: string): string {
  return text.trim().replace(/[\s.;,:]+$/, '');
}

/** Participles that tell a change the writer made ("reducing", "cutting", "raising", "saving"). */
const CHANGE_PARTICIPLE_RE = /^(?:reduc|cutt|increas|rais|sav|improv|lower|grow|boost|doubl|tripl|shorten|decreas|eliminat|lift|halv|speed|drop|bring|bringing|recover)\w*ing$/;

/**
 * The clause without the means after its number ("Cut X from 36 to 19 hours by re-slotting …" → "Cut X from
 * 36 to 19 hours"; "… by 60% through effective use of shell scripting" → "… by 60%": "through" always
 * brings the means), or null when it names none.
 */
function withoutMeans(clause: string): string | null {
  const means = /^(.*\d.*?)\s+(?:(?:by|after)\s+[\p{L}-]+ing\b|through\s)/u.exec(clause);
  return means ? trimmed(means[1] ?? '') : null;
}

/**
 * A project delivered ahead of time and under budget: "Delivered the claims portal replacement two weeks early
 * and 6% under its $4.1M budget" → work "Delivered the claims portal replacement", time "two weeks early",
 * budget "6% under budget" (the budget's own amount left to the Experience, so the result is not the bullet
 * again); null for any other clause.
 */
export function deliveredUnderBudget(clause: string): { work: string; time: string; budget: string } | null {
  const m = /^((?:Delivered|Completed|Finished|Launched|Shipped)\s+\S.*?)\s+((?:\S+\s+){0,2}(?:early|ahead of schedule|on time|on schedule))\s+and\s+(\S*\d\S*\s+(?:under|below))\s+(?:\S+\s+){0,2}budget$/iu.exec(trimmed(clause));
  return m ? { work: m[1] ?? '', time: m[2] ?? '', budget: `${m[3] ?? ''} budget` } : null;
}

/** A change told as a noun after the work, and the verb that says it as the user's own. */
const NAMED_CHANGE_RE = /^.+?,\s+(?:resulting in|achieving|leading to|delivering)\s+an?\s+(\S*\d\S*)\s+(increase|rise|gain|reduction|decrease|drop|improvement)\s+in\s+(.+)$/u;
const CHANGE_VERBS: Readonly<Record<string, string>> = { increase: 'Increased', rise: 'Increased', gain: 'Increased', reduction: 'Reduced', decrease: 'Reduced', drop: 'Reduced', improvement: 'Improved' };

/**
 * "Designed backend systems in Java, resulting in a 30% increase in system efficiency" → "Increased system
 * efficiency by 30%": the change the user's work made, said with a verb as the other results are; what it was
 * measured across ("… across applications") left to the Experience. Not "contributing to" (a share of someone's).
 */
function namedChange(clause: string): string | null {
  const m = NAMED_CHANGE_RE.exec(trimmed(clause));
  if (!m) return null;
  const what = trimmed((m[3] ?? '').split(/\s+(?:across|for|at|in|within|among|by)\s+|,\s+/u)[0] ?? '');
  const verb = CHANGE_VERBS[m[2] ?? ''];
  return verb === undefined || what === '' ? null : `${verb} ${what} by ${m[1] ?? ''}`;
}

/** The result part of one clause, or null. */
function shorterClause(clause: string): string | null {
  // "Delivered X two weeks early and 6% under its $4.1M budget" → "Delivered X 6% under budget": the figure.
  const delivered = deliveredUnderBudget(clause);
  if (delivered !== null) return `${delivered.work} ${delivered.budget}`;
  // ", resulting in a 30% increase in system efficiency" → "Increased system efficiency by 30%".
  const named = namedChange(clause);
  if (named !== null) return named;
  // ", reducing X by 14%" → "Reduced X by 14%".
  const participle = /^.+?,\s+([a-z]+ing)\s+(.*\d.*)$/u.exec(clause);
  // Only a participle of change is the writer's own result: "…, serving 2,400 requests per second" is what
  // the API did, and "I served 2,400 requests" would claim it for the person.
  const ofChange = CHANGE_PARTICIPLE_RE.test(participle?.[1] ?? '');
  const past = participle && ofChange ? pastTenseOfGerund(participle[1] ?? '') : null;
  if (participle && past) return withoutMeans(`${past} ${trimmed(participle[2] ?? '')}`) ?? `${past} ${trimmed(participle[2] ?? '')}`;
  // "Cut X from 36 to 19 hours by re-slotting …" → "Cut X from 36 to 19 hours".
  const means = withoutMeans(clause);
  if (means !== null && opensWithVerb(clause)) return means;
  // "Finished 2021 at 126% of quota and earned President's Club" → the part with the number.
  const joined = /^(.+?)\s+and\s+([a-z]+)\b(.*)$/u.exec(clause);
  if (joined && opensWithVerb(clause) && isActionVerb(joined[2] ?? '') && /(?:ed|ran|led|won|grew|cut|built|sold|wrote|taught)$/.test(joined[2] ?? '')) {
    const [before = '', after = ''] = [joined[1], `${joined[2] ?? ''}${joined[3] ?? ''}`];
    if (/\d/.test(before)) return trimmed(before);
    if (/\d/.test(after)) return trimmed(after);
  }
  // "Built X, which cut Y by 20%" keeps the part before the comma when it holds the number.
  const aside = /^(.*\d.*?),\s+(?!\d)(.*)$/u.exec(clause);
  const continuesList = /^[^,]*,?\s+(?:and|or)\s/.test(aside?.[2] ?? '');
  if (aside && opensWithVerb(clause) && !continuesList) return trimmed(aside[1] ?? '');
  // "Track deadlines for 60+ active matters in the firm's calendar …" → up to the place or manner.
  // A word that only opens like a preposition ("on-the-job") is part of the result.
  const scope = /^(.*\d[^\s]*(?:\s+(?!(?:in|with|across|at|on|using|through|during|within)\b(?!-))[\p{L}'-]+){0,4}?)\s+(?:in|with|across|at|on|using|through|during|within)\s+\S+\s+\S+\s+\S+/u.exec(clause);
  if (scope && opensWithVerb(clause) && !/\bfrom\s+\S*\d\S*$/.test(scope[1] ?? '')) return trimmed(scope[1] ?? '');
  return null;
}

/**
 * The result without a gerund tacked on after "and" ("Reduced deployment time by 40% and enhancing
 * release cycle efficiency" → "Reduced deployment time by 40%"): a past verb and an -ing form do not pair.
 */
function withoutDanglingGerund(phrase: string): string {
  const m = /^(.*\d\S*)\s+and\s+\p{Ll}+ing\b.*$/u.exec(phrase);
  return m && opensWithVerb(m[1] ?? '') ? trimmed(m[1] ?? '') : phrase;
}

/** The statement's result in fewer words (an action opening, no end mark), or null. */
export function resultPhrase(statement: string): string | null {
  const text = trimmed(statement);
  if (!/\d/.test(text)) return null;
  const clauses = text.split(/;\s+/);
  const candidates: string[] = [];
  if (clauses.length > 1) {
    for (const c of clauses) if (/\d/.test(c) && opensWithVerb(c)) candidates.push(trimmed(c));
  }
  for (const c of clauses) {
    const shorter = shorterClause(c);
    if (shorter !== null) candidates.push(shorter);
  }
  // The strongest candidate, then the shortest: the result, not the means.
  const fit = candidates.filter((c) => /\d/.test(c) && opensWithVerb(c) && c.split(/\s+/).length >= 4 && !holdsStatement(c, text));
  const phrase = fit.sort((a, b) => resultStrength(b) - resultStrength(a) || a.length - b.length)[0];
  return phrase === undefined ? null : capitalised(withoutDanglingGerund(phrase));
}

/** Words that say how much or when, not of what: "about $180,000 a year", "$410,000 in the first year". */
const AMOUNT_OR_TIME_RE = /^(?:about|around|roughly|nearly|almost|approximately|over|under|more|less|than|some|up|to|a|an|the|in|per|each|every|its|their|first|second|third|last|next|this|that|year|years|month|months|week|weeks|day|days|quarter|quarters|annually|yearly|monthly|alone|total|overall|within|of|[$€£]?[\d.,]+[kKmM%]?)$/;

/**
 * True when the result says what changed, not only by how much: "Saved about 30 analyst hours a month" and
 * "Closed 85 engineering change requests" do; "Recovered $410,000 in the first year" and "Saved about $180,000
 * a year" say an amount whose subject (duplicate payments, cost-down changes) stayed in the statement. Alone,
 * in an About or a headline, such an amount tells a reader nothing they can weigh.
 */
export function namesWhatChanged(phrase: string): boolean {
  const words = phrase.trim().split(/\s+/).slice(1);
  return words.some((w) => !AMOUNT_OR_TIME_RE.test(w.toLowerCase().replace(/[.,;:]+$/, '')));
}

/** Longest means told after an amount; a longer one is the bullet again. */
const MEANS_MAX_WORDS = 12;

/**
 * An amount that does not say of what, with the work that earned it from its own statement, so the About
 * and the headline say what the money or the hours were for: "Saved about $180,000 a year" (from "Worked
 * with two foundries on cost-down changes such as investment-cast impellers, saving about $180,000 a year")
 * → "Saved about $180,000 a year by working with two foundries on cost-down changes"; "Recovered $410,000 in
 * the first year" (after "Matched policy and claims records across three legacy systems to find duplicate
 * payments;") → "… by matching policy and claims records to find duplicate payments". Examples ("such as
 * …", "including …") and the scope ("across …") are left to the Experience; every other word is the user's.
 * The phrase as it was when it names what changed already, or when its statement tells no such work.
 */
export function amountWithMeans(phrase: string, statement: string): string {
  if (namesWhatChanged(phrase)) return phrase;
  const figure = phrase.split(/\s+/).find((w) => /\d/.test(w)) ?? '';
  const clauses = trimmed(statement).replace(/\s*\([^()]*\)/g, '').split(/;\s+/);
  const idx = clauses.findIndex((c) => figure !== '' && c.includes(figure));
  // The clause before ", saving …" in the result's own clause, else the clause before it.
  const within = /^(.+?),\s+\p{Ll}+ing\s/u.exec(clauses[idx] ?? '')?.[1];
  const work = within ?? (idx > 0 ? clauses[idx - 1] : undefined);
  if (work === undefined || /\d/.test(work) || !opensWithVerb(work)) return phrase;
  const verb = /^[\p{L}-]+/u.exec(work)?.[0] ?? '';
  const gerund = gerundOf(verb);
  if (gerund === null) return phrase;
  const means = `${gerund}${work.slice(verb.length)}`
    .replace(/,?\s+(?:such as|including|e\.g\.)\s.*$/u, '')
    .replace(/\s+across\s+.+?(?=\s+to\s+\p{Ll}|$)/u, '')
    .trim();
  return means.split(/\s+/).length > MEANS_MAX_WORDS ? phrase : `${phrase} by ${means}`;
}

/**
 * How strong a result reads: a change from one figure to another, a percentage or an amount first; an amount
 * that does not say of what ("Recovered $410,000 in the first year") after one that does.
 */
export function resultStrength(statement: string): number {
  if (/%|\$\s?\d|\bfrom\b[^;]*\d[^;]*\bto\b|\d[^;]*\binstead of\b/.test(statement)) return namesWhatChanged(statement) ? 3 : 2;
  if (/#\d|\b(?:saved|saving|cut|reduced|raised|increased|grew|won|recovered|closed)\b[^;]*\d/i.test(statement)) return 2;
  return /\d/.test(statement) ? 1 : 0;
}

/**
 * A clause after ";" that states an outcome with a number and says whose it is or what changed ("about
 * 95% of my jobs pass city inspection", "on-time pickups rose from 88% to 97%"), or null.
 */
export function outcomeClause(statement: string): string | null {
  const clauses = trimmed(statement).split(/;\s+/).slice(1);
  const clause = clauses.find((c) => /\d/.test(c) && !opensWithVerb(c) && /\b(?:my|our|rose|fell|dropped|grew|held|increased|decreased|improved|went|were|was|stayed|reached)\b/i.test(c));
  if (clause !== undefined) return trimmed(clause);
  for (const c of clauses) {
    const measure = measureOutcome(c);
    if (measure !== null) return measure;
  }
  return null;
}

/** "2024 bookings of $1.42M against …": a measure (its year first or none), "of", an amount or a percentage, the rest. */
const MEASURE_OF_RE = /^((?:(?:19|20)\d{2}\s+)?\p{L}[\p{L}-]*(?:\s+[\p{L}-]+){0,3}?)\s+of\s+([$€£]\d[\d.,]*[kKmMbB]?|\d[\d.,]*%)(.*)$/u;

/**
 * A clause after ";" that states a measure of the user's work and its amount, without a verb: "2024 bookings
 * of $1.42M against a $1.2M quota (118%)" → "my bookings in 2024 were $1.42M against a $1.2M quota (118%)" (a
 * year makes it past, a plural "were"), so the About can lead with it as an outcome the user states. Null
 * for a clause that opens with a verb, names a person ("team of …"), or has no amount or percentage.
 */
export function measureOutcome(clause: string): string | null {
  const m = MEASURE_OF_RE.exec(trimmed(clause));
  const measure = m?.[1] ?? '';
  const words = measure.split(/\s+/).filter((w) => !/^\d/.test(w));
  if (!m || words.length === 0 || opensWithVerb(words.join(' ')) || /\b(?:team|staff|crew|group|employees?|people|reports?)$/i.test(measure)) return null;
  const past = /^(?:19|20)\d{2}\b/.test(measure);
  const plural = /[^s]s$/i.test(words[words.length - 1] ?? '');
  const verb = past ? (plural ? 'were' : 'was') : plural ? 'are' : 'is';
  // The year after the measure ("my bookings in 2024"), as a point in time, not a count before a noun.
  const year = /^((?:19|20)\d{2})\s+/.exec(measure)?.[1];
  const said = words.join(' ');
  return `my ${said.charAt(0).toLowerCase()}${said.slice(1)}${year ? ` in ${year}` : ''} ${verb} ${m[2] ?? ''}${m[3] ?? ''}`;
}

/** What a rate measures for the customer or the business (satisfaction, accuracy, on-time, retention …). */
const RATE_RE = /^(?:CSAT|NPS|satisfaction|customer satisfaction|accuracy|on-time|retention|attendance|pass rate|first-contact resolution|uptime|fill rate|quality score|SLA)\b/i;

/**
 * A rate the work held, said after "with" ("Resolve 45–60 tickets a day …, with 96% CSAT over the last four
 * quarters" → work "Resolve 45–60 tickets a day …", rate "96% CSAT over the last four quarters"), or null: an
 * outcome about the customer or the business, stronger than a count of what was produced.
 */
export function heldRate(statement: string): { work: string; rate: string } | null {
  const m = /^(.+?),?\s+with\s+(an?\s+)?(\d[\d.]*%\s+(.+))$/u.exec(trimmed(statement));
  if (!m || !RATE_RE.test(m[4] ?? '') || /;/.test(m[1] ?? '')) return null;
  // "with a 96% customer satisfaction (CSAT) score": the article stays with its noun ("I've held a 96% … score").
  return { work: trimmed(m[1] ?? ''), rate: `${m[2] ? `${m[2].trim()} ` : ''}${trimmed(m[3] ?? '')}` };
}
