/// <reference types="node" />
import { type ApplicationItem } from '@jobapp/shared/applications/applications.schema';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient, isApiError } from '@/lib/api-client';
import { useStandInApi } from '@/test/stand-in-api';
import {
  applyErrorMessage,
  bulkMoveMutationOptions,
  fetchApplications,
  importApplicationsCsv,
  markApplied,
  moveMutationOptions,
  trackerKeys,
} from './api';
import { makeItem } from './test-items';

// A stand-in for the tracker's routes: card 2 cannot move (409), card 9 is gone (404).
// `probe` runs as a request arrives, to see the cache while the call is in flight.
let probe: () => void = () => undefined;
const stand = useStandInApi(({ method, url, body }) => {
  probe();
  if (method === 'GET' && url === '/api/applications') return [200, [makeItem(1), makeItem(2)]];
  if (method === 'PATCH' && url === '/api/applications/1') return [200, { ...makeItem(1), ...(JSON.parse(body) as object) }];
  if (method === 'PATCH' && url === '/api/applications/2') return [409, { error: 'conflict', message: 'This card was changed elsewhere.' }];
  if (method === 'POST' && url === '/api/applications/bulk-stage') {
    const { ids } = JSON.parse(body) as { ids: number[] };
    return ids.includes(2) ? [400, { error: 'bad_request', message: 'One of these applications is not yours.' }] : [200, { updated: ids.length, skipped: [] }];
  }
  if (method === 'POST' && url === '/api/applications/9/apply') return [404, { error: 'not_found', message: 'That application was not found.' }];
  if (method === 'POST' && url === '/api/applications/3/apply') return [400, { error: 'bad_request', message: 'This resume has no tailored version yet.' }];
  if (method === 'POST' && url === '/api/applications/import.csv') {
    return body.startsWith('jobTitle,') ? [200, { created: 2, updated: 1 }] : [400, { error: 'bad_request', message: 'The first row must name the columns.' }];
  }
  return [404, { error: 'not_found', message: 'Not found' }];
});

function clientWithList(items: ApplicationItem[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(trackerKeys.list, items);
  return queryClient;
}

describe('tracker fetchers', () => {
  it('reads the list', async () => {
    const list = await fetchApplications({ client: createApiClient(stand.baseUrl) });
    expect(list.map((i) => i.id)).toEqual([1, 2]);
  });

  it('posts a CSV file as text/csv and returns the counts', async () => {
    const csv = 'jobTitle,company\nDesigner,Initech\n';
    await expect(importApplicationsCsv(csv, { baseUrl: stand.baseUrl })).resolves.toEqual({ created: 2, updated: 1 });
    const request = stand.seen.at(-1)!;
    expect(request.contentType).toBe('text/csv; charset=utf-8');
    expect(request.body).toBe(csv);
    await expect(importApplicationsCsv('oops', { baseUrl: stand.baseUrl })).rejects.toThrow('The first row must name the columns.');
  });

  it('shows the apply route\'s refusals in its own words', async () => {
    const client = createApiClient(stand.baseUrl);
    const missing = await markApplied(9, { resumeId: 1, format: 'pdf', templateId: 'classic' }, { client }).catch((e: unknown) => e);
    expect(isApiError(missing) && missing.status).toBe(404);
    expect(applyErrorMessage(missing)).toBe('That application was not found.');
    const refused = await markApplied(3, { resumeId: 1, format: 'docx', templateId: 'classic' }, { client }).catch((e: unknown) => e);
    expect(applyErrorMessage(refused)).toBe('This resume has no tailored version yet.');
    expect(JSON.parse(stand.seen.at(-1)!.body)).toEqual({ resumeId: 1, format: 'docx', templateId: 'classic' });
  });
});

describe('optimistic moves', () => {
  it('moves the card in the cache before the answer and keeps it after a PATCH of the stage', async () => {
    const queryClient = clientWithList([makeItem(1), makeItem(2)]);
    const observer = new MutationObserver(queryClient, moveMutationOptions(queryClient, createApiClient(stand.baseUrl)));
    let stageInFlight: string | undefined;
    probe = () => (stageInFlight = queryClient.getQueryData<ApplicationItem[]>(trackerKeys.list)![0]!.stage);
    await observer.mutate({ id: 1, stage: 'interviewing' });
    probe = () => undefined;
    expect(stageInFlight).toBe('interviewing');
    expect(queryClient.getQueryData<ApplicationItem[]>(trackerKeys.list)![0]!.stage).toBe('interviewing');
    const request = stand.seen.at(-1)!;
    expect([request.method, request.url]).toEqual(['PATCH', '/api/applications/1']);
    expect(JSON.parse(request.body)).toEqual({ stage: 'interviewing' });
  });

  it('puts the card back when the API refuses the move', async () => {
    const queryClient = clientWithList([makeItem(1), makeItem(2, { stage: 'applied' })]);
    const observer = new MutationObserver(queryClient, moveMutationOptions(queryClient, createApiClient(stand.baseUrl)));
    const error = await observer.mutate({ id: 2, stage: 'offer' }).catch((e: unknown) => e);
    expect(isApiError(error) && error.message).toBe('This card was changed elsewhere.');
    expect(queryClient.getQueryData<ApplicationItem[]>(trackerKeys.list)![1]!.stage).toBe('applied');
  });

  it('moves a selection with one POST and rolls it all back on failure', async () => {
    const queryClient = clientWithList([makeItem(1), makeItem(2), makeItem(3)]);
    const observer = new MutationObserver(queryClient, bulkMoveMutationOptions(queryClient, createApiClient(stand.baseUrl)));
    await expect(observer.mutate({ ids: [1, 3], stage: 'rejected' })).resolves.toEqual({ updated: 2, skipped: [] });
    expect(JSON.parse(stand.seen.at(-1)!.body)).toEqual({ ids: [1, 3], stage: 'rejected' });
    expect(queryClient.getQueryData<ApplicationItem[]>(trackerKeys.list)!.map((i) => i.stage)).toEqual(['rejected', 'saved', 'rejected']);

    await observer.mutate({ ids: [1, 2], stage: 'withdrawn' }).catch(() => undefined);
    expect(queryClient.getQueryData<ApplicationItem[]>(trackerKeys.list)!.map((i) => i.stage)).toEqual(['rejected', 'saved', 'rejected']);
  });
});
