import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/find-chromium.mjs';

/**
 * The Storybook accessibility check: axe on every story of the built Storybook (storybook-static),
 * in light and dark theme. Its own static server and port; it never starts the e2e servers.
 * Run `npx storybook build --quiet -o storybook-static` first.
 */
const storybookPort = Number(process.env.STORYBOOK_A11Y_PORT ?? 6107);

export default defineConfig({
  testDir: './e2e',
  testMatch: ['storybook-a11y.spec.ts', 'visual.spec.ts'],
  // Reviewed baselines, one per screen, viewport, theme and language; none is written in CI (a missing one fails).
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/storybook-a11y.json' }]],
  // Not the main suite's test-results/, which a concurrent e2e run clears.
  outputDir: 'test-results/storybook-a11y',
  use: {
    baseURL: `http://127.0.0.1:${storybookPort}`,
    // The trace of a failed test, without its screencast: recording the screen as JPEG frames was a
    // fifth of the suite's CPU (otp-login.spec.ts, one worker: 61.7 CPU-s with it, 49.0 without,
    // 43.6 with no trace at all; /proc/stat). The DOM snapshot of each action stays, and the page
    // at the failure is kept as a screenshot.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions(),
      },
    },
  ],
  webServer: {
    command: `node scripts/serve-static.mjs storybook-static --port ${storybookPort}`,
    url: `http://127.0.0.1:${storybookPort}/index.json`,
    // Always its own server: one left running could serve an older build.
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
