/**
 * Job search: the fetcher for POST /api/search-jobs and its TanStack Query hook.
 * A search is a mutation (each press of Search Jobs asks LinkedIn or Indeed again); its answer is also
 * kept in the query cache under the search's key, so returning to the same search shows it at once.
 */
import { type JobSearchResult, type searchJobsSchema } from '@jobapp/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type z } from 'zod';
import { api, ApiError, type ApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A checked search (zod output: trimmed title and location, a known source). */
export type SearchJobsRequest = z.output<typeof searchJobsSchema>;

function isResult(value: unknown): value is JobSearchResult {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return typeof r.id === 'string' && typeof r.title === 'string' && typeof r.url === 'string';
}

/** POST /api/search-jobs → the list of results (may be empty). */
export async function searchJobs(
  input: SearchJobsRequest,
  options: { signal?: AbortSignal; client?: ApiClient } = {},
): Promise<JobSearchResult[]> {
  const { signal, client = api } = options;
  const answer = await client.request<unknown>('/api/search-jobs', {
    method: 'POST',
    body: { jobTitle: input.jobTitle, location: input.location, source: input.source },
    ...(signal ? { signal } : {}),
  });
  if (!Array.isArray(answer) || !answer.every(isResult)) {
    throw new ApiError(200, 'invalid_response', 'The server sent an answer we could not read.');
  }
  return answer.map((r) => ({
    ...r,
    company: r.company ?? '',
    location: r.location ?? '',
    description: r.description ?? '',
    datePosted: r.datePosted ?? null,
  }));
}

/** The results cached for a search, if it ran before in this session. */
export function cachedSearchResults(queryClient: QueryClient, input: SearchJobsRequest): JobSearchResult[] | undefined {
  return queryClient.getQueryData<JobSearchResult[]>(queryKeys.jobSearch.results(input));
}

export function useSearchJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SearchJobsRequest) => searchJobs(input),
    onSuccess: (results, input) => {
      queryClient.setQueryData(queryKeys.jobSearch.results(input), results);
    },
  });
}
