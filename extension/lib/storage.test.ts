import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { PageJob } from './page-job';
import { DEFAULT_WEB_APP_URL, tabJob, webAppUrl } from './storage';

const job = { title: 'Data Engineer', canonicalUrl: 'https://www.linkedin.com/jobs/view/4012345670/' } as PageJob;

describe('storage', () => {
  beforeEach(() => fakeBrowser.reset());

  it('defaults the web app address to http://localhost:3000 and keeps a saved one in local storage', async () => {
    expect(DEFAULT_WEB_APP_URL).toBe('http://localhost:3000');
    expect(await webAppUrl.getValue()).toBe('http://localhost:3000');
    await webAppUrl.setValue('https://rb.example.com');
    expect(await fakeBrowser.storage.local.get('webAppUrl')).toEqual({ webAppUrl: 'https://rb.example.com' });
  });

  it('keeps one job per tab in session storage (gone after a browser restart)', async () => {
    await tabJob(1).setValue(job);
    expect(await tabJob(1).getValue()).toEqual(job);
    expect(await tabJob(2).getValue()).toBeNull();
    expect(await fakeBrowser.storage.session.get('tabJob:1')).toEqual({ 'tabJob:1': job });
    expect(await fakeBrowser.storage.local.get('tabJob:1')).toEqual({});
  });
});
