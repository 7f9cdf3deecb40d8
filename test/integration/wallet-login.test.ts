// @vitest-environment happy-dom
/**
 * External-wallet signup and login end to end: the real client (discovery, connectors, stamps,
 * HPKE, key store) against the real mock relay handler, with the test wallet of
 * loginkit/mock-relay installed in the page (real secp256k1 / Ed25519 keys).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createLoginKit, type Flow, type LoginKit, type WalletEvent, type WalletInfo, type WalletState } from '../../src/core/internal';
import { installTestWallet, type MockRelay, type TestWalletController } from '../../src/mock-relay/index';
import { setFaults } from '../../src/mock-relay/test-utils/fault-rules';
import { createTestRelay, kitOptionsFor } from '../../src/react/test-utils/test-kits';

const kits: LoginKit[] = [];
const wallets: TestWalletController[] = [];
afterEach(() => {
  for (const kit of kits.splice(0)) kit.dispose();
  for (const wallet of wallets.splice(0)) wallet.uninstall();
});

interface Sent {
  path: string;
  body: Record<string, unknown>;
  headers: Headers;
}

function setup(options: Parameters<typeof installTestWallet>[1] = {}, relay: MockRelay = createTestRelay({ enabledProviders: ['email', 'wallet'] })) {
  const wallet = installTestWallet(window, options);
  wallets.push(wallet);
  const sent: Sent[] = [];
  const kit = createLoginKit(
    kitOptionsFor(relay, {
      fetch: async (input, init) => {
        const request = new Request(input, init);
        sent.push({ path: new URL(request.url).pathname, body: JSON.parse((await request.clone().text()) || '{}'), headers: request.headers });
        return relay.fetch(request);
      },
    }),
  );
  kits.push(kit);
  return { kit, relay, wallet, sent };
}

/** The flow's first state in `statuses` (waits on the flow's own changes; vitest's test timeout bounds it). */
function until(flow: Flow<WalletState, WalletEvent>, statuses: WalletState['status'][]): Promise<WalletState> {
  return new Promise((resolve) => {
    const check = (): boolean => {
      const state = flow.getSnapshot();
      if (!statuses.includes(state.status)) return false;
      unsubscribe();
      resolve(state);
      return true;
    };
    const unsubscribe = flow.subscribe(() => void check());
    check();
  });
}

async function walletOf(kit: LoginKit, chain: WalletInfo['chain']): Promise<WalletInfo> {
  const found = (await kit.loadWallets()).getSnapshot().find((wallet) => wallet.chain === chain);
  if (found === undefined) throw new Error(`no ${chain} wallet on the page`);
  return found;
}

async function logInWith(kit: LoginKit, chain: WalletInfo['chain']): Promise<{ flow: Flow<WalletState, WalletEvent>; state: WalletState }> {
  const flow = kit.createWalletFlow(await kit.loadConfig());
  flow.send({ type: 'select', wallet: await walletOf(kit, chain) });
  return { flow, state: await until(flow, ['success', 'failed', 'cancelled', 'choosingAccount']) };
}

const success = (state: WalletState) => {
  if (state.status !== 'success') throw new Error(`expected success, got ${state.status}${'error' in state ? `: ${state.error.message}` : ''}`);
  return state;
};

