import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { missingOptionalPeers, missingPeersMessage } from './optional-peers';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** An app folder with loginkit installed in node_modules, and the given packages beside it. */
function app(installedPeers: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'loginkit-peers-'));
  made.push(root);
  const own = join(root, 'node_modules', 'loginkit');
  mkdirSync(join(own, 'dist', 'mock-relay'), { recursive: true });
  writeFileSync(
    join(own, 'package.json'),
    JSON.stringify({
      name: 'loginkit',
      peerDependencies: { react: '^19.0.0', hono: '^4.13.19', '@simplewebauthn/server': '^14.0.3' },
      peerDependenciesMeta: { hono: { optional: true }, '@simplewebauthn/server': { optional: true } },
    }),
  );
  for (const name of installedPeers) {
    mkdirSync(join(root, 'node_modules', name), { recursive: true });
    writeFileSync(join(root, 'node_modules', name, 'package.json'), JSON.stringify({ name }));
  }
  return join(own, 'dist', 'mock-relay');
}

describe('missingOptionalPeers', () => {
  it('names the optional peers Node would not find from the package, with their ranges', () => {
    expect(missingOptionalPeers(app(['hono']))).toEqual([{ name: '@simplewebauthn/server', range: '^14.0.3' }]);
  });

  it('is empty when every optional peer is installed (required peers are not its business)', () => {
    expect(missingOptionalPeers(app(['hono', '@simplewebauthn/server']))).toEqual([]);
  });

  it('finds them in this repository (devDependencies)', () => {
    expect(missingOptionalPeers()).toEqual([]);
  });
});

describe('missingPeersMessage', () => {
  it('names the packages and gives one install command', () => {
    const message = missingPeersMessage([
      { name: 'hono', range: '^4.13.19' },
      { name: 'jose', range: '^6.2.17' },
    ]);
    expect(message).toContain('not installed: hono, jose.');
    expect(message).toContain('npm install --save-dev "hono@^4.13.19" "jose@^6.2.17"');
  });
});
