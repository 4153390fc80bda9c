/**
 * How the browser bundle is split into chunks (vite.config.ts, `output.codeSplitting`), beyond the
 * `app` chunk of everything the entry needs before it runs (issue 26).
 *
 * Left to itself the bundler makes one chunk per set of pages that share a module, so each icon,
 * Radix part or helper shared by a different set of pages was a file of its own: /dashboard loaded 69
 * scripts, found a few levels deep one after the other. Here every module a signed-in page uses
 * (signed-in-pages.ts) is named by who else needs it:
 * - used by one or more prerendered public pages (or what they load lazily), the "kept lean" pages: a
 *   chunk per set of those pages. Such a page loads exactly the code it loaded before, in fewer
 *   files, and a signed-in page finds it in a few shared chunks. A small set (a few icons) joins the
 *   largest set that includes all its pages, never one the landing page loads (issue 14's budget);
 * - used by no kept-lean page: one `signed-in` chunk, unless a single signed-in page alone uses it
 *   (then it stays with that page's chunk);
 * - code no signed-in page uses is left to the bundler, as before.
 * The module graph says who imports whom, not which exports each importer uses: through an index that
 * re-exports other modules (@jobapp/shared) only importers naming one of the module's exports count,
 * and icon-imports.ts takes the icon package's index out of the way. A wrong guess only costs bytes:
 * the bundler still links every chunk to what it uses.
 */
import { createHash } from 'node:crypto';

interface ModuleInfo {
  id: string;
  code: string | null;
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  exports: readonly string[];
}
interface ModuleGraph {
  getModuleInfo(id: string): ModuleInfo | null;
}

/** A module that only re-exports others (a package's index): who imports it says nothing of who uses what. */
function isReexportIndex(code: string | null): boolean {
  if (!code) return false;
  const body = code.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '').trim();
  return body !== '' && /^(export\s*(\*|\{[^}]*\})\s*from\s*['"][^'"]+['"];?\s*)+$/.test(body);
}

export interface ChunkNamerOptions {
  /** The module whose lazy imports are the signed-in pages (signed-in-pages.ts). */
  signedInPages: string;
  /** The pages whose chunks must hold only what they use (the prerendered ones), as module ids. */
  keptLean: readonly string[];
  /** Pages with a size budget (the landing page): small groups never join a chunk they load. */
  budgeted: readonly string[];
  /** A group of lean pages' code below this many characters of source joins a larger one. */
  smallGroup: number;
  /**
   * The signed-in page most visits open on (the dashboard, where signing in lands) and the layout's parts
   * every signed-in page loads (the account menus): the signed-in code they import is a chunk of its own
   * (`signed-in-first`), so the dashboard does not load and parse the code only the other signed-in pages
   * share (the match report, the editor's parts: about 60 KB).
   */
  firstSignedIn?: readonly string[];
}