describe.each([
  ['ethereum', 'API_KEY_CURVE_SECP256K1', 'SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191'],
  ['solana', 'API_KEY_CURVE_ED25519', 'SIGNATURE_SCHEME_TK_API_ED25519'],
] as const)('%s wallet login (protocol.md section 13)', (chain, curveType, scheme) => {
  it('signs up a new wallet with one signature, then logs the same account in with one more', async () => {
    const { kit, wallet, sent } = setup();
    const walletAccount = wallet.accounts[chain][0]!;

    const signup = success((await logInWith(kit, chain)).state);
    expect(signup.isNewUser).toBe(true);
    expect(signup.session).toMatchObject({ method: 'wallet', contact: walletAccount.address, sessionType: 'SESSION_TYPE_READ_WRITE' });
    expect(kit.getSessionState()).toEqual({ status: 'signedIn', session: signup.session });
    // One connect prompt and one signature: the signed request is the login itself.
    expect(wallet.requests().map((request) => [request.kind, request.outcome])).toEqual([
      ['connect', 'approved'],
      ['sign', 'approved'],
    ]);
    const signed = wallet.requests()[1]!.message!;
    expect(JSON.parse(signed)).toMatchObject({ type: 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2', parameters: { expirationSeconds: '900' } });

    // Lookup by the wallet's key, signup with it as an API key (no contact), the stamped request,
    // then the service's word that the session key is the new user's, who holds the wallet's key and nothing else.
    const paths = sent.map((request) => request.path).filter((path) => path !== '/v1/wallet_kit_config' && path !== '/v1/wallet_kit_client_params');
    expect(paths).toEqual(['/v1/account', '/v1/signup_v2', '/public/v1/submit/create_read_write_session', '/public/v1/query/get_user']);
    expect(sent.find((request) => request.path === '/v1/account')!.body).toEqual({ filterType: 'PUBLIC_KEY', filterValue: walletAccount.publicKey });
    expect(sent.find((request) => request.path === '/v1/signup_v2')!.body).toEqual({
      apiKeys: [{ apiKeyName: `wallet-auth:${walletAccount.publicKey}`, publicKey: walletAccount.publicKey, curveType }],
      authenticators: [],
      oauthProviders: [],
    });
    const submit = sent.find((request) => request.path === '/public/v1/submit/create_read_write_session')!;
    expect(JSON.stringify(submit.body)).toBe(signed); // the wallet signed exactly what was sent
    const stamp = JSON.parse(atob(submit.headers.get('X-Stamp')!.replace(/-/g, '+').replace(/_/g, '/')));
    expect(stamp).toMatchObject({ publicKey: walletAccount.publicKey, scheme });

    await kit.logout();
    sent.length = 0;
    const login = success((await logInWith(kit, chain)).state);
    expect(login.isNewUser).toBe(false);
    expect(login.session).toMatchObject({ organizationId: signup.session.organizationId, userId: signup.session.userId, method: 'wallet' });
    expect(login.session.publicKey).not.toBe(signup.session.publicKey);
    // A returning user: no new connect prompt (the wallet remembers the site), one signature, no signup.
    expect(wallet.requests().slice(2).map((request) => request.kind)).toEqual(['sign']);
    expect(sent.map((request) => request.path)).not.toContain('/v1/signup_v2');
  });

  it("refuses a session key the relay sealed for an attacker's account: the wallet's key is not that user's (issue 23)", async () => {
    const { kit, relay } = setup();
    await logInWith(kit, chain);
    await kit.logout();
    await setFaults(relay, { endpoint: '/public/v1/submit/create_read_write_session', fault: 'substitute-bundle', owner: 'to', to: 'mallory@evil.test' });
    const { state } = await logInWith(kit, chain);
    expect(state).toMatchObject({ status: 'failed', error: { code: 'untrusted_response', details: { field: 'get_user', check: 'apiKey' } } });
    expect(kit.getSessionState().status).not.toBe('signedIn');
  });

  it('a refusal in the wallet is a cancellation; retry asks again and logs in; nothing is created before', async () => {
    const { kit, wallet, relay } = setup();
    await logInWith(kit, chain); // connected once
    await kit.logout();
    wallet.rejectNext(); // the signature
    const { flow, state } = await logInWith(kit, chain);
    expect(state).toMatchObject({ status: 'cancelled', error: { code: 'wallet_rejected' } });
    expect(kit.getSessionState().status).toBe('signedOut');
    flow.send({ type: 'retry' });
    expect(success(await until(flow, ['success', 'failed', 'cancelled'])).isNewUser).toBe(false);
    expect(Object.keys(relay.state.organizations).filter((id) => id !== relay.config.organizationId)).toHaveLength(1);
  });

  it('a locked wallet fails naming the cause, and logs in once unlocked', async () => {
    const { kit, wallet } = setup();
    wallet.lock();
    const { flow, state } = await logInWith(kit, chain);
    expect(state).toMatchObject({ status: 'failed', error: { code: 'wallet_locked' } });
    wallet.unlock();
    flow.send({ type: 'retry' });
    success(await until(flow, ['success', 'failed', 'cancelled']));
  });
});

describe('several accounts, and the wallet leaving', () => {
  it('signs with the account picked in the wallet when the person refuses the first and asks for another', async () => {
    const { kit, wallet } = setup({ ethereum: { accounts: 2 }, solana: false });
    success((await logInWith(kit, 'ethereum')).state); // the site is connected (first account)
    await kit.logout();
    wallet.rejectNext(); // the next signature: "not with this account"
    const { flow, state: refused } = await logInWith(kit, 'ethereum');
    expect(refused.status).toBe('cancelled');
    flow.send({ type: 'requestOtherAccounts' });
    const state = success(await until(flow, ['success', 'failed', 'cancelled']));
    expect(state.account.address).toBe(wallet.accounts.ethereum[1]!.address);
    expect(state.session.contact).toBe(wallet.accounts.ethereum[1]!.address);
    expect(state.isNewUser).toBe(true); // another key: another account
  });

  it('a Solana wallet sharing several accounts lets the person pick one', async () => {
    const { kit, wallet } = setup({ ethereum: false, solana: { accounts: 2 } });
    const { flow, state } = await logInWith(kit, 'solana');
    if (state.status !== 'choosingAccount') throw new Error(`expected choosingAccount, got ${state.status}`);
    expect(state.accounts.map((account) => account.address)).toEqual(wallet.accounts.solana.map((account) => account.address));
    flow.send({ type: 'chooseAccount', account: state.accounts[1]! });
    expect(success(await until(flow, ['success', 'failed', 'cancelled'])).session.contact).toBe(wallet.accounts.solana[1]!.address);
  });

  it('a wallet removed from the page fails as unavailable', async () => {
    const { kit, wallet } = setup();
    const chosen = await walletOf(kit, 'ethereum');
    wallet.uninstall();
    const flow = kit.createWalletFlow(await kit.loadConfig());
    flow.send({ type: 'select', wallet: chosen });
    expect(await until(flow, ['failed', 'cancelled', 'success'])).toMatchObject({ status: 'failed', error: { code: 'wallet_unavailable' } });
  });
});

describe('linking a wallet to a logged-in account', () => {
  it('links an Ethereum wallet to a Solana user with one signature, lists both, and the linked wallet logs in to that account', async () => {
    const { kit, wallet } = setup();
    success((await logInWith(kit, 'solana')).state); // account A: Solana wallet
    const accountA = kit.getSessionState();
    const ethereum = await walletOf(kit, 'ethereum');
    const linked = await kit.linkWallet(ethereum.id);
    expect(linked).toMatchObject({ chain: 'ethereum', address: wallet.accounts.ethereum[0]!.address, publicKey: wallet.accounts.ethereum[0]!.publicKey });
    const linkSignature = wallet.requests().at(-1)!;
    expect(linkSignature).toMatchObject({ kind: 'sign', chain: 'ethereum' });
    expect(linkSignature.message).toMatch(/^Link this wallet to your .+ account\./);
    const listed = await kit.listLinkedWallets();
    expect(listed.map((item) => [item.chain, item.address])).toEqual([
      ['solana', wallet.accounts.solana[0]!.address],
      ['ethereum', wallet.accounts.ethereum[0]!.address],
    ]);

    // The Ethereum wallet now logs in to account A.
    await kit.logout();
    const login = success((await logInWith(kit, 'ethereum')).state);
    expect(accountA.status === 'signedIn' && login.session.userId).toBe(accountA.status === 'signedIn' ? accountA.session.userId : undefined);
  });

  it('refuses to link a wallet that belongs to another account, naming it', async () => {
    const relay = createTestRelay({ enabledProviders: ['email', 'wallet'] });
    const { kit } = setup({ solana: { accounts: 2 } }, relay);
    success((await logInWith(kit, 'ethereum')).state); // the Ethereum wallet has its own account
    await kit.logout();
    const solanaFlow = kit.createWalletFlow(await kit.loadConfig());
    solanaFlow.send({ type: 'select', wallet: await walletOf(kit, 'solana') });
    const choosing = await until(solanaFlow, ['choosingAccount']);
    if (choosing.status !== 'choosingAccount') throw new Error('expected choosingAccount');
    solanaFlow.send({ type: 'chooseAccount', account: choosing.accounts[0]! });
    success(await until(solanaFlow, ['success', 'failed', 'cancelled'])); // logged in as the Solana user
    await expect(kit.linkWallet((await walletOf(kit, 'ethereum')).id)).rejects.toMatchObject({ code: 'already_exists', details: { field: 'wallet' } });
  });

  it('needs a session', async () => {
    const { kit } = setup();
    await expect(kit.listLinkedWallets()).rejects.toMatchObject({ code: 'session_expired' });
    await expect(kit.linkWallet('eip6963:none')).rejects.toMatchObject({ code: 'session_expired' });
  });
});
