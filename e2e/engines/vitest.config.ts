import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The three-engine e2e harness: run it through `node scripts/e2e-engines.mjs`, which starts the
// servers, Xvfb and WebKitWebDriver first, then `vitest run -c e2e/engines/vitest.config.ts`.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['e2e/engines/*.engine.ts'],
    environment: 'node',
    // The three engines side by side, each one's flows one after another. A flow waits far more
    // than it computes (the relay's answers, the kit's screens, WebDriver round trips): one engine at
    // a time kept under half of a 2-core box busy (Chromium's Playwright suite alike: 450 CPU-s in a
    // 870 s run), and the engines took 250 s in turn.
    fileParallelism: true,
    maxWorkers: 3,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    retry: 0,
  },
});
