/**
 * Prometheus metrics (prom-client), one registry per app so tests stay apart. Served by GET /metrics
 * behind METRICS_TOKEN (features/health/metrics.routes.ts). Every instance (web or worker) serves its
 * own; Prometheus scrapes each one and sums.
 *
 * - resumeboost_http_request_duration_seconds{method,route,status}: histogram; `route` is the router's
 *   pattern (/api/resume/:id), never the raw path, so ids do not multiply the series.
 * - resumeboost_db_pool_connections{state}, resumeboost_db_pool_waiting, resumeboost_db_pool_max: the
 *   node-postgres pool (DATABASE_POOL_MAX); `waiting` is the queue of queries waiting for a connection.
 * - resumeboost_compute_queue_depth, resumeboost_compute_running: the compute pool's tasks.
 * - resumeboost_jobs{state}: background jobs waiting, running, done and failed (all instances: one table).
 * - resumeboost_chromium_pages{state}, resumeboost_chromium_queue: PDF export pages in use and idle, and
 *   exports waiting for one.
 * The values are read when Prometheus scrapes, from the sources given; a source that is absent (PGlite
 * has no pool) leaves its metric out, and one that fails is logged and skipped for that scrape.
 */
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Logger } from '../logger';

export interface PoolCounts {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface ComputeCounts {
  /** Tasks waiting for a thread. */
  queued: number;
  /** Tasks running on a thread. */
  running: number;
}

export interface MetricsSources {
  databasePool?: () => PoolCounts | undefined;
  computePool?: () => ComputeCounts | undefined;
  browser?: () => { pagesInUse: number; pagesIdle: number; queued: number };
  jobs?: () => Promise<Record<'waiting' | 'running' | 'done' | 'failed', number>>;
}

export interface RequestLabels {
  method: string;
  route: string;
  status: number;
}

export interface AppMetrics {
  readonly contentType: string;
  observeRequest(labels: RequestLabels, seconds: number): void;
  /** The exposition text, gauges read from their sources now. */
  render(): Promise<string>;
}

export interface MetricsOptions {
  logger?: Logger;
  /** Node's process metrics (CPU, memory, event loop lag, GC). Once per process: server.ts only. */
  processMetrics?: boolean;
}

type Sample = { labels?: Record<string, string>; value: number };

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function createMetrics(sources: MetricsSources, options: MetricsOptions = {}): AppMetrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'resumeboost_' });
  const registers = [registry];
  /** Reads a source for one scrape; a failing one is logged and left out. */
  async function read<T>(what: string, source: (() => T | Promise<T>) | undefined): Promise<T | undefined> {
    if (!source) return undefined;
    try {
      return await source();
    } catch (error) {
      options.logger?.warn({ err: error, source: what }, 'Metrics: a source could not be read');
      return undefined;
    }
  }

  const requests = new Histogram({
    name: 'resumeboost_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status: time to the answer',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30],
    registers,
  });

  /** A gauge whose samples are read from a source at each scrape (none when the source is absent). */
  function gauge(name: string, help: string, samples: () => Promise<Sample[]>, labelNames: string[] = []): void {
    new Gauge({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        const read = await samples();
        this.reset();
        for (const { labels, value } of read) {
          if (labels) this.set(labels, value);
          else this.set(value);
        }
      },
    });
  }
  const pool = () => read('databasePool', sources.databasePool);
  const compute = () => read('computePool', sources.computePool);
  const browser = () => read('browser', sources.browser);
  const one = (value: number | undefined): Sample[] => (value === undefined ? [] : [{ value }]);

  gauge('resumeboost_db_pool_connections', 'Database pool connections by state (node-postgres; absent on PGlite)', async () => {
    const counts = await pool();
    if (!counts) return [];
    return [
      { labels: { state: 'idle' }, value: counts.idle },
      { labels: { state: 'busy' }, value: counts.total - counts.idle },
    ];
  }, ['state']);
  gauge('resumeboost_db_pool_waiting', 'Queries waiting for a free database connection (pool queue depth)', async () => one((await pool())?.waiting));
  gauge('resumeboost_db_pool_max', 'Connections the pool may open (DATABASE_POOL_MAX)', async () => one((await pool())?.max));
  gauge('resumeboost_compute_queue_depth', 'Compute tasks (tailoring, exports) waiting for a worker thread', async () => one((await compute())?.queued));
  gauge('resumeboost_compute_running', 'Compute tasks running on a worker thread', async () => one((await compute())?.running));
  gauge('resumeboost_jobs', 'Background jobs by state (the one queue every instance shares)', async () => {
    const counts = await read('jobs', sources.jobs);
    return Object.entries(counts ?? {}).map(([state, value]) => ({ labels: { state }, value }));
  }, ['state']);
  gauge('resumeboost_chromium_pages', 'Chromium pages for PDF exports: in_use printing now, idle kept for the next one', async () => {
    const counts = await browser();
    if (!counts) return [];
    return [
      { labels: { state: 'in_use' }, value: counts.pagesInUse },
      { labels: { state: 'idle' }, value: counts.pagesIdle },
    ];
  }, ['state']);
  gauge('resumeboost_chromium_queue', 'PDF exports waiting for a free Chromium page', async () => one((await browser())?.queued));

  return {
    contentType: registry.contentType,
    observeRequest(labels, seconds) {
      const method = METHODS.has(labels.method) ? labels.method : 'OTHER';
      requests.observe({ method, route: labels.route, status: String(labels.status) }, seconds);
    },
    render: () => registry.metrics(),
  };
}
