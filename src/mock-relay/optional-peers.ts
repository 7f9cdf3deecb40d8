/**
 * The mock relay's server libraries (hono, jose, @simplewebauthn/server, …) are optional peer
 * dependencies of loginkit: an app that only logs in does not install them (docs/installing.md).
 * The CLI checks them before it loads the server, so a missing one is named with the command that
 * installs it, instead of Node's "Cannot find package" from deep inside dist/.
 * Node only (reads the file system).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface PackageJson {
  name?: string;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** A package the mock relay needs and Node would not find, with the range loginkit asks for. */
export interface MissingPeer {
  name: string;
  range: string;
}

/** loginkit's own package.json: the first one named `loginkit` above `from`. */
function findOwnPackage(from: string): { dir: string; pkg: PackageJson } | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const path = join(dir, 'package.json');
    if (existsSync(path)) {
      const pkg = JSON.parse(readFileSync(path, 'utf8')) as PackageJson;
      if (pkg.name === 'loginkit') return { dir, pkg };
    }
    if (dirname(dir) === dir) return undefined;
  }
}

/** Whether Node's lookup from `from` (each `node_modules` folder up to the root) finds `name`. */
function installed(name: string, from: string): boolean {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules', name, 'package.json'))) return true;
    if (dirname(dir) === dir) return false;
  }
}

/**
 * The optional peer dependencies (as loginkit's package.json lists them) that cannot be found from
 * loginkit's folder; empty when all are there. `from` defaults to this module's folder.
 */
export function missingOptionalPeers(from: string = dirname(fileURLToPath(import.meta.url))): MissingPeer[] {
  const own = findOwnPackage(from);
  if (own === undefined) return [];
  const { pkg, dir } = own;
  return Object.entries(pkg.peerDependenciesMeta ?? {})
    .filter(([name, meta]) => meta.optional === true && !installed(name, dir))
    .map(([name]) => ({ name, range: pkg.peerDependencies?.[name] ?? '*' }));
}

/** What to tell a person when `missing` is not empty: the packages and the install command. */
export function missingPeersMessage(missing: readonly MissingPeer[]): string {
  return [
    `the mock relay needs ${missing.length === 1 ? 'a package' : 'packages'} that ${missing.length === 1 ? 'is' : 'are'} not installed: ${missing.map((peer) => peer.name).join(', ')}.`,
    'They are optional peer dependencies of loginkit (only the mock relay uses them). Install them with:',
    '',
    `  npm install --save-dev ${missing.map((peer) => `"${peer.name}@${peer.range}"`).join(' ')}`,
    '',
    'More: https://github.com/loginkit/loginkit/blob/main/docs/installing.md',
  ].join('\n');
}
