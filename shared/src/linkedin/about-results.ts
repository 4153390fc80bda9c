/**
 * The user's results as the About and the headline use them: each statement with a number shortened
 * to its result (result-phrases), strongest first, and the sentences the About builds from them — an
 * opening that leads with the strongest result and names the role as a noun ("As a Shipping and
 * Receiving Supervisor at Sierra Crest Distribution, I cut dock-to-stock time from 36 to 19 hours."),
 * and one sentence of further results per role.
 */
import { companyInProse } from '../text/company-name';
import { placeInSentence } from '../resume/studies';
import { indefiniteArticle } from '../text/article';
import { findGrammarFaults } from '../text/grammar';
import type { LinkedInPosition } from './profile-types';
import { opensInPastTense } from '../text/past-tense';
import { amountWithMeans, heldRate, outcomeClause, resultPhrase, resultStrength } from './result-phrases';
import { escapeRegExp } from '../text/regexp';
import { coreTitle } from './title-core';
import { LINKEDIN_HOOK_CHARS } from './linkedin.schema';
import { echoesStatement } from './writing-faults';
import { outcomeFirstSentence } from './outcome-first';
import { isHeld, type RoleResult, type WriterContext } from './writer-context';

/** The phrase as the rest of a sentence after "I" ("Cut X" → "cut X"; "QA'd" and acronyms keep capitals). */
export function afterI(phrase: string): string {
  return /^\p{Lu}\p{Ll}/u.test(phrase) ? `${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}` : phrase;
}

/** Words that point back at what the bullet said before ("them", "those", "it"). */
export const POINTS_BACK_RE = /\b(?:[Tt]hose|[Tt]hese|[Tt]hem|[Tt]hey|[Ii]ts?)\b/;

/** Every statement with a result phrase, strongest first (then the role held's, the target's skills, then earlier roles and statements). */
export function rankedResults(ctx: WriterContext): RoleResult[] {
  const out: (RoleResult & { order: number; strength: number; relevance: number; held: number })[] = [];
  // Between results of one strength, the one naming what the target asks for (a student's Python lab over
  // their residence-hall duties) comes first.
  const wanted = [...ctx.matchingSkills, ...ctx.skills.slice(0, 8)].map((s) => s.toLowerCase());
  ctx.roles.forEach((r) =>
    r.statements.forEach((statement) => {
      const found = resultPhrase(statement);
      // A result that points back at its bullet's first clause ("rebuilt the SQL behind them …") means nothing alone.
      const phrase = found !== null && POINTS_BACK_RE.test(found) ? null : found;
      const lower = statement.toLowerCase();
      const relevance = wanted.filter((w) => lower.includes(w)).length;
      // An amount that does not say of what is told with the work that earned it; it keeps its rank.
      // A professional's latest proof first: of two results as strong, the role held's comes before an earlier
      // role's that only names a wanted skill in the part the About leaves to the Experience. A student's jobs
      // run side by side, so theirs are ranked by what the target asks for.
      const held = ctx.studies === null && isHeld(r.position) ? 1 : 0;
      if (phrase !== null) out.push({ position: r.position, statement, phrase: amountWithMeans(phrase, statement), order: out.length, strength: resultStrength(phrase), relevance, held });
    }),
  );
  return out
    .sort((a, b) => b.strength - a.strength || b.held - a.held || b.relevance - a.relevance || a.order - b.order)
    .map(({ position, statement, phrase }) => ({ position, statement, phrase }));
}

/** "As a Senior Accountant at Harborview Marine Supply, Inc." (or without the employer). */
function roleAsNoun(position: LinkedInPosition): string {
  const title = coreTitle(position.title) || position.title;
  const company = placeInSentence(companyInProse(position.company));
  if (title === '') return company ? `At ${company}` : '';
  return `As ${indefiniteArticle(title)} ${title}${company ? ` at ${company}` : ''}`;
}

/**
 * The About's first sentence: the strongest result, in the first person, before "see more"; or null.
 * `nameRole` false when the next sentence says who the user is: the employer alone then ("At Harborview …").
 */
