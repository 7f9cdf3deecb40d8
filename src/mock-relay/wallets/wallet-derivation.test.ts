import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../../core/encoding/hex';
import { accountAddress, derivePublicKey, mnemonicLengths, mnemonicSeed, newMnemonic, pathProblem } from './wallet-derivation';
import { deriveWallet } from './wallet-input';

// The BIP-39 test mnemonic (all-zero entropy), used by every wallet's test suite.
const abandon = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('BIP-39', () => {
  it('makes the seed of the test mnemonic (empty passphrase)', () => {
    expect(toHex(mnemonicSeed(abandon))).toBe(
      '5eb00bbddcf069084889a8ab9155568165f5c453ccb85e70811aaed6f6da5fc19a5ac40b389cd370d086206dec8aa6c43daea6690f20ad3d8d48b2d2ce9e38e4',
    );
  });

  it.each(mnemonicLengths)('makes fresh valid mnemonics of %i words', (length) => {
    const mnemonic = newMnemonic(length);
    expect(mnemonic.split(' ')).toHaveLength(length);
    expect(validateMnemonic(mnemonic, wordlist)).toBe(true);
    expect(newMnemonic(length)).not.toBe(mnemonic);
  });
});

describe('derivation vectors', () => {
  const seed = mnemonicSeed(abandon);

  it("gives the well-known first Ethereum address at m/44'/60'/0'/0/0 (BIP-32, EIP-55)", () => {
    const publicKey = derivePublicKey(seed, 'CURVE_SECP256K1', "m/44'/60'/0'/0/0");
    expect(accountAddress('CURVE_SECP256K1', publicKey, 'ADDRESS_FORMAT_ETHEREUM')).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
    expect(accountAddress('CURVE_SECP256K1', publicKey, 'ADDRESS_FORMAT_COMPRESSED')).toBe(toHex(publicKey));
    expect(accountAddress('CURVE_SECP256K1', publicKey, 'ADDRESS_FORMAT_UNCOMPRESSED')).toMatch(/^04[0-9a-f]{128}$/);
  });

  it("gives the well-known Solana address at m/44'/501'/0'/0' (SLIP-10, base58)", () => {
    const publicKey = derivePublicKey(seed, 'CURVE_ED25519', "m/44'/501'/0'/0'");
    expect(accountAddress('CURVE_ED25519', publicKey, 'ADDRESS_FORMAT_SOLANA')).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk');
    expect(accountAddress('CURVE_ED25519', publicKey, 'ADDRESS_FORMAT_COMPRESSED')).toBe(toHex(publicKey));
  });

  it('matches BIP-32 test vector 1 (secp256k1)', () => {
    const vectorSeed = fromHex('000102030405060708090a0b0c0d0e0f');
    expect(toHex(derivePublicKey(vectorSeed, 'CURVE_SECP256K1', 'm'))).toBe('0339a36013301597daef41fbe593a02cc513d0b55527ec2df1050e2e8ff49c85c2');
    expect(toHex(derivePublicKey(vectorSeed, 'CURVE_SECP256K1', "m/0'"))).toBe('035a784662a4a20a65bf6aab9ae98a6c068a81c52e4b032c0fb5400c706cfccc56');
  });

  it('matches SLIP-10 test vector 1 (Ed25519)', () => {
    const vectorSeed = fromHex('000102030405060708090a0b0c0d0e0f');
    expect(toHex(derivePublicKey(vectorSeed, 'CURVE_ED25519', 'm'))).toBe('a4b2856bfec510abab89753fac1ac0e1112364e7d250545963f135f2a33188ed');
  });

  it('derives a whole wallet from a given mnemonic, one address per account in order', () => {
    const wallet = deriveWallet(
      {
        walletName: 'w',
        mnemonicLength: 12,
        accounts: [
          { curve: 'CURVE_ED25519', pathFormat: 'PATH_FORMAT_BIP32', path: "m/44'/501'/0'/0'", addressFormat: 'ADDRESS_FORMAT_SOLANA' },
          { curve: 'CURVE_SECP256K1', pathFormat: 'PATH_FORMAT_BIP32', path: "m/44'/60'/0'/0/0", addressFormat: 'ADDRESS_FORMAT_ETHEREUM' },
        ],
      },
      abandon,
    );
    expect(wallet.mnemonic).toBe(abandon);
    expect(wallet.accounts.map((account) => account.address)).toEqual([
      'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
      '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    ]);
  });
});

describe('paths', () => {
  it.each([
    ['CURVE_SECP256K1', "m/44'/60'/0'/0/0"],
    ['CURVE_SECP256K1', 'm'],
    ['CURVE_SECP256K1', "m/2147483647'"],
    ['CURVE_ED25519', "m/44'/501'/0'/0'"],
  ] as const)('accepts %s %s', (curve, path) => {
    expect(pathProblem(curve, path)).toBeUndefined();
  });

  it.each([
    ['CURVE_SECP256K1', "44'/60'"],
    ['CURVE_SECP256K1', 'm/'],
    ['CURVE_SECP256K1', 'm/44h/60h'],
    ['CURVE_SECP256K1', 'm/-1'],
    ['CURVE_SECP256K1', 'm/2147483648'],
    ['CURVE_ED25519', "m/44'/501'/0'/0"],
  ] as const)('refuses %s %s', (curve, path) => {
    expect(pathProblem(curve, path)).toEqual(expect.any(String));
  });
});
