/**
 * Cover letters (issue 13): fetchers, TanStack Query hooks and their cache effects. Queries run only
 * while signed in (spec section 6). A generation refreshes the list and the plan's quota; an edit
 * updates the letter and the list; a delete drops it.
 */
import type {
  CoverLetterDetail,
  CoverLetterListItem,
  CoverLetterResult,
  GenerateCoverLetterInput,
  UpdateCoverLetterInput,
} from '@jobapp/shared/cover-letters/cover-letter.schema';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth/api';
import { api, parseErrorResponse } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';
import { queryKeys } from '@/lib/query-keys';
import { fallbackLetterFileName, fileNameFromDisposition, letterDownloadPath, type LetterFormat } from './downloads';

/** The detail answer; the API adds the sentences its truth check removed. */
export type CoverLetterDetailWithClaims = CoverLetterDetail & { removedClaims?: string[] };

// ---------------------------------------------------------------------------------------------
// Fetchers
// ---------------------------------------------------------------------------------------------

export const generateCoverLetter = (input: GenerateCoverLetterInput) =>
  api.post<CoverLetterResult>('/api/generate-cover-letter', input);
export const fetchMyCoverLetters = (signal?: AbortSignal) =>
  api.get<CoverLetterListItem[]>('/api/my-cover-letters', signal);
export const fetchCoverLetter = (id: number, signal?: AbortSignal) =>
  api.get<CoverLetterDetailWithClaims>(`/api/cover-letter/${id}`, signal);
export const updateCoverLetter = ({ id, content }: { id: number } & UpdateCoverLetterInput) =>
  api.patch<CoverLetterDetailWithClaims>(`/api/cover-letter/${id}`, { content });
/** Letters deleted in this tab: their editors must not save unsaved edits back when they close. */
const deletedLetters = new Set<number>();
export const isDeletedLetter = (id: number) => deletedLetters.has(id);

export async function deleteCoverLetter(id: number): Promise<{ ok: true }> {
  const answer = await api.delete<{ ok: true }>(`/api/cover-letter/${id}`);
  deletedLetters.add(id);
  return answer;
}

/**
 * A saved letter into the cache: its loaded detail (keeping the removedClaims the PATCH answer lacks;
 * one never loaded stays unloaded, to be read whole when opened) and the list.
 */
export function storeSavedLetter(queryClient: QueryClient, detail: CoverLetterDetailWithClaims): void {
  queryClient.setQueryData<CoverLetterDetailWithClaims>(queryKeys.coverLetters.detail(detail.id), (old) =>
    old ? { ...old, ...detail } : undefined,
  );
  queryClient.setQueryData<CoverLetterListItem[]>(queryKeys.coverLetters.list, (list) =>
    list?.map((item) => (item.id === detail.id ? { ...item, updatedAt: detail.updatedAt } : item)),
  );
}

/** Downloads one format, saved under the server's file name; returns that name. */
export async function downloadCoverLetter(
  letter: { id: number; company: string | null },
  format: LetterFormat,
  templateId?: string | null,
): Promise<string> {
  const response = await fetch(letterDownloadPath(letter.id, format, templateId), { credentials: 'include' });
  if (!response.ok) throw await parseErrorResponse(response);
  const fileName = fileNameFromDisposition(
    response.headers.get('Content-Disposition'),
    fallbackLetterFileName(letter.company, format),
  );
  saveBlob(await response.blob(), fileName);
  return fileName;
}

// ---------------------------------------------------------------------------------------------
// Hooks
// ---------------------------------------------------------------------------------------------

export function useMyCoverLetters() {
  const signedIn = Boolean(useSession().data);
  return useQuery({
    queryKey: queryKeys.coverLetters.list,
    queryFn: ({ signal }) => fetchMyCoverLetters(signal),
    enabled: signedIn,
  });
}

/** One letter; `id` null (none open) never queries. */
export function useCoverLetter(id: number | null) {
  const signedIn = Boolean(useSession().data);
  return useQuery({
    queryKey: queryKeys.coverLetters.detail(id ?? -1),
    queryFn: ({ signal }) => fetchCoverLetter(id ?? -1, signal),
    enabled: signedIn && id !== null,
  });
}

export function useGenerateCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateCoverLetter,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.coverLetters.list });
      void queryClient.invalidateQueries({ queryKey: queryKeys.billing.account });
    },
  });
}

export function useUpdateCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCoverLetter,
    onSuccess: (detail) => storeSavedLetter(queryClient, detail),
  });
}

export function useDeleteCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoverLetter,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.coverLetters.detail(id) });
      queryClient.setQueryData<CoverLetterListItem[]>(queryKeys.coverLetters.list, (list) =>
        list?.filter((item) => item.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.coverLetters.list });
    },
  });
}
