import { describe, expect, it } from 'vitest';
import { LoginKitError } from '../../errors';
import type { Session } from '../../session/session-types';
import type { WalletAccount, WalletInfo } from '../../wallets/wallet-types';
import { initialWalletState, transitionWallet } from './wallet.machine';
import type { WalletEvent, WalletState } from './wallet.types';

const wallet: WalletInfo = { id: 'eip6963:1', chain: 'ethereum', source: 'eip6963', name: 'Test Wallet' };
const first: WalletAccount = { chain: 'ethereum', address: '0x1111111111111111111111111111111111111111' };
const second: WalletAccount = { chain: 'ethereum', address: '0x2222222222222222222222222222222222222222' };
const session = { publicKey: '02ab', method: 'wallet' } as Session;
const rejected = new LoginKitError('wallet_rejected', 'rejected');
const locked = new LoginKitError('wallet_locked', 'locked');

const states = {
  idle: initialWalletState(),
  connecting: { status: 'connecting', wallet },
  choosing: { status: 'choosingAccount', wallet, accounts: [first, second] },
  signing: { status: 'signing', wallet, account: first },
  completing: { status: 'completing', wallet, account: first },
  cancelledSigning: { status: 'cancelled', wallet, account: first, error: rejected },
  failedConnecting: { status: 'failed', wallet, error: locked },
  success: { status: 'success', wallet, account: first, session, isNewUser: true },
} satisfies Record<string, WalletState>;

describe('the wallet login machine: connect, (pick an account,) one signature, then the relay', () => {
  it.each<[string, WalletState, WalletEvent, WalletState]>([
    ['a wallet is chosen from the list', states.idle, { type: 'select', wallet }, states.connecting],
    ['one shared account goes straight to its signature', states.connecting, { type: 'connected', accounts: [first] }, states.signing],
    ['several accounts are offered to pick from, in the wallet order', states.connecting, { type: 'connected', accounts: [first, second] }, states.choosing],
    ['a picked account signs', states.choosing, { type: 'chooseAccount', account: second }, { status: 'signing', wallet, account: second }],
    ['asking the wallet for other accounts connects again', states.choosing, { type: 'requestOtherAccounts' }, { status: 'connecting', wallet, otherAccounts: true }],
    ['after refusing to sign with the selected account, another one can be asked for', states.cancelledSigning, { type: 'requestOtherAccounts' }, { status: 'connecting', wallet, otherAccounts: true }],
    ['the signature given, the relay completes', states.signing, { type: 'signed' }, states.completing],
    ['the session ends it', states.completing, { type: 'loggedIn', session, isNewUser: true }, states.success],
    ['a refusal in the wallet is a cancellation (retry offered)', states.signing, { type: 'walletFailed', error: rejected }, states.cancelledSigning],
    ['a locked wallet fails naming the cause', states.connecting, { type: 'walletFailed', error: locked }, states.failedConnecting],
    ['a relay failure while completing keeps the account', states.completing, { type: 'walletFailed', error: locked }, { status: 'failed', wallet, account: first, error: locked }],
    ['retrying a refused signature asks the same account again', states.cancelledSigning, { type: 'retry' }, states.signing],
    ['retrying a failed connection connects again', states.failedConnecting, { type: 'retry' }, states.connecting],
    ['back from a failure shows the list', states.failedConnecting, { type: 'back' }, states.idle],
    ['back while the wallet asks for a signature shows the list (its answer is ignored)', states.signing, { type: 'back' }, states.idle],
    ['back while picking an account shows the list', states.choosing, { type: 'back' }, states.idle],
    ['cancel while the relay completes shows the list, no error', states.completing, { type: 'cancel' }, states.idle],
  ])('%s', (_name, state, event, next) => {
    expect(transitionWallet(state, event)).toEqual(next);
  });

  it.each<[string, WalletState, WalletEvent]>([
    ['a late connection answer after going back', states.idle, { type: 'connected', accounts: [first] }],
    ['an account the wallet did not share', states.choosing, { type: 'chooseAccount', account: { chain: 'ethereum', address: '0x3333333333333333333333333333333333333333' } }],
    ['a connection that shares no account (the effects report wallet_locked)', states.connecting, { type: 'connected', accounts: [] }],
    ['a second wallet while one is connecting', states.connecting, { type: 'select', wallet }],
    ['back while the relay completes (the session is being made)', states.completing, { type: 'back' }],
    ['a failure after success', states.success, { type: 'walletFailed', error: locked }],
    ['retry when nothing failed', states.signing, { type: 'retry' }],
    ['other accounts after a failed connection (no account known yet)', states.failedConnecting, { type: 'requestOtherAccounts' }],
    ['cancel at the list', states.idle, { type: 'cancel' }],
    ['cancel while the wallet connects (back leaves its prompt)', states.connecting, { type: 'cancel' }],
    ['cancel while picking an account', states.choosing, { type: 'cancel' }],
    ['cancel while the wallet asks for a signature', states.signing, { type: 'cancel' }],
    ['cancel after a refusal', states.cancelledSigning, { type: 'cancel' }],
    ['cancel after a failure', states.failedConnecting, { type: 'cancel' }],
    ['cancel at success', states.success, { type: 'cancel' }],
    ['a late session after a cancel', states.idle, { type: 'loggedIn', session, isNewUser: false }],
  ])('ignores %s (same state object)', (_name, state, event) => {
    expect(transitionWallet(state, event)).toBe(state);
  });
});
