/**
 * A build plugin: `import { Check, X as Close } from 'lucide-react'` in our sources becomes one default
 * import per icon from its own module (`lucide-react/icons/check`, the package's documented path).
 *
 * The bundle is the same (the package is free of side effects, so unused icons were dropped anyway),
 * but the module graph then says which page uses which icon instead of every page importing the
 * package's index, which re-exports all of them. chunk-groups.ts reads that graph to tell the code
 * only signed-in pages need from the code the public pages need.
 * Names the package's index does not map to an icon file (types such as `LucideIcon`) stay imported
 * from 'lucide-react'.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** Every icon export of the package's ES index, by name: its file under dist/esm/icons, without extension. */
export function lucideIconFiles(indexSource: string): Map<string, string> {
  const files = new Map<string, string>();
  const line = /export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs';/g;
  for (const match of indexSource.matchAll(line)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = /default as (\w+)/.exec(part)?.[1];
      if (name && match[2]) files.set(name, match[2]);
    }
  }
  return files;
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;

/** The source with its named lucide-react imports split per icon; unchanged when it has none. */
export function splitIconImports(source: string, files: ReadonlyMap<string, string>): string {
  return source.replace(IMPORT, (whole, list: string) => {
    const kept: string[] = [];
    const icons: string[] = [];
    for (const raw of list.split(',')) {
      const spec = raw.trim();
      if (spec === '') continue;
      const [name, alias] = spec.split(/\s+as\s+/).map((s) => s.trim());
      const file = name && !name.startsWith('type ') ? files.get(name) : undefined;
      if (file) icons.push(`import ${alias ?? name} from 'lucide-react/icons/${file}';`);
      else kept.push(spec);
    }
    if (icons.length === 0) return whole;
    // Types only (`type LucideIcon`): an `import type`, which leaves nothing behind in the bundle.
    const typesOnly = kept.every((spec) => spec.startsWith('type '));
    const rest = typesOnly
      ? `import type { ${kept.map((spec) => spec.slice('type '.length)).join(', ')} } from 'lucide-react';`
      : `import { ${kept.join(', ')} } from 'lucide-react';`;
    return [...icons, ...(kept.length > 0 ? [rest] : [])].join('\n');
  });
}

export function lucideIconImports(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: 'lucide-icon-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('lucide-react')) return null;
      if (!files) {
        const index = createRequire(import.meta.url).resolve('lucide-react').replace(/cjs\/lucide-react\.js$/, 'esm/lucide-react.mjs');
        files = lucideIconFiles(readFileSync(index, 'utf8'));
        if (files.size < 1000) throw new Error(`lucide-icon-imports: read only ${files.size} icons from ${index}`);
      }
      const next = splitIconImports(code, files);
      return next === code ? null : { code: next, map: null };
    },
  };
}
