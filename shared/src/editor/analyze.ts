/**
 * The editor's deterministic scorer (issue 12): analyzeSection answers POST
 * /api/resume/section-suggestions and analyzeResume POST /api/resume/formatting-suggestions. Pure and
 * synchronous: the same text and options always give the same answer ("today" is passed in).
 * Findings come from the rule table (./rules), scores from ./score, suggestions from ./feedback and
 * the formatted text from ./fixes, which never lets a fix add a fact. In a limited answer the findings,
 * improvement areas and formatted text cover only the suggestions kept; the scores are always whole.
 */
import { messages } from '../messages';
import type { EditorFinding, EditorSectionType, FormattingSuggestionsResult, ImprovementArea, SectionSuggestionsResult } from './editor.schema';
import type { ContextSection } from './context';
import { findBodyStart } from './context';
import { compareFindings, collectImprovementAreas, limitItems, toPublicFinding, buildSuggestionItems, type SuggestionItem } from './feedback';
import { formatTruthfully } from './fixes';
import { EDITOR_RULES } from './rules';
import { runResumeRules, runSectionRules, type RunFinding } from './run-rules';
import { scoreOverall, scoreSection } from './score';
import { headingOfLine, readSections } from './section-reading';

export { EDITOR_RULES } from './rules';

export interface EditorAnalysisOptions {
  /** free_trial: limitedResponse true, the 3 most important suggestions, feedback (suggestions + improvement areas text) capped at 500 words in all, upgradeMessage = messages.editorUpgradeMessage. Others: everything, upgradeMessage null. */
  limited: boolean;
  /** The job's keywords when the resume was tailored to a job (coverage and exact-form rules run only then). */
  jobKeywords?: readonly string[];
  /** ISO date (YYYY-MM-DD) used as "today" for 'Present' roles and years of experience — passed in so the same input always gives the same answer. */
  today: string;
}

interface Selection {
  items: SuggestionItem[];
  findings: RunFinding[];
  areasOf: (section: string) => ImprovementArea[];
}

/** The suggestions, findings and improvement areas to return, limited or not. */
function selectFeedback(findings: readonly RunFinding[], limited: boolean): Selection {
  const sorted = [...findings].sort(compareFindings);
  const items = buildSuggestionItems(sorted);
  if (!limited) {
    return { items, findings: sorted, areasOf: (section) => collectImprovementAreas(sorted.filter((f) => f.section === section)) };
  }
  const chosen = limitItems(items);
  const kept = new Set(chosen.items.flatMap((i) => i.findings));
  return { items: chosen.items, findings: sorted.filter((f) => kept.has(f)), areasOf: (section) => chosen.areas.get(section) ?? [] };
}

function collectFixes(findings: readonly RunFinding[]): NonNullable<EditorFinding['fix']>[] {
  return findings.flatMap((f) => (f.fix === null ? [] : [f.fix]));
}

/** Section names made unique ("SKILLS", "SKILLS (2)") so the answer's maps keep every section. */
function makeUniqueNames(names: readonly string[]): string[] {
  const counts = new Map<string, number>();
  return names.map((name) => {
    const n = (counts.get(name) ?? 0) + 1;
    counts.set(name, n);
    return n === 1 ? name : `${name} (${n})`;
  });
}

/** Scores and suggestions for one section analysed alone (spec section 3, section-suggestion response). */
export function analyzeSection(sectionText: string, sectionType: EditorSectionType, options: EditorAnalysisOptions): SectionSuggestionsResult {
  const firstLine = sectionText.split('\n')[0] ?? '';
  const name = headingOfLine(firstLine, { kind: 'header', heading: '' })?.heading ?? sectionType.toUpperCase();
  const section: ContextSection = { name, type: sectionType, start: 0, end: sectionText.length, bodyStart: findBodyStart(sectionText, 0, sectionText.length) };
  const run = runSectionRules(EDITOR_RULES, sectionText, section, options);
  const explanation = scoreSection(run);
  const selection = selectFeedback(run.findings, options.limited);
  const formatted = formatTruthfully(sectionText, collectFixes(selection.findings), options.today);
  return {
    score: explanation.score,
    suggestions: selection.items.map((i) => i.text),
    improvement_areas: selection.areasOf(name),
    formattedSection: formatted.text,
    findings: selection.findings.map(toPublicFinding),
    explanation,
    limitedResponse: options.limited,
    upgradeMessage: options.limited ? messages.editorUpgradeMessage : null,
  };
}

/** The full analysis of a resume (spec section 3, full-analysis response). */
export function analyzeResume(resumeText: string, options: EditorAnalysisOptions): FormattingSuggestionsResult {
  const split = readSections(resumeText);
  const names = makeUniqueNames(split.map((s) => s.name));
  const sections: ContextSection[] = split.map((s, i) => ({
    name: names[i] ?? s.name,
    type: s.type,
    start: s.start,
    end: s.end,
    bodyStart: s.bodyStart,
  }));
  const runs = runResumeRules(EDITOR_RULES, resumeText, sections, options);
  const explanations: Record<string, ReturnType<typeof scoreSection>> = {};
  const sectionScores: Record<string, number> = {};
  for (const run of runs) {
    const explanation = scoreSection(run);
    explanations[run.section.name] = explanation;
    sectionScores[run.section.name] = explanation.score;
  }
  const overall = scoreOverall(runs.map((r) => ({ name: r.section.name, explanation: explanations[r.section.name] ?? scoreSection(r) })));
  const selection = selectFeedback(
    runs.flatMap((r) => r.findings),
    options.limited,
  );
  const suggestions: Record<string, string[]> = {};
  for (const s of sections) suggestions[s.name] = [];
  for (const item of selection.items) suggestions[item.section]?.push(item.text);
  const improvementAreas = sections.map((s) => ({ section: s.name, areas: selection.areasOf(s.name) })).filter((g) => g.areas.length > 0);
  const formatted = formatTruthfully(resumeText, collectFixes(selection.findings), options.today);
  const checked = new Set(runs.flatMap((r) => r.rules.map((rule) => rule.id)));
  return {
    overallScore: overall.score,
    sectionScores,
    improvementAreas,
    suggestions,
    formattedResume: formatted.text,
    limitedResponse: options.limited,
    upgradeMessage: options.limited ? messages.editorUpgradeMessage : null,
    findings: selection.findings.map(toPublicFinding),
    explanations,
    overallExplanation: overall.text,
    rulesChecked: checked.size,
  };
}
