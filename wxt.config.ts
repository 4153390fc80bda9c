import { defineConfig } from 'wxt';

// The browser extension (WXT, Manifest V3). Its sources live in extension/; WXT's root is the repo
// root so the design card's top level (wxt.config.ts beside package.json) holds.
// Permissions are kept minimal; each one is justified in the README's extension section.
export default defineConfig({
  srcDir: 'extension',
  outDir: 'extension/.output',
  manifest: {
    name: 'ResumeBoost',
    description: 'Tailor your resume to the LinkedIn or Indeed job you are looking at.',
    permissions: ['storage'],
  },
});
