import { WebAuthnError } from '@simplewebauthn/browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginKitError } from '../errors';
import { webauthnError, type WebauthnCeremony } from './webauthn-errors';

beforeEach(() => vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {}));
afterEach(() => vi.unstubAllGlobals());

const both: WebauthnCeremony[] = ['create', 'get'];

describe('webauthnError: a failed WebAuthn ceremony as a LoginKitError', () => {
  it.each(both.flatMap((ceremony) => ['NotAllowedError', 'AbortError', 'TimeoutError'].map((name) => [name, ceremony] as const)))(
    '%s (%s: closed, refused or timed out) is passkey_cancelled',
    (name, ceremony) => {
      const cause = new DOMException('The operation either timed out or was not allowed.', name);
      expect(webauthnError(cause, ceremony)).toMatchObject({ code: 'passkey_cancelled', cause });
    },
  );

  it.each(both.flatMap((ceremony) => ['NotSupportedError', 'ConstraintError'].map((name) => [name, ceremony] as const)))(
    '%s (%s: no authenticator can do it) is passkey_unsupported',
    (name, ceremony) => {
      expect(webauthnError(new DOMException('no', name), ceremony)).toMatchObject({ code: 'passkey_unsupported' });
    },
  );

  it.each(both)('SecurityError (%s: an rpId that does not fit the origin) is invalid_input naming rpId', (ceremony) => {
    expect(webauthnError(new DOMException('bad rp', 'SecurityError'), ceremony)).toMatchObject({ code: 'invalid_input', details: { field: 'rpId' } });
  });

  it('InvalidStateError on create (the passkey is already on this authenticator) is invalid_input naming passkey, said plainly', () => {
    const error = webauthnError(new DOMException('excluded', 'InvalidStateError'), 'create');
    expect(error).toMatchObject({ code: 'invalid_input', details: { field: 'passkey' } });
    expect(error.message).toMatch(/already holds a passkey/);
  });

  it('InvalidStateError on get is wrapped as unknown', () => {
    expect(webauthnError(new DOMException('odd', 'InvalidStateError'), 'get')).toMatchObject({ code: 'unknown' });
  });

  it("reads @simplewebauthn/browser's WebAuthnError by the DOMException name it keeps", () => {
    const cause = new DOMException('closed', 'NotAllowedError');
    const wrapped = new WebAuthnError({ message: 'closed', code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', cause });
    expect(webauthnError(wrapped, 'get')).toMatchObject({ code: 'passkey_cancelled', cause: wrapped });
  });

  it('wraps anything else as unknown, keeping the cause', () => {
    const cause = new DOMException('authenticator broke', 'UnknownError');
    expect(webauthnError(cause, 'create')).toMatchObject({ code: 'unknown', message: 'authenticator broke', cause });
    expect(webauthnError('odd', 'get')).toMatchObject({ code: 'unknown', message: 'odd' });
  });

  it('passes a LoginKitError through unchanged', () => {
    const error = new LoginKitError('network', 'offline');
    expect(webauthnError(error, 'get')).toBe(error);
  });

  it('is passkey_unsupported when WebAuthn is missing altogether (whatever was thrown)', () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    expect(webauthnError(new Error('WebAuthn is not supported in this browser'), 'create')).toMatchObject({
      code: 'passkey_unsupported',
      details: { reason: 'no-webauthn' },
    });
  });
});
