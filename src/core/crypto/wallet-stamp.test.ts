import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { BaseEthereumWallet, WalletStamper, WalletType } from '@turnkey/wallet-stamper';
import { hashMessage, toBytes, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { fromBase64Url } from '../encoding/base64url';
import { toBase58 } from '../encoding/base58check';
import { fromHex, toHex } from '../encoding/hex';
import { utf8Decode, utf8Encode } from '../encoding/utf8';
import { verifyApiStamp } from './api-stamp-verify';
import { eip191Hash, ethereumAddress, ethereumWalletStamp, recoverEthereumPublicKey, solanaPublicKey, solanaWalletStamp } from './wallet-stamp';

/** Fixed keys: the stamps below are reproducible. */
const ethereumKey: Hex = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
const solanaSeed = fromHex('9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60');
const body = JSON.stringify({
  type: 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2',
  timestampMs: '1767225600000',
  organizationId: 'org-parent',
  parameters: { targetPublicKey: `04${'ab'.repeat(64)}`, expirationSeconds: '900' },
});

const viemAccount = privateKeyToAccount(ethereumKey);
/** What an EIP-1193 wallet answers to personal_sign: r‖s‖v, v = 27 or 28 (viem signs as MetaMask does). */
const personalSign = async (message: string): Promise<Uint8Array> => toBytes(await viemAccount.signMessage({ message }));
const stampOf = (headerValue: string): { publicKey: string; scheme: string; signature: string } => JSON.parse(utf8Decode(fromBase64Url(headerValue)));

/** Turnkey's own stamper, with an Ethereum wallet that signs as viem does. */
class ViemWallet extends BaseEthereumWallet {
  signMessage(message: string): Promise<Hex> {
    return viemAccount.signMessage({ message });
  }
}

describe('Ethereum wallet stamps (SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191, protocol.md section 13)', () => {
  it('hashes the body as personal_sign does (EIP-191, byte length in the prefix)', () => {
    expect(toHex(eip191Hash(utf8Encode(body)))).toBe(hashMessage(body).slice(2));
    const multibyte = 'Grüße 👋';
    expect(toHex(eip191Hash(utf8Encode(multibyte)))).toBe(hashMessage(multibyte).slice(2));
  });

  it("recovers the wallet's compressed key from its signature, and its EIP-55 address", async () => {
    const signature = await personalSign(body);
    const publicKey = recoverEthereumPublicKey(utf8Encode(body), signature);
    expect(toHex(publicKey)).toBe(toHex(secp256k1.getPublicKey(fromHex(ethereumKey.slice(2)), true)));
    expect(ethereumAddress(publicKey)).toBe(viemAccount.address);
    expect(ethereumAddress(secp256k1.getPublicKey(fromHex(ethereumKey.slice(2)), false))).toBe(viemAccount.address);
  });

  it("makes the stamp Turnkey's @turnkey/wallet-stamper makes: same key and scheme, and both verify over the exact body", async () => {
    const ours = ethereumWalletStamp(body, await personalSign(body), viemAccount.address);
    const theirs = await new WalletStamper(new ViemWallet()).stamp(body);
    const [a, b] = [stampOf(ours.stamp.headerValue), stampOf(theirs.stampHeaderValue)];
    expect(a.publicKey).toBe(b.publicKey);
    expect(a.scheme).toBe('SIGNATURE_SCHEME_TK_API_SECP256K1_EIP191');
    expect(b.scheme).toBe(a.scheme);
    expect(ours.publicKey).toBe(a.publicKey);
    expect(ours.stamp.headerName).toBe('X-Stamp');
    await expect(verifyApiStamp(body, ours.stamp.headerValue)).resolves.toEqual({ publicKey: a.publicKey, scheme: a.scheme });
    await expect(verifyApiStamp(body, theirs.stampHeaderValue)).resolves.toEqual({ publicKey: a.publicKey, scheme: a.scheme });
    await expect(verifyApiStamp(`${body} `, ours.stamp.headerValue)).rejects.toMatchObject({ code: 'signature_invalid' });
  });

  it('accepts v as 0/1 as well as 27/28, and refuses other lengths and recovery bytes naming signature', async () => {
    const signature = await personalSign(body);
    const zeroBased = Uint8Array.from(signature);
    zeroBased[64] = signature[64]! - 27;
    expect(ethereumWalletStamp(body, zeroBased).publicKey).toBe(ethereumWalletStamp(body, signature).publicKey);
    expect(() => ethereumWalletStamp(body, signature.subarray(0, 64))).toThrow(expect.objectContaining({ code: 'invalid_input', details: { field: 'signature' } }));
    const badV = Uint8Array.from(signature);
    badV[64] = 35;
    expect(() => ethereumWalletStamp(body, badV)).toThrow(expect.objectContaining({ code: 'invalid_input', details: { field: 'signature' } }));
  });

  it('refuses a signature by another account than the one asked (signature_invalid)', async () => {
    const other = privateKeyToAccount('0x8da4ef21b864d2cc526dbdb2a120bd2874c36c9d0a1fb7f8c63d7f7a8b41de8f');
    const signature = toBytes(await other.signMessage({ message: body }));
    expect(() => ethereumWalletStamp(body, signature, viemAccount.address)).toThrow(expect.objectContaining({ code: 'signature_invalid' }));
  });
});

describe('Solana wallet stamps (SIGNATURE_SCHEME_TK_API_ED25519)', () => {
  const publicKey = ed25519.getPublicKey(solanaSeed);

  it('stamps with the 64-byte signature and the 32-byte key, as @turnkey/wallet-stamper does', async () => {
    const signature = ed25519.sign(utf8Encode(body), solanaSeed);
    const ours = solanaWalletStamp(signature, publicKey);
    const theirs = await new WalletStamper({
      type: WalletType.Solana,
      signMessage: (message: string) => Promise.resolve(toHex(ed25519.sign(utf8Encode(message), solanaSeed))),
      getPublicKey: () => Promise.resolve(toHex(publicKey)),
    }).stamp(body);
    expect(ours.stamp.headerValue).toBe(theirs.stampHeaderValue);
    await expect(verifyApiStamp(body, ours.stamp.headerValue)).resolves.toEqual({ publicKey: toHex(publicKey), scheme: 'SIGNATURE_SCHEME_TK_API_ED25519' });
  });

  it('reads the key from a base58 address, naming address when it is not one', () => {
    expect(toHex(solanaPublicKey(toBase58(publicKey)))).toBe(toHex(publicKey));
    expect(() => solanaPublicKey('0OIl')).toThrow(expect.objectContaining({ details: { field: 'address' } }));
    expect(() => solanaPublicKey(toBase58(publicKey.subarray(0, 31)))).toThrow(expect.objectContaining({ details: { field: 'address' } }));
  });

  it('refuses a signature or key of the wrong size', () => {
    expect(() => solanaWalletStamp(new Uint8Array(63), publicKey)).toThrow(expect.objectContaining({ details: { field: 'signature' } }));
    expect(() => solanaWalletStamp(new Uint8Array(64), new Uint8Array(33))).toThrow(expect.objectContaining({ details: { field: 'publicKey' } }));
  });
});
