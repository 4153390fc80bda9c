/**
 * What an About says of a person whose resume has no summary: who they are (the title held and the year
 * their role dates begin) and what they do there (the held role's first statement in a few words).
 * Also the target title as the About's closing says it (soughtTitle).
 */
import { companyInProse } from '../text/company-name';
import { placeInSentence } from '../resume/studies';
import { indefiniteArticle } from '../text/article';
import { baseOf } from '../resume/verb-forms';
import { sharesFigure } from './figures';
import { holdsStatement } from './writing-faults';
import { coreTitle } from './title-core';
import { currentPosition, isHeld, type WriterContext } from './writer-context';

/** A clause as what the user does: its place, tools and partners left to the Experience ("lead a team of four building the carrier-rates API"). */
function gist(clause: string): string {
  const cut = (re: RegExp, text: string) => {
    const found = re.exec(text)?.[1];
    return found !== undefined && found.split(/\s+/).length >= 4 ? found : text;
  };
  // A scope counted ("across twelve offices", "across 12 clinics") says how much of the work is theirs: it stays.
  const short = cut(/^(.+?)\s+(?:in|with|using|through|from|across(?!\s+(?:\d[\d,+]*|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozens of|hundreds of)\s))\s/u, clause);
  // Whom it is for only when the work is long without it ("… for commercial and light-industrial customers").
  const said = short.split(/\s+/).length > 10 ? cut(/^(.+?)\s+for\s/u, short) : short;
  return said.replace(/[\s,;:.]+$/, '');
}

/**
 * "I'm a Senior Software Engineer at Fernhill Freight Software, in the field since 2019; day to day, I lead a
 * team of four building the carrier-rates API." — the year only when an earlier role begins the career; what the user
 * does only from a statement of the role held that opens with a present-tense verb and is not a result.
 * `said` is the About before it (an employer it names is "there").
 */
export function personSentences(ctx: WriterContext, said: string, how: { today?: boolean; since?: boolean; workOnly?: boolean } = {}): string[] {
  const current = currentPosition(ctx);
  if (!current) return [];
  const title = coreTitle(current.title) || current.title;
  if (title === '') return [];
  const company = current.company ? placeInSentence(companyInProse(current.company)) : '';
  const at = company === '' ? '' : said.includes(company) ? ' there' : ` at ${company}`;
  // The years as the dates give them ("since 2019"): a count of years would be a figure the resume never states.
  const since = ctx.careerSince ?? '';
  // Not when the user's own summary before it says their years ("… with four years of experience in …").
  const years = how.since !== false && since !== '' && !(current.start ?? '').includes(since) ? `, in the field since ${since}` : '';
  const who = `${how.today === true ? "Today I'm" : "I'm"} ${indefiniteArticle(title)} ${title}${at}${years}`;
  if (!isHeld(current)) return [`${who}.`];
  const role = ctx.roles.find((r) => r.position === current);
  // The work up to what it served ("…, serving 2,400 requests per second"), its place and tools left out.
  // A held role told in the gerund ("Developing intuitive and engaging user interfaces …") is what the user does: "develop …".
  const present = (s: string) => s.replace(/^(\p{Lu}\p{Ll}+ing)\b/u, (g) => {
    const base = baseOf(g.toLowerCase());
    return base === null ? g : `${base.charAt(0).toUpperCase()}${base.slice(1)}`;
  });
  // A purpose told as a series of verbs ("to design, develop, and launch innovative products") is said by its
  // last, what the series ends in ("to launch innovative products"): one verb, not the bullet's list.
  const lastOfSeries = (s: string) => s.replace(/\bto\s+\p{Ll}+(?:,\s+\p{Ll}+)*,?\s+(?:and|or)\s+(\p{Ll}+\s)/u, 'to $1');
  const gistOf = (s: string) => gist(lastOfSeries(present(s).split(/;\s+/)[0] ?? '').split(/,\s+(?:\p{Ll}+ing|with)\s/u)[0] ?? '');
  // Not the statement whole behind an "I" (the About would repeat the Experience word for word, "I compute taxes
  // for clients during tax season"): its last phrase of when or where is left to it ("I compute taxes for clients").
  const notWhole = (s: string) => {
    const said = gistOf(s);
    if (!holdsStatement(said, s)) return said;
    const shorter = /^(.+)\s+(?:during|in|at|on|across|throughout)\s+[^,;]+$/u.exec(said)?.[1] ?? '';
    return shorter.split(/\s+/).length >= 4 && !holdsStatement(shorter, s) ? shorter : '';
  };
  const clause = (role?.statements ?? []).map(notWhole).find((first) => {
    const verb = /^\p{Lu}\p{Ll}+\b/u.exec(first)?.[0] ?? '';
    const words = first.split(/\s+/).length;
    // A present-tense action ("Lead", "Design", "Supervise") in a few words, not a past one, a list of the
    // bullet's (that would be the bullet again) nor what the About says already.
    return verb !== '' && !/(?:ed|ing)$/.test(verb) && words >= 4 && words <= 10 && !/,\s/.test(first) && !sharesFigure(first, said) && !said.toLowerCase().includes(first.toLowerCase().slice(verb.length + 1));
  });
  // After a summary that names the title, who the user is is said already.
  if (clause === undefined) return how.workOnly === true ? [] : [`${who}.`];
  // Said after a summary that names the title already: the employer and the work alone.
  if (how.workOnly === true) return company === '' || said.includes(company) ? [] : [`At ${company}, I ${clause.charAt(0).toLowerCase()}${clause.slice(1)}.`];
  // One sentence of who and what, not the bullet's opening alone behind an "I".
  // "Day to day" is not said beside the work's own "daily" ("I oversee the daily operations").
  const frame = /\b(?:daily|day[- ]to[- ]day)\b/i.test(clause) ? '' : 'day to day, ';
  return [`${who}; ${frame}I ${clause.charAt(0).toLowerCase()}${clause.slice(1)}.`];
}


/**
 * The target title as a person says what they look for: a work arrangement after a dash ("Technical Support
 * Engineer- Remote") left out; '' when the posting cut the title short ("Python Backend Developer Sr /...")
 * or it ends mid-phrase, so the user's own title is said instead.
 */
export function soughtTitle(target: string): string {
  // And its shift ("- 2nd Shift", "(Nights)", "(Day Shift)"): when the work is done, not what it is.
  const title = target
    .replace(/\s*[-–—(]\s*(?:\d(?:st|nd|rd|th)\s+shift|(?:day|night|evening|swing|weekend)\s+shift|nights?|days|evenings?|weekends?)\)?\s*$/i, '')
    .replace(/\s*[-–—(]\s*(?:remote|hybrid|on-?site|in-office)\)?\s*$/i, '')
    .trim();
  return /\.\.\.|…|[/&,(-]\s*$|\s\/\s/.test(title) ? '' : title;
}
