import { startRegistration, type PublicKeyCredentialCreationOptionsJSON, type RegistrationResponseJSON } from '@simplewebauthn/browser';
import { LoginKitError, invalidInput } from '../errors';
import { conditionalCreateAvailable } from './passkey-capabilities';
import { toBase64Url } from '../encoding/base64url';
import type { AuthenticatorTransportValue } from '../flows/passkey/passkey.types';
import { checkHints, checkRpId, checkTimeoutMs, type PasskeyHint } from './webauthn-options';
import { passkeyUnsupported, unsupportedReason, webauthnError } from './webauthn-errors';
import { toAuthenticatorTransports } from './webauthn-transports';

export interface PasskeyAttestationOptions {
  /** The relying party id (a host name): the passkey works on it and its subdomains. */
  rpId: string;
  /** The relying party name the browser shows in its prompt. */
  rpName: string;
  /** The account name stored with the passkey (shown when the user picks a passkey). */
  userName: string;
  /** The service's name for the passkey (the user's passkey list shows it). */
  authenticatorName: string;
  /** How long the browser's prompt stays open, in ms (the browser may clamp it). */
  timeoutMs?: number;
  /** The WebAuthn user handle (base64url, at most 64 bytes); default 32 random bytes. */
  userHandle?: string;
  /** Which kind of authenticator the browser should offer first (WebAuthn `hints`). */
  hints?: PasskeyHint[];
  /**
   * `'conditional'`: create the passkey without a prompt where the browser allows it (automatic
   * passkey upgrade, right after a login with the browser's password manager); a browser that
   * declines answers `passkey_cancelled`, one without it `passkey_unsupported`
   * (`details.reason: 'no-conditional-create'`). Feature-detect with `conditionalCreateAvailable()`.
   */
  mediation?: 'conditional';
}

/** A passkey registration as signup_v2 and create_authenticators take it (protocol.md section 8). */
export interface PasskeyAttestation {
  authenticatorName: string;
  /** base64url of the 32 random bytes the browser signed over. */
  challenge: string;
  attestation: {
    /** base64url of the credential's raw id. */
    credentialId: string;
    clientDataJson: string;
    attestationObject: string;
    transports: AuthenticatorTransportValue[];
  };
}

/** ES256 (-7) first, RS256 (-257) for authenticators that only do RSA (some Windows Hello). */
const pubKeyCredParams: PublicKeyCredentialCreationOptionsJSON['pubKeyCredParams'] = [
  { type: 'public-key', alg: -7 },
  { type: 'public-key', alg: -257 },
];

function requireText(value: unknown, field: string, maxLength: number): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalidInput(field, 'must be a non-empty string');
  if (value.length > maxLength) throw invalidInput(field, `must be at most ${maxLength} characters`);
  return value;
}

function randomBase64Url(length: number): string {
  return toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(length)));
}

/** A WebAuthn user handle as base64url (1 to 64 bytes); else `invalid_input` naming `userHandle`. */
function checkUserHandle(userHandle: unknown): string | undefined {
  if (userHandle === undefined) return undefined;
  if (typeof userHandle !== 'string' || !/^[A-Za-z0-9_-]{2,86}$/.test(userHandle)) throw invalidInput('userHandle', 'must be base64url of 1 to 64 bytes');
  return userHandle;
}

/** A new WebAuthn user handle: 32 random bytes as base64url (what `createPasskeyAttestation` uses by default). */
export function newPasskeyUserHandle(): string {
  return randomBase64Url(32);
}

function toAttestation(authenticatorName: string, challenge: string, response: RegistrationResponseJSON): PasskeyAttestation {
  return {
    authenticatorName,
    challenge,
    attestation: {
      credentialId: response.rawId,
      clientDataJson: response.response.clientDataJSON,
      attestationObject: response.response.attestationObject,
      transports: toAuthenticatorTransports(response.response.transports ?? []),
    },
  };
}

/**
 * Creates a discoverable passkey (WebAuthn create, protocol.md section 8): a fresh 32-byte
 * challenge and user id, ES256 or RS256, resident key required, user verification preferred,
 * attestation `none`. The browser's prompt opens before anything is awaited, so call it from a
 * click handler. Failures are LoginKitErrors (see `webauthnError`).
 */
export function createPasskeyAttestation(options: PasskeyAttestationOptions): Promise<PasskeyAttestation> {
  let optionsJSON: PublicKeyCredentialCreationOptionsJSON;
  let authenticatorName: string;
  let conditional: boolean;
  try {
    if (typeof options !== 'object' || options === null) throw invalidInput('options', 'expected an object');
    const rpId = checkRpId(options.rpId);
    const rpName = requireText(options.rpName, 'rpName', 256);
    const userName = requireText(options.userName, 'userName', 256);
    authenticatorName = requireText(options.authenticatorName, 'authenticatorName', 256);
    const timeout = checkTimeoutMs(options.timeoutMs);
    const userHandle = checkUserHandle(options.userHandle) ?? newPasskeyUserHandle();
    const hints = checkHints(options.hints);
    if (options.mediation !== undefined && options.mediation !== 'conditional') throw invalidInput('mediation', "must be 'conditional' or absent");
    conditional = options.mediation === 'conditional';
    const reason = unsupportedReason();
    if (reason !== undefined) throw passkeyUnsupported(reason);
    optionsJSON = {
      rp: { id: rpId, name: rpName },
      user: { id: userHandle, name: userName, displayName: userName },
      challenge: randomBase64Url(32),
      pubKeyCredParams,
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
      attestation: 'none',
      ...(timeout === undefined ? {} : { timeout }),
      ...(hints === undefined ? {} : { hints }),
    };
  } catch (error) {
    return Promise.reject(error);
  }
  const challenge = optionsJSON.challenge;
  // Conditional create needs the browser's say-so first (getClientCapabilities): the prompt-less
  // path must never turn into a prompt the app did not ask for.
  const registration = conditional
    ? conditionalCreateAvailable().then((available) => {
        if (!available) throw new LoginKitError('passkey_unsupported', 'This browser cannot create a passkey without a prompt (conditional create)', { details: { reason: 'no-conditional-create' } });
        return startRegistration({ optionsJSON, useAutoRegister: true });
      })
    : startRegistration({ optionsJSON });
  return registration.then(
    (response) => toAttestation(authenticatorName, challenge, response),
    (error: unknown) => {
      throw webauthnError(error, 'create');
    },
  );
}
