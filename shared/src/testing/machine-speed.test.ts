import { describe, expect, it } from 'vitest';
import { MAX_SLOWDOWN, REFERENCE_WORKLOAD_MS, describeBound, machineSlowdown, runReferenceWorkload, timeBound, timeReferenceWorkload } from './machine-speed';

describe('the machine-speed calibration for timed tests', () => {
  it('runs the same fixed work every time', () => {
    const checksum = runReferenceWorkload();
    expect(checksum).toBeGreaterThan(0);
    expect(runReferenceWorkload()).toBe(checksum);
  });

  it('stretches a bound by the measured slowdown, never below the budget and at most MAX_SLOWDOWN times', () => {
    const slowdown = machineSlowdown();
    expect(slowdown).toBeGreaterThanOrEqual(1);
    expect(slowdown).toBeLessThanOrEqual(MAX_SLOWDOWN);
    const bound = timeBound(200);
    expect(bound).toBeGreaterThanOrEqual(200);
    expect(bound).toBeLessThanOrEqual(200 * MAX_SLOWDOWN);
    expect(describeBound(200)).toMatch(/^bound 200 ms/);
  });

  it('times the workload at its reference on this kind of machine, not at a tenth or ten times it', () => {
    // The reference was measured on node-svc; a change to the workload that forgets to re-measure it fails here.
    const ms = timeReferenceWorkload();
    expect(ms).toBeGreaterThan(REFERENCE_WORKLOAD_MS / 10);
    expect(ms).toBeLessThan(REFERENCE_WORKLOAD_MS * 10);
  });
});
