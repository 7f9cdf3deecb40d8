import { describe, expect, it, vi } from 'vitest';
import { logIn, sessionOf, setupPasskeyKit as setup, signUp, usePasskeyDevice } from './passkey-test-kit';

/** `kit.passkeys` end to end (client + mock relay), the browser's WebAuthn a software passkey device. */
vi.mock('@simplewebauthn/browser', async () => (await import('./passkey-browser-stub')).passkeyBrowserStub);
usePasskeyDevice();

describe('kit.passkeys: the logged-in user passkeys', () => {
  it('lists, adds (prompt opened at once), gets and removes; a removed passkey can no longer log in', async () => {
    const { kit, device } = setup();
    const session = sessionOf((await signUp(kit, device, 'Ada')).state);
    const [signupPasskey] = device.passkeys;

    const listed = await kit.passkeys.list();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ authenticatorName: 'Ada', credentialId: signupPasskey!.credentialId, transports: ['AUTHENTICATOR_TRANSPORT_INTERNAL', 'AUTHENTICATOR_TRANSPORT_HYBRID'] });

    const prompts = device.prompts.length;
    const adding = kit.passkeys.add('  Work laptop ');
    expect(device.prompts.length).toBe(prompts + 1); // synchronously, inside add()
    const added = await adding;
    expect(added).toMatchObject({ authenticatorName: 'Work laptop', credentialId: device.passkeys[1]!.credentialId });
    expect(await kit.passkeys.get(added.authenticatorId)).toEqual(added);
    expect((await kit.passkeys.list()).map((item) => item.authenticatorId).sort()).toEqual([listed[0]!.authenticatorId, added.authenticatorId].sort());

    await kit.passkeys.remove(listed[0]!.authenticatorId);
    expect((await kit.passkeys.list()).map((item) => item.authenticatorId)).toEqual([added.authenticatorId]);
    await expect(kit.passkeys.get(listed[0]!.authenticatorId)).rejects.toMatchObject({ code: 'not_found' });

    await kit.logout();
    device.pick = signupPasskey;
    expect((await logIn(kit, device)).state).toMatchObject({ status: 'failed', error: { code: 'unauthenticated' } });
    device.pick = device.passkeys[1];
    const again = sessionOf((await logIn(kit, device)).state);
    expect(again).toMatchObject({ organizationId: session.organizationId, userId: session.userId });
  });

  it('names a passkey added without a name', async () => {
    const { kit, device } = setup();
    await signUp(kit, device);
    expect((await kit.passkeys.add()).authenticatorName).toMatch(/^Passkey \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('is session_expired when signed out, and names bad inputs', async () => {
    const { kit, device } = setup();
    await kit.restoreSession();
    await expect(kit.passkeys.list()).rejects.toMatchObject({ code: 'session_expired' });
    await expect(kit.passkeys.add('x')).rejects.toMatchObject({ code: 'session_expired' });
    await expect(kit.passkeys.remove('authenticator-1')).rejects.toMatchObject({ code: 'session_expired' });
    expect(device.prompts).toHaveLength(0);

    await signUp(kit, device);
    await expect(kit.passkeys.get('')).rejects.toMatchObject({ code: 'invalid_input', details: { field: 'authenticatorId' } });
    await expect(kit.passkeys.remove(42 as unknown as string)).rejects.toMatchObject({ code: 'invalid_input', details: { field: 'authenticatorId' } });
    await expect(kit.passkeys.add('x'.repeat(65))).rejects.toMatchObject({ code: 'invalid_input', details: { field: 'name' } });
  });

  it('a cancelled add prompt is passkey_cancelled and adds nothing', async () => {
    const { kit, device } = setup();
    await signUp(kit, device);
    device.failNext = 'NotAllowedError';
    await expect(kit.passkeys.add('Phone')).rejects.toMatchObject({ code: 'passkey_cancelled' });
    expect(await kit.passkeys.list()).toHaveLength(1);
  });
});
