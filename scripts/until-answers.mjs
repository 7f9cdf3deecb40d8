/* global fetch, AbortSignal */
/**
 * Resolves when `url` answers (any HTTP status); rejects when `child` exits first or after
 * `timeoutMs`, naming `name` and adding what `stderr()` returns. Shared by the harness's servers
 * (scripts/e2e-engines.mjs) and the WebKit driver's WebKitWebDriver (e2e/engines/webdriver-driver.ts).
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} url
 * @param {{ name: string, timeoutMs: number, stderr?: () => string, intervalMs?: number }} options
 * @returns {Promise<void>}
 */
export async function untilAnswers(child, url, { name, timeoutMs, stderr = () => '', intervalMs = 200 }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} exited before ${url} answered:\n${stderr()}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(5000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${name}: ${url} did not answer within ${timeoutMs / 1000} s:\n${stderr()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
