/**
 * Stored resumes and tailoring: fetchers, TanStack Query hooks and their cache effects.
 * Queries run only while signed in (spec section 6). An optimization, a rename or a delete refreshes
 * the resume list; an optimization or a delete also refreshes storage (the files count against it).
 */
import {
  limits,
  type OptimizeResult,
  type RenameResumeInput,
  type ResumeDetail,
  type ResumeListItem,
} from '@jobapp/shared';
import type { AddEvidenceInput } from '@jobapp/shared/resume/evidence.schema';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth/api';
import { api, type ApiClient } from '@/lib/api-client';
import { fetchFileBlob, saveBlob, textFileBlob } from '@/lib/download';
import { queryKeys } from '@/lib/query-keys';
import { type DownloadFormat, downloadFileName, isServerFormat, resumeDownloadPath } from './downloads';
import { assertOptimizeResult, OptimizeTimeoutError } from './optimize-rules';

// ---------------------------------------------------------------------------------------------
// Fetchers
// ---------------------------------------------------------------------------------------------

export const fetchMyResumes = (signal?: AbortSignal) => api.get<ResumeListItem[]>('/api/my-resumes', signal);
export const fetchResume = (id: number, signal?: AbortSignal) => api.get<ResumeDetail>(`/api/resume/${id}`, signal);
export const renameResume = ({ id, jobTitle }: { id: number } & RenameResumeInput) =>
  api.patch<ResumeDetail>(`/api/resume/${id}`, { jobTitle });
export const deleteResume = (id: number) => api.delete<{ ok: true }>(`/api/resume/${id}`);
/** "I have this": the user's line of evidence for a gap, added as their own statement; tailored again. */
export const addEvidence = ({ id, requirement, statement }: { id: number } & AddEvidenceInput, client: ApiClient = api) =>
  client.post<OptimizeResult>(`/api/resume/${id}/evidence`, { requirement, statement });

interface OptimizeCommon {
  jobUrl: string;
  templateId: string;
  /** The pasted posting, when its page could not be read (decision D3). */
  jobDescription?: string | undefined;
  /** The job title and company given beside it (issue 9); blank ones are not sent. */
  jobTitle?: string | undefined;
  company?: string | undefined;
}
export type OptimizeRequest =
  | (OptimizeCommon & { inputType: 'file'; resumeFile: File })
  | (OptimizeCommon & { inputType: 'text'; resumeText: string });

/** POST /api/optimize-resume (multipart) or /api/optimize-resume-text (JSON). */
async function postOptimize(client: ApiClient, request: OptimizeRequest, signal: AbortSignal): Promise<unknown> {
  // The pasted posting and what names it: only the fields that hold something are sent.
  const job = Object.fromEntries(
    (['jobDescription', 'jobTitle', 'company'] as const)
      .map((field) => [field, request[field]?.trim() ?? ''])
      .filter(([, value]) => value !== ''),
  ) as Record<string, string>;
  if (request.inputType === 'file') {
    const form = new FormData();
    form.append('resumeFile', request.resumeFile, request.resumeFile.name);
    form.append('jobUrl', request.jobUrl.trim());
    form.append('templateId', request.templateId);
    form.append('clientTimestamp', new Date().toISOString());
    for (const [field, value] of Object.entries(job)) form.append(field, value);
    return client.request('/api/optimize-resume', { method: 'POST', body: form, signal });
  }
  return client.request('/api/optimize-resume-text', {
    method: 'POST',
    body: { resumeText: request.resumeText, jobUrl: request.jobUrl.trim(), templateId: request.templateId, ...job },
    signal,
  });
}

export interface OptimizeOptions {
  /** Lets the page cancel the request (leaving the page); that abort is rethrown as it is. */
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
  client?: ApiClient;
}

/** Runs an optimization, aborted after `limits.optimizeTimeoutMs` (60 s) with the spec's timed-out message. */
export async function optimizeResume(request: OptimizeRequest, options: OptimizeOptions = {}): Promise<OptimizeResult> {
  const { signal, timeoutMs = limits.optimizeTimeoutMs, client = api } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return assertOptimizeResult(await postOptimize(client, request, controller.signal));
  } catch (error) {
    if (timedOut) throw new OptimizeTimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

// ---------------------------------------------------------------------------------------------
// Downloads
// ---------------------------------------------------------------------------------------------

export interface DownloadableResume {
  id: number;
  originalFileName: string | null;
  /** When known (the optimize result, the resume page); lists fetch it for TXT. */
  optimizedContent?: string | undefined;
  /** DOCX and PDF in this template instead of the resume's own (the resume page's template selector). */
  downloadTemplateId?: string | null | undefined;
}

/** Downloads one format and returns the file name it was saved as. */
export async function downloadResume(
  queryClient: QueryClient,
  resume: DownloadableResume,
  format: DownloadFormat,
): Promise<string> {
  const fileName = downloadFileName(resume.originalFileName, format);
  if (isServerFormat(format)) {
    saveBlob(await fetchFileBlob(resumeDownloadPath(resume.id, format, resume.downloadTemplateId)), fileName);
    return fileName;
  }
  const content =
    resume.optimizedContent ??
    (
      await queryClient.fetchQuery({
        queryKey: queryKeys.resumes.detail(resume.id),
        queryFn: ({ signal }) => fetchResume(resume.id, signal),
      })
    ).optimizedContent;
  saveBlob(textFileBlob(content), fileName);
  return fileName;
}

// ---------------------------------------------------------------------------------------------
// Hooks
// ---------------------------------------------------------------------------------------------

export function useMyResumes() {
  const signedIn = Boolean(useSession().data);
  return useQuery({
    queryKey: queryKeys.resumes.list,
    queryFn: ({ signal }) => fetchMyResumes(signal),
    enabled: signedIn,
  });
}

/** One resume; `id` null (an unreadable route parameter) never queries. */
export function useResume(id: number | null) {
  const signedIn = Boolean(useSession().data);
  return useQuery({
    queryKey: queryKeys.resumes.detail(id ?? -1),
    queryFn: ({ signal }) => fetchResume(id ?? -1, signal),
    enabled: signedIn && id !== null,
  });
}

export function useOptimizeResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, signal }: { request: OptimizeRequest; signal?: AbortSignal }) =>
      optimizeResume(request, { signal }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.resumes.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user.storageInfo });
    },
  });
}

export function useRenameResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameResume,
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.resumes.detail(detail.id), detail);
      queryClient.setQueryData<ResumeListItem[]>(queryKeys.resumes.list, (list) =>
        list?.map((item) => (item.id === detail.id ? { ...item, jobTitle: detail.jobTitle } : item)),
      );
    },
  });
}

export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResume,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.resumes.detail(id) });
      queryClient.setQueryData<ResumeListItem[]>(queryKeys.resumes.list, (list) => list?.filter((item) => item.id !== id));
      void queryClient.invalidateQueries({ queryKey: queryKeys.resumes.list });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user.storageInfo });
    },
  });
}

/** "I have this" on a gap: the stored resume (list and page) is refreshed with the new tailoring. */
export function useAddEvidence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number } & AddEvidenceInput) => addEvidence(input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.resumes.all });
    },
  });
}
