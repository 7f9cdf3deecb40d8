import type { TrustedKeys } from '../login-kit';
import { invalidInput } from '../errors';
import { parsePublicKeyHex, uncompressPublicKey } from './p256';

// Apart from trusted-keys.ts: the kit checks the keys' format when it is created
// (checkTrustedKeysFormat), and that check must not bring the P-256 code into the initial JS of
// bundlers that place every statically reachable module there (esbuild, Turbopack).

export interface ParsedTrustedKeys {
  /** Signs export bundles and other enclave envelopes (65 bytes, uncompressed). */
  signer: Uint8Array;
  /** Signs session JWTs. */
  notarizer: Uint8Array;
  /** Signs OTP target bundles and verification tokens. */
  tlsFetcher: Uint8Array;
}

/** Validates configured pinned keys (each a P-256 point in hex, checked on WebCrypto) and returns them uncompressed. */
export async function parseTrustedKeys(keys: TrustedKeys): Promise<ParsedTrustedKeys> {
  if (typeof keys !== 'object' || keys === null) throw invalidInput('trustedKeys', 'must be an object {signer, notarizer, tlsFetcher}');
  const parse = async (name: keyof TrustedKeys): Promise<Uint8Array> => {
    const field = `trustedKeys.${name}`;
    return uncompressPublicKey(await parsePublicKeyHex(keys[name], field), field);
  };
  return { signer: await parse('signer'), notarizer: await parse('notarizer'), tlsFetcher: await parse('tlsFetcher') };
}
