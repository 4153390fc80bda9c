/**
 * The tracker's calls (issue 24; routes and shapes in shared/src/applications/applications.schema.ts):
 * one fetcher per route, and the TanStack Query hooks the board, table and card detail use.
 * A stage move (drag, keyboard or bulk) is optimistic: the cached list changes at once and is put
 * back if the API refuses; the list, the card and the funnel are asked again either way.
 */
import type { ApplicationAnalytics } from '@jobapp/shared/applications/analytics';
import {
  type BulkStageResult,
  type ApplicationDetail,
  type ApplicationItem,
  type ApplicationPacket,
  type ApplicationStage,
  type ApplyInput,
  type CreateApplicationInput,
  type Funnel,
  type UpdateApplicationInput,
} from '@jobapp/shared/applications/applications.schema';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth/api';
import { api, ApiError, type ApiClient, parseErrorResponse } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-messages';
import { moveApplication, moveApplications } from './board-rules';

/** The tracker's query keys: under `user`, so they are dropped at sign-in and sign-out. */
export const trackerKeys = {
  all: ['user', 'applications'] as const,
  list: ['user', 'applications', 'list'] as const,
  detail: (id: number) => ['user', 'applications', 'detail', id] as const,
  packet: (id: number) => ['user', 'applications', 'packet', id] as const,
  funnel: ['user', 'applications', 'funnel'] as const,
  analytics: ['user', 'applications', 'analytics'] as const,
};

export const exportCsvPath = '/api/applications/export.csv';

interface Options {
  client?: ApiClient;
  signal?: AbortSignal;
}

export const fetchApplications = ({ client = api, signal }: Options = {}) =>
  client.get<ApplicationItem[]>('/api/applications', signal);

export const fetchApplication = (id: number, { client = api, signal }: Options = {}) =>
  client.get<ApplicationDetail>(`/api/applications/${id}`, signal);

export const fetchFunnel = ({ client = api, signal }: Options = {}) => client.get<Funnel>('/api/applications/funnel', signal);

export const fetchAnalytics = ({ client = api, signal }: Options = {}) => client.get<ApplicationAnalytics>('/api/applications/analytics', signal);

export const createApplication = (input: CreateApplicationInput, { client = api }: Options = {}) =>
  client.post<ApplicationItem>('/api/applications', input);

export const updateApplication = (id: number, patch: UpdateApplicationInput, { client = api }: Options = {}) =>
  client.patch<ApplicationDetail>(`/api/applications/${id}`, patch);

export const moveApplicationsStage = (ids: number[], stage: ApplicationStage, { client = api }: Options = {}) =>
  client.post<BulkStageResult>('/api/applications/bulk-stage', { ids, stage });

export const markApplied = (id: number, input: ApplyInput, { client = api }: Options = {}) =>
  client.post<ApplicationPacket>(`/api/applications/${id}/apply`, input);

export const fetchPacket = (id: number, { client = api, signal }: Options = {}) =>
  client.get<ApplicationPacket>(`/api/applications/${id}/packet`, signal);

/**
 * POST /api/applications/import.csv with the file's text as `text/csv` (the shared client only sends
 * JSON or multipart, so this one call uses fetch itself; errors are read the same way).
 */
