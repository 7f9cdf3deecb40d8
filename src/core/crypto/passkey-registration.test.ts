import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromBase64Url } from '../encoding/base64url';
import { createPasskeyAttestation, type PasskeyAttestationOptions } from './passkey-registration';

// Unit test of the registration's shape only: the browser's ceremony is stubbed. The real one
// runs in the Playwright e2e (Chromium's virtual authenticator).
const browser = vi.hoisted(() => ({ startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

const registration = (transports?: string[]) => ({
  id: 'Y3JlZC0x',
  rawId: 'Y3JlZC0x',
  type: 'public-key',
  response: { clientDataJSON: 'Y2xpZW50RGF0YQ', attestationObject: 'YXR0ZXN0YXRpb24', ...(transports === undefined ? {} : { transports }) },
  clientExtensionResults: {},
});

const options: PasskeyAttestationOptions = { rpId: 'app.example.com', rpName: 'Acme', userName: 'Ada', authenticatorName: 'Ada’s laptop' };
const sentOptions = (call = 0) => browser.startRegistration.mock.calls[call]![0].optionsJSON;

beforeEach(() => {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  browser.startRegistration.mockReset();
  browser.startRegistration.mockResolvedValue(registration(['internal', 'hybrid']));
});
afterEach(() => vi.unstubAllGlobals());

describe('createPasskeyAttestation: WebAuthn create (protocol.md section 8)', () => {
  it('asks for a discoverable ES256/RS256 passkey, user verification preferred, no attestation', async () => {
    await createPasskeyAttestation({ ...options, timeoutMs: 120_000 });
    const sent = sentOptions();
    expect(sent).toMatchObject({
      rp: { id: 'app.example.com', name: 'Acme' },
      user: { name: 'Ada', displayName: 'Ada' },
      pubKeyCredParams: [
        { type: 'public-key', alg: -7 },
        { type: 'public-key', alg: -257 },
      ],
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
      attestation: 'none',
      timeout: 120_000,
    });
  });

  it('uses a fresh random 32-byte challenge and a fresh random 32-byte user id each time', async () => {
    await createPasskeyAttestation(options);
    await createPasskeyAttestation(options);
    const [first, second] = [sentOptions(0), sentOptions(1)];
    for (const sent of [first, second]) {
      expect(fromBase64Url(sent.challenge)).toHaveLength(32);
      expect(fromBase64Url(sent.user.id)).toHaveLength(32);
    }
    expect(first.challenge).not.toBe(second.challenge);
    expect(first.user.id).not.toBe(second.user.id);
  });

  it('returns {authenticatorName, challenge, attestation} as signup_v2 and create_authenticators take it', async () => {
    const result = await createPasskeyAttestation(options);
    expect(result).toEqual({
      authenticatorName: 'Ada’s laptop',
      challenge: sentOptions().challenge,
      attestation: {
        credentialId: 'Y3JlZC0x',
        clientDataJson: 'Y2xpZW50RGF0YQ',
        attestationObject: 'YXR0ZXN0YXRpb24',
        transports: ['AUTHENTICATOR_TRANSPORT_INTERNAL', 'AUTHENTICATOR_TRANSPORT_HYBRID'],
      },
    });
  });

  it.each([
    [['usb', 'nfc', 'ble'], ['AUTHENTICATOR_TRANSPORT_USB', 'AUTHENTICATOR_TRANSPORT_NFC', 'AUTHENTICATOR_TRANSPORT_BLE']],
    [['internal', 'smart-card', 'cable', 'internal'], ['AUTHENTICATOR_TRANSPORT_INTERNAL']],
    [[], []],
    [undefined, []],
  ])('maps the browser transports %j to %j (unknown and repeated ones dropped)', async (transports, expected) => {
    browser.startRegistration.mockResolvedValue(registration(transports));
    expect((await createPasskeyAttestation(options)).attestation.transports).toEqual(expected);
  });

  it('opens the prompt synchronously, before anything is awaited', () => {
    void createPasskeyAttestation(options);
    expect(browser.startRegistration).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['NotAllowedError', 'passkey_cancelled', undefined],
    ['AbortError', 'passkey_cancelled', undefined],
    ['InvalidStateError', 'invalid_input', 'passkey'],
    ['SecurityError', 'invalid_input', 'rpId'],
    ['NotSupportedError', 'passkey_unsupported', undefined],
  ])('maps %s to %s', async (name, code, field) => {
    browser.startRegistration.mockRejectedValue(new DOMException('refused', name));
    const error = await createPasskeyAttestation(options).catch((e: unknown) => e);
    expect(error).toMatchObject({ code });
    if (field !== undefined) expect(error).toMatchObject({ details: { field } });
  });

  it.each([
    ['rpId', { ...options, rpId: 'https://app.example.com' }],
    ['rpName', { ...options, rpName: ' ' }],
    ['userName', { ...options, userName: '' }],
    ['authenticatorName', { ...options, authenticatorName: 'x'.repeat(257) }],
    ['timeoutMs', { ...options, timeoutMs: -1 }],
  ])('rejects a bad %s without a prompt', async (field, bad) => {
    await expect(createPasskeyAttestation(bad)).rejects.toMatchObject({ code: 'invalid_input', details: { field } });
    expect(browser.startRegistration).not.toHaveBeenCalled();
  });

  it('fails with passkey_unsupported, without a prompt, in an insecure context', async () => {
    vi.stubGlobal('isSecureContext', false);
    await expect(createPasskeyAttestation(options)).rejects.toMatchObject({ code: 'passkey_unsupported', details: { reason: 'insecure-context' } });
    expect(browser.startRegistration).not.toHaveBeenCalled();
  });
});

describe('createPasskeyAttestation: user handle, hints, conditional create', () => {
  it('uses the given user handle, else 32 random bytes', async () => {
    await createPasskeyAttestation({ ...options, userHandle: 'aGFuZGxl' });
    expect(sentOptions(0).user.id).toBe('aGFuZGxl');
    await createPasskeyAttestation(options);
    expect(fromBase64Url(sentOptions(1).user.id)).toHaveLength(32);
  });

  it('passes hints', async () => {
    await createPasskeyAttestation({ ...options, hints: ['client-device'] });
    expect(sentOptions().hints).toEqual(['client-device']);
  });

  it("mediation 'conditional' creates without a prompt where the browser says it can (conditionalCreate)", async () => {
    vi.stubGlobal('PublicKeyCredential', Object.assign(function PublicKeyCredential() {}, { getClientCapabilities: () => Promise.resolve({ conditionalCreate: true }) }));
    await createPasskeyAttestation({ ...options, mediation: 'conditional' });
    expect(browser.startRegistration.mock.calls[0]![0]).toMatchObject({ useAutoRegister: true });
  });

  it("mediation 'conditional' where the browser cannot: passkey_unsupported (no-conditional-create), and no prompt", async () => {
    vi.stubGlobal('PublicKeyCredential', Object.assign(function PublicKeyCredential() {}, { getClientCapabilities: () => Promise.resolve({ conditionalCreate: false }) }));
    await expect(createPasskeyAttestation({ ...options, mediation: 'conditional' })).rejects.toMatchObject({ code: 'passkey_unsupported', details: { reason: 'no-conditional-create' } });
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {}); // no getClientCapabilities at all
    await expect(createPasskeyAttestation({ ...options, mediation: 'conditional' })).rejects.toMatchObject({ code: 'passkey_unsupported' });
    expect(browser.startRegistration).not.toHaveBeenCalled();
  });

  it.each([
    ['userHandle', { userHandle: 'not base64url!' }],
    ['userHandle', { userHandle: 'x'.repeat(100) }],
    ['hints[0]', { hints: ['nfc'] }],
    ['mediation', { mediation: 'silent' }],
  ])('refuses a bad option, naming %s', async (field, extra) => {
    await expect(createPasskeyAttestation({ ...options, ...(extra as object) })).rejects.toMatchObject({ code: 'invalid_input', details: { field } });
    expect(browser.startRegistration).not.toHaveBeenCalled();
  });
});
