import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/find-chromium.mjs';

import { cspPort, customUiPort, customUiRelayPort, demoPort, nextPort, nextRelayPort, relayPort, viteAppPort, viteAppRelayPort } from './e2e/models/ports';

export default defineConfig({
  testDir: './e2e',
  // The Storybook accessibility check and visual tests have their own config and server (playwright.storybook.config.ts).
  testIgnore: ['**/storybook-a11y.spec.ts', '**/visual.spec.ts'],
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Three pages at a time on 2 cores: a test mostly waits (the relay, the kit's screens, popups), so
  // two workers kept the box under half busy (436 CPU-s in a 1095 s run, /usr/bin/time); three took
  // the suite from 18.2 to 14.4 min on the same loaded machine. LOGINKIT_E2E_WORKERS overrides it.
  workers: Number(process.env.LOGINKIT_E2E_WORKERS ?? 3),
  // Each wait for what the page should do next is bounded (`expect`: 10 s): that is how long the kit
  // may take to react, and it held in every loaded run. The whole test's bound guards against a
  // hang only: a test of two to four full logins summed past 30 s on a machine running two
  // `npm test`s (15 tests in two runs on 2026-11-29, every one a whole-test timeout with no wait
  // over its 10 s), a speed limit in disguise, as the unit tests' timeouts say (vite.config.ts).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    // localhost, not 127.0.0.1: WebAuthn needs a domain as its relying party id.
    baseURL: `http://localhost:${demoPort}`,
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
  webServer: [
    {
      command: `node scripts/start.mjs --e2e --built --relay-port ${relayPort} --demo-port ${demoPort}`,
      // The demo's page is served last, after the demo's build and its relays.
      url: `http://127.0.0.1:${demoPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/serve-demo-csp.mjs --port ${cspPort} --relay-url http://127.0.0.1:${relayPort}`,
      url: `http://127.0.0.1:${cspPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/start-custom-ui.mjs --relay-port ${customUiRelayPort} --app-port ${customUiPort}`,
      // The app listens after its relay has started: ready when the app answers.
      url: `http://127.0.0.1:${customUiPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/start-next-example.mjs --relay-port ${nextRelayPort} --app-port ${nextPort}`,
      // `next build` first unless that relay's build is up to date (about a minute on two cores); ready when the app answers.
      url: `http://127.0.0.1:${nextPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/start-vite-app.mjs --relay-port ${viteAppRelayPort} --app-port ${viteAppPort}`,
      // npm pack, then `vite build` unless that tarball's build exists (a few seconds), beside the
      // package's mock relay CLI; ready when the built app answers.
      url: `http://127.0.0.1:${viteAppPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
