import { describe, expect, it } from 'vitest';
import { interop, productionKeys } from '../../../test/vectors/interop';
import { toHex } from '../encoding/hex';
import { parseTrustedKeys } from './parse-trusted-keys';
import { productionTrustedKeys } from './trusted-keys';

describe('trusted (pinned) enclave keys', () => {
  it('production defaults equal test/vectors/production-keys.json', () => {
    expect(productionTrustedKeys).toEqual({
      signer: productionKeys.signer,
      notarizer: productionKeys.notarizer,
      tlsFetcher: productionKeys.tlsFetcher,
    });
    expect(Object.isFrozen(productionTrustedKeys)).toBe(true);
  });

  it('parses the production keys and compressed test keys to uncompressed bytes', async () => {
    const parsed = await parseTrustedKeys(productionTrustedKeys);
    expect(toHex(parsed.signer)).toBe(productionKeys.signer);
    expect(toHex(parsed.notarizer)).toBe(productionKeys.notarizer);
    expect(toHex(parsed.tlsFetcher)).toBe(productionKeys.tlsFetcher);
    const test = await parseTrustedKeys({
      signer: interop.keys.signer.publicKeyCompressed,
      notarizer: interop.keys.notarizer.publicKeyUncompressed,
      tlsFetcher: interop.keys.tlsFetcher.publicKeyCompressed,
    });
    expect(toHex(test.signer)).toBe(interop.keys.signer.publicKeyUncompressed);
    expect(toHex(test.tlsFetcher)).toBe(interop.keys.tlsFetcher.publicKeyUncompressed);
  });

  it.each(['signer', 'notarizer', 'tlsFetcher'] as const)('names the bad key: trustedKeys.%s', async (name) => {
    const keys = { ...productionTrustedKeys, [name]: `04${'00'.repeat(64)}` };
    await expect(parseTrustedKeys(keys)).rejects.toMatchObject({ code: 'invalid_input', details: { field: `trustedKeys.${name}` } });
  });
});
