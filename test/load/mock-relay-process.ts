/**
 * The `loginkit-mock-relay` CLI as a real child process, so a test can SIGKILL it mid-write and
 * start it again. `buildMockRelayCli` bundles src/mock-relay/cli.ts with Vite (SSR build: our
 * sources in one file, packages left as imports) into a temporary folder that links this
 * repository's node_modules: no library build step needed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export interface MockRelayProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`, as the CLI printed it. */
  url: string;
  /** Resolves once the process has ended. */
  exited: Promise<void>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Bundles the CLI; returns the folder (remove it when done) and the script to run. */
export async function buildMockRelayCli(): Promise<{ folder: string; script: string }> {
  const folder = mkdtempSync(join(tmpdir(), 'loginkit-cli-'));
  symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'), 'dir');
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    build: {
      ssr: join(root, 'src/mock-relay/cli.ts'),
      outDir: join(folder, 'out'),
      minify: false,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: 'cli.mjs' } },
    },
  });
  return { folder, script: join(folder, 'out', 'cli.mjs') };
}

/** Starts the built CLI on a free port with `args`; resolves once it listens. */
export function startMockRelayProcess(script: string, args: readonly string[]): Promise<MockRelayProcess> {
  const child = spawn(process.execPath, [script, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    const onOutput = (chunk: Buffer): void => {
      output += chunk.toString('utf8');
      const match = /\[mock-relay\] relay\s+(http:\/\/[^\s/]+)\/v1\//.exec(output);
      if (match?.[1] !== undefined) {
        child.stdout.off('data', onOutput);
        child.stdout.resume();
        resolve({ child, url: match[1], exited });
      }
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code, signal) => reject(new Error(`mock relay exited (${code ?? signal}) before listening:\n${output}`)));
  });
}
