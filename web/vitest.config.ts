import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Component tests of the web app; referenced from the root vitest config's `projects`. */
export default defineConfig({
  root,
  plugins: [react()],
  define: {
    __I18N_VERSION__: JSON.stringify('test'),
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    // Both cores. Each file keeps its own modules and DOM: some files stand in for a module (vi.mock).
    maxWorkers: 2,
    // A test that types and clicks through a whole form took 4.9 s in a clean CI run on a two-core machine
    // (hours-editor), at vitest's default limit of 5 s; 15 s leaves room.
    testTimeout: 15_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
