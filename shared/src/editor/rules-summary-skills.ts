/**
 * Summary and skills rules: a summary of 2-4 sentences and 20-80 words without pronouns or clichés;
 * a skills section of 6-30 entries, without repeats (the fix removes the repeat, which adds nothing),
 * separated one way throughout, each entry a skill rather than a sentence.
 */
import type { EditorRule, RuleHit } from './rule-types';
import type { RuleContext } from './context';
import { describeMissingSection } from './unread-headings';
import { findMatches, getBodyLines, getRoles, countWords, memoize, quote, selectSections } from './context';
import { parseResume } from '../resume/structure';
import { findBuzzwords } from './rules-language';
import { pickDominant } from './rules-bullets';
import { readSkillItems, toSkillKey, type SkillItem } from './skill-items';

/** "He has", "She is", "His work": the writer in the third person. */
const THIRD_PERSON_RE = /\b(?:[Hh]e|[Ss]he|[Hh]is|[Hh]er)\s+(?:is|has|was|had|brings|leads|work|experience|career|background|skills)\b/g;

export const SUMMARY_WORDS = { min: 20, max: 80 } as const;
export const SUMMARY_SENTENCES = { min: 2, max: 4 } as const;
export const SKILL_COUNT = { min: 6, max: 30 } as const;

const SUMMARY_CLICHES_RE =
  /\b(?:seeking (?:a|an) (?:challenging|rewarding)?\s*(?:position|role|opportunity)|looking for (?:a|an) (?:new )?(?:opportunity|position|role)|excellent communication skills|works well under pressure|fast learner|quick learner|go above and beyond|wears many hats)\b/gi;

/** The reader finds a headline under the name ("Senior Software Engineer · Backend and Platform"). */
function hasHeadline(ctx: RuleContext): boolean {
  return memoize(ctx, 'headline', () => {
    const header = selectSections(ctx, ['header'])[0];
    return header !== undefined && parseResume(ctx.text.slice(header.start, header.end)).headline.trim() !== '';
  });
}

function reportMissingSection(ctx: RuleContext, kind: 'summary' | 'skills', example: string): RuleHit[] {
  const fallback = `The resume has no ${kind} section: add one under the heading ${example}.`;
  return [{ start: 0, end: 0, suggestion: describeMissingSection(ctx, kind, fallback) }];
}

/** Removing a repeated skill: the entry and the separator before it (or the whole line when alone). */
function computeRemoval(item: SkillItem, previous: SkillItem | undefined): { start: number; end: number } {
  if (item.siblings === 1) return { start: item.line.start, end: item.line.end + 1 };
  if (item.index > 0 && previous !== undefined && previous.line === item.line) return { start: previous.end, end: item.end };
  const next = item.line.text.slice(item.end - item.line.start);
  const sep = /^\s*[,;|•·\t]\s*/.exec(next)?.[0] ?? '';
  return { start: item.start, end: item.end + sep.length };
}

