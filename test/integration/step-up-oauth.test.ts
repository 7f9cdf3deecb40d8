import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import {
  createApiClient,
  createHttpClient,
  createKeyStore,
  createLoginKit,
  createMachineFlow,
  createRelayClient,
  initialStepUpState,
  mockOauthEndpoints,
  oauthNonce,
  transitionStepUp,
  type Flow,
  type MfaChallenge,
  type OtpState,
  type StepUpEvent,
  type StepUpState,
  type StepUpStatus,
} from '../../src/core/internal';
import { createPasskeyCryptoLoader } from '../../src/core/flows/passkey/passkey-crypto-loader';
import { createStepUpEffects } from '../../src/core/flows/step-up/step-up.effects';
import { createFakeWindow } from '../../src/core/oauth/test-utils/fake-oauth-window';
import { createMockRelay } from '../../src/mock-relay/index';

/**
 * The social login step of a step-up against the mock relay and its IdP: the kit's step-up effects
 * with a scriptable browser window (the kit takes no window option; the popup is the only part
 * faked). The provider's answer is a real id_token of the mock IdP for the nonce the popup's URL
 * carried; the relay checks it is bound to the stamp's key and is the account's linked identity.
 */
const relayUrl = 'http://relay.test';

async function untilOtp(flow: { getSnapshot(): OtpState; subscribe(l: () => void): () => void }, status: OtpState['status']): Promise<OtpState> {
  return new Promise((resolve) => {
    const check = (): boolean => (flow.getSnapshot().status === status ? (resolve(flow.getSnapshot()), true) : false);
    if (check()) return;
    const stop = flow.subscribe(() => check() && stop());
  });
}

async function until(flow: Flow<StepUpState, StepUpEvent>, ...statuses: StepUpStatus[]): Promise<StepUpState> {
  if (statuses.includes(flow.getSnapshot().status)) return flow.getSnapshot();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still ${flow.getSnapshot().status}`)), 30_000);
    const stop = flow.subscribe(() => {
      if (!statuses.includes(flow.getSnapshot().status)) return;
      clearTimeout(timer);
      stop();
      resolve(flow.getSnapshot());
    });
  });
}

async function setup() {
  // Resolves once the step's Google request is prepared (a fresh key, its nonce, PKCE, state).
  let prepared: () => void = () => undefined;
  const googleReady = new Promise<void>((resolve) => (prepared = resolve));
  const relay = createMockRelay({
    config: { enabledProviders: ['email', 'google'], privateKeys: [{ privateKeyName: 'treasury', curve: 'CURVE_SECP256K1', addressFormats: ['ADDRESS_FORMAT_ETHEREUM'] }] },
  });
  const indexedDB = new IDBFactory();
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => relay.fetch(new Request(input, init));
  const kit = createLoginKit({
    authProxyUrl: relayUrl,
    authProxyConfigId: relay.config.configId,
    trustedKeys: relay.keys,
    indexedDB,
    storageKey: `step-up-oauth-${Math.random().toString(36).slice(2)}`,
    fetch,
    onWarning: () => undefined,
  });
  // Ada logs in by email code, links her Google account ("ada" at the mock IdP), and requires it for exports.
  const login = kit.createOtpFlow(await kit.loadConfig(), { channel: 'email' });
  login.send({ type: 'setContact', contact: 'ada@example.com' });
  login.send({ type: 'submitContact' });
  await untilOtp(login, 'enteringCode');
  login.send({ type: 'setCode', code: relay.mailbox.at(-1)!.code });
  login.send({ type: 'submitCode' });
  const done = await untilOtp(login, 'success');
  if (done.status !== 'success') throw new Error(done.status);
  const session = done.session;
  const account = await kit.account();
  const linking = await relay.idp(relayUrl).issueIdToken({ provider: 'google', accountId: 'ada', nonce: await oauthNonce(session.publicKey) });
  const linked = await account.createOauthProviders({ oauthProviders: [{ providerName: 'google', oidcToken: linking }] });
  expect(linked.status).toBe('completed');
  await account.createMfaPolicy({ mfaPolicyName: 'Export', condition: "activity.action == 'EXPORT'", requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_OAUTH' }] }], order: 0 });
  const [privateKey] = await account.getPrivateKeys();
  const challenge = (await account.exportPrivateKey({ privateKeyId: privateKey!.privateKeyId })) as MfaChallenge;
  expect(challenge.status).toBe('mfaRequired');

  const win = createFakeWindow({ href: 'https://app.test/account' });
  const http = createHttpClient({ fetch });
  const effects = createStepUpEffects(challenge, {
    api: createApiClient({ baseUrl: relayUrl, http }),
    relay: createRelayClient({ authProxyUrl: relayUrl, configId: relay.config.configId, http }),
    keys: createKeyStore({ indexedDB }),
    currentSession: () => session,
    trustedKeys: relay.keys,
    passkeyCrypto: createPasskeyCryptoLoader(),
    relyingParty: () => ({ rpId: 'app.test' }),
    loadConfig: (call) => kit.loadConfig(call),
    resendCooldownMs: 30_000,
    now: Date.now,
    checkSupport: async () => ({ status: 'unsupported', reason: 'no-webauthn' }),
    oauth: { window: win, endpoints: mockOauthEndpoints(relayUrl), popupPollMs: 5, onPrepared: (provider) => provider === 'google' && prepared() },
  });
  const flow = createMachineFlow<StepUpState, StepUpEvent>({ initial: initialStepUpState(challenge), transition: transitionStepUp, effect: effects.run, onDispose: effects.dispose, effectOnStart: true });
  return { relay, kit, account, win, flow, challenge, privateKeyId: privateKey!.privateKeyId, googleReady };
}

/** The provider answers the popup's request: an id_token of `accountId` for the nonce and state the popup's URL carried. */
async function answerPopup(relay: ReturnType<typeof createMockRelay>, win: ReturnType<typeof createFakeWindow>, accountId = 'ada'): Promise<void> {
  const popup = win.popups.at(-1)!;
  await vi.waitFor(() => expect(popup.url).not.toBe('about:blank')); // opened blank when clicked before the request was ready
  const asked = new URL(popup.url);
  const idToken = await relay.idp(relayUrl).issueIdToken({ provider: 'google', accountId, nonce: asked.searchParams.get('nonce')! });
  win.popups.at(-1)!.navigate(`${asked.searchParams.get('redirect_uri')}#id_token=${idToken}&state=${asked.searchParams.get('state')}`);
}

