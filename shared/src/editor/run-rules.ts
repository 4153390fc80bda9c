/**
 * Runs the rule table over a resume or one section and turns hits into findings. A section rule runs
 * once per section of its types; a whole-resume rule runs once over all sections and counts in its
 * home section (the first section of its home type, else the first section). The result says, per
 * section, which rules applied, so the score can count checks passed. A hit's fix becomes the finding's
 * only when ./fix-check passes it on a copy of its statement; otherwise the finding keeps its advice
 * with `fix: null`, so no answer carries an unchecked fix.
 */
import { monthIndexOf } from '../resume/dates';
import type { EditorFinding, EditorSectionType } from './editor.schema';
import type { ContextSection, RuleContext } from './context';
import { checkFix } from './fix-check';
import type { EditorRule, RuleFix, RuleHit } from './rule-types';

export interface RuleRunOptions {
  today: string;
  jobKeywords?: readonly string[];
}

/** A finding with its improvement-area description (kept apart from the contract's EditorFinding). */
export interface RunFinding extends EditorFinding {
  description: string;
}

export interface SectionRun {
  section: ContextSection;
  /** Rules that applied to the section, in table order. */
  rules: EditorRule[];
  findings: RunFinding[];
}

/** Month index of an ISO day; a malformed day falls back to its year and month digits, else 0. */
export function toMonthIndex(today: string): number {
  const m = /^(\d{4})-(\d{2})/.exec(today);
  if (m) return Number(m[1]) * 12 + Number(m[2]) - 1;
  return monthIndexOf(today)?.index ?? 0;
}

function makeContext(text: string, sections: readonly ContextSection[], all: readonly ContextSection[], mode: RuleContext['mode'], options: RuleRunOptions): RuleContext {
  return { text, mode, sections, allSections: all, todayIndex: toMonthIndex(options.today), jobKeywords: options.jobKeywords ?? [], cache: new Map() };
}

/** The hit's fix when it passes the check on a copy of its statement, else null. */
function checkedFix(hit: RuleHit, text: string, today: string): RuleFix | null {
  const fix = hit.fix ?? null;
  return fix !== null && checkFix(text, fix, today).ok ? fix : null;
}

function toFinding(rule: EditorRule, section: ContextSection, text: string, hit: RuleHit, today: string): RunFinding {
  const fix = checkedFix(hit, text, today);
  return {
    ruleId: rule.id,
    section: section.name,
    sectionType: section.type,
    area: rule.area,
    suggestion: hit.suggestion,
    weight: rule.weight,
    gate: rule.gate === true,
    start: hit.start,
    end: hit.end,
    fix: fix === null ? null : { start: fix.start, end: fix.end, before: text.slice(fix.start, fix.end), after: fix.after, label: fix.label },
    description: hit.description ?? rule.description,
  };
}

function runRule(rule: EditorRule, ctx: RuleContext, home: ContextSection, run: SectionRun, today: string): void {
  if (rule.appliesTo !== undefined && !rule.appliesTo(ctx)) return;
  run.rules.push(rule);
  const hits = rule.check(ctx);
  for (const hit of hits) run.findings.push(toFinding(rule, home, ctx.text, hit, today));
}

/** The home section of a whole-resume rule. */
function findHomeSection(rule: EditorRule, sections: readonly ContextSection[]): ContextSection | undefined {
  return sections.find((s) => s.type === rule.home) ?? sections[0];
}

/** Runs every rule over the sections of a whole resume. */
export function runResumeRules(rules: readonly EditorRule[], text: string, sections: readonly ContextSection[], options: RuleRunOptions): SectionRun[] {
  const runs = sections.map((section): SectionRun => ({ section, rules: [], findings: [] }));
  const sectionCtx = sections.map((s) => makeContext(text, [s], sections, 'resume', options));
  const resumeCtx = makeContext(text, sections, sections, 'resume', options);
  for (const rule of rules) {
    if (rule.sectionTypes === 'resume') {
      const home = findHomeSection(rule, sections);
      const run = runs[home === undefined ? -1 : sections.indexOf(home)];
      if (home !== undefined && run !== undefined) runRule(rule, resumeCtx, home, run, options.today);
      continue;
    }
    const types: readonly EditorSectionType[] = rule.sectionTypes;
    sections.forEach((s, i) => {
      const run = runs[i];
      const ctx = sectionCtx[i];
      if (types.includes(s.type) && run !== undefined && ctx !== undefined) runRule(rule, ctx, s, run, options.today);
    });
  }
  return runs;
}

/** Runs the rules that concern one section analysed alone. */
export function runSectionRules(rules: readonly EditorRule[], text: string, section: ContextSection, options: RuleRunOptions): SectionRun {
  const run: SectionRun = { section, rules: [], findings: [] };
  const ctx = makeContext(text, [section], [section], 'section', options);
  for (const rule of rules) {
    const applies =
      rule.sectionTypes === 'resume' ? rule.home === section.type && rule.wholeResumeOnly !== true : rule.sectionTypes.includes(section.type);
    if (applies) runRule(rule, ctx, section, run, options.today);
  }
  return run;
}