export async function importApplicationsCsv(csv: string, { baseUrl = '' }: { baseUrl?: string } = {}): Promise<{ created: number; updated: number }> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/api/applications/import.csv`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'text/csv; charset=utf-8', Accept: 'application/json' },
      body: csv,
    });
  } catch {
    throw new ApiError(0, 'network_error', 'Could not reach the server. Check your connection and try again.');
  }
  if (!response.ok) throw await parseErrorResponse(response);
  const body = (await response.json().catch(() => null)) as { created?: unknown; updated?: unknown } | null;
  if (!body || typeof body.created !== 'number' || typeof body.updated !== 'number') {
    throw new ApiError(response.status, 'invalid_response', 'The server sent an answer we could not read.');
  }
  return { created: body.created, updated: body.updated };
}

/** "Mark as applied" failures: the API's own words (a resume gone, a locked template, storage full). */
export function applyErrorMessage(error: unknown): string {
  return errorMessage(error, 'What you sent could not be saved. Please try again.');
}

// ---------------------------------------------------------------------------------------------
// Hooks
// ---------------------------------------------------------------------------------------------

export function useApplications() {
  const signedIn = Boolean(useSession().data);
  return useQuery({ queryKey: trackerKeys.list, queryFn: ({ signal }) => fetchApplications({ signal }), enabled: signedIn });
}

export function useApplication(id: number | null) {
  const signedIn = Boolean(useSession().data);
  return useQuery({
    queryKey: trackerKeys.detail(id ?? -1),
    queryFn: ({ signal }) => fetchApplication(id ?? -1, { signal }),
    enabled: signedIn && id !== null,
  });
}

export function useFunnel() {
  const signedIn = Boolean(useSession().data);
  return useQuery({ queryKey: trackerKeys.funnel, queryFn: ({ signal }) => fetchFunnel({ signal }), enabled: signedIn });
}

/** What the history says works: asked when the panel opens (under `trackerKeys.all`, so a move refreshes it). */
export function useAnalytics(enabled: boolean) {
  const signedIn = Boolean(useSession().data);
  return useQuery({ queryKey: trackerKeys.analytics, queryFn: ({ signal }) => fetchAnalytics({ signal }), enabled: signedIn && enabled });
}

/**
 * Asks the list, the cards and the funnel again, without waiting: a callback passed to `mutate()`
 * runs only while its component is mounted, and the fresh list can unmount it (the empty state's add
 * form goes away once there is a card), so the refetch must not hold those callbacks back.
 */
function refreshTracker(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: trackerKeys.all });
}

export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApplicationInput) => createApplication(input),
    onSettled: () => refreshTracker(queryClient),
  });
}

export function useUpdateApplication(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateApplicationInput) => updateApplication(id, patch),
    onSuccess: (detail) => queryClient.setQueryData(trackerKeys.detail(id), detail),
    onSettled: () => refreshTracker(queryClient),
  });
}

/** Runs an optimistic change of the cached list; returns what to put back when the call fails. */
async function changeListOptimistically(queryClient: QueryClient, change: (items: ApplicationItem[]) => ApplicationItem[]) {
  await queryClient.cancelQueries({ queryKey: trackerKeys.list });
  const previous = queryClient.getQueryData<ApplicationItem[]>(trackerKeys.list);
  if (previous) queryClient.setQueryData(trackerKeys.list, change(previous));
  return { previous };
}

/**
 * A card moved on the board (mouse or keyboard): PATCH its stage. The options are built outside the
 * hook so a test can run them with a real QueryClient and a stand-in API.
 */
export function moveMutationOptions(queryClient: QueryClient, client: ApiClient = api) {
  return {
    mutationFn: ({ id, stage }: { id: number; stage: ApplicationStage }) => updateApplication(id, { stage }, { client }),
    onMutate: ({ id, stage }: { id: number; stage: ApplicationStage }) =>
      changeListOptimistically(queryClient, (items) => moveApplication(items, id, stage, new Date().toISOString())),
    onError: (_error: unknown, _input: unknown, context: { previous: ApplicationItem[] | undefined } | undefined) => {
      if (context?.previous) queryClient.setQueryData(trackerKeys.list, context.previous);
    },
    onSettled: () => refreshTracker(queryClient),
  };
}

/** Several rows moved from the table: one POST, the same optimistic change and rollback. */
export function bulkMoveMutationOptions(queryClient: QueryClient, client: ApiClient = api) {
  return {
    mutationFn: ({ ids, stage }: { ids: number[]; stage: ApplicationStage }) => moveApplicationsStage(ids, stage, { client }),
    onMutate: ({ ids, stage }: { ids: number[]; stage: ApplicationStage }) =>
      changeListOptimistically(queryClient, (items) => moveApplications(items, ids, stage, new Date().toISOString())),
    onError: (_error: unknown, _input: unknown, context: { previous: ApplicationItem[] | undefined } | undefined) => {
      if (context?.previous) queryClient.setQueryData(trackerKeys.list, context.previous);
    },
    onSettled: () => refreshTracker(queryClient),
  };
}

export function useMoveApplication() {
  return useMutation(moveMutationOptions(useQueryClient()));
}

export function useBulkMove() {
  return useMutation(bulkMoveMutationOptions(useQueryClient()));
}

export function useMarkApplied(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyInput) => markApplied(id, input),
    onSuccess: (packet) => queryClient.setQueryData(trackerKeys.packet(id), packet),
    onSettled: () => refreshTracker(queryClient),
  });
}

/** The card's frozen packet, asked for only once the card has one. */
export function usePacket(id: number, hasPacket: boolean) {
  return useQuery({ queryKey: trackerKeys.packet(id), queryFn: ({ signal }) => fetchPacket(id, { signal }), enabled: hasPacket });
}

export function useImportCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => importApplicationsCsv(csv),
    onSettled: () => refreshTracker(queryClient),
  });
}
