/**
 * A software passkey for tests: real WebAuthn registrations (attestation `none` or `packed`
 * self-attestation, CBOR built by hand) and assertions, signed with a P-256 key through the
 * core crypto (@noble/curves). It plays the browser too: it writes clientDataJSON with the
 * origin it is told. Every field can be bent to test a refusal.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { webauthnStampChallenge } from '../../core/crypto/webauthn-challenge';
import { rawToDerSignature } from '../../core/crypto/p256';
import { publicKeyFromPrivateKey, randomPrivateKey, signP256WithPrivateKey } from '../../core/crypto/p256-private-key';
import { toBase64Url } from '../../core/encoding/base64url';
import { toHex } from '../../core/encoding/hex';
import { utf8Encode } from '../../core/encoding/utf8';
import { encodeCbor } from './cbor';

const flagUserPresent = 0x01;
const flagUserVerified = 0x04;
const flagAttestedData = 0x40;

export interface SoftwareAuthenticatorOptions {
  /** The page origin the "browser" reports in clientDataJSON. */
  origin: string;
  /** The relying party id (default: the origin's host name). */
  rpId?: string;
  /** Whether it verifies the user (default true). */
  userVerification?: boolean;
  /** `increasing` (default: 1, 2, 3, ... per assertion) or `zero` (as synced passkeys report). */
  counter?: 'increasing' | 'zero';
}

/** What to bend in one ceremony. */
export interface CeremonyOverrides {
  origin?: string;
  rpId?: string;
  userVerified?: boolean;
  userPresent?: boolean;
  /** clientDataJSON.type (default webauthn.create / webauthn.get). */
  type?: string;
}

export interface RegistrationOverrides extends CeremonyOverrides {
  /** The challenge to sign (base64url; default fresh random 32 bytes). */
  challenge?: string;
  /** The challenge the body claims (default: the signed one). */
  claimedChallenge?: string;
  format?: 'none' | 'packed';
  authenticatorName?: string;
}

export interface AssertionOverrides extends CeremonyOverrides {
  /** The sign counter to report (default: the next one). */
  counter?: number;
  /** Sign with another key (a forged assertion). */
  signingKey?: Uint8Array;
}

/** A registration as the kit sends it (signup_v2 and create_authenticators). */
export interface PasskeyRegistration {
  authenticatorName: string;
  challenge: string;
  attestation: { credentialId: string; clientDataJson: string; attestationObject: string; transports: string[] };
}

/** The JSON of an `X-Stamp-WebAuthn` header. */
export interface PasskeyStampJson {
  authenticatorData: string;
  clientDataJson: string;
  credentialId: string;
  signature: string;
}

/** A fresh random registration challenge (base64url of 32 bytes). */
export function randomChallenge(): string {
  return toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export class SoftwareAuthenticator {
  readonly origin: string;
  readonly rpId: string;
  readonly credentialIdBytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  readonly credentialId = toBase64Url(this.credentialIdBytes);
  readonly #privateKey = randomPrivateKey();
  readonly #userVerification: boolean;
  readonly #counterMode: 'increasing' | 'zero';
  /** The last sign counter reported. */
  counter = 0;

  constructor(options: SoftwareAuthenticatorOptions) {
    this.origin = options.origin;
    this.rpId = options.rpId ?? new URL(options.origin).hostname;
    this.#userVerification = options.userVerification ?? true;
    this.#counterMode = options.counter ?? 'increasing';
  }

  /** The credential's public key, compressed SEC1 hex (what the read shape shows). */
  get publicKeyHex(): string {
    return toHex(publicKeyFromPrivateKey(this.#privateKey, true));
  }

  #coseKey(): Uint8Array {
    const uncompressed = publicKeyFromPrivateKey(this.#privateKey, false);
    return encodeCbor(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, uncompressed.slice(1, 33)],
        [-3, uncompressed.slice(33, 65)],
      ]),
    );
  }

  #authenticatorData(overrides: CeremonyOverrides, counter: number, attested?: Uint8Array): Uint8Array {
    let flags = (overrides.userPresent ?? true) ? flagUserPresent : 0;
    if (overrides.userVerified ?? this.#userVerification) flags |= flagUserVerified;
    if (attested !== undefined) flags |= flagAttestedData;
    const counterBytes = new Uint8Array(4);
    new DataView(counterBytes.buffer).setUint32(0, counter);
    return concat(sha256(utf8Encode(overrides.rpId ?? this.rpId)), Uint8Array.of(flags), counterBytes, attested ?? new Uint8Array(0));
  }

  #clientData(type: string, challenge: string, overrides: CeremonyOverrides): Uint8Array {
    return utf8Encode(JSON.stringify({ type: overrides.type ?? type, challenge, origin: overrides.origin ?? this.origin, crossOrigin: false }));
  }

  #sign(message: Uint8Array, key = this.#privateKey): Uint8Array {
    return rawToDerSignature(signP256WithPrivateKey(key, message));
  }

  /** A registration of this credential (navigator.credentials.create, as the kit sends it). */
  register(overrides: RegistrationOverrides = {}): PasskeyRegistration {
    const challenge = overrides.challenge ?? randomChallenge();
    const clientDataJson = this.#clientData('webauthn.create', challenge, overrides);
    const idLength = Uint8Array.of(this.credentialIdBytes.length >> 8, this.credentialIdBytes.length & 0xff);
    const attested = concat(new Uint8Array(16), idLength, this.credentialIdBytes, this.#coseKey());
    const authData = this.#authenticatorData(overrides, 0, attested);
    const format = overrides.format ?? 'none';
    const attStmt =
      format === 'packed'
        ? new Map<string, number | Uint8Array>([['alg', -7], ['sig', this.#sign(concat(authData, sha256(clientDataJson)))]])
        : new Map<string, number>();
    const attestationObject = encodeCbor(new Map<string, string | Uint8Array | Map<string, number | Uint8Array>>([['fmt', format], ['attStmt', attStmt], ['authData', authData]]));
    return {
      authenticatorName: overrides.authenticatorName ?? 'Test passkey',
      challenge: overrides.claimedChallenge ?? challenge,
      attestation: {
        credentialId: this.credentialId,
        clientDataJson: toBase64Url(clientDataJson),
        attestationObject: toBase64Url(attestationObject),
        transports: ['AUTHENTICATOR_TRANSPORT_INTERNAL', 'AUTHENTICATOR_TRANSPORT_HYBRID'],
      },
    };
  }

  /** An assertion over `challenge` (raw bytes; navigator.credentials.get). Advances the counter. */
  assert(challenge: Uint8Array, overrides: AssertionOverrides = {}): PasskeyStampJson {
    const counter = overrides.counter ?? (this.#counterMode === 'zero' ? 0 : this.counter + 1);
    this.counter = counter;
    const clientDataJson = this.#clientData('webauthn.get', toBase64Url(challenge), overrides);
    const authData = this.#authenticatorData(overrides, counter);
    const signature = this.#sign(concat(authData, sha256(clientDataJson)), overrides.signingKey);
    return {
      authenticatorData: toBase64Url(authData),
      clientDataJson: toBase64Url(clientDataJson),
      credentialId: this.credentialId,
      signature: toBase64Url(signature),
    };
  }

  /** The `X-Stamp-WebAuthn` header value for `body` (challenge = hex(SHA-256(body)) as ASCII). */
  stamp(body: string, overrides: AssertionOverrides = {}): string {
    return JSON.stringify(this.assert(webauthnStampChallenge(body), overrides));
  }
}
