/**
 * Job-keyword rules, run only when the resume was tailored to a job: the share of the job's keywords
 * the resume mentions, and keywords written in another form than the posting's ("JS" for
 * "JavaScript"). The fix swaps a variant for the posting's form of the same skill; a skill the resume
 * lacks is never added.
 */
import { canonicalSkill, findSkills } from '../tailoring/skill-matcher';
import type { RuleContext } from './context';
import { memoize, quote } from './context';
import type { EditorRule, RuleHit } from './rule-types';
import { escapeRegExp } from '../text/regexp';

/** The share of the job's keywords a resume should mention. */
export const KEYWORD_COVERAGE = 0.6;

interface KeywordState {
  keyword: string;
  /** Mentioned as written in the posting. */
  exact: boolean;
  /** Mentioned under another form of the same skill: the first such mention. */
  variant: { start: number; end: number; surface: string } | null;
}


/** The analysed sections' text, with the offset of each so spans stay valid. */
function computeKeywordStates(ctx: RuleContext): KeywordState[] {
  return memoize(ctx, 'keywords', () => {
    const start = Math.min(...ctx.sections.map((s) => s.start));
    const end = Math.max(...ctx.sections.map((s) => s.end));
    const text = ctx.text.slice(start, end);
    const matches = findSkills(text, 'strict');
    const seen = new Set<string>();
    const keys = new Set(ctx.jobKeywords.map((k) => k.trim().toLowerCase()));
    const out: KeywordState[] = [];
    for (const raw of ctx.jobKeywords) {
      const keyword = raw.trim();
      const key = keyword.toLowerCase();
      if (keyword === '' || seen.has(key)) continue;
      seen.add(key);
      const exact = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(keyword)}(?![\\p{L}\\p{N}])`, 'iu').test(text);
      const canonical = exact ? null : canonicalSkill(keyword);
      // A variant that is itself one of the job's keywords ("Go" when the job lists "Go" and "Golang") stays.
      const m = canonical === null ? undefined : matches.find((x) => x.skill === canonical && !keys.has(x.surface.toLowerCase()));
      out.push({ keyword, exact, variant: m === undefined ? null : { start: start + m.start, end: start + m.end, surface: m.surface } });
    }
    return out;
  });
}

const hasKeywords = (ctx: RuleContext): boolean => ctx.jobKeywords.some((k) => k.trim() !== '');

export const KEYWORD_RULES: readonly EditorRule[] = [
  {
    id: 'kw.coverage',
    sectionTypes: 'resume',
    home: 'skills',
    weight: 4,
    appliesTo: hasKeywords,
    area: 'Job keywords',
    description: 'Applicant tracking systems rank resumes by how many of the posting’s keywords they mention.',
    check: (ctx) => {
      const states = computeKeywordStates(ctx);
      if (states.length === 0) return [];
      const found = states.filter((s) => s.exact || s.variant !== null).length;
      if (found / states.length >= KEYWORD_COVERAGE) return [];
      const missing = states.filter((s) => !s.exact && s.variant === null).map((s) => s.keyword);
      const shown = missing.slice(0, 8).join(', ');
      const more = missing.length > 8 ? ` and ${missing.length - 8} more` : '';
      return [
        {
          start: 0,
          end: 0,
          suggestion: `Your resume mentions ${found} of the job’s ${states.length} keywords. Missing: ${shown}${more}. Add the ones you really have, in the posting’s words.`,
        },
      ];
    },
  },
  {
    id: 'kw.exact-form',
    sectionTypes: 'resume',
    home: 'skills',
    weight: 2,
    appliesTo: hasKeywords,
    area: 'Keyword wording',
    description: 'Use the posting’s exact wording for a skill you have: some ATS only match the exact form.',
    check: (ctx) =>
      computeKeywordStates(ctx).flatMap((s): RuleHit[] => {
        const v = s.variant;
        if (s.exact || v === null) return [];
        return [
          {
            start: v.start,
            end: v.end,
            suggestion: `You wrote ${quote(v.surface)} where the job says “${s.keyword}”: use the posting’s form so the ATS matches it.`,
            fix: { start: v.start, end: v.end, after: s.keyword, label: `Write ‘${v.surface}’ as ‘${s.keyword}’` },
          },
        ];
      }),
  },
];
