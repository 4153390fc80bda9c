import { type EngineInfo, type OptimizeResult } from '@jobapp/shared';
import type { StoredMatchReport as MatchReportData } from '@jobapp/shared/tailoring/engine';
import { ArrowRight, CircleCheck, CircleMinus, Cpu, Info, ShieldCheck } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { byImportance, GAPS_SHOWN, gapEntries } from '../gap-list';
import { normalizeScore, scoreGain, scoreTone } from '../scores';
import { engineNotes } from './engine-notes';
import { addedLine } from './score-explanation';
import { GapEvidence } from './gap-evidence';
import { toneBar, toneText } from './score-change';

const kindLabels = { skill: null, years: 'Experience', education: 'Education' } as const;

function ScoreBlock({ label, score, testId }: { label: string; score: number | null; testId: string }) {
  const tone = score === null ? null : scoreTone(score);
  return (
    <div className="grid min-w-0 gap-2">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
      <p className={cn('text-4xl font-bold tabular-nums', tone ? toneText[tone] : 'text-slate-500')}>
        <span data-testid={testId}>{score ?? '—'}</span>
        <span className="text-base font-medium text-slate-500"> /100</span>
      </p>
      <div
        role="progressbar"
        aria-label={`${label} score`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score ?? 0}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn('h-full rounded-full', tone ? toneBar[tone] : '')} style={{ width: `${score ?? 0}%` }} />
      </div>
    </div>
  );
}

/** A list that shows its first `limit` entries and a Show N more / Show fewer toggle (a button: keyboard reachable). */
function ExpandableList<T>({
  items,
  limit,
  render,
  label,
}: {
  items: T[];
  limit: number;
  render: (item: T, index: number) => ReactNode;
  label: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = expanded ? items : items.slice(0, limit);
  return (
    <>
      <ul id={listId} className="grid gap-3">
        {shown.map(render)}
      </ul>
      {items.length > limit ? (
        <Button
          variant="link"
          size="sm"
          className="mt-2 h-auto px-0"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? 'Show fewer' : `Show ${items.length - limit} more ${label}`}
        </Button>
      ) : null}
    </>
  );
}

/**
 * The match analysis (decision D4), used by the optimize result and the resume page: the score before
 * and after tailoring, the requirements the resume meets (with the line that shows it) and the gaps,
 * which are reported and never written into the resume. Also says which engine answered and lists any
 * statements removed because the resume does not support them.
 */
