/**
 * Passkey registrations (protocol.md section 8), as signup_v2 and create_authenticators receive
 * them: `{authenticatorName, challenge, attestation: {credentialId, clientDataJson,
 * attestationObject, transports}}`. Each is verified with @simplewebauthn/server against the
 * body's own challenge, the request's origin and the relying party id; user presence is
 * required, user verification preferred (accepted without, and recorded). A challenge registers
 * once; a credential id once.
 */
import { compressPublicKey } from '../../core/crypto/p256';
import { fromBase64Url, toBase64Url } from '../../core/encoding/base64url';
import { toHex } from '../../core/encoding/hex';
import { utf8Decode } from '../../core/encoding/utf8';
import { isRecord } from '../../core/transport/validate';
import { grpcCodes, invalidArgument, RelayError } from '../errors';
import { arrayField, enumValue, objectField, objectItem, stringField } from '../request-body';
import type { NewAuthenticator, RelayStore } from '../store';
import type { AuthenticatorTransport } from '../stored-state';
import type { PasskeyExpectations } from './passkey-expectations';
import { loadWebauthnLibrary, type WebauthnLibrary } from './webauthn-library';

const transports = {
  AUTHENTICATOR_TRANSPORT_BLE: 'ble',
  AUTHENTICATOR_TRANSPORT_INTERNAL: 'internal',
  AUTHENTICATOR_TRANSPORT_NFC: 'nfc',
  AUTHENTICATOR_TRANSPORT_USB: 'usb',
  AUTHENTICATOR_TRANSPORT_HYBRID: 'hybrid',
} as const satisfies Record<AuthenticatorTransport, string>;
const transportNames = Object.keys(transports) as AuthenticatorTransport[];

/** ES256 and RS256, the algorithms the kit asks for (protocol.md section 8). */
const supportedAlgorithms = [-7, -257];

/** One registration as received, checked for shape. */
export interface RegistrationInput {
  /** Where it sits in the body (e.g. `authenticators[0]`), for error fields. */
  path: string;
  authenticatorName: string;
  challenge: string;
  credentialId: string;
  clientDataJson: string;
  attestationObject: string;
  transports: AuthenticatorTransport[];
}

function base64UrlField(item: Record<string, unknown>, field: string, path: string, maxLength: number): string {
  const value = stringField(item, field, path, maxLength);
  fromBase64Url(value, path);
  return value;
}

/** Checks the shape of `items` (a body's `authenticators`); `path` names the array in errors. */
export function parseRegistrations(items: unknown[], path = 'authenticators'): RegistrationInput[] {
  return items.map((raw, index) => {
    const at = `${path}[${index}]`;
    const item = objectItem(raw, at);
    const authenticatorName = stringField(item, 'authenticatorName', `${at}.authenticatorName`, 256);
    const challenge = base64UrlField(item, 'challenge', `${at}.challenge`, 1024);
    const attestation = objectField(item, 'attestation', `${at}.attestation`);
    return {
      path: at,
      authenticatorName,
      challenge,
      credentialId: base64UrlField(attestation, 'credentialId', `${at}.attestation.credentialId`, 2048),
      clientDataJson: base64UrlField(attestation, 'clientDataJson', `${at}.attestation.clientDataJson`, 16_384),
      attestationObject: base64UrlField(attestation, 'attestationObject', `${at}.attestation.attestationObject`, 65_536),
      transports: arrayField(attestation, 'transports', `${at}.attestation.transports`, 10).map((value, i) =>
        enumValue(value, transportNames, `${at}.attestation.transports[${i}]`),
      ),
    };
  });
}

/** A verified registration: its input and the passkey to store. */
export interface VerifiedRegistration {
  input: RegistrationInput;
  authenticator: NewAuthenticator;
}

/** The field a library refusal is about, and the problem in words. */
function describeFailure(input: RegistrationInput, message: string, expected: PasskeyExpectations): RelayError {
  const at = input.path;
  if (/challenge/i.test(message)) return invalidArgument(`${at}.challenge`, `does not match the challenge signed in clientDataJson (${message})`);
  if (/origin/i.test(message)) return invalidArgument(`${at}.attestation.clientDataJson`, `wrong origin: ${message}`);
  if (/RP ID/i.test(message)) {
    return invalidArgument(`${at}.attestation.attestationObject`, `wrong rpId: the passkey was made for another relying party than ${expected.rpId}`);
  }
  if (/type|tokenBinding/i.test(message)) return invalidArgument(`${at}.attestation.clientDataJson`, message);
  return invalidArgument(`${at}.attestation.attestationObject`, message);
}

