/**
 * The resume document behind "Check what we read" (decision D13): GET the original as it was read, PUT
 * the corrected original. A save is free (not a revision, D9) and tailors the resume again for the same
 * job; its answer is the new tailoring, the same shape as "I have this" gives.
 */
import type { OptimizeResult } from '@jobapp/shared';
import { type DocumentWhich, resumeDocumentSchema } from '@jobapp/shared/resume/document.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth/api';
import { api, ApiError, type ApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { CheckDocument } from './check-state';

export type { DocumentWhich };

export interface ResumeDocumentAnswer {
  which: DocumentWhich;
  version: number;
  document: CheckDocument;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The answer checked against the shared schema; the document is kept as sent (fields the schema adds later too). */
export function readDocumentAnswer(value: unknown): ResumeDocumentAnswer {
  const document = isRecord(value) ? value.document : undefined;
  if (!isRecord(value) || !resumeDocumentSchema.safeParse(document).success) {
    throw new ApiError(200, 'invalid_response', 'The server sent a resume we could not read.');
  }
  return {
    which: value.which === 'tailored' ? 'tailored' : 'original',
    version: typeof value.version === 'number' ? value.version : 0,
    document: document as CheckDocument,
  };
}

export async function fetchResumeDocument(
  id: number,
  which: DocumentWhich,
  { signal, client = api }: { signal?: AbortSignal | undefined; client?: ApiClient } = {},
): Promise<ResumeDocumentAnswer> {
  const answer = await client.request<unknown>(`/api/resume/${id}/document?which=${which}`, signal ? { signal } : {});
  return readDocumentAnswer(answer);
}

/** PUT the corrected original; the answer is the resume tailored again for the same job. */
export function saveOriginalDocument(
  { id, document }: { id: number; document: CheckDocument },
  client: ApiClient = api,
): Promise<OptimizeResult> {
  return client.request<OptimizeResult>(`/api/resume/${id}/document`, {
    method: 'PUT',
    body: { which: 'original', document },
  });
}

/** The original document of a resume; `id` null never queries. */
export function useResumeDocument(id: number | null, which: DocumentWhich = 'original') {
  const signedIn = Boolean(useSession().data);
  return useQuery({
    queryKey: queryKeys.resumes.document(id ?? -1, which),
    queryFn: ({ signal }) => fetchResumeDocument(id ?? -1, which, { signal }),
    enabled: signedIn && id !== null,
  });
}

/** Saving the corrected original refreshes everything about stored resumes (page, list, documents). */
export function useSaveOriginalDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; document: CheckDocument }) => saveOriginalDocument(input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.resumes.all });
    },
  });
}
