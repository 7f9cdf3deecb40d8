import { describe, expect, it } from 'vitest';
import { resolveRelayConfig, validateRelayConfig } from '../relay-config';
import { privateKeyFromSeed } from './private-key-seeds';

describe('the relay setting `privateKeys` (a mock extension)', () => {
  it('accepts keys by name, curve and address formats (default none); default no keys', () => {
    expect(resolveRelayConfig({ privateKeys: [{ privateKeyName: 'k', curve: 'CURVE_ED25519' }] }).privateKeys).toEqual([
      { privateKeyName: 'k', curve: 'CURVE_ED25519', addressFormats: [] },
    ]);
    expect(resolveRelayConfig().privateKeys).toBeUndefined();
  });

  it('gives each organization fresh key material', () => {
    const seed = { privateKeyName: 'k', curve: 'CURVE_SECP256K1', addressFormats: ['ADDRESS_FORMAT_ETHEREUM'] } as const;
    const a = privateKeyFromSeed({ ...seed, addressFormats: [...seed.addressFormats] }, 'org-a', 1);
    const b = privateKeyFromSeed({ ...seed, addressFormats: [...seed.addressFormats] }, 'org-a', 1);
    expect(a.privateKey).toMatch(/^[0-9a-f]{64}$/);
    expect(a.privateKey).not.toBe(b.privateKey);
    expect(a.addresses[0]?.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it.each([
    [{ privateKeys: 'k' }, 'privateKeys'],
    [{ privateKeys: [null] }, 'privateKeys[0]'],
    [{ privateKeys: [{ curve: 'CURVE_ED25519' }] }, 'privateKeys[0].privateKeyName'],
    [{ privateKeys: [{ privateKeyName: 'k' }] }, 'privateKeys[0].curve'],
    [{ privateKeys: [{ privateKeyName: 'k', curve: 'CURVE_P256' }] }, 'privateKeys[0].curve'],
    [{ privateKeys: [{ privateKeyName: 'k', curve: 'CURVE_ED25519', addressFormats: 'ADDRESS_FORMAT_SOLANA' }] }, 'privateKeys[0].addressFormats'],
    [{ privateKeys: [{ privateKeyName: 'k', curve: 'CURVE_ED25519', addressFormats: ['ADDRESS_FORMAT_BITCOIN'] }] }, 'privateKeys[0].addressFormats[0]'],
    [{ privateKeys: [{ privateKeyName: 'k', curve: 'CURVE_ED25519', addressFormats: ['ADDRESS_FORMAT_SOLANA', 'ADDRESS_FORMAT_ETHEREUM'] }] }, 'privateKeys[0].addressFormats[1]'],
    [{ privateKeys: [{ privateKeyName: 'k', curve: 'CURVE_SECP256K1', addressFormats: ['ADDRESS_FORMAT_SOLANA'] }] }, 'privateKeys[0].addressFormats[0]'],
    [{ privateKeys: [{ privateKeyName: 'k', curve: 'CURVE_SECP256K1', addressFormats: ['ADDRESS_FORMAT_ETHEREUM', 'ADDRESS_FORMAT_ETHEREUM'] }] }, 'privateKeys[0].addressFormats[1]'],
    [{ privateKeys: [{ privateKeyName: 'k', curve: 'CURVE_SECP256K1', tags: [] }] }, 'privateKeys[0].tags'],
    [{ privateKeys: [{ privateKeyName: 'k', curve: 'CURVE_SECP256K1' }, { privateKeyName: 'k', curve: 'CURVE_ED25519' }] }, 'privateKeys[1].privateKeyName'],
  ])('refuses %j naming %s', (input, field) => {
    expect(() => validateRelayConfig(input)).toThrow(expect.objectContaining({ code: 'invalid_input', details: { field } }));
  });
});
