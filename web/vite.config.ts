import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { i18nVersion } from './build/i18n-version.ts';
import { precompress } from './build/precompress-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const backend = 'http://localhost:3000';
const proxy = { '/api': backend, '/uploads': backend };

/** Libraries the shell needs on every page, split by how often they change (long-lived cache entries). */
const vendorGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](?:react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 40,
  },
  {
    name: 'mantine',
    test: /node_modules[\\/](?:@mantine|@floating-ui|clsx|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib|react-transition-group)[\\/]/,
    priority: 30,
  },
  {
    name: 'i18n',
    test: /node_modules[\\/](?:i18next[^\\/]*|react-i18next|html-parse-stringify|void-elements)[\\/]/,
    priority: 20,
  },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 10 },
];

export default defineConfig({
  root,
  plugins: [react(), precompress()],
  define: {
    __I18N_VERSION__: JSON.stringify(i18nVersion(root)),
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only modules the entry loads statically are grouped (`$initial`): a Mantine component used
          // by one admin page stays in that page's lazy chunk instead of growing every public page.
          groups: vendorGroups.map((g) => ({ ...g, tags: ['$initial' as const] })),
        },
      },
    },
  },
});
