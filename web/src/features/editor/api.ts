/**
 * The interactive editor's calls (issue 12, decision D10): section and full-resume suggestions, saving
 * the edited text as a new version, and a resume's stored versions. A save or a restore refreshes the
 * resume, its versions and the resume list; the suggestions change nothing stored.
 */
import type {
  FormattingSuggestionsInput,
  FormattingSuggestionsResult,
  ResumeVersionDetail,
  ResumeVersionItem,
  SavedResumeVersion,
  SaveEditedResumeInput,
  SectionSuggestionsInput,
  SectionSuggestionsResult,
} from '@jobapp/shared/editor/editor.schema';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth/api';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// ---------------------------------------------------------------------------------------------
// Fetchers
// ---------------------------------------------------------------------------------------------

export const fetchSectionSuggestions = (input: SectionSuggestionsInput) =>
  api.post<SectionSuggestionsResult>('/api/resume/section-suggestions', input);
export const fetchFormattingSuggestions = (input: FormattingSuggestionsInput) =>
  api.post<FormattingSuggestionsResult>('/api/resume/formatting-suggestions', input);
export const saveEditedResume = (input: SaveEditedResumeInput) =>
  api.post<SavedResumeVersion>('/api/resume/editor-save', input);
export const fetchResumeVersions = (id: number, signal?: AbortSignal) =>
  api.get<ResumeVersionItem[]>(`/api/resume/${id}/versions`, signal);
export const fetchResumeVersion = (id: number, version: number, signal?: AbortSignal) =>
  api.get<ResumeVersionDetail>(`/api/resume/${id}/versions/${version}`, signal);
export const restoreResumeVersion = ({ id, version }: { id: number; version: number }) =>
  api.post<SavedResumeVersion>(`/api/resume/${id}/versions/${version}/restore`);

/** After a new version: the resume, its versions, the list (new resumes) and storage are read again. */
async function refreshAfterSave(queryClient: QueryClient, saved: SavedResumeVersion) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.resumes.detail(saved.resumeId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.resumeVersions.list(saved.resumeId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.resumes.list }),
    queryClient.invalidateQueries({ queryKey: queryKeys.user.storageInfo }),
    queryClient.invalidateQueries({ queryKey: queryKeys.billing.account }),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Hooks
// ---------------------------------------------------------------------------------------------

export function useSectionSuggestions() {
  return useMutation({ mutationFn: fetchSectionSuggestions });
}

export function useFormattingSuggestions() {
  return useMutation({ mutationFn: fetchFormattingSuggestions });
}

export function useSaveEditedResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEditedResume,
    onSuccess: (saved) => refreshAfterSave(queryClient, saved),
  });
}

export function useResumeVersions(id: number) {
  const signedIn = Boolean(useSession().data);
  return useQuery({
    queryKey: queryKeys.resumeVersions.list(id),
    queryFn: ({ signal }) => fetchResumeVersions(id, signal),
    enabled: signedIn,
  });
}

/** One version's text; `version` null (no dialog open) never queries. */
export function useResumeVersion(id: number, version: number | null) {
  const signedIn = Boolean(useSession().data);
  return useQuery({
    queryKey: queryKeys.resumeVersions.detail(id, version ?? -1),
    queryFn: ({ signal }) => fetchResumeVersion(id, version ?? -1, signal),
    enabled: signedIn && version !== null,
  });
}

export function useRestoreResumeVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreResumeVersion,
    onSuccess: (saved) => refreshAfterSave(queryClient, saved),
  });
}
