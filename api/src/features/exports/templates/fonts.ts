/**
 * The templates' fonts, embedded in the HTML as `@font-face` data URIs so a PDF looks the same on any
 * machine and Chromium loads nothing (the page's CSP allows `font-src data:` only).
 *
 * Why Fontsource (`@fontsource/*` on npm): each family is an OFL-licensed font, versioned with the rest
 * of our dependencies (the lock file pins the exact files), well kept, and split into per-subset woff2
 * files, so we embed only what a resume needs: the latin and latin-ext subsets (names such as
 * "Zoë Łukasiewicz-Müller") in regular, bold and, where a template uses it, italic.
 *
 * The files are read once, when the module loads, and each family's CSS is built once.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type FontKey = 'source-serif' | 'source-sans' | 'lora' | 'plex-sans' | 'garamond';

interface FontFamily {
  /** The CSS family name the templates use. */
  family: string;
  package: string;
  /** File prefix inside the package's files/ folder. */
  file: string;
  /** The generic fallback. */
  generic: 'serif' | 'sans-serif';
}

export const fontFamilies: Record<FontKey, FontFamily> = {
  'source-serif': { family: 'Source Serif 4', package: '@fontsource/source-serif-4', file: 'source-serif-4', generic: 'serif' },
  'source-sans': { family: 'Source Sans 3', package: '@fontsource/source-sans-3', file: 'source-sans-3', generic: 'sans-serif' },
  lora: { family: 'Lora', package: '@fontsource/lora', file: 'lora', generic: 'serif' },
  'plex-sans': { family: 'IBM Plex Sans', package: '@fontsource/ibm-plex-sans', file: 'ibm-plex-sans', generic: 'sans-serif' },
  garamond: { family: 'EB Garamond', package: '@fontsource/eb-garamond', file: 'eb-garamond', generic: 'serif' },
};

/** Fontsource's (Google Fonts') subset ranges, so Chromium picks the right file per character. */
const SUBSETS = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
} as const;

const UPRIGHT = [
  { weight: 400, style: 'normal' },
  { weight: 700, style: 'normal' },
] as const;
const ITALIC = [{ weight: 400, style: 'italic' }] as const;

const require = createRequire(import.meta.url);

type Subset = keyof typeof SUBSETS;

function buildFontFaces(font: FontFamily, list: typeof UPRIGHT | typeof ITALIC, subsets: readonly Subset[]): string {
  const dir = join(dirname(require.resolve(`${font.package}/package.json`)), 'files');
  const rules: string[] = [];
  for (const face of list) {
    for (const subset of subsets) {
      const range = SUBSETS[subset];
      const data = readFileSync(join(dir, `${font.file}-${subset}-${face.weight}-${face.style}.woff2`)).toString('base64');
      rules.push(
        `@font-face{font-family:"${font.family}";font-style:${face.style};font-weight:${face.weight};` +
          `src:url(data:font/woff2;base64,${data}) format("woff2");unicode-range:${range}}`,
      );
    }
  }
  return rules.join('\n');
}

const keys = Object.keys(fontFamilies) as FontKey[];
/**
 * Which subsets a document needs: latin always; latin-ext only when its text has a character there.
 * Most resumes need latin only, and each embedded file is HTML that Chromium parses on every export
 * (the latin-ext files are about as large as the latin ones).
 */
export type FontCoverage = 'latin' | 'latin-ext';
const SUBSETS_OF: Record<FontCoverage, readonly Subset[]> = { latin: ['latin'], 'latin-ext': ['latin', 'latin-ext'] };
const faces = (list: typeof UPRIGHT | typeof ITALIC, coverage: FontCoverage) =>
  new Map(keys.map((key) => [key, buildFontFaces(fontFamilies[key], list, SUBSETS_OF[coverage])]));
const upright = { latin: faces(UPRIGHT, 'latin'), 'latin-ext': faces(UPRIGHT, 'latin-ext') };
const italic = { latin: faces(ITALIC, 'latin'), 'latin-ext': faces(ITALIC, 'latin-ext') };

/** Characters the latin subset files lack (the latin-ext ranges, less what latin also covers). */
const LATIN_EXT_CHAR = /[\u0100-\u0130\u0132-\u0151\u0154-\u02BA\u02BD-\u02C5\u02C7-\u02CC\u02CE-\u02D7\u02DD-\u02FF\u1D00-\u1DBF\u1E00-\u1E9F\u1EF2-\u1EFF\u20A0-\u20AB\u20AD-\u20C0\u2113\u2C60-\u2C7F\uA720-\uA7FF]/;

/** The subsets a text needs. */
export function fontCoverageOf(text: string): FontCoverage {
  return LATIN_EXT_CHAR.test(text) ? 'latin-ext' : 'latin';
}

/** A face a template uses: a family in regular and bold, plus its regular italic when asked. */
export interface FontUse {
  key: FontKey;
  italic?: boolean;
}

/** The `@font-face` rules of the given families (each family and style once), for a coverage. */
export function fontFaceCss(uses: readonly FontUse[], coverage: FontCoverage = 'latin-ext'): string {
  const rules = new Set<string>();
  for (const use of uses) {
    rules.add(upright[coverage].get(use.key) ?? '');
    if (use.italic) rules.add(italic[coverage].get(use.key) ?? '');
  }
  return [...rules].join('\n');
}

/** A CSS font-family value: the embedded family, then its generic fallback. */
export function fontStack(key: FontKey): string {
  const font = fontFamilies[key];
  return `"${font.family}",${font.generic}`;
}
