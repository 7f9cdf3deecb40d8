import type { TrustedKeys } from '../login-kit';
import { invalidInput } from '../errors';

/**
 * Turnkey's published production enclave keys (uncompressed P-256 hex), from @turnkey/crypto;
 * the same values as test/vectors/production-keys.json. The kit's default `trustedKeys`.
 */
export const productionTrustedKeys: TrustedKeys = Object.freeze({
  signer:
    '04cf288fe433cc4e1aa0ce1632feac4ea26bf2f5a09dcfe5a42c398e06898710330f0572882f4dbdf0f5304b8fc8703acd69adca9a4bbf7f5d00d20a5e364b2569',
  notarizer:
    '04d498aa87ac3bf982ac2b5dd9604d0074905cfbda5d62727c5a237b895e6749205e9f7cd566909c4387f6ca25c308445c60884b788560b785f4a96ac33702a469',
  tlsFetcher:
    '046b4f88421f76b6ba418afc2ea1d8ced671337d7db6b80478a60d8531bf8f17fa9a512f0fef96fc0c9b4cd9dff70b34992e520ce04c79d931f6ff6296b547d201',
});

const uncompressedHex = /^04[0-9a-fA-F]{128}$/;

/**
 * The format check of pinned keys made when the kit is created, without loading the curve
 * library (the points themselves are checked where they are first used).
 */
export function checkTrustedKeysFormat(keys: TrustedKeys): TrustedKeys {
  if (typeof keys !== 'object' || keys === null) throw invalidInput('trustedKeys', 'must be an object {signer, notarizer, tlsFetcher}');
  for (const name of ['signer', 'notarizer', 'tlsFetcher'] as const) {
    const value: unknown = keys[name];
    if (typeof value !== 'string' || !uncompressedHex.test(value)) {
      throw invalidInput(`trustedKeys.${name}`, 'expected an uncompressed P-256 public key: 130 hex characters starting with 04');
    }
  }
  return { signer: keys.signer.toLowerCase(), notarizer: keys.notarizer.toLowerCase(), tlsFetcher: keys.tlsFetcher.toLowerCase() };
}
