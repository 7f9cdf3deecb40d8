import { sha256 } from '@noble/hashes/sha2.js';
import { toHex } from '../encoding/hex';
import { toBase64Url } from '../encoding/base64url';
import { utf8Encode } from '../encoding/utf8';
import { jwtSigningInput, type SessionJwtClaims, type VerificationTokenClaims } from './jwt';
import { rawToDerSignature } from './p256';
import { publicKeyFromPrivateKey, signP256WithPrivateKey } from './p256-private-key';

/**
 * The relay's signed artefacts made synchronously with a raw private scalar (@noble/curves and
 * @noble/hashes, deterministic): for the mock relay's tests, fuzzers and attack suites. The kit
 * never imports this module; the relay itself signs with WebCrypto keys through the `…With`
 * functions (jwt.ts, enclave-envelope.ts, otp-encryption.ts).
 */

function signJwt(claims: object, privateKey: Uint8Array, doubleHash: boolean): string {
  const signingInput = jwtSigningInput(claims);
  const input = utf8Encode(signingInput);
  const signature = signP256WithPrivateKey(privateKey, doubleHash ? sha256(input) : input);
  return `${signingInput}.${toBase64Url(signature)}`;
}

/** Issues a verification token (standard ES256 over SHA-256(signing input)). */
export function signVerificationToken(claims: VerificationTokenClaims, privateKey: Uint8Array): string {
  return signJwt(claims, privateKey, false);
}

/** Issues a session JWT (notarizer scheme: ES256 over SHA-256(SHA-256(signing input))). */
export function signSessionJwt(claims: SessionJwtClaims, privateKey: Uint8Array): string {
  return signJwt(claims, privateKey, true);
}

/** Builds a signed enclave envelope of `data` (serialized with JSON.stringify) with a raw signer key. */
export function signEnclaveEnvelope(data: unknown, signerPrivateKey: Uint8Array, version?: string): string {
  const dataBytes = utf8Encode(JSON.stringify(data));
  const signature = rawToDerSignature(signP256WithPrivateKey(signerPrivateKey, dataBytes));
  return JSON.stringify({
    ...(version === undefined ? {} : { version }),
    data: toHex(dataBytes),
    dataSignature: toHex(signature),
    enclaveQuorumPublic: toHex(publicKeyFromPrivateKey(signerPrivateKey, false)),
  });
}

/** Builds an OTP target bundle for `targetPublicKey`, signed with the raw TLS-fetcher key. */
export function signOtpTargetBundle(targetPublicKey: Uint8Array, tlsFetcherPrivateKey: Uint8Array): string {
  return signEnclaveEnvelope({ targetPublic: toHex(targetPublicKey) }, tlsFetcherPrivateKey);
}
