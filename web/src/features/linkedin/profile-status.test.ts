import { describe, expect, it } from 'vitest';
import { defaultFailureReason, inProgressCount, pollInterval, POLL_FIRST_MS, POLL_MAX_MS, progressAnnouncement, statusView } from './profile-status';

describe('statusView', () => {
  it('shows a completed item its result', () => {
    expect(statusView({ status: 'completed', failureReason: null })).toMatchObject({ label: 'Completed', showResult: true, inProgress: false });
  });

  it('shows pending and processing items a spinner and Check Status', () => {
    expect(statusView({ status: 'pending', failureReason: null })).toMatchObject({ label: 'Pending', inProgress: true, showResult: false });
    expect(statusView({ status: 'processing', failureReason: null })).toMatchObject({ label: 'Processing', inProgress: true });
  });

  it("shows a failed item its reason, or a default one", () => {
    expect(statusView({ status: 'failed', failureReason: 'The model timed out' }).failure).toBe('The model timed out');
    expect(statusView({ status: 'failed', failureReason: '  ' }).failure).toBe(defaultFailureReason);
    expect(statusView({ status: 'failed', failureReason: null })).toMatchObject({ inProgress: false, showResult: false });
  });

  it('reads an unknown status as processing', () => {
    const unknown = { status: 'queued', failureReason: null } as unknown as Parameters<typeof statusView>[0];
    expect(statusView(unknown)).toMatchObject({ label: 'Processing', inProgress: true });
  });
});

describe('polling and announcements', () => {
  const items = (...statuses: string[]) => statuses.map((status) => ({ status })) as Parameters<typeof pollInterval>[0];

  it('polls only while an item is pending or processing', () => {
    expect(pollInterval(undefined)).toBe(false);
    expect(pollInterval(items('completed', 'failed'))).toBe(false);
    expect(pollInterval(items('completed', 'pending'))).toBe(POLL_FIRST_MS);
    expect(inProgressCount(items('pending', 'processing', 'completed'))).toBe(2);
  });

  it('starts at 0.5 s and backs off to 4 s while the work keeps running (issue 26)', () => {
    const running = items('processing');
    const schedule = [0, 1_999, 2_000, 3_999, 4_000, 6_000, 60_000, 3_600_000].map((ms) => pollInterval(running, ms));
    expect(schedule).toEqual([500, 500, 1_000, 1_000, 2_000, 4_000, 4_000, 4_000]);
    expect(POLL_FIRST_MS).toBe(500);
    expect(POLL_MAX_MS).toBe(4_000);
    // A finished optimization is seen within 1.5 s of finishing during the first 4 s of work.
    const seenWithin = (finishedAtMs: number) => {
      let t = 0;
      while (t < finishedAtMs) t += pollInterval(running, t) as number;
      return t - finishedAtMs;
    };
    for (const finishedAt of [50, 99, 400, 1_000, 2_500]) expect(seenWithin(finishedAt)).toBeLessThanOrEqual(1_000);
    expect(pollInterval(items('completed'), 10_000)).toBe(false);
  });

  it('announces the work in progress and its end', () => {
    expect(progressAnnouncement(undefined)).toBe('');
    expect(progressAnnouncement(items('pending'))).toBe('1 optimization in progress.');
    expect(progressAnnouncement(items('pending', 'processing'))).toBe('2 optimizations in progress.');
    expect(progressAnnouncement(items('completed'))).toBe('All optimizations are finished.');
  });
});
