import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, createLoginKit, createRelayClient, findPasskeyOrganization } from '../../src/core/internal';
import { setFaults } from '../../src/mock-relay/test-utils/fault-rules';
import { disposeAfterTest, logIn, readyFlow, rpId, sessionOf, settled, setupPasskeyKit as setup, signUp, until, usePasskeyDevice } from './passkey-test-kit';

/**
 * Passkey signup and login end to end (client + mock relay); the browser's WebAuthn is a
 * software passkey device (see passkey-test-kit.ts and passkey-browser-stub.ts).
 */
vi.mock('@simplewebauthn/browser', async () => (await import('./passkey-browser-stub')).passkeyBrowserStub);
usePasskeyDevice();

describe('passkey signup and login (client + mock relay)', () => {
  it('signs up with a new passkey, then logs in with it to the same sub-organization with a new session key', async () => {
    const { kit, relay, keys, sent, device } = setup();
    const signup = await signUp(kit, device, '  Ada Lovelace ');
    expect(signup.state).toMatchObject({ status: 'success', mode: 'signup', isNewUser: true });
    const first = sessionOf(signup.state);
    expect(first).toMatchObject({ method: 'passkey', sessionType: 'SESSION_TYPE_READ_WRITE' });
    expect(first.organizationId).not.toBe(relay.config.organizationId);
    expect(first.expiresAt - first.createdAt).toBe(relay.config.sessionExpirationSeconds * 1000);
    expect(kit.getSessionState()).toEqual({ status: 'signedIn', session: first });

    const signupBody = sent.find((request) => request.path === '/v1/signup_v2')!.body;
    expect(signupBody).toMatchObject({
      userName: 'Ada Lovelace',
      authenticators: [{ authenticatorName: 'Ada Lovelace', attestation: { transports: ['AUTHENTICATOR_TRANSPORT_INTERNAL', 'AUTHENTICATOR_TRANSPORT_HYBRID'] } }],
      apiKeys: [{ publicKey: first.publicKey, curveType: 'API_KEY_CURVE_P256', expirationSeconds: '900' }],
      oauthProviders: [],
    });
    expect(device.prompts[0]).toMatchObject({ kind: 'create', options: { rp: { id: rpId }, user: { name: 'Ada Lovelace' } } });

    await kit.logout();
    const login = await logIn(kit, device);
    expect(login.state).toMatchObject({ status: 'success', mode: 'login', isNewUser: false });
    const second = sessionOf(login.state);
    expect(second).toMatchObject({ organizationId: first.organizationId, userId: first.userId, method: 'passkey' });
    expect(second.publicKey).not.toBe(first.publicKey);

    // The login named the parent organization (discoverable: the service found the sub-organization) and was passkey-stamped.
    const submitted = sent.find((request) => request.path === '/public/v1/submit/create_read_write_session')!;
    expect(submitted.body).toMatchObject({ organizationId: relay.config.organizationId, parameters: { expirationSeconds: '900' } });
    expect((submitted.body.parameters as { targetPublicKey: string }).targetPublicKey).toMatch(/^04[0-9a-f]{128}$/);
    expect(submitted.headers.get('X-Stamp-WebAuthn')).not.toBeNull();
    expect(submitted.url).toBe('http://relay.test/public/v1/submit/create_read_write_session'); // the relay's origin by default
    expect(device.prompts[1]).toMatchObject({ kind: 'get', options: { rpId, userVerification: 'preferred' } });

    // The session key came from the credential bundle and is held non-extractable.
    const held = await keys.get(second.publicKey);
    expect(held?.privateKey.extractable).toBe(false);
  });

  it('sends main-API calls to the apiBaseUrl option', async () => {
    const { kit, device, sent } = setup({}, { apiBaseUrl: 'http://api.test/' });
    await signUp(kit, device);
    await kit.passkeys.list();
    // The signup's confirmation (get_user stamped by the new session key) and the list.
    expect(sent.filter((request) => request.path.startsWith('/public/v1/')).map((request) => new URL(request.url).origin)).toEqual(['http://api.test', 'http://api.test']);
  });

  it('reads the activity in the nested shape too', async () => {
    const { kit, device } = setup({ activityResponseShape: 'nested' });
    await signUp(kit, device);
    await kit.logout();
    expect((await logIn(kit, device)).state).toMatchObject({ status: 'success', isNewUser: false });
  });

  it('a closed prompt is cancelled; retry opens it again at once and logs in', async () => {
    const { kit, device } = setup();
    await signUp(kit, device);
    await kit.logout();
    device.failNext = 'NotAllowedError';
    const { flow, state } = await logIn(kit, device);
    expect(state).toMatchObject({ status: 'cancelled', mode: 'login', error: { code: 'passkey_cancelled' } });
    const prompts = device.prompts.length;
    flow.send({ type: 'retry' });
    expect(device.prompts.length).toBe(prompts + 1);
    expect(await until(flow, settled)).toMatchObject({ status: 'success', isNewUser: false });
  });

  it('going back while the prompt is open closes it, and its late answer changes nothing', async () => {
    const { kit, device, sent, keys } = setup();
    device.hold = true;
    const flow = await readyFlow(kit);
    flow.send({ type: 'startSignup' });
    flow.send({ type: 'createPasskey' });
    expect(flow.getSnapshot()).toMatchObject({ status: 'prompting', mode: 'signup' });
    flow.send({ type: 'back' });
    expect(flow.getSnapshot()).toMatchObject({ status: 'naming' });
    expect(device.cancelled).toBe(1);
    device.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(flow.getSnapshot()).toMatchObject({ status: 'naming' });
    expect(kit.getSessionState().status).not.toBe('signedIn');
    expect(sent.map((request) => request.path)).not.toContain('/v1/signup_v2');
    expect(await keys.list()).toEqual([]);
  });

  it('going back from an open login prompt sends nothing when the prompt answers late', async () => {
    const { kit, device, sent } = setup();
    await signUp(kit, device);
    await kit.logout();
    device.hold = true;
    const flow = await readyFlow(kit);
    flow.send({ type: 'login' });
    flow.send({ type: 'back' });
    expect(flow.getSnapshot()).toMatchObject({ status: 'idle' });
    device.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.map((request) => request.path)).not.toContain('/public/v1/submit/create_read_write_session');
    expect(kit.getSessionState().status).toBe('signedOut');
  });

  it('a flow disposed while the account is being created deletes its key and logs nobody in', async () => {
    const { kit, keys, gate } = setup();
    const release = gate('/v1/signup_v2');
    const flow = await readyFlow(kit);
    flow.send({ type: 'startSignup' });
    flow.send({ type: 'createPasskey' });
    await until(flow, (state) => state.status === 'completing');
    await vi.waitFor(async () => expect(await keys.list()).toHaveLength(1));
    flow.dispose();
    release();
    await vi.waitFor(async () => expect(await keys.list()).toEqual([]));
    expect(kit.getSessionState().status).not.toBe('signedIn');
  });

  it('a passkey the service does not know fails clearly (unauthenticated, naming the passkey)', async () => {
    const { kit, device } = setup();
    await signUp(kit, device);
    await kit.logout();
    const other = setup(); // another relay: the same device's passkey is unknown there
    const { state } = await logIn(other.kit, device);
    expect(state).toMatchObject({ status: 'failed', mode: 'login', error: { code: 'unauthenticated', details: { field: 'passkey' } } });
    expect(await other.keys.list()).toEqual([]);
  });

  it('a refused registration fails the signup and leaves no key behind', async () => {
    const { kit, device, keys } = setup();
    device.registrationOverrides = { origin: 'https://evil.test' };
    const { state } = await signUp(kit, device);
    expect(state).toMatchObject({ status: 'failed', mode: 'signup' });
    expect(await keys.list()).toEqual([]);
  });

  it('fails with invalid_input naming rpId when there is no page and no rpId option', async () => {
    const { relay, device } = setup();
    const kit = createLoginKit({
      authProxyUrl: 'http://relay.test',
      authProxyConfigId: relay.config.configId,
      trustedKeys: relay.keys,
      indexedDB: new IDBFactory(),
      fetch: (input, init) => relay.fetch(new Request(input, init)),
    });
    disposeAfterTest(kit);
    const flow = await readyFlow(kit);
    flow.send({ type: 'login' });
    expect(await until(flow, settled)).toMatchObject({ status: 'failed', error: { code: 'invalid_input', details: { field: 'rpId' } } });
    expect(device.prompts).toHaveLength(0);
  });

  it('finds the sub-organization of a passkey by its credential id (for apps that need it)', async () => {
    const { kit, relay, device } = setup();
    const session = sessionOf((await signUp(kit, device)).state);
    const client = createRelayClient({
      authProxyUrl: 'http://relay.test',
      configId: relay.config.configId,
      http: createHttpClient({ fetch: (input, init) => relay.fetch(new Request(input, init)) }),
    });
    expect(await findPasskeyOrganization(client, device.passkeys[0]!.credentialId)).toBe(session.organizationId);
    expect(await findPasskeyOrganization(client, 'bm9uZQ')).toBeUndefined();
  });

  it("refuses a session key the relay sealed for an attacker's account: the passkey that signed is not that user's (issue 23)", async () => {
    const { kit, relay, device } = setup();
    await signUp(kit, device);
    await kit.logout();
    await setFaults(relay, { endpoint: '/public/v1/submit/create_read_write_session', fault: 'substitute-bundle', owner: 'to', to: 'mallory@evil.test' });
    const login = await logIn(kit, device);
    expect(login.state).toMatchObject({ status: 'failed', error: { code: 'untrusted_response', details: { field: 'get_user', check: 'passkey' } } });
    expect(kit.getSessionState().status).not.toBe('signedIn');
  });

  it('refuses a session key the relay sealed itself, which the service does not hold (issue 23)', async () => {
    const { kit, relay, device } = setup();
    await signUp(kit, device);
    await kit.logout();
    await setFaults(relay, { endpoint: '/public/v1/submit/create_read_write_session', fault: 'substitute-bundle', owner: 'none' });
    const login = await logIn(kit, device);
    expect(login.state).toMatchObject({ status: 'failed', error: { code: 'untrusted_response', details: { check: 'key' } } });
    expect(kit.getSessionState().status).not.toBe('signedIn');
  });
});