/** The read shape's public key: compressed P-256 hex for EC2 P-256 keys, else hex of the COSE key. */
function readablePublicKey(library: WebauthnLibrary, cosePublicKey: Uint8Array): string {
  const { COSEKEYS, COSEKTY, COSECRV } = library.helpers.cose;
  const key = library.helpers.decodeCredentialPublicKey(new Uint8Array(cosePublicKey)) as unknown as Map<number, unknown>;
  const x = key.get(COSEKEYS.x);
  const y = key.get(COSEKEYS.y);
  if (key.get(COSEKEYS.kty) === COSEKTY.EC2 && key.get(COSEKEYS.crv) === COSECRV.P256 && x instanceof Uint8Array && y instanceof Uint8Array) {
    const uncompressed = new Uint8Array(65);
    uncompressed[0] = 0x04;
    uncompressed.set(x, 1);
    uncompressed.set(y, 33);
    return toHex(compressPublicKey(uncompressed, 'attestation.attestationObject'));
  }
  return toHex(cosePublicKey);
}

/** clientDataJSON must be JSON before the library reads it (so its refusal names the right field). */
function checkClientData(input: RegistrationInput): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(utf8Decode(fromBase64Url(input.clientDataJson)));
  } catch {
    parsed = undefined;
  }
  if (!isRecord(parsed)) throw invalidArgument(`${input.path}.attestation.clientDataJson`, 'is not WebAuthn client data (base64url of a JSON object)');
}

async function verifyOne(library: WebauthnLibrary, input: RegistrationInput, expected: PasskeyExpectations): Promise<VerifiedRegistration> {
  checkClientData(input);
  let verification: Awaited<ReturnType<typeof library.server.verifyRegistrationResponse>>;
  try {
    verification = await library.server.verifyRegistrationResponse({
      response: {
        id: input.credentialId,
        rawId: input.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: input.clientDataJson,
          attestationObject: input.attestationObject,
          transports: input.transports.map((name) => transports[name]),
        },
        clientExtensionResults: {},
      },
      expectedChallenge: input.challenge,
      expectedOrigin: expected.origin,
      expectedRPID: expected.rpId,
      requireUserPresence: true,
      requireUserVerification: false,
      supportedAlgorithmIDs: supportedAlgorithms,
    });
  } catch (error) {
    throw describeFailure(input, error instanceof Error ? error.message : 'is not a valid WebAuthn registration', expected);
  }
  if (!verification.verified) throw invalidArgument(`${input.path}.attestation.attestationObject`, 'the attestation statement does not verify');
  const info = verification.registrationInfo;
  if (info.credential.id !== input.credentialId) {
    throw invalidArgument(`${input.path}.attestation.credentialId`, 'does not match the credential id in attestationObject');
  }
  let publicKey: string;
  try {
    publicKey = readablePublicKey(library, info.credential.publicKey);
  } catch {
    throw invalidArgument(`${input.path}.attestation.attestationObject`, 'holds a credential public key that cannot be read');
  }
  return {
    input,
    authenticator: {
      authenticatorName: input.authenticatorName,
      credentialId: input.credentialId,
      attestationType: info.fmt,
      aaguid: info.aaguid,
      model: info.credentialDeviceType === 'multiDevice' ? 'Synced passkey' : 'Device-bound passkey',
      transports: [...input.transports],
      publicKey,
      cosePublicKey: toBase64Url(info.credential.publicKey),
      counter: info.credential.counter,
      userVerified: info.userVerified,
    },
  };
}

/** Verifies every registration (the first failure refuses the request, naming its field). */
export async function verifyRegistrations(inputs: RegistrationInput[], expected: PasskeyExpectations): Promise<VerifiedRegistration[]> {
  if (inputs.length === 0) return [];
  const library = await loadWebauthnLibrary();
  const verified: VerifiedRegistration[] = [];
  for (const input of inputs) verified.push(await verifyOne(library, input, expected));
  return verified;
}

/**
 * Takes verified registrations for keeps, synchronously (right before they are stored, so two
 * requests cannot both use one challenge): a challenge used before is a replay (400 naming the
 * challenge), a credential id already registered is 409. Marks the challenges used.
 */
export function claimRegistrations(store: RelayStore, verified: VerifiedRegistration[], now: number): NewAuthenticator[] {
  const challenges = new Set<string>();
  const credentialIds = new Set<string>();
  for (const { input } of verified) {
    if (challenges.has(input.challenge) || store.isChallengeUsed('registration', input.challenge)) {
      throw invalidArgument(`${input.path}.challenge`, 'was already used for a registration (replayed challenge); ask for a new one');
    }
    if (credentialIds.has(input.credentialId) || store.findAuthenticatorByCredentialId(input.credentialId) !== undefined) {
      throw new RelayError(grpcCodes.alreadyExists, 'ALREADY_EXISTS', 'is already registered', { field: `${input.path}.attestation.credentialId` });
    }
    challenges.add(input.challenge);
    credentialIds.add(input.credentialId);
  }
  for (const challenge of challenges) store.markChallengeUsed('registration', challenge, now);
  return verified.map(({ authenticator }) => authenticator);
}
