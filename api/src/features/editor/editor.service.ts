/**
 * The interactive editor's scoring (issue 12, section 2): the deterministic scorer runs in the compute
 * pool, with the plan deciding how much of its answer the user gets (free_trial: limited, section 3)
 * and, for a resume tailored to a job, that job's keywords. Analysing never writes anything.
 */
import { AppError, messages } from '@jobapp/shared';
import type { EditorAnalysisOptions } from '@jobapp/shared/editor/analyze';
import type {
  FormattingSuggestionsResult,
  formattingSuggestionsSchema,
  SectionSuggestionsResult,
  sectionSuggestionsSchema,
} from '@jobapp/shared/editor/editor.schema';
import type { z } from 'zod';
import type { KeywordEntry } from '@jobapp/shared/tailoring/keyword-report';
import { resumes } from '../../db/schema';
import type { Deps } from '../../types';
import { entitlementsFor, type BillingUser } from '../billing/billing-account';
import { findOwnedResume } from '../resumes/resumes.queries';
import { compute } from '../../lib/compute/compute';

/** The job keywords of the user's resume (404 when it is not theirs); none without a resume. */
async function jobKeywordsOf(deps: Deps, userId: number, resumeId: number | undefined): Promise<string[] | undefined> {
  if (resumeId === undefined) return undefined;
  const row = await findOwnedResume(deps.db, userId, resumeId, { keywordReport: resumes.keywordReport });
  if (!row) throw new AppError('not_found', messages.resumeNotFound);
  const entries = (row.keywordReport ?? []) as KeywordEntry[];
  return entries.length > 0 ? entries.map((e) => e.keyword) : undefined;
}

async function optionsFor(deps: Deps, user: BillingUser, resumeId: number | undefined): Promise<EditorAnalysisOptions> {
  const now = deps.clock();
  const jobKeywords = await jobKeywordsOf(deps, user.id, resumeId);
  return {
    limited: entitlementsFor(user, now).editor === 'limited',
    today: now.toISOString().slice(0, 10),
    ...(jobKeywords ? { jobKeywords } : {}),
  };
}

export async function suggestForSection(deps: Deps, user: BillingUser, input: z.infer<typeof sectionSuggestionsSchema>): Promise<SectionSuggestionsResult> {
  const options = await optionsFor(deps, user, input.resumeId);
  const result = await compute('editor-analyze', { mode: 'section', text: input.sectionText, sectionType: input.sectionType, options }, { log: deps.logger, owner: user.id });
  return result as SectionSuggestionsResult;
}

export async function suggestForResume(deps: Deps, user: BillingUser, input: z.infer<typeof formattingSuggestionsSchema>): Promise<FormattingSuggestionsResult> {
  const options = await optionsFor(deps, user, input.resumeId);
  const result = await compute('editor-analyze', { mode: 'resume', text: input.resumeText, options }, { log: deps.logger, owner: user.id });
  return result as FormattingSuggestionsResult;
}