export function resultOpening(result: RoleResult | undefined, nameRole = true): string | null {
  if (!result) return null;
  const company = placeInSentence(companyInProse(result.position.company));
  // A change the user made opens outcome first, its means after it, not as the bullet with "I" before it.
  const turned = outcomeFirstSentence(result.phrase, result.statement, company, isHeld(result.position));
  if (turned !== null && turned.length <= LINKEDIN_HOOK_CHARS && !misread(turned)) return turned;
  const role = nameRole ? roleAsNoun(result.position) : company ? `At ${company}` : '';
  const sentence = `${role ? `${role}, I` : 'I'} ${afterI(result.phrase)}.`;
  if (sentence.length <= LINKEDIN_HOOK_CHARS) return sentence;
  const bare = `I ${afterI(result.phrase)}.`;
  return bare.length <= LINKEDIN_HOOK_CHARS ? bare : null;
}

/**
 * True when the grammar check would read the sentence's verb as a noun ("I mentor new-graduate RNs …"
 * tagged as pronoun and noun): a sentence a reader may stumble on too, so another result is told instead.
 */
function misread(sentence: string): boolean {
  return findGrammarFaults(sentence).some((f) => f.kind === 'no-verb' || f.kind === 'pronoun-noun');
}

/** True when `text` names the title as whole words ("Mechanical Engineer II" does not name "Mechanical Engineer I"). */
function namesTitleIn(text: string, title: string): boolean {
  // "Senior Account Executive" does not name "Account Executive": the rank is part of the title held.
  return new RegExp(`(?<![\\p{L}\\d])(?<!\\b(?:senior|sr\\.?|junior|jr\\.?|lead|principal|staff|chief|head|associate|assistant)\\s)${escapeRegExp(title.toLowerCase())}(?![\\p{L}\\d])`, 'u').test(text.toLowerCase());
}

/**
 * A past volume of everyday activity ("Made 60–80 outbound calls a day"): no change, no amount, a count per day
 * or week. The role held's day to day ("build assignments for 20 nurses per shift") is its scope, and stays.
 */
function activityRate(phrase: string): boolean {
  return resultStrength(phrase) <= 1 && opensInPastTense(phrase) && /\b(?:a|per|each)\s+(?:day|week)\b/i.test(phrase);
}

/**
 * The further results, one to a sentence so no two Experience lines are strung together (nor a present
 * tense with a past one), told as a person tells them: an employer named once in the About with the role
 * held there ("As a Resident Assistant at University Housing, I support …", "Earlier, as an Order Picker at
 * Great Basin 3PL, I averaged …"), then the role ("As a Staff Accountant, I reconciled …") or "also" ("I also
 * ran fixed-asset accounting …"). A role's results are told past first, then what the user does there day to
 * day (its present tense), so no sentence follows another without a link. `said` is the About before them.
 * A result that repeats most of its statement word for word is left to the Experience.
 */
export function resultSentences(results: readonly RoleResult[], perRole: number, said = '', order: readonly LinkedInPosition[] = []): string[] {
  // Grouped by role (a role's results together), latest role first when `order` gives the roles' order
  // (else in the order of their strongest result).
  const byRole = new Map<string, { position: LinkedInPosition; phrases: string[] }>();
  for (const r of results) {
    if (echoesStatement(`I ${afterI(r.phrase)}`, r.statement) || misread(`I ${afterI(r.phrase)}.`)) continue;
    const key = `${r.position.title}\n${r.position.company}`.toLowerCase();
    const entry = byRole.get(key) ?? { position: r.position, phrases: [] };
    if (entry.phrases.length < perRole) entry.phrases.push(afterI(r.phrase));
    byRole.set(key, entry);
  }
  let told = said;
  const rank = (p: LinkedInPosition) => (order.includes(p) ? order.indexOf(p) : order.length);
  const groups = [...byRole.values()].sort((a, b) => rank(a.position) - rank(b.position));
  return groups.flatMap(({ position, phrases }, g) => {
    const company = placeInSentence(companyInProse(position.company));
    const title = coreTitle(position.title) || position.title;
    const companyNamed = company === '' || told.includes(company);
    const titleNamed = title === '' || namesTitleIn(told, title);
    // An earlier employer after a later one's results: "Earlier, as an Order Picker at Great Basin 3PL, I averaged …".
    const earlier = g > 0 && order.includes(position);
    const role = titleNamed ? '' : ` ${indefiniteArticle(title)} ${title}`;
    // "I also" goes on from the paragraph before; after a paragraph of something else (the user's summary) the
    // employer is named again ("At Red Hat, I reduced deployment time by 40%.").
    const lastParagraph = told.split(/\n\s*\n/).filter((x) => x.trim() !== '').pop() ?? '';
    const goesOn = g > 0 || company === '' || lastParagraph.includes(company) || namesTitleIn(lastParagraph, title);
    const lead = !companyNamed ? `${earlier ? 'Earlier, ' : ''}${role ? `${earlier ? 'as' : 'As'}${role} at` : earlier ? 'at' : 'At'} ${company}, I` : !titleNamed ? `As${role}, I` : goesOn ? 'I also' : `At ${company}, I`;
    const current = isHeld(position);
    const ordered = [...phrases.filter(opensInPastTense), ...phrases.filter((p) => !opensInPastTense(p))];
    // What the user does in the role they hold is their day to day (once): after its results, or instead of
    // an "also" for a role the About has told already.
    let dayToDay = false;
    const sentences = ordered.map((phrase, i) => {
      const now = current && !opensInPastTense(phrase) && !dayToDay && (i > 0 || (companyNamed && titleNamed));
      if (now) dayToDay = true;
      if (now) return `Day to day, I ${phrase}.`;
      if (i === 0) return `${lead} ${phrase}.`;
      return lead === 'I also' ? '' : `I also ${phrase}.`;
    });
    // A count of activity a day or a week ("made 60–80 outbound calls a day") after a result of the same role
    // is the Experience's detail, not further proof.
    const kept = sentences.filter((x, i) => x !== '' && !(i > 0 && activityRate(ordered[i] ?? '')));
    told = `${told} ${kept.join(' ')}`;
    return kept;
  });
}

