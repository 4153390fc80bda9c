/**
 * The shape of the compute layer's tasks. The layer knows no task itself: the registry at the top of the
 * API (api/src/compute-tasks.ts) maps each kind to its function and adds their types to `ComputeTasks`
 * below (module augmentation), so the pool and its callers are typed by the registry without lib/
 * importing any feature. What crosses to the worker and back is plain data (structured clone).
 */

/** Each task kind's input and result; filled in by api/src/compute-tasks.ts. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by the registry
export interface ComputeTasks {}

export type ComputeKind = keyof ComputeTasks & string;

export type ComputeInput<K extends ComputeKind> = ComputeTasks[K] extends { input: infer I } ? I : never;
export type ComputeResult<K extends ComputeKind> = ComputeTasks[K] extends { result: infer R } ? R : never;

export type ComputeTask = { [K in ComputeKind]: { kind: K; input: ComputeInput<K> } }[ComputeKind];

/** A registry: each kind's function, one argument of plain data in, plain data (or its promise) out. */
export type TaskTable = Record<string, (input: never) => unknown>;

/** The input and result types of a registry's functions. */
export type TasksOf<T extends TaskTable> = {
  [K in keyof T]: { input: Parameters<T[K]>[0]; result: Awaited<ReturnType<T[K]>> };
};

/** The worker never throws for a task's own failure: an exception comes back as data (a bug → 500). */
export type ComputeAnswer<T = unknown> = { ok: true; value: T } | { ok: false; name: string; message: string; stack?: string };
