import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The three-engine e2e harness: run it through `node scripts/e2e-engines.mjs`, which starts the
// servers, Xvfb and WebKitWebDriver first, then `vitest run -c e2e/engines/vitest.config.ts`.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['e2e/engines/*.engine.ts'],
    environment: 'node',
    // One engine file at a time, its flows one after another: a 2-core box runs one browser well.
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    retry: 0,
  },
});