/**
 * An outcome clause of the user's as the About's opening ("I run the pharmacy-to-dose vancomycin and
 * warfarin services at Cumberland Valley Medical Center; 92% of vancomycin levels were within goal range in
 * 2024."): led by what the user does (`lead` puts the statement's first clause in the first person, or
 * null), else by the employer ("At Brightline Electric Co., about 95% of my jobs pass …"); null when none fits.
 */
export function outcomeOpening(ctx: WriterContext, lead: (clause: string, current: boolean) => string | null = () => null): string | null {
  return outcomeOpeningOf(ctx, lead)?.text ?? null;
}

/** `outcomeOpening` with the role whose statement it tells. */
export function outcomeOpeningOf(ctx: WriterContext, lead: (clause: string, current: boolean) => string | null = () => null): { text: string; position: LinkedInPosition } | null {
  for (const r of ctx.roles) {
    for (const statement of r.statements) {
      const held = heldRate(statement);
      const current = isHeld(r.position);
      // "I've held 96% CSAT over the last four quarters at Brightloop Software, where I resolve 45–60 tickets a day …"
      const work = held && current ? lead(held.work.replace(/\s+by\s+[\p{L}-]+(?:,\s*[\p{L}-]+)*,?\s+(?:and|or)\s+[\p{L}-]+/u, ''), true)?.replace(/^I\s+/, '').replace(/[.;,]+$/, '') : undefined;
      if (held && work) {
        const at = r.position.company ? ` at ${placeInSentence(companyInProse(r.position.company))}` : '';
        const sentence = `I've held ${held.rate}${at}, where I ${work}.`;
        if (sentence.length <= LINKEDIN_HOOK_CHARS) return { text: sentence, position: r.position };
      }
      const clause = outcomeClause(statement);
      if (clause === null) continue;
      const company = placeInSentence(companyInProse(r.position.company));
      const said = lead(statement.split(/;\s+/)[0] ?? '', isHeld(r.position))?.replace(/[.;,]+$/, '');
      // The outcome leads and the work follows ("Average time-to-fill fell from 52 to 34 days at Wake Valley
      // Health Partners, where I run full-cycle recruiting …"), so the sentence is not the bullet with "I"
      // put in front; an outcome that points back at the work ("tickets on those topics") cannot lead, so it is left to the Experience.
      const pointsBack = /\b(?:those|these|this|that|them|it|its)\b/i.test(clause);
      if (pointsBack && said) continue;
      const led = !said ? '' : company ? `${clause} at ${company}, where ${said}.` : `${said}; ${clause}.`;
      const sentence = led !== '' && led.length <= LINKEDIN_HOOK_CHARS ? led : `${company ? `At ${company}, ` : ''}${clause}.`;
      if (sentence.length <= LINKEDIN_HOOK_CHARS) return { text: sentence.charAt(0).toUpperCase() + sentence.slice(1), position: r.position };
    }
  }
  return null;
}