export const SUMMARY_SKILLS_RULES: readonly EditorRule[] = [
  {
    id: 'summary.present',
    sectionTypes: 'resume',
    home: 'summary',
    wholeResumeOnly: true,
    weight: 3,
    area: 'Summary',
    description: 'A short summary at the top tells a recruiter in seconds who you are and what you offer.',
    // A summary is optional: a reviewer asks for one only where a long career has nothing at the top to
    // say who the person is (no summary, no headline, four roles or more).
    check: (ctx) =>
      selectSections(ctx, ['summary']).length > 0 || hasHeadline(ctx) || getRoles(ctx).length < 4
        ? []
        : reportMissingSection(ctx, 'summary', '“SUMMARY” (2 to 4 sentences: your role, years of experience and strongest skills)'),
  },
  {
    id: 'summary.length',
    sectionTypes: ['summary'],
    weight: 3,
    area: 'Summary length',
    description: 'Two to four sentences, 20 to 80 words, is long enough to say something and short enough to be read.',
    check: (ctx) => {
      const lines = getBodyLines(ctx, ['summary']);
      const text = lines.map((l) => l.text.trim()).join(' ');
      const words = countWords(text);
      const sentences = text.split(/(?<=[.!?])\s+/).filter((s) => countWords(s) > 0).length;
      const okWords = words >= SUMMARY_WORDS.min && words <= SUMMARY_WORDS.max;
      const okSentences = sentences >= SUMMARY_SENTENCES.min && sentences <= SUMMARY_SENTENCES.max;
      if (okWords && okSentences) return [];
      const start = lines[0]?.start ?? 0;
      const end = lines[lines.length - 1]?.end ?? start;
      return [{ start, end, suggestion: `Your summary has ${words} words in ${sentences} sentence${sentences === 1 ? '' : 's'}: aim for 2 to 4 sentences and 20 to 80 words.` }];
    },
  },
  {
    id: 'summary.pronouns',
    sectionTypes: ['summary'],
    weight: 2,
    area: 'Summary voice',
    description: 'A summary is about you, in your own voice: not “He has …” or “She is …”. The first person, or none (“Payroll specialist with 6 years …”), both read well.',
    check: (ctx) =>
      findMatches(getBodyLines(ctx, ['summary']), THIRD_PERSON_RE).map((m) => ({
        start: m.start,
        end: m.end,
        suggestion: `${quote(m.line.text)} speaks of you as “${m.text}”: write it in your own voice (“Payroll specialist with 6 years …”).`,
      })),
  },
  {
    id: 'summary.cliches',
    sectionTypes: ['summary'],
    weight: 2,
    area: 'Summary clichés',
    description: 'Clichés and objective statements (“seeking a challenging position”) take the place of facts.',
    check: (ctx) => findBuzzwords(ctx, ['summary'], SUMMARY_CLICHES_RE),
  },
  {
    id: 'skills.present',
    sectionTypes: 'resume',
    home: 'skills',
    wholeResumeOnly: true,
    weight: 3,
    area: 'Skills',
    description: 'A skills section is where applicant tracking systems and recruiters look for keywords.',
    check: (ctx) => (selectSections(ctx, ['skills']).length > 0 ? [] : reportMissingSection(ctx, 'skills', '“SKILLS” (6 to 30 skills, separated by commas)')),
  },
  {
    id: 'skills.count',
    sectionTypes: ['skills'],
    weight: 2,
    area: 'Number of skills',
    description: 'Six to thirty skills: enough to match a posting, few enough to be believed.',
    check: (ctx) => {
      const items = readSkillItems(ctx);
      const n = new Set(items.map((i) => toSkillKey(i.text))).size;
      if (n >= SKILL_COUNT.min && n <= SKILL_COUNT.max) return [];
      const first = items[0];
      const advice = n < SKILL_COUNT.min ? 'add the tools and skills you really use' : 'keep the ones that matter for the jobs you want';
      return [{ start: first?.start ?? 0, end: items[items.length - 1]?.end ?? 0, suggestion: `The skills section lists ${n} skill${n === 1 ? '' : 's'}: ${advice} (6 to 30).` }];
    },
  },
  {
    id: 'skills.duplicates',
    sectionTypes: ['skills'],
    weight: 2,
    area: 'Repeated skills',
    description: 'A skill listed twice takes space and looks careless.',
    check: (ctx) => {
      const items = readSkillItems(ctx);
      const seen = new Set<string>();
      const hits: RuleHit[] = [];
      items.forEach((item, i) => {
        const key = toSkillKey(item.text);
        if (seen.has(key)) {
          const span = computeRemoval(item, items[i - 1]);
          hits.push({
            start: item.start,
            end: item.end,
            suggestion: `${quote(item.text)} is listed twice in your skills: remove the repeat.`,
            fix: { ...span, after: '', label: `Remove the repeated ‘${item.text}’` },
          });
        }
        seen.add(key);
      });
      return hits;
    },
  },
  {
    id: 'skills.separators',
    sectionTypes: ['skills'],
    weight: 1,
    area: 'Skills layout',
    description: 'Separate skills one way throughout: commas on a line, or one skill per line.',
    check: (ctx) => {
      const items = readSkillItems(ctx);
      const listed = items.filter((i) => i.separator !== '');
      const singles = items.filter((i) => i.siblings === 1);
      const styles = listed.map((i) => (i.separator === '\t' ? 'tab' : i.separator));
      if (singles.length >= 3 && listed.length >= 2) styles.push(...singles.map(() => 'line'));
      const dominant = pickDominant(styles);
      if (dominant === null || new Set(styles).size < 2) return [];
      const odd = dominant === 'line' ? listed : [...listed.filter((i) => i.separator !== dominant), ...(styles.includes('line') ? singles : [])];
      const first = odd.sort((a, b) => a.start - b.start)[0];
      const name = dominant === 'line' ? 'one skill per line' : `“${dominant}”`;
      return [{ start: first?.line.start ?? 0, end: first?.line.end ?? 0, suggestion: `Your skills are separated in several ways (e.g. ${quote(first?.line.text ?? '')}): use ${name} throughout.` }];
    },
  },
  {
    id: 'skills.item-length',
    sectionTypes: ['skills'],
    weight: 1,
    area: 'Skill entries',
    description: 'A skills list holds skills (“Payroll”, “Excel”); sentences belong in the experience section.',
    check: (ctx) =>
      readSkillItems(ctx)
        .filter((i) => countWords(i.text.replace(/\([^)]*\)/g, ' ')) > 5)
        .map((i) => ({ start: i.start, end: i.end, suggestion: `${quote(i.text)} reads like a sentence: list the skill in a word or two and show it in a bullet under a role.` })),
  },
];