describe('step-up: the social login step against the mock relay', () => {
  it('opens the provider in the click, with a fresh key’s nonce; the id_token back approves, and the export completes', async () => {
    const { relay, win, flow, privateKeyId, googleReady } = await setup();
    const choosing = await until(flow, 'choosing', 'failed');
    expect(choosing).toMatchObject({ status: 'choosing', context: { steps: [{ options: [{ kind: 'oauth', providers: [{ provider: 'google' }] }] }] } });
    await googleReady; // the request is prepared ahead of the click (however long that takes on a busy machine)
    flow.send({ type: 'choose', method: 'oauth' });
    expect(win.opened).toHaveLength(1); // synchronously: the browser keeps the user activation
    const asked = new URL(win.opened[0]!.url);
    expect(asked.searchParams.get('client_id')).toBe('mock-google-client');
    expect(asked.searchParams.get('redirect_uri')).toBe('https://app.test/account');
    expect(flow.getSnapshot()).toMatchObject({ status: 'authorizing', provider: 'google' });
    await answerPopup(relay, win);
    expect(await until(flow, 'completed', 'failed', 'choosing')).toMatchObject({ status: 'completed', result: { privateKeyId } });
  });

  it('a closed popup: popup_closed, the activity still waiting; another account’s identity is refused by the relay', async () => {
    const { relay, win, flow, account, challenge } = await setup();
    await until(flow, 'choosing');
    flow.send({ type: 'choose', method: 'oauth' });
    win.popups[0]!.close();
    expect(await until(flow, 'choosing', 'failed')).toMatchObject({ status: 'choosing', error: { code: 'popup_closed' }, failedMethod: { kind: 'oauth', provider: 'google' } });

    flow.send({ type: 'retry', now: Date.now() });
    await answerPopup(relay, win, 'grace');
    const refused = await until(flow, 'choosing', 'failed', 'completed');
    expect(refused).toMatchObject({ status: 'choosing', error: { details: { reason: 'TOKEN_INVALID' } } });
    expect((await account.getActivity({ activityId: challenge.activity.id })).status).toBe('ACTIVITY_STATUS_AUTHENTICATORS_NEEDED');
  });
});
