import { expect } from 'vitest';
import { demo } from '../apps';
import type { Flow } from '../flow';
import { DemoWalletModel, pageErrors, type WalletChain } from '../models/demo-wallet';

/*
 * External-wallet login with the wallets the demo installs by default (the mock relay's test wallet:
 * real secp256k1 / Ed25519 signatures the relay verifies). Their keys are fixed, so a first login is
 * a signup or a login depending on earlier runs against the same relay: the first success screen
 * may say either; every later one says "Welcome back", to the same user.
 */

/** Log in with the wallet, log out, log in again: the same user, one connect then one signature per login. */
function walletLoginFlow(chain: WalletChain): Flow {
  return {
    name: `demo: ${chain} wallet log in${chain === 'solana' ? ' (choosing one of its accounts)' : ''}, log out, log in again`,
    async run({ page }) {
      const login = demo.model(page);
      const wallet = new DemoWalletModel(login);
      await login.open();
      const [address] = await wallet.addresses(chain);
      // The Solana wallet shares both its accounts, so the modal asks which one; the Ethereum wallet shares its selected one.
      const account = chain === 'solana' ? address : undefined;

      const first = await wallet.logIn(chain, address!, 'either', account);
      expect(await wallet.prompts()).toEqual([
        { chain, kind: 'connect', outcome: 'approved' },
        { chain, kind: 'sign', outcome: 'approved' },
      ]);

      await login.logout();
      expect(await wallet.logIn(chain, address!, 'returning', account)).toEqual(first);
      expect((await wallet.prompts()).slice(2).filter((prompt) => prompt.kind === 'sign')).toEqual([{ chain, kind: 'sign', outcome: 'approved' }]);
      expect(await pageErrors(page)).toEqual([]);
    },
  };
}

/** The connection declined in the wallet: "You declined in your wallet", Try again, and the login goes through. */
const walletDeclinedThenRetryFlow: Flow = {
  name: 'demo: ethereum wallet declined, then Try again logs in',
  async run({ page }) {
    const login = demo.model(page);
    const wallet = new DemoWalletModel(login);
    await login.open();
    const [address] = await wallet.addresses('ethereum');

    await login.openLogin();
    await wallet.rejectNext(); // the connection prompt
    await wallet.choose('ethereum');
    await wallet.expectDeclinedThenRetry();
    await login.finishLogin('either');
    await login.expectLoggedIn(address!);
    expect((await wallet.prompts()).map(({ kind, outcome }) => [kind, outcome])).toEqual([
      ['connect', 'rejected'],
      ['connect', 'approved'],
      ['sign', 'approved'],
    ]);
    expect(await pageErrors(page)).toEqual([]);
  },
};

export const walletLoginFlows: Flow[] = [walletLoginFlow('ethereum'), walletLoginFlow('solana'), walletDeclinedThenRetryFlow];
