// The ports `npm test`'s servers listen on: the defaults (e2e/models/ports.ts, the Storybook
// accessibility check's 6107) when they are all free, else a free block of its own, so that a second
// `npm test` on the same machine (another checkout, a CI job beside this one) runs beside it instead
// of failing on a busy port. Explicit LOGINKIT_E2E_* / STORYBOOK_A11Y_PORT settings are kept.
//
// A block is claimed, not only found free: two runs that reach a serving step at the same moment
// would both see the defaults free (their servers are not up yet) and both take them. Each claim is
// a directory made atomically under the system's temporary directory, naming the claiming process;
// it is released when the step ends, and a claim whose process is gone is taken over.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const claims = join(tmpdir(), 'loginkit-test-ports');

const portFree = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** Every port a run uses, from its bases (e2e/models/ports.ts derives the others the same way). */
const portsOf = ({ relay, demo, storybook }) => [relay, relay + 1, relay + 2, relay + 3, relay + 4, relay + 5, demo, demo + 2, demo + 3, demo + 4, demo + 6, demo + 7, storybook];

async function allFree(bases) {
  for (const port of portsOf(bases)) if (!(await portFree(port))) return false;
  return true;
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** Claims the block starting at `relay` for this process; undefined when another live process has it. */
function claim(relay) {
  mkdirSync(claims, { recursive: true });
  const path = join(claims, String(relay));
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      mkdirSync(path);
      writeFileSync(join(path, 'pid'), String(process.pid));
      return () => rmSync(path, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let owner;
      try {
        owner = Number(readFileSync(join(path, 'pid'), 'utf8'));
      } catch {
        return undefined; // being claimed this very moment
      }
      if (Number.isNaN(owner) || alive(owner)) return undefined;
      rmSync(path, { recursive: true, force: true }); // its process is gone: take it over
    }
  }
  return undefined;
}

/**
 * The environment for a step's servers (the chosen bases, set only where not given) and `release`,
 * to call when the step ends.
 */
export async function pickPorts(env = process.env) {
  if (env.LOGINKIT_E2E_RELAY_PORT !== undefined || env.LOGINKIT_E2E_DEMO_PORT !== undefined) return { env: {}, release: () => {} };
  const defaults = { relay: 8787, demo: 5173, storybook: Number(env.STORYBOOK_A11Y_PORT ?? 6107) };
  const release = claim(defaults.relay);
  if (release !== undefined) {
    if (await allFree(defaults)) return { env: {}, release };
    release();
  }
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const base = 20_000 + Math.floor(Math.random() * 2_000) * 16;
    // relay … relay + 5, demo … demo + 7, storybook (demo + 5): 14 of the block's 16 ports.
    const bases = { relay: base, demo: base + 6, storybook: base + 11 };
    const releaseBlock = claim(base);
    if (releaseBlock === undefined) continue;
    if (await allFree(bases)) {
      return {
        env: { LOGINKIT_E2E_RELAY_PORT: String(bases.relay), LOGINKIT_E2E_DEMO_PORT: String(bases.demo), STORYBOOK_A11Y_PORT: String(bases.storybook) },
        release: releaseBlock,
      };
    }
    releaseBlock();
  }
  throw new Error('no free block of ports for the e2e servers: set LOGINKIT_E2E_RELAY_PORT and LOGINKIT_E2E_DEMO_PORT');
}
