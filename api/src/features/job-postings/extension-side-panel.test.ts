/**
 * The extension side panel's tracker line and Save (extension/lib/tracker-client.ts), run unchanged
 * against the real routes: GET /api/applications and POST /api/applications on the test server with a
 * real database. The requests go out as the browser sends the extension's: the web app's session
 * cookie and the extension's origin.
 */
import { EXTENSION_ORIGIN } from '@jobapp/shared';
import type { ApplicationItem } from '@jobapp/shared/applications/applications.schema';
import { describe, expect, it } from 'vitest';
import type { PageJob } from '../../../../extension/lib/page-job';
import { cardForJob, saveJob, trackerStatus } from '../../../../extension/lib/tracker-client';
import { registerUser } from '../../test/factories';
import type { TestClient } from '../../test/test-client';
import { useTestServer } from '../../test/test-server';

const suite = useTestServer();

/** fetch as the extension's page does it in the browser: the session cookie and its own origin. */
function extensionFetch(client: TestClient | null): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('origin', EXTENSION_ORIGIN);
    if (client?.session) headers.set('cookie', `session=${client.session}`);
    return fetch(input, { ...init, headers });
  };
}

const linkedInJob: PageJob = {
  title: 'Platform Engineer',
  company: 'Contoso',
  location: 'Berlin, Germany',
  descriptionHtml: '<p>We run Kubernetes and Terraform at scale.</p>',
  canonicalUrl: 'https://www.linkedin.com/jobs/view/4188000111/',
  source: 'linkedin',
  datePosted: '2026-01-12',
  capturedAt: '2026-01-20T10:00:00.000Z',
  pageUrl: 'https://de.linkedin.com/jobs/view/platform-engineer-at-contoso-4188000111?trk=abc',
};

const greenhouseJob: PageJob = {
  ...linkedInJob,
  title: 'Senior Platform Engineer',
  company: 'Harborlight Analytics',
  location: 'Denver, CO',
  canonicalUrl: 'https://job-boards.greenhouse.io/harborlight/jobs/4012345006',
  source: 'greenhouse',
  pageUrl: 'https://job-boards.greenhouse.io/harborlight/jobs/4012345006?gh_src=linkedin',
};

async function cards(client: TestClient): Promise<ApplicationItem[]> {
  const response = await client.get<ApplicationItem[]>('/api/applications');
  expect(response.status).toBe(200);
  return response.body;
}

describe('the side panel tracker client against the real routes', () => {
  it('signed out: the tracker line asks to sign in, and Save stores nothing', async () => {
    expect(await trackerStatus(suite.server.url, linkedInJob, extensionFetch(null))).toEqual({ kind: 'signed-out' });
    expect(await saveJob(suite.server.url, linkedInJob, extensionFetch(null))).toEqual({ kind: 'signed-out' });
  });

  it('not in the tracker → Save makes one card (source extension, stage Saved) → the line shows it; Save again finds the same card', async () => {
    const { client } = await registerUser(suite.server);
    const fetchFn = extensionFetch(client);
    expect(await trackerStatus(suite.server.url, linkedInJob, fetchFn)).toEqual({ kind: 'untracked' });

    const saved = await saveJob(suite.server.url, linkedInJob, fetchFn);
    if (saved.kind !== 'tracked') throw new Error(`not saved: ${JSON.stringify(saved)}`);
    expect(saved.item).toMatchObject({
      stage: 'saved',
      source: 'extension',
      jobTitle: 'Platform Engineer',
      company: 'Contoso',
      location: 'Berlin, Germany',
      jobUrl: linkedInJob.canonicalUrl,
      board: 'linkedin',
    });

    const status = await trackerStatus(suite.server.url, linkedInJob, fetchFn);
    expect(status).toMatchObject({ kind: 'tracked', item: { id: saved.item.id, stage: 'saved' } });

    // The API answers the existing card for a duplicate: still one card.
    const again = await saveJob(suite.server.url, linkedInJob, fetchFn);
    expect(again).toMatchObject({ kind: 'tracked', item: { id: saved.item.id } });
    expect((await cards(client)).map((c) => c.id)).toEqual([saved.item.id]);
  });

  it('the line follows the card: a stage moved in the web app shows in the panel', async () => {
    const { client } = await registerUser(suite.server);
    const fetchFn = extensionFetch(client);
    const saved = await saveJob(suite.server.url, linkedInJob, fetchFn);
    if (saved.kind !== 'tracked') throw new Error('not saved');
    const moved = await client.patch(`/api/applications/${saved.item.id}`, { stage: 'interviewing' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await trackerStatus(suite.server.url, linkedInJob, fetchFn)).toMatchObject({ kind: 'tracked', item: { id: saved.item.id, stage: 'interviewing' } });
  });

  it('a card the web app made from another form of the link is found (country subdomain, tracking parameters)', async () => {
    const { client } = await registerUser(suite.server);
    const made = await client.post<ApplicationItem>('/api/applications', {
      source: 'manual',
      jobUrl: 'https://de.linkedin.com/jobs/view/platform-engineer-at-contoso-4188000111?trk=abc',
      jobTitle: 'Platform Engineer',
      company: 'Contoso',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const fetchFn = extensionFetch(client);
    expect(await trackerStatus(suite.server.url, linkedInJob, fetchFn)).toMatchObject({ kind: 'tracked', item: { id: made.body.id } });
    // Save on the panel attaches to it rather than making a second card.
    expect(await saveJob(suite.server.url, linkedInJob, fetchFn)).toMatchObject({ kind: 'tracked', item: { id: made.body.id } });
    expect(await cards(client)).toHaveLength(1);
  });

  it('a job from a board page (D12) is saved with its board, and is only its owner’s', async () => {
    const { client } = await registerUser(suite.server);
    const saved = await saveJob(suite.server.url, greenhouseJob, extensionFetch(client));
    expect(saved).toMatchObject({ kind: 'tracked', item: { board: 'greenhouse', jobUrl: greenhouseJob.canonicalUrl, stage: 'saved' } });
    const other = await registerUser(suite.server);
    expect(await trackerStatus(suite.server.url, greenhouseJob, extensionFetch(other.client))).toEqual({ kind: 'untracked' });
    const [card] = await cards(client);
    expect(cardForJob([card!], greenhouseJob)?.id).toBe(card!.id);
  });

  it('an origin other than the extension is refused (403): the panel shows the API’s words', async () => {
    const { client } = await registerUser(suite.server);
    const foreign: typeof fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('origin', 'chrome-extension://abcdefghijklmnopabcdefghijklmnop');
      headers.set('cookie', `session=${client.session}`);
      return fetch(input, { ...init, headers });
    };
    const refused = await saveJob(suite.server.url, linkedInJob, foreign);
    expect(refused).toMatchObject({ kind: 'error', status: 403 });
    expect(await cards(client)).toEqual([]);
  });
});
