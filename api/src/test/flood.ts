/**
 * Timing calls beside a flood (fair compute under abuse): the flooders each call in a loop, from a head
 * start before the first measured call until the last one is answered. Used by the fair-compute test and
 * by bench/service-abuse.bench.ts (no vitest here).
 */
export interface BesideFlood<T> {
  /** The measured calls' results, in order. */
  results: T[];
  /** Each measured call's time in ms, in order. */
  times: number[];
  /** The flooders' results, as they came. */
  flood: T[];
}

/** `measured` is called `count` times in a row; the flood has `headStartMs` to fill the queue first. */
export async function measureBesideFlood<T>(
  count: number,
  measured: () => Promise<T>,
  flooders: (() => Promise<T>)[],
  headStartMs = 300,
): Promise<BesideFlood<T>> {
  let done = false;
  const flood: T[] = [];
  const flooding = Promise.all(
    flooders.map(async (call) => {
      while (!done) flood.push(await call());
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, headStartMs));
  const results: T[] = [];
  const times: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      results.push(await measured());
      times.push(performance.now() - started);
    }
  } finally {
    done = true;
    await flooding;
  }
  return { results, times, flood };
}
