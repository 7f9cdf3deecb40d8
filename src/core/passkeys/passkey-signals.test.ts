import { afterEach, describe, expect, it, vi } from 'vitest';
import { passkeySignalAvailable, signalAcceptedPasskeys, signalPasskeyUserDetails, signalUnknownPasskey } from './passkey-signals';
import { toCredentialIdBase64Url } from './credential-id';

type Signal = 'signalUnknownCredential' | 'signalAllAcceptedCredentials' | 'signalCurrentUserDetails';

/** A PublicKeyCredential with the signal methods given (each a vi.fn), as a browser would have. */
function browserWith(methods: Partial<Record<Signal, (options: unknown) => unknown>>) {
  const spies = Object.fromEntries(Object.entries(methods).map(([name, method]) => [name, vi.fn(method)])) as Record<Signal, ReturnType<typeof vi.fn>>;
  vi.stubGlobal('PublicKeyCredential', Object.assign(function PublicKeyCredential() {}, spies));
  return spies;
}

const all = { signalUnknownCredential: async () => undefined, signalAllAcceptedCredentials: async () => undefined, signalCurrentUserDetails: async () => undefined };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('WebAuthn signals', () => {
  it('signalUnknownPasskey: PublicKeyCredential.signalUnknownCredential({rpId, credentialId})', async () => {
    const spies = browserWith(all);
    await signalUnknownPasskey('app.example', 'Y3JlZC0x');
    expect(spies.signalUnknownCredential).toHaveBeenCalledExactlyOnceWith({ rpId: 'app.example', credentialId: 'Y3JlZC0x' });
  });

  it('signalAcceptedPasskeys: one signalAllAcceptedCredentials per user handle, with every accepted id', async () => {
    const spies = browserWith(all);
    await signalAcceptedPasskeys('app.example', ['aGFuZGxlLTE', 'aGFuZGxlLTI', 'aGFuZGxlLTE'], ['Y3JlZC0x', 'Y3JlZC0y']);
    expect(spies.signalAllAcceptedCredentials.mock.calls).toEqual([
      [{ rpId: 'app.example', userId: 'aGFuZGxlLTE', allAcceptedCredentialIds: ['Y3JlZC0x', 'Y3JlZC0y'] }],
      [{ rpId: 'app.example', userId: 'aGFuZGxlLTI', allAcceptedCredentialIds: ['Y3JlZC0x', 'Y3JlZC0y'] }],
    ]);
  });

  it('signalAcceptedPasskeys: an empty list is sent (the user has no passkey left); no handle, no call', async () => {
    const spies = browserWith(all);
    await signalAcceptedPasskeys('app.example', ['aGFuZGxlLTE'], []);
    await signalAcceptedPasskeys('app.example', [], ['Y3JlZC0x']);
    expect(spies.signalAllAcceptedCredentials.mock.calls).toEqual([[{ rpId: 'app.example', userId: 'aGFuZGxlLTE', allAcceptedCredentialIds: [] }]]);
  });

  it('signalPasskeyUserDetails: one signalCurrentUserDetails per user handle; the name stands in for an empty display name', async () => {
    const spies = browserWith(all);
    await signalPasskeyUserDetails('app.example', ['aGFuZGxlLTE', 'aGFuZGxlLTI'], 'ada@example.com', 'Ada Lovelace');
    await signalPasskeyUserDetails('app.example', ['aGFuZGxlLTE'], 'ada@example.com', '');
    expect(spies.signalCurrentUserDetails.mock.calls).toEqual([
      [{ rpId: 'app.example', userId: 'aGFuZGxlLTE', name: 'ada@example.com', displayName: 'Ada Lovelace' }],
      [{ rpId: 'app.example', userId: 'aGFuZGxlLTI', name: 'ada@example.com', displayName: 'Ada Lovelace' }],
      [{ rpId: 'app.example', userId: 'aGFuZGxlLTE', name: 'ada@example.com', displayName: 'ada@example.com' }],
    ]);
  });

  it('credential ids in standard base64 are sent as base64url without padding (what the browser knows as rawId)', async () => {
    const spies = browserWith(all);
    expect(toCredentialIdBase64Url('ab+/cd==')).toBe('ab-_cd');
    expect(toCredentialIdBase64Url('ab-_cd')).toBe('ab-_cd');
    await signalUnknownPasskey('app.example', 'ab+/cd==');
    await signalAcceptedPasskeys('app.example', ['aGFuZGxlLTE'], ['ab+/cd==', 'ab-_cd', 'ZWY=']);
    expect(spies.signalUnknownCredential).toHaveBeenCalledWith({ rpId: 'app.example', credentialId: 'ab-_cd' });
    expect(spies.signalAllAcceptedCredentials).toHaveBeenCalledWith({ rpId: 'app.example', userId: 'aGFuZGxlLTE', allAcceptedCredentialIds: ['ab-_cd', 'ZWY'] });
  });

  it('the method is called on PublicKeyCredential (the platform checks `this`)', async () => {
    const spies = browserWith({ signalUnknownCredential: () => undefined });
    await signalUnknownPasskey('app.example', 'Y3JlZC0x');
    expect(spies.signalUnknownCredential.mock.contexts[0]).toBe(globalThis.PublicKeyCredential);
  });

  it('without the API (or without WebAuthn at all) nothing happens: resolved, no console output', async () => {
    const console_ = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) => vi.spyOn(console, level));
    vi.stubGlobal('PublicKeyCredential', undefined);
    expect(passkeySignalAvailable('signalUnknownCredential')).toBe(false);
    await expect(signalUnknownPasskey('app.example', 'Y3JlZC0x')).resolves.toBeUndefined();
    await expect(signalAcceptedPasskeys('app.example', ['aGFuZGxlLTE'], ['Y3JlZC0x'])).resolves.toBeUndefined();
    await expect(signalPasskeyUserDetails('app.example', ['aGFuZGxlLTE'], 'ada', 'Ada')).resolves.toBeUndefined();
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {}); // WebAuthn, but an engine before the Signals API
    expect(passkeySignalAvailable('signalAllAcceptedCredentials')).toBe(false);
    await expect(signalAcceptedPasskeys('app.example', ['aGFuZGxlLTE'], ['Y3JlZC0x'])).resolves.toBeUndefined();
    for (const spy of console_) expect(spy).not.toHaveBeenCalled();
  });

  it('a method that throws or rejects is swallowed, and the other handles are still signalled', async () => {
    const console_ = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) => vi.spyOn(console, level));
    const spies = browserWith({
      signalUnknownCredential: () => {
        throw new TypeError('Invalid credential id');
      },
      signalAllAcceptedCredentials: () => Promise.reject(new DOMException('The operation is insecure.', 'SecurityError')),
      signalCurrentUserDetails: () => {
        throw new DOMException('rpId', 'SecurityError');
      },
    });
    await expect(signalUnknownPasskey('app.example', 'Y3JlZC0x')).resolves.toBeUndefined();
    await expect(signalAcceptedPasskeys('app.example', ['aGFuZGxlLTE', 'aGFuZGxlLTI'], ['Y3JlZC0x'])).resolves.toBeUndefined();
    await expect(signalPasskeyUserDetails('app.example', ['aGFuZGxlLTE'], 'ada', 'Ada')).resolves.toBeUndefined();
    expect(spies.signalAllAcceptedCredentials).toHaveBeenCalledTimes(2);
    for (const spy of console_) expect(spy).not.toHaveBeenCalled();
  });

  it('bad arguments send nothing and never throw', async () => {
    const spies = browserWith(all);
    await expect(signalUnknownPasskey('', 'Y3JlZC0x')).resolves.toBeUndefined();
    await expect(signalUnknownPasskey('app.example', '')).resolves.toBeUndefined();
    await expect(signalAcceptedPasskeys('app.example', ['aGFuZGxlLTE'], undefined as unknown as string[])).resolves.toBeUndefined();
    await expect(signalPasskeyUserDetails('app.example', ['aGFuZGxlLTE'], '', 'Ada')).resolves.toBeUndefined();
    expect(spies.signalUnknownCredential).not.toHaveBeenCalled();
    expect(spies.signalAllAcceptedCredentials).not.toHaveBeenCalled();
    expect(spies.signalCurrentUserDetails).not.toHaveBeenCalled();
  });
});
