/**
 * Experience rules about the shape of the section: at least one role (a gate), 2-6 bullets per role,
 * 8-30 words per bullet, one bullet character and one end-of-bullet punctuation throughout (fixes
 * only change the marker or the final full stop), and no long paragraphs where bullets belong.
 */
import type { EditorRule, RuleHit } from './rule-types';
import type { RuleContext, Statement } from './context';
import { getAllLines, getBodyLines, countWords, isScopeLine, quote, labelRole, getRoles, readStatement, getStatements, roleHeadSpan } from './context';
import { describeMissingSection } from './unread-headings';

export const BULLETS_PER_ROLE = { min: 2, max: 6 } as const;
export const WORDS_PER_BULLET = { min: 5, max: 35 } as const;

/** The most frequent value; ties go to the one seen first. */
export function pickDominant<T>(values: readonly T[]): T | null {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: T | null = null;
  for (const [v, n] of counts) if (best === null || n > (counts.get(best) ?? 0)) best = v;
  return best;
}

/** Bullet lines (with a marker) of every analysed section except the header. */
function findMarkedStatements(ctx: RuleContext): Statement[] {
  const headerTypes = new Set(['header']);
  return getAllLines(ctx)
    .filter((l) => ctx.sections.some((s) => !headerTypes.has(s.type) && l.start >= s.bodyStart && l.end <= s.end))
    .map(readStatement)
    .filter((s) => s.marker !== '');
}

export const BULLET_RULES: readonly EditorRule[] = [
  {
    id: 'exp.present',
    sectionTypes: 'resume',
    home: 'experience',
    weight: 5,
    gate: true,
    area: 'Work experience',
    description: 'Recruiters read the experience section first; a resume needs one with at least one role.',
    check: (ctx) =>
      getBodyLines(ctx, ['experience']).length > 0
        ? []
        : [
            {
              start: 0,
              end: 0,
              suggestion: describeMissingSection(
                ctx,
                'experience',
                'The resume has no experience: add an EXPERIENCE section with your roles (title, employer, dates and a few bullets each).',
              ),
            },
          ],
  },
  {
    id: 'exp.bullet-count',
    sectionTypes: ['experience'],
    weight: 3,
    area: 'Bullets per role',
    description: `Two to six bullets per role give enough detail without burying the best points.`,
    // An early role may fairly keep one bullet; the latest role needs two, and no role is left bare.
    check: (ctx) =>
      getRoles(ctx)
        .map((r, i) => ({ r, i, n: r.statements.filter((s) => !isScopeLine(ctx, s)).length }))
        .filter(({ r, i, n }) => r.statements.length === 0 || (i === 0 && n < BULLETS_PER_ROLE.min) || n > BULLETS_PER_ROLE.max)
        .map(({ r, n }) => {
          const advice = n < BULLETS_PER_ROLE.min ? 'add bullets about what you did and achieved there' : 'keep the strongest six';
          return { ...roleHeadSpan(r), suggestion: `The role ${quote(labelRole(r))} has ${n} bullet${n === 1 ? '' : 's'}: ${advice} (2 to 6 per role).` };
        }),
  },
  {
    id: 'exp.role-title',
    sectionTypes: ['experience'],
    weight: 4,
    area: 'Job titles',
    description: 'Each role needs the job title you held: it is the first thing a recruiter and an ATS look for.',
    check: (ctx) =>
      getRoles(ctx)
        .filter((r) => r.title.trim() === '' && r.employer.trim() !== '')
        .map((r) => ({ ...roleHeadSpan(r), suggestion: `The role at ${quote(r.employer)} has no job title: add the title you held there above its bullets.` })),
  },
  {
    id: 'exp.role-employer',
    sectionTypes: ['experience'],
    weight: 4,
    area: 'Employers',
    description: 'Each role needs the employer it was at, so a recruiter can place it.',
    check: (ctx) =>
      getRoles(ctx)
        .filter((r) => r.employer.trim() === '' && r.title.trim() !== '')
        .map((r) => ({ ...roleHeadSpan(r), suggestion: `The role ${quote(r.title)} names no employer: add where you held it, beside the title.` })),
  },
  {
    id: 'exp.bullet-length',
    sectionTypes: ['experience'],
    weight: 3,
    area: 'Bullet length',
    description: 'Bullets of 5 to 35 words are long enough to show a result and short enough to scan.',
    check: (ctx) =>
      getStatements(ctx)
        .map((s) => ({ s, n: countWords(s.body) }))
        .filter(({ n }) => n < WORDS_PER_BULLET.min || n > WORDS_PER_BULLET.max)
        .map(({ s, n }) => ({
          start: s.start,
          end: s.end,
          suggestion:
            n < WORDS_PER_BULLET.min
              ? `${quote(s.body)} has only ${n} words: say what you did and what came of it (5 to 35 words).`
              : `${quote(s.body)} has ${n} words: split it or cut it to 35 words or fewer.`,
        })),
  },
  {
    id: 'exp.long-paragraph',
    sectionTypes: ['experience'],
    weight: 2,
    area: 'Paragraphs',
    description: 'Recruiters skim; long paragraphs in the experience section are skipped.',
    check: (ctx) =>
      getRoles(ctx).flatMap((r) =>
        r.paragraphs.map((p) => ({
          start: p.start,
          end: p.end,
          suggestion: `${quote(p.text)} is a paragraph of ${countWords(p.text)} words: break it into bullets, one achievement each.`,
        })),
      ),
  },
  {
    id: 'exp.bullet-markers',
    sectionTypes: 'resume',
    home: 'experience',
    weight: 1,
    area: 'Bullet style',
    description: 'One bullet character throughout looks tidier.',
    check: (ctx) => {
      const marked = findMarkedStatements(ctx);
      const dominant = pickDominant(marked.map((s) => s.marker));
      if (dominant === null) return [];
      return marked
        .filter((s) => s.marker !== dominant)
        .map((s) => ({
          start: s.markerStart,
          end: s.markerStart + s.marker.length,
          suggestion: `${quote(`${s.marker} ${s.body}`)} uses “${s.marker}” while your other bullets use “${dominant}”: use one bullet character.`,
          fix: { start: s.markerStart, end: s.markerStart + s.marker.length, after: dominant, label: `Use ‘${dominant}’ as the bullet` },
        }));
    },
  },
  {
    id: 'exp.bullet-periods',
    sectionTypes: ['experience'],
    weight: 1,
    area: 'Bullet punctuation',
    description: 'End every bullet the same way: all with a full stop, or none.',
    check: (ctx) => {
      const statements = getStatements(ctx).filter((s) => s.body.length > 0);
      const ends = statements.map((s) => s.body.endsWith('.'));
      const withStop = ends.filter(Boolean).length;
      if (withStop === 0 || withStop === statements.length) return [];
      const useStop = withStop > statements.length - withStop;
      const hits: RuleHit[] = [];
      for (const s of statements) {
        if (s.body.endsWith('.') === useStop) continue;
        const fix = useStop
          ? { start: s.end, end: s.end, after: '.', label: 'Add a full stop' }
          : /[^.]\.$/.test(s.body)
            ? { start: s.end - 1, end: s.end, after: '', label: 'Remove the full stop' }
            : null;
        hits.push({
          start: s.start,
          end: s.end,
          suggestion: `${quote(s.body)} ${useStop ? 'has no full stop' : 'ends with a full stop'} while most of your bullets ${useStop ? 'do' : 'do not'}: end them all the same way.`,
          fix,
        });
      }
      return hits;
    },
  },
];
