import type { FormattingSuggestionsResult } from '@jobapp/shared/editor/editor.schema';
import { useEffect, useRef } from 'react';
import type { PendingFix } from '../fixes';
import { canApplyAll } from '../scores';
import { FixList } from './fix-list';
import { FormattedResumePreview } from './formatted-resume-preview';
import { ImprovementList } from './improvement-list';
import { ScoreDisplay } from './score-display';

/** Section names in the answer's order: those scored first, then any only named by areas or suggestions. */
function sectionNames(result: FormattingSuggestionsResult): string[] {
  const names = [
    ...Object.keys(result.sectionScores),
    ...result.improvementAreas.map((entry) => entry.section),
    ...Object.keys(result.suggestions),
  ];
  return [...new Set(names)];
}

/**
 * The full analysis: overall score and its arithmetic, each section's score, areas and suggestions, the
 * one-click fixes and the formatted resume. The heading takes focus when `focusRequest` changes (after
 * an Analyze), so keyboard and screen-reader users land on the results.
 */
export function AnalysisResults({
  result,
  fixes,
  fixMessage,
  onApplyFix,
  onApplyAll,
  focusRequest,
}: {
  result: FormattingSuggestionsResult;
  fixes: readonly PendingFix[];
  fixMessage: string | null;
  onApplyFix: (fix: PendingFix) => void;
  onApplyAll: () => void;
  focusRequest: number;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusRequest > 0) headingRef.current?.focus();
  }, [focusRequest]);

  return (
    <div className="grid gap-6" data-testid="analysis-results">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600">
        Analysis results
      </h2>
      <div className="grid gap-2 rounded-xl border border-slate-200 p-4">
        <ScoreDisplay label="Overall score" score={result.overallScore} size="lg" />
        <p className="text-sm text-slate-700">{result.overallExplanation}</p>
        {result.rulesChecked > 0 ? <p className="text-xs text-slate-600">{result.rulesChecked} checks</p> : null}
      </div>
      <section aria-labelledby="section-scores-title" className="grid gap-4">
        <h3 id="section-scores-title" className="text-base font-semibold text-slate-900">
          Sections
        </h3>
        <ul className="grid gap-4">
          {sectionNames(result).map((name) => {
            const score = result.sectionScores[name];
            return (
              <li key={name} className="grid gap-3 rounded-xl border border-slate-200 p-4" data-testid="analysis-section">
                {score === undefined ? (
                  <p className="text-sm font-semibold text-slate-900">{name}</p>
                ) : (
                  <ScoreDisplay label={name} score={score} explanation={result.explanations[name]?.text} />
                )}
                <ImprovementList
                  areas={result.improvementAreas.find((entry) => entry.section === name)?.areas ?? []}
                  suggestions={result.suggestions[name] ?? []}
                />
              </li>
            );
          })}
        </ul>
      </section>
      <FixList fixes={fixes} onApply={onApplyFix} message={fixMessage} showSection />
      <FormattedResumePreview
        formatted={result.formattedResume}
        applyAllOffered={canApplyAll(result)}
        upgradeMessage={result.limitedResponse ? result.upgradeMessage : null}
        onApplyAll={onApplyAll}
      />
    </div>
  );
}
