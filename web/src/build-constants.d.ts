/** Set by vite.config.ts `define`, the same in the browser bundle and the prerender bundle. */
declare const __BUILD_YEAR__: number;
