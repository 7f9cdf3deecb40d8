// The ports `npm test`'s servers listen on: the defaults (e2e/models/ports.ts, the Storybook
// accessibility check's 6107) when they are all free, else a free block of its own, so that a second
// `npm test` on the same machine (another checkout, a CI job beside this one) runs beside it instead
// of failing on a busy port. Explicit LOGINKIT_E2E_* / STORYBOOK_A11Y_PORT settings are kept.
import { createServer } from 'node:net';

const portFree = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** Every port a run uses, from its bases (e2e/models/ports.ts derives the others the same way). */
const portsOf = ({ relay, demo, storybook }) => [relay, relay + 1, relay + 2, relay + 3, relay + 4, demo, demo + 2, demo + 3, demo + 4, storybook];

async function allFree(bases) {
  for (const port of portsOf(bases)) if (!(await portFree(port))) return false;
  return true;
}

/** The environment for the run's steps: the chosen bases, set only where not given. */
export async function pickPorts(env = process.env) {
  if (env.LOGINKIT_E2E_RELAY_PORT !== undefined || env.LOGINKIT_E2E_DEMO_PORT !== undefined) return {};
  const defaults = { relay: 8787, demo: 5173, storybook: Number(env.STORYBOOK_A11Y_PORT ?? 6107) };
  if (await allFree(defaults)) return {};
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const base = 20_000 + Math.floor(Math.random() * 2_000) * 16;
    const bases = { relay: base, demo: base + 5, storybook: base + 10 };
    if (await allFree(bases)) {
      return { LOGINKIT_E2E_RELAY_PORT: String(bases.relay), LOGINKIT_E2E_DEMO_PORT: String(bases.demo), STORYBOOK_A11Y_PORT: String(bases.storybook) };
    }
  }
  throw new Error('no free block of ports for the e2e servers: set LOGINKIT_E2E_RELAY_PORT and LOGINKIT_E2E_DEMO_PORT');
}
