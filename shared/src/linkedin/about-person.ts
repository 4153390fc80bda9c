/**
 * What an About says of a person whose resume has no summary: who they are (the title held and the year
 * their role dates begin) and what they do there (the held role's first statement in a few words), and a
 * result a bullet tells as an outcome after its work.
 */
import { companyInProse } from '../text/company-name';
import { placeInSentence } from '../resume/studies';
import { articleOf } from './about-results';
import { opensInPastTense, outcomeClause } from './result-phrases';
import { sharesFigure } from './figures';
import { coreTitle } from './title-core';
import { currentPosition, type WriterContext } from './writer-context';

/** A clause as what the user does: its place, tools and partners left to the Experience ("lead a team of four building the carrier-rates API"). */
function gist(clause: string): string {
  const cut = /^(.+?)\s+(?:in|with|using|through|across|from)\s/u.exec(clause)?.[1];
  const said = cut !== undefined && cut.split(/\s+/).length >= 4 ? cut : clause;
  return said.replace(/[\s,;:.]+$/, '');
}

/**
 * "I'm a Senior Software Engineer at Fernhill Freight Software and have worked in the field since 2019. I lead
 * a team of four building the carrier-rates API." — the year only when an earlier role begins the career; what the user
 * does only from a statement of the role held that opens with a present-tense verb and is not a result.
 * `said` is the About before it (an employer it names is "there").
 */
export function personSentences(ctx: WriterContext, said: string): string[] {
  const current = currentPosition(ctx);
  if (!current) return [];
  const title = coreTitle(current.title) || current.title;
  if (title === '') return [];
  const company = current.company ? placeInSentence(companyInProse(current.company)) : '';
  const at = company === '' ? '' : said.includes(company) ? ' there' : ` at ${company}`;
  // The years as the dates give them ("since 2019"): a count of years would be a figure the resume never states.
  const since = ctx.careerSince ?? '';
  const years = since !== '' && !(current.start ?? '').includes(since) ? ` and have worked in the field since ${since}` : '';
  const who = `I'm ${articleOf(title)} ${title}${at}${years}.`;
  if (!/present/i.test(current.end)) return [who];
  const role = ctx.roles.find((r) => r.position === current);
  const work = role?.statements.find((s) => {
    const first = (s.split(/;\s+/)[0] ?? '').trim();
    const verb = /^\p{Lu}\p{Ll}+\b/u.exec(first)?.[0] ?? '';
    // A present-tense action ("Lead", "Design", "Supervise"), not a past one nor a result the About tells.
    return verb !== '' && !/(?:ed|ing)$/.test(verb) && !sharesFigure(first, said) && first.split(/\s+/).length >= 4;
  });
  if (work === undefined) return [who];
  const clause = gist((work.split(/;\s+/)[0] ?? '').split(/,\s+(?:\p{Ll}+ing|with|and)\s/u)[0] ?? '');
  return [who, `I ${clause.charAt(0).toLowerCase()}${clause.slice(1)}.`];
}

/**
 * Results a bullet states as an outcome after its work ("Migrated 30 services …; monthly infrastructure cost
 * fell 22%"), told outcome first with the work after "after I": "Monthly infrastructure cost fell 22% at
 * Quillstone Health after I migrated 30 services from hand-managed EC2 hosts to Kubernetes." At most `max`,
 * none whose figure or statement `said` holds already, none that points back at its bullet ("those topics").
 */
export function outcomeResults(ctx: WriterContext, said: string, max: number): string[] {
  const out: string[] = [];
  let told = said;
  for (const r of ctx.roles) {
    for (const statement of r.statements) {
      if (out.length >= max) return out;
      const clause = outcomeClause(statement);
      const work = (statement.split(/;\s+/)[0] ?? '').replace(/\s*\([^()]*\)/g, '');
      if (clause === null || /\b(?:those|these|this|that|them|it|its)\b/i.test(clause) || !opensInPastTense(work) || sharesFigure(clause, told) || sharesFigure(work, told)) continue;
      const cut = /^(.+?)\s+(?:with|using|in|through)\s/u.exec(work)?.[1];
      const means = (cut !== undefined && cut.split(/\s+/).length >= 3 ? cut : work).replace(/[\s,;:.]+$/, '');
      const company = r.position.company ? placeInSentence(companyInProse(r.position.company)) : '';
      const at = company === '' || told.includes(company) ? '' : ` at ${company}`;
      const sentence = `${clause.charAt(0).toUpperCase()}${clause.slice(1)}${at} after I ${means.charAt(0).toLowerCase()}${means.slice(1)}.`;
      if (told.toLowerCase().includes(means.toLowerCase())) continue;
      out.push(sentence);
      told = `${told} ${sentence}`;
    }
  }
  return out;
}
