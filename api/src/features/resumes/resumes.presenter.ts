/** How resume rows are shown to clients (shared ResumeListItem / ResumeDetail); never the file bytes. */
import type { EngineInfo, JobDetails, ResumeDetail, ResumeListItem } from '@jobapp/shared';
import type { StoredMatchReport } from '@jobapp/shared/tailoring/engine';
import type { KeywordEntry } from '@jobapp/shared/tailoring/keyword-report';
import type { ResumeDetailRecord, ResumeListRecord } from './resumes.queries';

export function presentResumeListItem(row: ResumeListRecord): ResumeListItem {
  return {
    id: row.id,
    number: row.number,
    jobTitle: row.jobTitle,
    company: row.company,
    createdAt: row.createdAt.toISOString(),
    originalFileName: row.originalFileName,
    originalSize: row.originalSize ?? 0,
    templateUsed: row.templateUsed,
    scoreBefore: row.scoreBefore,
    scoreAfter: row.scoreAfter,
  };
}

export function presentResumeDetail(row: ResumeDetailRecord): ResumeDetail {
  return {
    ...presentResumeListItem(row),
    jobUrl: row.jobUrl,
    optimizedContent: row.optimizedContent ?? '',
    jobDetails: (row.jobDetails as JobDetails | null) ?? null,
    match: (row.match as StoredMatchReport | null) ?? null,
    keywords: (row.keywordReport as KeywordEntry[] | null) ?? null,
    engine: row.engine ? presentEngine(row.engine, row.engineFallbackReason) : null,
  };
}

function presentEngine(name: string, fallbackReason: string | null): EngineInfo {
  return fallbackReason ? { name, fallbackReason } : { name };
}
