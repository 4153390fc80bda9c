/**
 * The whole optimization as one text (the spec's optimizedContent): the headline options, About, each
 * role's description, the ranked skills, the checklist score before and after, and what was removed.
 */
import type { LinkedInOptimization } from './linkedin.schema';

/** optimizedContent: the result as plain text, ready to copy section by section. */
export function optimizedContentOf(result: LinkedInOptimization): string {
  const blocks: string[] = [];
  if (result.headlines.length > 0) blocks.push(['HEADLINE OPTIONS', ...result.headlines.map((h, i) => `${i + 1}. ${h}`)].join('\n'));
  if (result.about !== '') blocks.push(`ABOUT\n${result.about}`);
  const roles = result.roles.filter((r) => r.description !== '');
  if (roles.length > 0) {
    blocks.push(`EXPERIENCE\n${roles.map((r) => `${[r.title, r.company].filter((x) => x !== '').join(' — ')}\n${r.description}`).join('\n\n')}`);
  }
  if (result.skills.length > 0) blocks.push(`SKILLS (in this order)\n${result.skills.join(', ')}`);
  const failing = result.after.checks.filter((c) => !c.pass);
  const score = [`PROFILE SCORE\nBefore: ${result.before.score}/100\nAfter: ${result.after.score}/100`];
  if (failing.length > 0) score.push(['Still to do:', ...failing.map((c) => `- ${c.label}: ${c.detail}`)].join('\n'));
  blocks.push(score.join('\n'));
  if (result.removedClaims.length > 0) blocks.push(['NOTES (left out or kept as you wrote it, and why)', ...result.removedClaims.map((c) => `- ${c}`)].join('\n'));
  return blocks.join('\n\n');
}
