import { type EngineInfo, type JobDetails, type OptimizeResult } from '@jobapp/shared';
import type { StoredMatchReport as MatchReportData } from '@jobapp/shared/tailoring/engine';
import { BadgeCheck, ExternalLink, KeyRound, LayoutTemplate } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { contentState } from '../optimize-rules';
import { ContentNeedsProcessingPanel, OptimizationFailedPanel } from './content-panels';
import type { KeywordEntry } from '@jobapp/shared/tailoring/keyword-report';
import { JobDetailsPanel } from './job-details-panel';
import { KeywordReport } from './keyword-report';
import { MatchReport } from './match-report';
import { ResumeContent } from './resume-content';

/**
 * The badges over a tailored resume: "Keyword Enhanced" only when the tailoring really added a keyword the
 * resume shows (the report's `added`; older reports: never).
 */
function qualitiesOf(match: MatchReportData | null) {
  return [
    { label: 'ATS Optimized', variant: 'success' as const, Icon: BadgeCheck },
    ...((match?.added?.length ?? 0) > 0 ? [{ label: 'Keyword Enhanced', variant: 'default' as const, Icon: KeyRound }] : []),
    { label: 'Professional Format', variant: 'neutral' as const, Icon: LayoutTemplate },
  ];
}

/**
 * A tailored resume with everything about it: the panel its content calls for (yellow or red, when it is
 * unusable), the text in its scroll area with the quality badges, and beside it the match analysis and
 * the job. Used by the optimize result and by /resume/{id}.
 */
export function ResumeOverview({
  content,
  match,
  keywords,
  engine,
  removedClaims,
  aiNotes,
  jobDetails,
  jobUrl,
  jobFallback,
  evidence,
}: {
  content: string;
  match: MatchReportData | null;
  keywords?: KeywordEntry[] | null | undefined;
  engine: EngineInfo | null;
  removedClaims?: string[] | undefined;
  /** The model's changes that were not applied, with their reasons (a fresh result only). */
  aiNotes?: string[] | undefined;
  jobDetails: JobDetails | null;
  jobUrl?: string | null | undefined;
  /** What the resume list knows about the job when the full details were not kept. */
  jobFallback?: { title: string | null; company: string | null } | undefined;
  /** The stored resume, when its gaps can be answered with "I have this". */
  evidence?: { resumeId: number; onAdded?: ((result: OptimizeResult) => void) | undefined } | undefined;
}) {
  const state = contentState(content);
  return (
    <div className="grid grid-cols-1 gap-6">
      {state === 'needs-processing' ? <ContentNeedsProcessingPanel /> : null}
      {state === 'failed' ? <OptimizationFailedPanel content={content} /> : null}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-5">
        <Card className="min-w-0 lg:col-span-3" role="region" aria-labelledby="optimized-resume-title">
          <CardHeader className="gap-3 p-4 sm:p-6">
            <CardTitle id="optimized-resume-title">Optimized resume</CardTitle>
            {state === 'usable' ? (
              <ul className="flex flex-wrap gap-2" aria-label="Qualities">
                {qualitiesOf(match).map(({ label, variant, Icon }) => (
                  <li key={label}>
                    <Badge variant={variant}>
                      <Icon className="size-3.5" aria-hidden="true" />
                      {label}
                    </Badge>
                  </li>
                ))}
              </ul>
            ) : null}
          </CardHeader>
          <CardContent className="p-2 pt-0 sm:p-6 sm:pt-0">
            <ResumeContent content={content} />
          </CardContent>
        </Card>
        <div className="grid min-w-0 gap-6 lg:col-span-2">
          {match ? <MatchReport match={match} engine={engine} removedClaims={removedClaims} aiNotes={aiNotes} evidence={evidence} /> : null}
          {keywords ? <KeywordReport keywords={keywords} /> : null}
          {jobDetails ? (
            <JobDetailsPanel job={jobDetails} jobUrl={jobUrl} />
          ) : jobFallback || jobUrl ? (
            <Card data-testid="job-details">
              <CardHeader>
                <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Job Details</p>
                <CardTitle>{jobFallback?.title || 'Job posting'}</CardTitle>
                {jobFallback?.company ? <p className="text-sm text-slate-700">{jobFallback.company}</p> : null}
              </CardHeader>
              {jobUrl ? (
                <CardContent>
                  <a
                    href={jobUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 text-sm font-semibold text-indigo-700 underline-offset-4 hover:underline"
                  >
                    View the job posting
                    <ExternalLink className="size-3.5" aria-hidden="true" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </CardContent>
              ) : null}
            </Card>
          ) : null}
        </div>
      </div>
    </div>
  );
}
