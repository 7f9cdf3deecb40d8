import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkPasskeySupport, passkeySupportNow } from './passkey-support';

afterEach(() => vi.unstubAllGlobals());

const withPlatform = (available: () => Promise<boolean>) => {
  const credential = function PublicKeyCredential() {} as unknown as { isUserVerifyingPlatformAuthenticatorAvailable: () => Promise<boolean> };
  credential.isUserVerifyingPlatformAuthenticatorAvailable = available;
  vi.stubGlobal('PublicKeyCredential', credential);
};

describe('checkPasskeySupport (never prompts)', () => {
  it('is unsupported (no-webauthn) without PublicKeyCredential', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    expect(passkeySupportNow()).toEqual({ status: 'unsupported', reason: 'no-webauthn' });
    expect(await checkPasskeySupport()).toEqual({ status: 'unsupported', reason: 'no-webauthn' });
  });

  it('is unsupported (insecure-context) on http pages other than localhost', async () => {
    vi.stubGlobal('isSecureContext', false);
    withPlatform(async () => true);
    expect(await checkPasskeySupport()).toEqual({ status: 'unsupported', reason: 'insecure-context' });
  });

  it('is supported, saying whether a platform authenticator is there', async () => {
    vi.stubGlobal('isSecureContext', true);
    withPlatform(async () => true);
    expect(passkeySupportNow()).toEqual({ status: 'checking' });
    expect(await checkPasskeySupport()).toEqual({ status: 'supported', platform: true });
    withPlatform(async () => false);
    expect(await checkPasskeySupport()).toEqual({ status: 'supported', platform: false });
  });

  it('is supported without a platform authenticator when the platform check throws', async () => {
    withPlatform(() => Promise.reject(new Error('not in this webview')));
    expect(await checkPasskeySupport()).toEqual({ status: 'supported', platform: false });
  });
});
