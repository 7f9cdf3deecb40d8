import { invalidInput } from '../errors';
import { fromHex, toHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';
import type { ClientSignature } from '../transport/relay-types';
import { publicKeyHexBytes, verifyP256 } from './p256';
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

/**
 * True when `signature` is a well-formed P-256 client signature by its `publicKey` over its
 * `message`, checked on WebCrypto (whose key import checks the point). Never rejects for bad input.
 */
export async function verifyClientSignature(signature: ClientSignature): Promise<boolean> {
  let parts: ReturnType<typeof clientSignatureParts>;
  try {
    parts = clientSignatureParts(signature);
  } catch {
    return false;
  }
  return parts !== undefined && verifyP256(parts.publicKey, parts.message, parts.signature);
}

/** The key, message and signature bytes of a well-formed client signature; undefined (or a throw) otherwise. */
function clientSignatureParts(signature: ClientSignature): { publicKey: Uint8Array; message: Uint8Array; signature: Uint8Array } | undefined {
  if (signature.scheme !== CLIENT_SIGNATURE_SCHEME) return undefined;
  if (typeof signature.signature !== 'string' || !/^[0-9a-fA-F]{128}$/.test(signature.signature)) return undefined;
  if (typeof signature.message !== 'string') return undefined;
  const publicKey = publicKeyHexBytes(signature.publicKey, 'clientSignature.publicKey');
  return { publicKey, message: utf8Encode(signature.message), signature: fromHex(signature.signature) };
}
