import { invalidInput } from '../errors';
import { fromHex, toHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';
import type { ClientSignature } from '../transport/relay-types';
import { parsePublicKeyHex, verifyP256 } from './p256';
import { verifyP256Async } from './p256-webcrypto';
import type { SigningKey } from './signing-key';

/**
 * Client signatures for otp_login_v2 and signup_v2 (protocol.md section 5): raw r ‖ s hex
 * (128 chars, not DER) over SHA-256(UTF-8 message), made with the session key K. The message
 * is sent verbatim, so its key order is part of the format.
 */

export const CLIENT_SIGNATURE_SCHEME = 'CLIENT_SIGNATURE_SCHEME_API_P256';

function requireString(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.length === 0) throw invalidInput(field, 'must be a non-empty string');
  return value;
}

/** `{"login":{"publicKey":K},"tokenId":…,"type":"USAGE_TYPE_LOGIN"}` */
export function loginSignatureMessage(publicKey: string, tokenId: string): string {
  return JSON.stringify({
    login: { publicKey: requireString(publicKey, 'publicKey') },
    tokenId: requireString(tokenId, 'tokenId'),
    type: 'USAGE_TYPE_LOGIN',
  });
}

export interface SignupSignatureInput {
  apiKeys: unknown[];
  authenticators: unknown[];
  oauthProviders: unknown[];
  email?: string;
  phoneNumber?: string;
}

/**
 * `{"signupV2":{"apiKeys","authenticators","oauthProviders","email"|"phoneNumber"},"tokenId",
 * "type":"USAGE_TYPE_SIGNUP"}` — arrays copied from the signup body, absent contacts omitted.
 */
export function signupSignatureMessage(input: SignupSignatureInput, tokenId: string): string {
  for (const name of ['apiKeys', 'authenticators', 'oauthProviders'] as const) {
    if (!Array.isArray(input[name])) throw invalidInput(name, 'must be an array');
  }
  return JSON.stringify({
    signupV2: {
      apiKeys: input.apiKeys,
      authenticators: input.authenticators,
      oauthProviders: input.oauthProviders,
      ...(input.email === undefined ? {} : { email: input.email }),
      ...(input.phoneNumber === undefined ? {} : { phoneNumber: input.phoneNumber }),
    },
    tokenId: requireString(tokenId, 'tokenId'),
    type: 'USAGE_TYPE_SIGNUP',
  });
}

/** Signs `message` with K and returns the wire `clientSignature` object. */
export async function createClientSignature(message: string, key: SigningKey): Promise<ClientSignature> {
  const signature = await key.sign(utf8Encode(requireString(message, 'message')));
  return {
    publicKey: toHex(key.publicKey),
    scheme: CLIENT_SIGNATURE_SCHEME,
    message,
    signature: toHex(signature),
  };
}

/** True when `signature` is a well-formed P-256 client signature by its `publicKey` over its `message`. Never throws. */
export function verifyClientSignature(signature: ClientSignature): boolean {
  try {
    const parts = clientSignatureParts(signature, (hex) => parsePublicKeyHex(hex, 'clientSignature.publicKey'));
    return parts !== undefined && verifyP256(parts.publicKey, parts.message, parts.signature);
  } catch {
    return false;
  }
}

/** `verifyClientSignature` on WebCrypto (p256-webcrypto.ts): the same checks. Never rejects. */
export async function verifyClientSignatureAsync(signature: ClientSignature): Promise<boolean> {
  try {
    // WebCrypto's key import checks the point (an invalid one does not verify), so no curve math here.
    const parts = clientSignatureParts(signature, (hex) => {
      if (typeof hex !== 'string' || (hex.length !== 66 && hex.length !== 130)) throw invalidInput('clientSignature.publicKey', 'must be a P-256 public key in hex');
      return fromHex(hex, 'clientSignature.publicKey');
    });
    return parts !== undefined && (await verifyP256Async(parts.publicKey, parts.message, parts.signature));
  } catch {
    return false;
  }
}

/** The key, message and signature bytes of a well-formed client signature; undefined (or a throw) otherwise. */
function clientSignatureParts(
  signature: ClientSignature,
  publicKeyBytes: (hex: string) => Uint8Array,
): { publicKey: Uint8Array; message: Uint8Array; signature: Uint8Array } | undefined {
  if (signature.scheme !== CLIENT_SIGNATURE_SCHEME) return undefined;
  if (typeof signature.signature !== 'string' || !/^[0-9a-fA-F]{128}$/.test(signature.signature)) return undefined;
  if (typeof signature.message !== 'string') return undefined;
  const publicKey = publicKeyBytes(signature.publicKey);
  return { publicKey, message: utf8Encode(signature.message), signature: fromHex(signature.signature) };
}
