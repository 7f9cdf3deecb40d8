/**
 * Passkey stamps (`X-Stamp-WebAuthn`, protocol.md section 2): a WebAuthn assertion whose
 * challenge is the 64 ASCII bytes of hex(SHA-256(raw body)). Verified with @simplewebauthn/server
 * against the stored credential: origin, RP ID, user presence (verification preferred and
 * recorded), signature, and a sign counter that must increase when non-zero. Each challenge
 * stamps once, so a replayed assertion is refused even with a zero counter.
 * Every refusal is 401 naming `X-Stamp-WebAuthn`, its message naming the cause.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { fromBase64Url, toBase64Url } from '../../core/encoding/base64url';
import { toHex } from '../../core/encoding/hex';
import { utf8Decode, utf8Encode } from '../../core/encoding/utf8';
import { isRecord } from '../../core/transport/validate';
import { grpcCodes, RelayError, unauthenticated } from '../errors';
import type { RouteContext } from '../route-context';
import type { AuthenticatorOwner } from '../store';
import { passkeyExpectations } from './passkey-expectations';
import { loadWebauthnLibrary } from './webauthn-library';

export const passkeyStampHeader = 'X-Stamp-WebAuthn';

/** The header's JSON (each member base64url). */
export interface PasskeyStamp {
  authenticatorData: string;
  clientDataJson: string;
  credentialId: string;
  signature: string;
}

/** The passkey that stamped, with its user, and whether the user was verified this time. */
export interface VerifiedPasskeyStamp extends AuthenticatorOwner {
  userVerified: boolean;
}

/** 401 SIGNATURE_INVALID naming the header: the assertion is not acceptable. */
function refused(problem: string): RelayError {
  return new RelayError(grpcCodes.unauthenticated, 'SIGNATURE_INVALID', problem, { field: passkeyStampHeader });
}

const members = ['authenticatorData', 'clientDataJson', 'credentialId', 'signature'] as const;

/** The header value as a stamp (401 when it is not one). */
export function parsePasskeyStamp(headerValue: string): PasskeyStamp {
  let parsed: unknown;
  try {
    parsed = JSON.parse(headerValue);
  } catch {
    parsed = undefined;
  }
  const malformed = () =>
    unauthenticated(passkeyStampHeader, 'is not a passkey stamp: expected JSON {authenticatorData, clientDataJson, credentialId, signature}, each base64url');
  if (!isRecord(parsed)) throw malformed();
  const stamp = {} as PasskeyStamp;
  for (const member of members) {
    const value = parsed[member];
    if (typeof value !== 'string' || !/^[A-Za-z0-9_-]+$/.test(value) || value.length > 65_536) throw malformed();
    stamp[member] = value;
  }
  return stamp;
}

/** The challenge a passkey stamp over `rawBody` must carry (base64url of hex(SHA-256(body)) as ASCII). */
export function expectedStampChallenge(rawBody: Uint8Array): string {
  return toBase64Url(utf8Encode(toHex(sha256(rawBody))));
}

function clientData(stamp: PasskeyStamp): { type?: unknown; challenge?: unknown; origin?: unknown } {
  try {
    const parsed: unknown = JSON.parse(utf8Decode(fromBase64Url(stamp.clientDataJson)));
    if (isRecord(parsed)) return parsed;
  } catch {
    // refused below
  }
  throw refused('clientDataJson is not WebAuthn client data (base64url of a JSON object)');
}

/** Verifies the stamp over `rawBody` for a request from `origin`; records the counter and the challenge. */
export async function verifyPasskeyStamp(
  context: RouteContext,
  rawBody: Uint8Array,
  headerValue: string,
  origin: string | null,
): Promise<VerifiedPasskeyStamp> {
  const stamp = parsePasskeyStamp(headerValue);
  const owner = context.store.findAuthenticatorByCredentialId(stamp.credentialId);
  if (owner === undefined) throw unauthenticated(passkeyStampHeader, 'unknown credential: no passkey with this credentialId is registered');
  const expected = passkeyExpectations(context.config, origin);

  const data = clientData(stamp);
  if (data.type !== 'webauthn.get') throw refused(`clientDataJson.type must be webauthn.get (an assertion), not ${String(data.type)}`);
  const challenge = expectedStampChallenge(rawBody);
  if (data.challenge !== challenge) {
    throw refused('the challenge does not match the request body (it must be base64url of hex(SHA-256(body))): the body was changed or the assertion is for another request');
  }
  if (context.store.isChallengeUsed('stamp', challenge)) throw refused('replayed assertion: this challenge was already used by an earlier request');
  if (data.origin !== expected.origin) throw refused(`wrong origin: the assertion was made on ${String(data.origin)}, expected ${expected.origin}`);

  const authenticatorData = fromBase64Url(stamp.authenticatorData);
  if (authenticatorData.length < 37) throw refused('authenticatorData is too short (at least 37 bytes)');
  if (toHex(authenticatorData.subarray(0, 32)) !== toHex(sha256(utf8Encode(expected.rpId)))) {
    throw refused(`wrong rpId: the assertion is for another relying party than ${expected.rpId}`);
  }
  const flags = authenticatorData[32] ?? 0;
  if ((flags & 0x01) === 0) throw refused('user presence flag not set in authenticatorData');
  const counter = new DataView(authenticatorData.buffer, authenticatorData.byteOffset + 33, 4).getUint32(0);
  const stored = owner.authenticator.counter;
  if ((counter > 0 || stored > 0) && counter <= stored) {
    throw refused(`sign counter did not increase (got ${counter}, last seen ${stored}): the passkey may have been cloned`);
  }

  const { server } = await loadWebauthnLibrary();
  let verified: boolean;
  let userVerified: boolean;
  try {
    const result = await server.verifyAuthenticationResponse({
      response: {
        id: stamp.credentialId,
        rawId: stamp.credentialId,
        type: 'public-key',
        response: { authenticatorData: stamp.authenticatorData, clientDataJSON: stamp.clientDataJson, signature: stamp.signature },
        clientExtensionResults: {},
      },
      expectedChallenge: challenge,
      expectedOrigin: expected.origin,
      expectedRPID: expected.rpId,
      credential: { id: owner.authenticator.credentialId, publicKey: new Uint8Array(fromBase64Url(owner.authenticator.cosePublicKey)), counter: stored },
      requireUserVerification: false,
    });
    verified = result.verified;
    userVerified = result.authenticationInfo.userVerified;
  } catch (error) {
    throw refused(`bad assertion: ${error instanceof Error ? error.message : 'it does not verify'}`);
  }
  if (!verified) throw refused("bad signature: the assertion does not verify with the registered passkey's public key (forged or corrupted)");

  // Checked again after the awaits: two requests cannot both spend one challenge or counter.
  if (context.store.isChallengeUsed('stamp', challenge)) throw refused('replayed assertion: this challenge was already used by an earlier request');
  if ((counter > 0 || owner.authenticator.counter > 0) && counter <= owner.authenticator.counter) {
    throw refused(`sign counter did not increase (got ${counter}, last seen ${owner.authenticator.counter}): the passkey may have been cloned`);
  }
  const now = context.now();
  context.store.markChallengeUsed('stamp', challenge, now);
  context.store.recordAssertion(owner.authenticator, counter, userVerified, now);
  return { ...owner, userVerified };
}