export function MatchReport({
  match,
  engine,
  removedClaims = [],
  aiNotes = [],
  evidence,
}: {
  match: MatchReportData;
  engine?: EngineInfo | null | undefined;
  removedClaims?: string[] | undefined;
  /** The model's changes that were not applied, with their reasons (engine-notes.ts). */
  aiNotes?: string[] | undefined;
  /** The stored resume, when its gaps can be answered with "I have this". */
  evidence?: { resumeId: number; onAdded?: ((result: OptimizeResult) => void) | undefined } | undefined;
}) {
  const titleId = useId();
  const notes = engine ? engineNotes(engine, aiNotes) : null;
  const gapsHeadingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const answered = evidence
    ? {
        resumeId: evidence.resumeId,
        onAdded: (result: OptimizeResult) => {
          // The answered gap leaves the list: say what happened and keep the keyboard in the report.
          setAnnouncement(`Added to your resume and tailored again. Score after tailoring: ${normalizeScore(result.match.scoreAfter) ?? '—'} out of 100.`);
          gapsHeadingRef.current?.focus();
          evidence.onAdded?.(result);
        },
      }
    : undefined;
  const before = normalizeScore(match.scoreBefore);
  const after = normalizeScore(match.scoreAfter);
  const gain = scoreGain(match.scoreBefore, match.scoreAfter);
  const met = byImportance(match.items.filter((item) => item.status === 'met'));
  // The engine's ranked gaps: one per concept, the top ones first (older answers: every gap item).
  // Each gap as the engine names it for the list ("Query tuning", "Review code"); older reports: the posting's term.
  const labels = new Map(match.items.filter((item) => item.label).map((item) => [item.requirement, item.label]));
  const gaps = gapEntries(match).map((gap) => ({ ...gap, text: labels.get(gap.requirement) ?? gap.text }));
  const gapCount = gaps.length;

  return (
    <Card role="region" aria-labelledby={titleId} data-testid="match-report">
      <CardHeader>
        <CardTitle id={titleId}>Match analysis</CardTitle>
        <CardDescription>How well your resume covers what this job asks for, out of 100.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 rounded-xl bg-slate-50 p-4">
          <ScoreBlock label="Before" score={before} testId="score-before" />
          <ArrowRight className="size-5 text-slate-500" aria-hidden="true" />
          <ScoreBlock label="After tailoring" score={after} testId="score-after" />
          {gain !== null ? (
            <p className="col-span-3 text-sm text-slate-700">
              {gain.startsWith('+') ? (
                <>
                  <Badge variant="success">{gain} points</Badge> {addedLine(match)}
                </>
              ) : (
                'No change: your resume already matches this job as well as its content allows.'
              )}
            </p>
          ) : null}
          {match.scoreReasons && match.scoreReasons.length > 0 ? (
            <ul className="col-span-3 list-disc pl-5 text-sm text-slate-700" aria-label="What moved the score" data-testid="score-reasons">
              {match.scoreReasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : null}
        </div>

        {match.changes && match.changes.length > 0 ? (
          <section aria-labelledby={`${titleId}-changes`} data-testid="tailoring-changes">
            <h3 id={`${titleId}-changes`} className="text-sm font-semibold text-slate-900">
              What was changed ({match.changes.length})
            </h3>
            <ul className="mt-3 grid gap-2 text-sm text-slate-700">
              {match.changes.map((change, i) => (
                <li key={`${change.kind}-${i}`}>
                  <span className="font-medium text-slate-900">{change.where}:</span> {change.what}. {change.why}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {match.keyQualifications && match.keyQualifications.length > 0 ? (
          <section aria-labelledby={`${titleId}-qualifications`} data-testid="key-qualifications">
            <h3 id={`${titleId}-qualifications`} className="text-sm font-semibold text-slate-900">
              Key qualifications for this job
            </h3>
            <p className="mt-1 text-sm text-slate-600">Your own statements that show what the job asks for.</p>
            <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
              {match.keyQualifications.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby={`${titleId}-met`}>
          <h3 id={`${titleId}-met`} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <CircleCheck className="size-4 text-emerald-600" aria-hidden="true" />
            Requirements met ({met.length})
          </h3>
          <div className="mt-3">
            {met.length === 0 ? (
              <p className="text-sm text-slate-600">None of the requirements we found appear in your resume yet.</p>
            ) : (
              <ExpandableList
                items={met}
                limit={6}
                label="met requirements"
                render={(item) => (
                  <li key={`${item.kind}-${item.requirement}`} className="grid gap-0.5 text-sm">
                    <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                      {item.label ?? (item.jobTerm && item.jobTerm !== item.requirement ? item.jobTerm : item.requirement)}
                      {kindLabels[item.kind] ? <Badge variant="neutral">{kindLabels[item.kind]}</Badge> : null}
                      {item.required ? null : <Badge variant="neutral">Preferred</Badge>}
                    </span>
                    {item.evidence ? (
                      <span className="line-clamp-2 text-slate-600">
                        <span className="sr-only">Shown in your resume: </span>“{item.evidence}”
                      </span>
                    ) : null}
                  </li>
                )}
              />
            )}
          </div>
        </section>

        <section aria-labelledby={`${titleId}-gaps`} data-testid="match-gaps">
          <p role="status" className="sr-only" data-testid="evidence-status">
            {announcement}
          </p>
          <h3
            id={`${titleId}-gaps`}
            ref={gapsHeadingRef}
            tabIndex={-1}
            className="flex items-center gap-2 text-sm font-semibold text-slate-900 focus:outline-none"
          >
            <CircleMinus className="size-4 text-amber-600" aria-hidden="true" />
            Gaps ({gapCount})
          </h3>
          {gapCount === 0 ? (
            <p className="mt-3 text-sm text-slate-600">No gaps: your resume covers every requirement we found.</p>
          ) : (
            <>
              <p className="mt-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
                <strong>Not in your resume — not added.</strong> We never write skills or experience into your
                resume that it doesn&apos;t show.{' '}
                {evidence
                  ? 'If you have one, choose “I have this” and write one line about where you used it: it goes into your resume as you wrote it.'
                  : 'If you have them, add them to your resume and optimize again.'}
              </p>
              <div className="mt-3">
                <ExpandableList
                  items={gaps}
                  limit={GAPS_SHOWN}
                  label="gaps"
                  render={(gap) => (
                    <li key={gap.key} className="grid gap-0.5 text-sm">
                      <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                        {gap.text}
                        {gap.kind && kindLabels[gap.kind] ? <Badge variant="neutral">{kindLabels[gap.kind]}</Badge> : null}
                        {gap.required ? null : <Badge variant="neutral">Preferred</Badge>}
                      </span>
                      {gap.note ? <span className="text-slate-600">{gap.note}</span> : null}
                      {evidence ? (
                        <GapEvidence resumeId={evidence.resumeId} requirement={gap.requirement} label={gap.text} onAdded={answered?.onAdded} />
                      ) : null}
                    </li>
                  )}
                />
              </div>
            </>
          )}
        </section>

        {removedClaims.length > 0 ? (
          <section
            aria-labelledby={`${titleId}-removed`}
            className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm"
            data-testid="removed-claims"
          >
            <h3 id={`${titleId}-removed`} className="flex items-center gap-2 font-semibold text-slate-900">
              <ShieldCheck className="size-4 text-indigo-600" aria-hidden="true" />
              Removed: not supported by your resume ({removedClaims.length})
            </h3>
            <ul className="mt-2 grid list-disc gap-1 pl-5 text-slate-700">
              {removedClaims.map((claim) => (
                <li key={claim}>{claim}</li>
              ))}
            </ul>
          </section>
        ) : null}

        {engine ? (
          <div className="grid gap-2 border-t border-slate-200 pt-4 text-xs text-slate-600" data-testid="engine-info">
            <p className="flex items-center gap-1.5">
              <Cpu className="size-3.5" aria-hidden="true" />
              Tailored by {engine.name === 'built-in' ? 'the built-in engine' : engine.name}
            </p>
            {notes?.fallback ? (
              <p className="flex items-start gap-1.5 text-slate-700">
                <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                {notes.fallback}
              </p>
            ) : null}
            {notes && notes.refused.length > 0 ? (
              <ul className="grid list-disc gap-1 pl-5 text-slate-700" aria-label="Changes the AI model suggested that were not applied">
                {notes.refused.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