/** The code splitting `name` function. */
export function chunkNamer(options: ChunkNamerOptions) {
  let state: { signedIn: Set<string>; guarded: Set<string> } | undefined;
  const pagesOf = new Map<string, Set<string>>();
  const leanOf = new Map<string, string[]>();

  function setUp(graph: ModuleGraph) {
    const signedIn = new Set(graph.getModuleInfo(options.signedInPages)?.dynamicallyImportedIds ?? []);
    const lean = options.keptLean.filter((id) => graph.getModuleInfo(id));
    if (signedIn.size === 0 || lean.length !== options.keptLean.length) throw new Error('chunk-groups: a page named is not in the build');
    // Those pages and what they load lazily, as far as it goes without a signed-in page.
    const guarded = new Set(lean);
    const seen = new Set(lean);
    const stack = [...lean];
    while (stack.length > 0) {
      const info = graph.getModuleInfo(stack.pop() as string);
      for (const next of info?.importedIds ?? []) {
        if (seen.has(next) || signedIn.has(next)) continue;
        seen.add(next);
        stack.push(next);
      }
      for (const next of info?.dynamicallyImportedIds ?? []) {
        if (signedIn.has(next)) continue;
        guarded.add(next);
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(next);
      }
    }
    return { signedIn, guarded };
  }

  /** The signed-in pages whose code (their own, or what it loads lazily) includes the module. */
  function signedInPagesOf(graph: ModuleGraph, id: string, signedIn: Set<string>): Set<string> {
    const known = pagesOf.get(id);
    if (known) return known;
    const found = new Set<string>();
    pagesOf.set(id, found); // a cycle ends here
    if (signedIn.has(id)) found.add(id);
    else {
      const info = graph.getModuleInfo(id);
      for (const importer of [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])]) {
        for (const page of signedInPagesOf(graph, importer, signedIn)) found.add(page);
      }
    }
    return found;
  }

  const importedNamesOf = new Map<string, Set<string>>();
  /** The names a module imports by name (`import { a, b as c } from …`), from any module. */
  function importedNames(info: ModuleInfo): Set<string> {
    const known = importedNamesOf.get(info.id);
    if (known) return known;
    const names = new Set<string>();
    for (const match of (info.code ?? '').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]?.trim();
        if (name) names.add(name);
      }
    }
    importedNamesOf.set(info.id, names);
    return names;
  }

  /**
   * The kept-lean pages (and their lazy parts) whose static imports reach the module. Through a
   * re-exporting index only the importers that import one of the module's names count.
   */
  function leanEntriesOf(graph: ModuleGraph, id: string, lean: Set<string>): string[] {
    const known = leanOf.get(id);
    if (known) return known;
    const found = new Set<string>();
    const seen = new Set<string>();
    const stack: { id: string; names: readonly string[] | null }[] = [{ id, names: null }];
    while (stack.length > 0) {
      const { id: current, names } = stack.pop() as { id: string; names: readonly string[] | null };
      const key = `${current}\n${names?.join(',') ?? ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const info = graph.getModuleInfo(current);
      if (!info) continue;
      if (lean.has(current)) found.add(current);
      for (const importerId of info.importers) {
        const importer = graph.getModuleInfo(importerId);
        if (!importer) continue;
        const carried = names ?? info.exports;
        if (isReexportIndex(importer.code)) stack.push({ id: importerId, names: carried });
        else if (names === null || names.some((name) => importedNames(importer).has(name))) stack.push({ id: importerId, names: null });
      }
    }
    const result = [...found].sort();
    leanOf.set(id, result);
    return result;
  }

  /** Each module's group before small groups are merged: null (left to the bundler), 'signed-in', or its lean pages. */
  function groupOf(graph: ModuleGraph, id: string, signedIn: Set<string>, guarded: Set<string>): string[] | 'signed-in' | 'signed-in-first' | null {
    const info = graph.getModuleInfo(id);
    // A lazily imported module (a page, a dialog loaded on demand) starts a chunk of its own.
    if (!info || info.dynamicImporters.length > 0) return null;
    const pages = signedInPagesOf(graph, id, signedIn);
    if (pages.size === 0) return null;
    const lean = leanEntriesOf(graph, id, guarded);
    if (lean.length > 0) return lean;
    // Code of one signed-in page alone stays with it; shared with another page (signed-in or not): `signed-in`.
    const alone = pages.size === 1 && info.importers.every((importer) => signedInPagesOf(graph, importer, signedIn).size > 0);
    if (alone) return null;
    return firstStatic(graph).has(id) ? 'signed-in-first' : 'signed-in';
  }

  let firstStaticIds: Set<string> | undefined;
  /** What the first signed-in page and the layout's parts import before they render: static imports, not what they load on demand. */
  function firstStatic(graph: ModuleGraph): Set<string> {
    if (firstStaticIds) return firstStaticIds;
    firstStaticIds = new Set<string>();
    const stack = [...(options.firstSignedIn ?? [])];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (firstStaticIds.has(id)) continue;
      firstStaticIds.add(id);
      stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return firstStaticIds;
  }

  /**
   * The chunk name of every candidate module. A small group of lean pages (a few icons) joins the
   * largest group whose pages include all of its own, unless that would add it to the first page's
   * code (the landing page's budget): those other pages load a few hundred bytes more, and a signed-in
   * page one file fewer.
   */
  function nameAll(graph: ModuleGraph, ids: readonly string[]): Map<string, string> {
    const { signedIn, guarded } = (state ??= setUp(graph));
    if (options.firstSignedIn?.some((id) => !graph.getModuleInfo(id))) throw new Error('chunk-groups: a first signed-in module is not in the build');
    const groups = new Map<string, { lean: string[]; ids: string[]; size: number }>();
    const names = new Map<string, string>();
    for (const id of ids) {
      const group = groupOf(graph, id, signedIn, guarded);
      if (group === null) continue;
      if (group === 'signed-in' || group === 'signed-in-first') {
        names.set(id, group);
        continue;
      }
      const key = group.join('\n');
      const entry = groups.get(key) ?? { lean: group, ids: [], size: 0 };
      entry.ids.push(id);
      entry.size += graph.getModuleInfo(id)?.code?.length ?? 0;
      groups.set(key, entry);
    }
    const name = (lean: readonly string[]) => `shared-${createHash('sha256').update(lean.join('\n')).digest('hex').slice(0, 8)}`;
    const ordered = [...groups.values()].sort((a, b) => a.size - b.size);
    for (const group of ordered) {
      let target = group;
      if (group.size < options.smallGroup) {
        const own = new Set(group.lean);
        for (const other of ordered) {
          if (other === group || other.size < options.smallGroup || !group.lean.every((page) => other.lean.includes(page))) continue;
          if (options.budgeted.some((page) => other.lean.includes(page) && !own.has(page))) continue;
          if (target === group || other.size > target.size) target = other;
        }
      }
      for (const id of group.ids) names.set(id, name(target.lean));
    }
    return names;
  }

  const candidates: string[] = [];
  let names: Map<string, string> | undefined;
  return {
    /** Every module is a candidate; the bundler asks them all before the first name. */
    test: (id: string): boolean => {
      candidates.push(id);
      return true;
    },
    name: (id: string, graph: ModuleGraph): string | null => {
      names ??= nameAll(graph, candidates);
      return names.get(id) ?? null;
    },
  };
}
