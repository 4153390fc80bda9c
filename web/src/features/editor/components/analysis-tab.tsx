import { FileSearch } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import type { FullAnalysis } from '../use-full-analysis';
import { AnalysisResults } from './analysis-results';
import { AnalyzeButton } from './analyze-button';

/**
 * 'Full Analysis': Analyze Resume, a loading state, then the results. The results sit in a polite live
 * region so their arrival is announced.
 */
export function AnalysisTab({
  analysis,
  canAnalyze,
  blocked,
  onAnalyze,
  onApplyAll,
  focusRequest,
}: {
  analysis: FullAnalysis;
  canAnalyze: boolean;
  /** Another editor request is running. */
  blocked: boolean;
  onAnalyze: () => void;
  onApplyAll: () => void;
  focusRequest: number;
}) {
  const { result, isPending } = analysis;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <AnalyzeButton disabled={!canAnalyze || blocked} pending={isPending} onClick={onAnalyze} />
        {!canAnalyze ? <p className="text-sm text-slate-600">Enter at least 100 characters in Edit Resume to analyse.</p> : null}
      </div>
      <div aria-live="polite" aria-busy={isPending}>
        {isPending ? (
          <div className="grid gap-4" data-testid="analysis-loading">
            <p className="text-sm font-medium text-slate-700">Analyzing your resume...</p>
            <Skeleton className="h-24 rounded-xl" />
            <Skeleton className="h-40 rounded-xl" />
            <Skeleton className="h-[400px] rounded-xl" />
          </div>
        ) : result ? (
          <AnalysisResults
            result={result}
            fixes={analysis.fixes}
            fixMessage={analysis.fixMessage}
            onApplyFix={analysis.applyOneFix}
            onApplyAll={onApplyAll}
            focusRequest={focusRequest}
          />
        ) : (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
            <FileSearch className="size-8 text-slate-400" aria-hidden="true" />
            <p className="font-semibold text-slate-900">No analysis yet</p>
            <p className="max-w-md text-sm text-slate-600">
              Analyze your resume to see a score for each section, what to improve, one-click fixes and a formatted version.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
