/**
 * Paths into the resume document ("experience.2.title", "contact.links"), the form the reader's
 * `uncertain` list and the API's field errors use. Immutable reads and writes by path, list moves, and
 * the remapping of path-keyed marks (uncertain fields, errors) when a list's items move, so a mark
 * follows its role or statement.
 */

export type Path = string;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function splitPath(path: Path): string[] {
  return path === '' ? [] : path.split('.');
}

/** The value at `path`, or undefined when the path leads nowhere. */
export function getAt(root: unknown, path: Path): unknown {
  let current: unknown = root;
  for (const key of splitPath(path)) {
    if (Array.isArray(current)) current = current[Number(key)];
    else if (isRecord(current)) current = current[key];
    else return undefined;
  }
  return current;
}

function updateIn(node: unknown, keys: readonly string[], change: (value: unknown) => unknown): unknown {
  const [key, ...rest] = keys;
  if (key === undefined) return change(node);
  if (Array.isArray(node)) {
    const index = Number(key);
    if (!Number.isInteger(index) || index < 0 || index >= node.length) throw new Error(`No item ${key} in the list`);
    const copy = [...node];
    copy[index] = updateIn(node[index], rest, change);
    return copy;
  }
  if (isRecord(node) && key in node) return { ...node, [key]: updateIn(node[key], rest, change) };
  throw new Error(`No field ${key} here`);
}

/** A copy of `root` with the value at `path` replaced by `change(value)`; every other node is shared. */
export function updateAt<T>(root: T, path: Path, change: (value: unknown) => unknown): T {
  return updateIn(root, splitPath(path), change) as T;
}

function listAt(value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new Error('Not a list');
  return value;
}

/** How a list changes: an item inserted, removed or moved (indexes before the change). */
export type ListChange =
  | { kind: 'insert'; index: number }
  | { kind: 'remove'; index: number }
  | { kind: 'move'; from: number; to: number };

/** Where the item at `index` is after `change`; null when it was removed. */
export function indexAfter(index: number, change: ListChange): number | null {
  switch (change.kind) {
    case 'insert':
      return index >= change.index ? index + 1 : index;
    case 'remove':
      if (index === change.index) return null;
      return index > change.index ? index - 1 : index;
    case 'move': {
      const { from, to } = change;
      if (index === from) return to;
      if (from < to && index > from && index <= to) return index - 1;
      if (to < from && index >= to && index < from) return index + 1;
      return index;
    }
  }
}

/** A copy of `root` whose list at `listPath` has had `change` (with `item` for an insert). */
export function changeList<T>(root: T, listPath: Path, change: ListChange, item?: unknown): T {
  return updateAt(root, listPath, (value) => {
    const list = [...listAt(value)];
    if (change.kind === 'insert') list.splice(Math.min(Math.max(change.index, 0), list.length), 0, item);
    else if (change.kind === 'remove') list.splice(change.index, 1);
    else {
      if (change.to < 0 || change.to >= list.length) return list;
      const [moved] = list.splice(change.from, 1);
      list.splice(change.to, 0, moved);
    }
    return list;
  });
}

/**
 * Paths after a change to the list at `listPath`: paths inside a moved item follow it, paths inside a
 * removed item are dropped, paths elsewhere stay as they are.
 */
export function remapPaths(paths: readonly Path[], listPath: Path, change: ListChange): Path[] {
  const prefix = `${listPath}.`;
  const out: Path[] = [];
  for (const path of paths) {
    if (!path.startsWith(prefix)) {
      out.push(path);
      continue;
    }
    const [head = '', ...rest] = path.slice(prefix.length).split('.');
    const index = Number(head);
    if (!/^\d+$/.test(head)) {
      out.push(path);
      continue;
    }
    const next = indexAfter(index, change);
    if (next !== null) out.push([`${listPath}.${next}`, ...rest].join('.'));
  }
  return out;
}

/** The same remapping for a record keyed by path (field errors). */
export function remapKeys<V>(record: Readonly<Record<Path, V>>, listPath: Path, change: ListChange): Record<Path, V> {
  const out: Record<Path, V> = {};
  for (const [path, value] of Object.entries(record)) {
    const [next] = remapPaths([path], listPath, change);
    if (next !== undefined) out[next] = value;
  }
  return out;
}

/** The DOM id of the control for `path` ("check-experience-2-title"). */
export function fieldId(path: Path): string {
  return `check-${path.replace(/\./g, '-') || 'document'}`;
}
