/**
 * A tailoring outcome as the resume row stores it and as the API answers it: the same for a new resume
 * (optimize.service.ts) and for one tailored again after "I have this" (evidence.service.ts).
 */
import type { JobDetails, OptimizeResult } from '@jobapp/shared';
import type { TailorOutcome } from '../tailoring/tailoring.service';
import { refusalWarning } from '../tailoring/tailor-task';
import type { TailoringColumns } from './resumes.queries';

export function tailoringColumnsOf(outcome: TailorOutcome): TailoringColumns {
  return {
    optimizedContent: outcome.text,
    match: { ...outcome.match },
    originalDocument: { ...outcome.documents.original },
    tailoredDocument: { ...outcome.documents.tailored },
    keywordReport: [...outcome.keywords],
    engine: outcome.engine.name,
    engineFallbackReason: outcome.engine.fallbackReason ?? null,
  };
}

export function optimizeResultOf(resumeId: number, job: JobDetails, outcome: TailorOutcome, templateId: string): OptimizeResult {
  return {
    resumeId,
    optimizedContent: outcome.text,
    jobDetails: job,
    match: outcome.match,
    keywords: outcome.keywords,
    engine: outcome.engine,
    removedClaims: outcome.removedClaims,
    // A claim the resume does not support is already in removedClaims; the other refusals are said here.
    ...(outcome.refusedEdits.length > 0 ? { aiNotes: outcome.refusedEdits.filter((r) => r.code !== 'unsupported-claim').map(refusalWarning) } : {}),
    templateId,
  };
}
