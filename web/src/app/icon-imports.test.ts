import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { lucideIconFiles, splitIconImports } from '../../icon-imports';

const index = createRequire(import.meta.url).resolve('lucide-react').replace(/cjs\/lucide-react\.js$/, 'esm/lucide-react.mjs');
const files = lucideIconFiles(readFileSync(index, 'utf8'));

describe('icon imports split per icon (build)', () => {
  it('maps every name and alias of the package index to its icon file', () => {
    expect(files.size).toBeGreaterThan(1000);
    expect(files.get('ArrowLeft')).toBe('arrow-left');
    expect(files.get('CheckCircle2')).toBe('circle-check');
    expect(files.get('CircleCheck')).toBe('circle-check');
  });

  it('rewrites named imports, keeping aliases and types', () => {
    const source = "import {\n  Check,\n  X as Close,\n  type LucideIcon,\n} from 'lucide-react';\nconst a = 1;";
    expect(splitIconImports(source, files)).toBe(
      "import Check from 'lucide-react/icons/check';\nimport Close from 'lucide-react/icons/x';\nimport type { LucideIcon } from 'lucide-react';\nconst a = 1;",
    );
  });

  it('leaves other imports alone', () => {
    const source = "import { Check } from './check';\nimport { useState } from 'react';";
    expect(splitIconImports(source, files)).toBe(source);
  });
});
