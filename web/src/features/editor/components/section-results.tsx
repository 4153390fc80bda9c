import type { SectionSuggestionsResult } from '@jobapp/shared/editor/editor.schema';
import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { PendingFix } from '../fixes';
import { FixList } from './fix-list';
import { ImprovementList } from './improvement-list';
import { ScoreDisplay } from './score-display';
import { UpgradeNote } from './upgrade-note';

/** The section's results card: score and its arithmetic, areas, suggestions, fixes, the formatted section. */
export function SectionResults({
  result,
  fixes,
  fixMessage,
  onApplyFix,
  onApplyFormatted,
}: {
  result: SectionSuggestionsResult;
  fixes: readonly PendingFix[];
  fixMessage: string | null;
  onApplyFix: (fix: PendingFix) => void;
  onApplyFormatted: () => void;
}) {
  return (
    <Card data-testid="section-results">
      <CardHeader>
        <CardTitle>Section suggestions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <ScoreDisplay label="Section score" score={result.score} size="lg" explanation={result.explanation.text} />
        <ImprovementList areas={result.improvement_areas} suggestions={result.suggestions} headingLevel="h3" />
        <FixList fixes={fixes} onApply={onApplyFix} message={fixMessage} />
        {result.formattedSection ? (
          <section aria-labelledby="formatted-section-title" className="grid gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id="formatted-section-title" className="text-sm font-semibold text-slate-900">
                Formatted section
              </h3>
              <Button size="sm" onClick={onApplyFormatted}>
                <Check aria-hidden="true" />
                Apply
              </Button>
            </div>
            <pre className="max-h-72 overflow-auto rounded-xl border border-slate-200 bg-slate-50 p-3 font-mono text-sm whitespace-pre-wrap text-slate-800">
              {result.formattedSection}
            </pre>
          </section>
        ) : null}
        {result.limitedResponse && result.upgradeMessage ? <UpgradeNote message={result.upgradeMessage} /> : null}
      </CardContent>
    </Card>
  );
}
