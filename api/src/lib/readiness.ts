/**
 * Whether this instance should be sent new work: ready from start until shutdown begins, then draining
 * for good. GET /api/ready answers 503 from the moment draining starts, so a load balancer or an
 * orchestrator stops routing to it while the requests in flight finish; GET /api/health (liveness)
 * is not affected.
 */
export interface Readiness {
  readonly draining: boolean;
  startDraining(): void;
}

export function createReadiness(): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}
