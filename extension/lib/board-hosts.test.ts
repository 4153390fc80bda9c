import { describe, expect, it, vi } from 'vitest';
import { askForBoard, BOARD_HOST_PATTERNS, boardHostPatternFor, boardPermissionToAsk, type BoardPermissionDeps } from './board-hosts';

describe('boardHostPatternFor', () => {
  it.each([
    ['https://boards.greenhouse.io/acme/jobs/123', 'https://boards.greenhouse.io/*'],
    ['https://job-boards.greenhouse.io/harborlight/jobs/4012345006?gh_src=linkedin', 'https://job-boards.greenhouse.io/*'],
    ['https://jobs.lever.co/quillstone/5f1c2a9e-3b7d-4e21-9c0a-7d2e8b6f41a3', 'https://jobs.lever.co/*'],
    ['https://jobs.ashbyhq.com/mosaicpay/1b2c3d4e-5f60-4718-92a3-b4c5d6e7f809', 'https://jobs.ashbyhq.com/*'],
    ['https://northgate.wd5.myworkdayjobs.com/en-US/NorthgateCareers/job/Chicago-IL/X_R-1', 'https://*.myworkdayjobs.com/*'],
    ['https://jobs.smartrecruiters.com/VantageRail/744000051234567-signal-maintainer', 'https://jobs.smartrecruiters.com/*'],
  ])('%s → %s', (url, pattern) => {
    expect(boardHostPatternFor(url)).toBe(pattern);
    expect(BOARD_HOST_PATTERNS).toContain(pattern);
  });

  it.each([
    'https://www.linkedin.com/jobs/view/1/',
    'https://careers.example.com/jobs/1',
    'https://myworkdayjobs.com/x',
    'https://jobs.lever.co.evil.example/x',
    'https://evil-jobs.lever.co/x',
    'http://jobs.lever.co/quillstone/1',
    'https://user:pw@jobs.lever.co/quillstone/1',
    'not a url',
    undefined,
  ])('%s → none', (url) => {
    expect(boardHostPatternFor(url)).toBeNull();
  });
});

describe('asking for a board host once', () => {
  function deps(granted: string[], asked: string[]): BoardPermissionDeps & { requested: string[][] } {
    const requested: string[][] = [];
    return {
      requested,
      permissions: {
        contains: async ({ origins }) => origins.every((o) => granted.includes(o)),
        request: vi.fn(async ({ origins }: { origins: string[] }) => {
          requested.push(origins);
          return true;
        }),
      },
      askedBefore: async (pattern) => asked.includes(pattern),
      remember: async (pattern) => {
        asked.push(pattern);
      },
    };
  }
  const lever = 'https://jobs.lever.co/quillstone/5f1c2a9e-3b7d-4e21-9c0a-7d2e8b6f41a3';

  it('asks for the board of the page on the first action, then never again', async () => {
    const d = deps([], []);
    const pattern = await boardPermissionToAsk(lever, d);
    expect(pattern).toBe('https://jobs.lever.co/*');
    expect(await askForBoard(pattern, d)).toBe(true);
    expect(d.requested).toEqual([['https://jobs.lever.co/*']]);
    // Asked once (whatever the answer): not again.
    expect(await boardPermissionToAsk(lever, d)).toBeNull();
  });

  it('does not ask when granted, off the boards, or with nothing to ask', async () => {
    expect(await boardPermissionToAsk(lever, deps(['https://jobs.lever.co/*'], []))).toBeNull();
    expect(await boardPermissionToAsk('https://careers.example.com/jobs/1', deps([], []))).toBeNull();
    const d = deps([], []);
    expect(await askForBoard(null, d)).toBe(false);
    expect(d.requested).toEqual([]);
  });

  it('calls permissions.request before anything else is awaited (the user gesture must still be current)', () => {
    const d = deps([], []);
    void askForBoard('https://jobs.ashbyhq.com/*', d);
    // Synchronously, in the same turn as the click handler.
    expect(d.permissions.request).toHaveBeenCalledWith({ origins: ['https://jobs.ashbyhq.com/*'] });
  });
});
