// @vitest-environment happy-dom
/**
 * Bot protection on the signups that are not a code login's (protocol.md section 15: Turnkey's kit
 * sends the token on every path that calls signup_v2): an external wallet's signup carries a token
 * from the kit's registered source; its login (no signup) asks for none.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createLoginKit, type CaptchaEndpoint, type LoginKit, type WalletState } from '../../src/core/internal';
import { installTestWallet, type TestWalletController } from '../../src/mock-relay/index';
import { createTestRelay, kitOptionsFor } from '../../src/react/test-utils/test-kits';

const kits: LoginKit[] = [];
const wallets: TestWalletController[] = [];
afterEach(() => {
  for (const kit of kits.splice(0)) kit.dispose();
  for (const wallet of wallets.splice(0)) wallet.uninstall();
});

describe('captcha tokens on a wallet signup', () => {
  it('signup_v2 carries a token the relay accepts; the next login asks for none', async () => {
    const relay = createTestRelay({ enabledProviders: ['email', 'wallet'], captchaSiteKey: 'wallet-site-key' });
    wallets.push(installTestWallet(window, {}));
    const headers: { path: string; token: string | null }[] = [];
    const kit = createLoginKit(
      kitOptionsFor(relay, {
        fetch: (input, init) => {
          const request = new Request(input, init);
          headers.push({ path: new URL(request.url).pathname, token: request.headers.get('X-Captcha-Token') });
          return relay.fetch(request);
        },
      }),
    );
    kits.push(kit);
    const asked: CaptchaEndpoint[] = [];
    kit.setCaptchaTokenSource(({ endpoint }) => {
      asked.push(endpoint);
      return relay.captcha.issueToken().token;
    });
    const logIn = async (): Promise<WalletState> => {
      const flow = kit.createWalletFlow(await kit.loadConfig());
      const wallet = (await kit.loadWallets()).getSnapshot().find((found) => found.chain === 'ethereum');
      if (wallet === undefined) throw new Error('no Ethereum wallet on the page');
      flow.send({ type: 'select', wallet });
      return new Promise((resolve) => {
        const check = () => {
          const state = flow.getSnapshot();
          if (state.status === 'success' || state.status === 'failed') resolve(state);
        };
        flow.subscribe(check);
        check();
      });
    };
    expect((await logIn()).status).toBe('success');
    expect(asked).toEqual(['signup_v2']);
    expect(headers.filter((sent) => sent.token !== null).map((sent) => sent.path)).toEqual(['/v1/signup_v2']);
    await kit.logout();
    asked.length = 0;
    expect((await logIn()).status).toBe('success');
    expect(asked).toEqual([]);
  });
});
