import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { createLoginKit } from '../../src/core/internal';
import { disposeAfterTest, logIn, rpId, sessionOf, settled, setupPasskeyKit as setup, signUp, until, usePasskeyDevice } from './passkey-test-kit';

/** A passkey login with `invalidateExisting` (create_read_write_session) logs the user out on other devices. */
vi.mock('@simplewebauthn/browser', async () => (await import('./passkey-browser-stub')).passkeyBrowserStub);
usePasskeyDevice();

describe('passkey login with invalidateExisting (client + mock relay)', () => {
  it('revokes the session keys of the user’s other devices; the new session works', async () => {
    const { kit: laptop, relay, sent, device } = setup();
    await signUp(laptop, device);
    await laptop.logout();
    sessionOf((await logIn(laptop, device)).state); // a read-write-session key on the laptop
    await expect(laptop.passkeys.list()).resolves.toHaveLength(1);

    // The same (synced) passkey on a phone, logging in with invalidateExisting.
    const phoneLogins: unknown[] = [];
    const phone = disposeAfterTest(
      createLoginKit({
        authProxyUrl: 'http://relay.test',
        authProxyConfigId: relay.config.configId,
        trustedKeys: relay.keys,
        indexedDB: new IDBFactory(),
        fetch: async (input, init) => {
          const request = new Request(input, init);
          if (request.url.endsWith('/submit/create_read_write_session')) phoneLogins.push((await request.clone().json()).parameters);
          return relay.fetch(request);
        },
        rpId,
        storageKey: 'phone',
      }),
    );
    const flow = phone.createPasskeyFlow(await phone.loadConfig(), { invalidateExisting: true });
    await until(flow, (state) => state.support.status !== 'checking');
    flow.send({ type: 'login' });
    sessionOf(await until(flow, settled));

    await expect(phone.passkeys.list()).resolves.toHaveLength(1);
    await expect(laptop.passkeys.list()).rejects.toMatchObject({ code: 'unauthenticated' });
    expect(phoneLogins).toEqual([expect.objectContaining({ invalidateExisting: true })]);
    const laptopLogins = sent.filter((request) => request.path === '/public/v1/submit/create_read_write_session');
    expect(laptopLogins.map((request) => request.body.parameters)).toEqual([expect.not.objectContaining({ invalidateExisting: expect.anything() })]);
  });
});
