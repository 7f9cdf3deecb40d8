/**
 * Test helpers for external wallets (protocol.md section 13): an Ethereum wallet and a Solana
 * wallet whose `X-Stamp` headers are made by Turnkey's own `@turnkey/wallet-stamper` (the
 * Ethereum one signing with viem's `personal_sign` implementation), and wallet-stamped requests
 * to the main API of a MockRelay, stamped over exactly the bytes sent.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { BaseEthereumWallet, WalletStamper, WalletType, type SolanaWalletInterface } from '@turnkey/wallet-stamper';
import type { Hex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { toHex } from '../../core/encoding/hex';
import { utf8Encode } from '../../core/encoding/utf8';
import type { MockRelay } from '../handler';
import { activityTypes, type Operation } from './api-test-client';
import { call, type CallResult } from './relay-test-client';

export type WalletChain = 'ethereum' | 'solana';

export interface TestWallet {
  chain: WalletChain;
  /** The API key's public key: compressed secp256k1 (66 hex) or Ed25519 (64 hex). */
  publicKey: string;
  curveType: 'API_KEY_CURVE_SECP256K1' | 'API_KEY_CURVE_ED25519';
  /** The `X-Stamp` header value @turnkey/wallet-stamper makes for `body`. */
  stamp(body: string): Promise<string>;
}

/** A BaseEthereumWallet whose personal_sign is viem's (`account.signMessage({ message })`). */
class ViemEthereumWallet extends BaseEthereumWallet {
  constructor(private readonly account: PrivateKeyAccount) {
    super();
  }

  signMessage(message: string | Hex): Promise<Hex> {
    return this.account.signMessage({ message });
  }
}

/** An Ethereum wallet (random key unless given), stamping through WalletStamper. */
export function ethereumWallet(secret: Uint8Array = secp256k1.utils.randomSecretKey()): TestWallet {
  const stamper = new WalletStamper(new ViemEthereumWallet(privateKeyToAccount(`0x${toHex(secret)}`)));
  return {
    chain: 'ethereum',
    publicKey: toHex(secp256k1.getPublicKey(secret, true)),
    curveType: 'API_KEY_CURVE_SECP256K1',
    stamp: async (body) => (await stamper.stamp(body)).stampHeaderValue,
  };
}

/** A Solana wallet (random key unless given): `solana:signMessage` of the UTF-8 body, through WalletStamper. */
export function solanaWallet(secret: Uint8Array = ed25519.utils.randomSecretKey()): TestWallet {
  const publicKey = toHex(ed25519.getPublicKey(secret));
  const wallet: SolanaWalletInterface = {
    type: WalletType.Solana,
    signMessage: (message) => Promise.resolve(toHex(ed25519.sign(utf8Encode(message), secret))),
    getPublicKey: () => Promise.resolve(publicKey),
  };
  const stamper = new WalletStamper(wallet);
  return { chain: 'solana', publicKey, curveType: 'API_KEY_CURVE_ED25519', stamp: async (body) => (await stamper.stamp(body)).stampHeaderValue };
}

/** The API key a wallet logs in with, named as Turnkey's kit names it. */
export function walletApiKey(wallet: Pick<TestWallet, 'publicKey' | 'curveType'>): { apiKeyName: string; publicKey: string; curveType: string } {
  return { apiKeyName: `wallet-auth:${wallet.publicKey}`, publicKey: wallet.publicKey, curveType: wallet.curveType };
}

/** The signup_v2 body of a wallet signup: the wallet's API key only. */
export function walletSignupBody(wallet: TestWallet, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { apiKeys: [walletApiKey(wallet)], authenticators: [], oauthProviders: [], ...extra };
}

export interface WalletCallOptions {
  origin?: string;
  /** Changes the body after stamping. */
  tamper?: (body: string) => string;
  /** Replaces the stamp header value (after stamping the body). */
  header?: (stamp: string) => string;
}

/** `POST /public/v1/submit/<operation>`, serialized once and stamped by `stamp`. */
export async function walletSubmit(
  relay: MockRelay,
  stamp: (body: string) => Promise<string>,
  operation: Operation,
  organizationId: string,
  parameters: Record<string, unknown>,
  timestampMs: number,
  options: WalletCallOptions = {},
): Promise<CallResult> {
  const body = JSON.stringify({ type: activityTypes[operation], timestampMs: String(timestampMs), organizationId, parameters });
  return walletPost(relay, `/public/v1/submit/${operation}`, body, stamp, options);
}

/** POSTs `body` to `path` with the `X-Stamp` of `stamp` over it. */
export async function walletPost(
  relay: MockRelay,
  path: string,
  body: string,
  stamp: (body: string) => Promise<string>,
  options: WalletCallOptions = {},
): Promise<CallResult> {
  const header = await stamp(body);
  return call(relay, path, undefined, {
    headers: { 'X-Stamp': options.header === undefined ? header : options.header(header) },
    origin: options.origin ?? 'https://app.example.com',
    rawBody: options.tamper === undefined ? body : options.tamper(body),
  });
}
