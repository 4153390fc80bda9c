/**
 * The job a cover letter answers (issue 13, decision D12): any http(s) job link is resolved exactly as
 * for tailoring (the extension's capture, the pasted description, else the posting fetched: a board's
 * JSON, a LinkedIn or Indeed page, any other page), so the letter speaks to the real posting. When a
 * page other than LinkedIn's or Indeed's cannot be read, the letter is still written (as before D12 for
 * such links): the resume's own job when it is the same company, else none (the Cold Application
 * template needs none; the others say so in a warning).
 */
import type { GenerateCoverLetterRequest } from '@jobapp/shared/cover-letters/cover-letter.schema';
import { AppError } from '@jobapp/shared';
import { parseAnyJobUrl } from '@jobapp/shared/jobs/any-job-url';
import { foldForCompare } from '@jobapp/shared/resume/normalize';
import type { JobDetails } from '@jobapp/shared';
import type { JobRequirements } from '@jobapp/shared/tailoring/job-requirements';
import type { Deps } from '../../types';
import { resolveJobPosting } from '../jobs/job-source.service';

export interface LetterJob {
  title: string;
  company: string;
  description: string | null;
  jobUrl: string | null;
  /** Read once when a link is resolved, then carried to the generator; null when the description is not a resolved posting. */
  requirements: JobRequirements | null;
}

export async function letterJobOf(
  deps: Deps,
  userId: number,
  input: GenerateCoverLetterRequest,
  resumeJob: JobDetails | null,
): Promise<LetterJob> {
  const base = { title: input.jobTitle, company: input.company, jobUrl: input.jobUrl ?? null, requirements: null };
  const link = input.jobUrl ? parseAnyJobUrl(input.jobUrl) : null;
  if (link?.ok) {
    const resolved = await resolveJobPosting(deps, {
      userId,
      jobUrl: input.jobUrl,
      jobDescription: input.jobDescription,
      jobTitle: input.jobTitle,
      company: input.company,
    }).catch((error: unknown) => {
      const unreadable = error instanceof AppError && error.code === 'job_description_required';
      if (unreadable && link.board !== 'linkedin' && link.board !== 'indeed') return null;
      throw error;
    });
    if (resolved) {
      return { ...base, description: resolved.details.description || null, requirements: resolved.details.description ? resolved.requirements : null };
    }
  }
  if (input.jobDescription) return { ...base, description: input.jobDescription };
  const sameCompany = resumeJob?.description && foldForCompare(resumeJob.company) === foldForCompare(input.company);
  return { ...base, description: sameCompany ? resumeJob.description : null };
}
