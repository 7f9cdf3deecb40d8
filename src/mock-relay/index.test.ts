import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as browserEntry from './index';
import * as serverEntry from './server-index';

const here = dirname(fileURLToPath(import.meta.url));

/** Every module reachable from `entry` through relative imports, with its bare imports. */
function importGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const visit = (file: string): void => {
    if (graph.has(file)) return;
    const source = readFileSync(file, 'utf8');
    const specifiers = [...source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'/g)].map((match) => match[1] ?? '');
    graph.set(file, specifiers.filter((specifier) => !specifier.startsWith('.')));
    for (const specifier of specifiers.filter((item) => item.startsWith('.'))) visit(resolve(dirname(file), `${specifier}.ts`));
  };
  visit(entry);
  return graph;
}

describe('loginkit/mock-relay is browser-safe', () => {
  it('imports no node:* module from index.ts, handler.ts or anything they import', () => {
    const graph = importGraph(join(here, 'index.ts'));
    expect([...graph.keys()].some((file) => file.endsWith('handler.ts'))).toBe(true);
    expect([...graph.keys()].some((file) => file.endsWith('otp-verify.ts'))).toBe(true);
    const nodeImports = [...graph].flatMap(([file, bare]) => bare.filter((name) => name.startsWith('node:') || name === '@hono/node-server').map((name) => `${file}: ${name}`));
    expect(nodeImports).toEqual([]);
  });

  it('exports createMockRelay and installTestWallet only (besides types)', () => {
    expect(Object.keys(browserEntry)).toEqual(['createMockRelay', 'installTestWallet']);
  });
});

describe('loginkit/mock-relay/server', () => {
  it('exports the server, the config-file loader and file persistence', () => {
    expect(serverEntry).toMatchObject({
      startMockRelayServer: expect.any(Function),
      loadRelayConfigFile: expect.any(Function),
      createFilePersistence: expect.any(Function),
      createMockRelay: expect.any(Function),
      validateRelayConfig: expect.any(Function),
      testWalletScript: expect.any(Function),
    });
  });
});
