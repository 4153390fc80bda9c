/**
 * Three headline options, each within LinkedIn's 220 characters, each naming the target title and the
 * user's strongest matching skills; the third leads with the user's own best result in numbers.
 */
import { namesTitle } from './checks-headline-about';
import { LINKEDIN_HEADLINE_MAX } from './linkedin.schema';
import { distinctNames } from './skill-ranking';
import { currentPosition, type WriterContext } from './writer-context';

/** Parts joined with " | ", dropping parts from the end until the headline fits. */
export function fitParts(parts: readonly string[], max = LINKEDIN_HEADLINE_MAX): string {
  const kept = parts.filter((p) => p.trim() !== '');
  while (kept.length > 1 && kept.join(' | ').length > max) kept.pop();
  const text = kept.join(' | ');
  return text.length <= max ? text : text.slice(0, max).replace(/\s+\S*$/, '');
}

/** The user's shortest statement with a number, as a headline part ("Cut overstock by 18%"), or ''. */
function bestResult(ctx: WriterContext): string {
  const withNumbers = ctx.roles.flatMap((r) => r.statements).filter((s) => /\d/.test(s) && s.length <= 90);
  const best = withNumbers[0] ?? '';
  return best.replace(/[.;]+$/, '');
}

/** Three headline options (fewer only when the profile gives nothing to vary). */
export function writeHeadlines(ctx: WriterContext): string[] {
  const skills = distinctNames(ctx.matchingSkills.length > 0 ? ctx.matchingSkills : ctx.skills.slice(0, 3));
  const current = currentPosition(ctx);
  const at = current && current.company ? `${current.title} at ${current.company}` : '';
  const first = at !== '' && namesTitle(at, ctx.title) ? [at, skills.join(' · ')] : [ctx.title, skills.join(' · '), at];
  const options = [
    fitParts(first),
    fitParts([`${ctx.title}${ctx.industry ? ` in ${ctx.industry}` : ''}`, skills.slice(0, 2).join(' & '), distinctNames([...skills, ...ctx.skills]).filter((s) => !skills.includes(s)).slice(0, 2).join(' · ')]),
    fitParts([ctx.title, bestResult(ctx), skills.join(', ')]),
  ];
  return [...new Set(options)];
}
