import { limits } from '@jobapp/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCopyIndicator } from './copy-indicator';

describe("the 'Copied' indicator (2 seconds, spec section 9)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows on the copied job for 2 seconds, then clears', () => {
    expect(limits.copyIndicatorMs).toBe(2000);
    const indicator = createCopyIndicator();
    const changes: (string | null)[] = [];
    indicator.subscribe(() => changes.push(indicator.current()));
    expect(indicator.current()).toBeNull();

    indicator.show('job-1');
    expect(indicator.current()).toBe('job-1');
    vi.advanceTimersByTime(1999);
    expect(indicator.current()).toBe('job-1');
    vi.advanceTimersByTime(1);
    expect(indicator.current()).toBeNull();
    expect(changes).toEqual(['job-1', null]);
  });

  it('copying another job moves the indicator and restarts the 2 seconds', () => {
    const indicator = createCopyIndicator();
    indicator.show('job-1');
    vi.advanceTimersByTime(1500);
    indicator.show('job-2');
    expect(indicator.current()).toBe('job-2');
    vi.advanceTimersByTime(1500);
    expect(indicator.current()).toBe('job-2');
    vi.advanceTimersByTime(500);
    expect(indicator.current()).toBeNull();
  });

  it('copying the same job again keeps it shown for 2 seconds from the last copy', () => {
    const indicator = createCopyIndicator();
    indicator.show('job-1');
    vi.advanceTimersByTime(1800);
    indicator.show('job-1');
    vi.advanceTimersByTime(1800);
    expect(indicator.current()).toBe('job-1');
    vi.advanceTimersByTime(200);
    expect(indicator.current()).toBeNull();
  });

  it('dispose stops the timer (nothing changes after unmount)', () => {
    const indicator = createCopyIndicator(2000);
    const listener = vi.fn();
    indicator.show('job-1');
    const unsubscribe = indicator.subscribe(listener);
    indicator.dispose();
    vi.advanceTimersByTime(5000);
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });
});
