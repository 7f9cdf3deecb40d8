import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ed25519 } from '@noble/curves/ed25519.js';
import { hex } from '@scure/base';
import { privateKeyToAccount } from 'viem/accounts';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testWalletBuild } from '../../../vite.test-wallet.config';
import { testWalletScriptFrom, testWalletScriptUrl } from './test-wallet-script';
import { testPage } from './test-utils/test-page';
import type { TestWalletController } from './test-wallet-types';

// The standalone installer is built here from the sources, with the build's own config (into a
// temporary folder, not dist), so this test checks the current code whether or not `npm run
// build` ran, and never a stale dist/test-wallet.js.
const configFile = new URL('../../../vite.test-wallet.config.ts', import.meta.url);
let folder: string;
let scriptUrl: URL;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'loginkit-test-wallet-'));
  await build({ configFile: fileURLToPath(configFile), logLevel: 'silent', build: { outDir: folder } });
  scriptUrl = pathToFileURL(join(folder, testWalletBuild.fileName));
}, 60_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const key = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';

describe('testWalletScript', () => {
  it('reads dist/test-wallet.js, where the test wallet build writes it', () => {
    expect(testWalletScriptUrl.href).toBe(pathToFileURL(join(testWalletBuild.outDir, testWalletBuild.fileName)).href);
  });

  it('keeps reading the file at run time when built (Vite inlines the target of a literal new URL(..., import.meta.url))', async () => {
    const outDir = join(folder, 'server');
    await build({
      configFile: false,
      logLevel: 'silent',
      build: { outDir, minify: false, lib: { entry: fileURLToPath(new URL('./test-wallet-script.ts', import.meta.url)), formats: ['es'], fileName: () => 'server.js' }, rolldownOptions: { external: (id) => id.startsWith('node:') || id.startsWith('@') } },
    });
    const built = readFileSync(join(outDir, 'server.js'), 'utf8');
    expect(built).toMatch(/['"]\.\.\/\.\.\/\.\.\/dist\/test-wallet\.js['"]/);
    expect(built).not.toMatch(/data:(text|application)\/javascript/);
  });

  it('is one classic script (no import or export) that installs the wallet with the options, in any page it runs in', async () => {
    const script = testWalletScriptFrom(scriptUrl, { ethereum: { accounts: [key] }, solana: { accounts: 1 }, approval: 'manual' });
    expect(readFileSync(scriptUrl, 'utf8')).not.toMatch(/^\s*(import|export)\s/m);
    const page = testPage();
    const announced: unknown[] = [];
    page.addEventListener('eip6963:announceProvider', (event) => announced.push((event as CustomEvent).detail));
    page.eval(script);
    const wallet = page.loginkitTestWallet as TestWalletController;
    expect(wallet.approval).toBe('manual');
    expect(wallet.accounts.ethereum[0]!.address).toBe(privateKeyToAccount(key).address);
    expect(announced).toHaveLength(1);

    // The same script in a second page: the same (drawn once) Solana account.
    const second = testPage();
    second.eval(script);
    expect(second.loginkitTestWallet!.accounts).toEqual(wallet.accounts);
    // Running twice in one page (addInitScript and a manual install) keeps the first wallet.
    second.eval(script);

    // The page's provider signs, once the prompt is approved.
    const { provider } = announced[0] as { provider: { request(args: { method: string; params?: unknown[] }): Promise<unknown> } };
    wallet.setApproval('approve');
    const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
    const signature = await provider.request({ method: 'personal_sign', params: ['hello', address] });
    expect(signature).toBe(await privateKeyToAccount(key).signMessage({ message: 'hello' }));
    wallet.uninstall();
    second.loginkitTestWallet!.uninstall();
  });

  it('registers the Solana wallet through the Wallet Standard events and signs with Ed25519', async () => {
    const page = testPage();
    page.eval(testWalletScriptFrom(scriptUrl, { ethereum: false }));
    const registered: { features: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>> }[] = [];
    page.dispatchEvent(new page.CustomEvent('wallet-standard:app-ready', { detail: { register: (wallet: (typeof registered)[0]) => (registered.push(wallet), () => {}) } }));
    const wallet = registered[0]!;
    const { accounts } = (await wallet.features['standard:connect']!.connect!()) as { accounts: { address: string; publicKey: Uint8Array }[] };
    const message = new TextEncoder().encode('body');
    const [output] = (await wallet.features['solana:signMessage']!.signMessage!({ account: accounts[0], message })) as { signature: Uint8Array }[];
    expect(ed25519.verify(output!.signature, message, accounts[0]!.publicKey)).toBe(true);
    expect(hex.encode(accounts[0]!.publicKey)).toBe(page.loginkitTestWallet!.accounts.solana[0]!.publicKey);
    page.loginkitTestWallet!.uninstall();
  });

  it('checks the options in Node, naming a bad one', () => {
    expect(() => testWalletScriptFrom(scriptUrl, { approval: 'later' as 'manual' })).toThrow(/options\.approval/);
  });

  it('says to run `npm run build` when the installer is missing', () => {
    expect(() => testWalletScriptFrom(pathToFileURL(join(folder, 'missing.js')))).toThrow(/missing\.js: run `npm run build` \(it builds dist\/test-wallet\.js\)/);
  });
});
