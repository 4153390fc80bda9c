import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './routes';
import { signedInLayoutFiles, signedInPageFiles } from './signed-in-page-files';

const source = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

describe('the signed-in pages the build writes shells for', () => {
  it('names a file for every signed-in route and for no other', () => {
    const guarded = appRoutes.filter((route) => route.access === 'guarded').map((route) => route.path);
    expect(Object.keys(signedInPageFiles).sort()).toEqual([...guarded].sort());
  });

  it('names the file each route loads in signed-in-pages.ts', () => {
    const pages = source('src/app/signed-in-pages.ts');
    for (const [path, file] of Object.entries(signedInPageFiles)) {
      const module = `@/${file.replace(/^src\//, '').replace(/\.tsx?$/, '')}`;
      const imported = new RegExp(`'${path}': page\\(\\(\\) => import\\('${module}'\\)`);
      const viaConstant = /^'?(\w+)'?$/.exec(pages.match(new RegExp(`'${path}': (\\w+),`))?.[1] ?? '')?.[1];
      const constantImport = viaConstant ? new RegExp(`const ${viaConstant} = page\\(\\(\\) => import\\('${module}'\\)`).test(pages) : false;
      expect(imported.test(pages) || constantImport, `${path} → ${file}`).toBe(true);
    }
  });

  it('names layout parts the layout loads lazily', () => {
    expect(source('src/app/layout/site-header.tsx')).toContain("import('./user-menu')");
    expect(source('src/app/page-meta.ts')).toContain("import('./page-descriptions')");
    expect(signedInLayoutFiles).toEqual(['src/app/layout/user-menu.tsx', 'src/app/page-descriptions.ts']);
  });
});
