import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createLoginKit, isLoginKitError, oauthNonce, type LoginKit, type OtpState } from '../../src/core/internal';
import { createMockRelay, type MockRelay } from '../../src/mock-relay/index';

/**
 * A logged-in user's linked social logins through the real client and the in-process mock relay:
 * listed with get_oauth_providers (stamped by the session key), and joined by social linking
 * (spec section 5) when a verified Google email matches the user's email-code account.
 */
const relayUrl = 'http://relay.test';

function setup(): { relay: MockRelay; kit: LoginKit } {
  const relay = createMockRelay({ config: { enabledProviders: ['email', 'google'], socialLinkingClientIds: ['mock-google-client'] } });
  const kit = createLoginKit({
    authProxyUrl: relayUrl,
    authProxyConfigId: relay.config.configId,
    trustedKeys: relay.keys,
    indexedDB: new IDBFactory(),
    storageKey: `oauth-linked-${Math.random().toString(36).slice(2)}`,
    fetch: (input, init) => relay.fetch(new Request(input, init)),
    onWarning: () => undefined,
  });
  return { relay, kit };
}

async function until(flow: { getSnapshot(): OtpState; subscribe(l: () => void): () => void }, status: OtpState['status']): Promise<OtpState> {
  return new Promise((resolve, reject) => {
    const check = (): boolean => {
      const state = flow.getSnapshot();
      if (state.status === status) resolve(state);
      else if (state.status === 'failed') reject(new Error(JSON.stringify(state)));
      return state.status === status;
    };
    if (check()) return;
    const stop = flow.subscribe(() => check() && stop());
  });
}

async function logInByEmail(kit: LoginKit, relay: MockRelay, email: string) {
  const flow = kit.createOtpFlow(await kit.loadConfig(), { channel: 'email' });
  flow.send({ type: 'setContact', contact: email });
  flow.send({ type: 'submitContact' });
  await until(flow, 'enteringCode');
  flow.send({ type: 'setCode', code: relay.mailbox.filter((mail) => mail.contact === email).at(-1)?.code ?? '' });
  flow.send({ type: 'submitCode' });
  const state = await until(flow, 'success');
  if (state.status !== 'success') throw new Error(state.status);
  return state.session;
}

describe('linked social logins of the logged-in user', () => {
  it('are refused while signed out, with session_expired', async () => {
    const { kit } = setup();
    const error = await kit.listLinkedOauthProviders().catch((caught: unknown) => caught);
    expect(isLoginKitError(error, 'session_expired')).toBe(true);
  });

  it('lists none for an email-code user, then the Google login that social linking joined to the account', async () => {
    const { relay, kit } = setup();
    const session = await logInByEmail(kit, relay, 'ada@example.com');
    expect(await kit.listLinkedOauthProviders()).toEqual([]);

    // A Google login of the same verified email: the account lookup joins it to Ada's account.
    const token = await relay.idp(relayUrl).issueIdToken({ provider: 'google', accountId: 'ada', nonce: await oauthNonce(session.publicKey) });
    const lookup = await relay.fetch(
      new Request(`${relayUrl}/v1/account`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Auth-Proxy-Config-Id': relay.config.configId },
        body: JSON.stringify({ filterType: 'OIDC_TOKEN', filterValue: token }),
      }),
    );
    expect(await lookup.json()).toEqual({ organizationId: session.organizationId });

    const linked = await kit.listLinkedOauthProviders();
    expect(linked).toEqual([
      expect.objectContaining({ providerName: 'google', issuer: `${relayUrl}/idp/google`, audience: 'mock-google-client', subject: expect.any(String) }),
    ]);
  });
});
