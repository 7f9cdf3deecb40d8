import { describe, expect, it } from 'vitest';
import { fromHex } from '../../core/encoding/hex';
import { checksumAddress, ethereumAddress } from './private-key-material';

describe('Ethereum addresses', () => {
  it.each([
    // EIP-55's own examples.
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ])('checksum %s as EIP-55 does', (address) => {
    expect(checksumAddress(fromHex(address.slice(2).toLowerCase()))).toBe(address);
  });

  it('derives the address of the secp256k1 generator point (private key 1)', () => {
    const generator =
      '0479be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8';
    expect(ethereumAddress(fromHex(generator))).toBe('0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf');
  });
});
