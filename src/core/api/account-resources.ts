// What the account API reads: the user, keys, policies, wallets, session profiles, MFA rules, IP allowlists (spec sections 4.2, 4.3).
import type { IpAllowlistRule, PolicyEffect } from './account-types';
import type { AuthenticationStep } from '../transport/mfa-status';
import type { Timestamp } from '../transport/activity';
import type { WalletAddressFormat } from '../transport/relay-types';

export interface SessionProfile {
  sessionProfileId: string;
  sessionProfileName: string;
  scope: string;
  expirationSeconds?: string;
  notes?: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
/** Users and API keys, whose full shape the spec does not show: the id is checked, the rest is as sent. */
export interface User {
  userId: string;
  userName?: string;
  userEmail?: string;
  userPhoneNumber?: string;
  [member: string]: unknown;
}
export interface ApiKey {
  apiKeyId: string;
  [member: string]: unknown;
}
/** A policy as read (Turnkey's `v1Policy`): an empty condition or consensus reads as `''`. */
export interface Policy {
  policyId: string;
  policyName: string;
  effect: PolicyEffect;
  /** A condition expression (`''`: none). */
  condition: string;
  /** A consensus expression (`''`: none). */
  consensus: string;
  notes: string;
  /** A time expression, when the service sends one. */
  time?: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
/** The curve of a key (Turnkey's `v1Curve`; a newer one reads as its `CURVE_…` name). */
export type KeyCurve = 'CURVE_SECP256K1' | 'CURVE_ED25519' | 'CURVE_P256' | `CURVE_${string}`;
/** A key's derived address (Turnkey's `externaldatav1Address`, whose members are both optional). */
export interface PrivateKeyAddress {
  format?: WalletAddressFormat;
  address?: string;
}
/** A private key as read (Turnkey's `v1PrivateKey`); never the key material. */
export interface PrivateKey {
  privateKeyId: string;
  /** Hex: uncompressed SEC1 for secp256k1 and P-256, the raw 32 bytes for Ed25519. */
  publicKey: string;
  privateKeyName: string;
  curve: KeyCurve;
  addresses: PrivateKeyAddress[];
  /** Private key tag ids. */
  privateKeyTags: string[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Whether it was ever exported (`exportPrivateKey`). */
  exported: boolean;
  imported: boolean;
}
/**
 * An embedded HD wallet of the organization as read (Turnkey's `v1Wallet`; not a browser wallet
 * extension, which is a `WalletInfo`); never its mnemonic.
 */
export interface EmbeddedWallet {
  walletId: string;
  walletName: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Whether its mnemonic was ever exported (`exportWallet`). */
  exported: boolean;
  imported: boolean;
}
/** An account of an embedded HD wallet as read (Turnkey's `v1WalletAccount`; not a browser wallet's `WalletAccount`). */
export interface EmbeddedWalletAccount {
  walletAccountId: string;
  organizationId: string;
  walletId: string;
  curve: KeyCurve;
  /** `PATH_FORMAT_BIP32` (the one format Turnkey publishes). */
  pathFormat: `PATH_FORMAT_${string}`;
  /** The derivation path, e.g. `m/44'/60'/0'/0/0`. */
  path: string;
  addressFormat: WalletAddressFormat;
  address: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Hex: the account key's public key (compressed SEC1 for secp256k1, raw 32 bytes for Ed25519). */
  publicKey?: string;
  /** The wallet, when asked for with `includeWalletDetails` (the kit does not). */
  walletDetails?: EmbeddedWallet;
  name?: string;
  /** The CAIP-2 namespace of the account's chains, e.g. `eip155` or `solana`. */
  caip2Prefix?: string;
}
/** An MFA policy as read (Turnkey's `v1MfaPolicy`); members beyond these are kept as sent. */
export interface MfaPolicy {
  mfaPolicyId: string;
  mfaPolicyName: string;
  /** Absent from the mock's policies made by update_mfa_policy without one (they apply to every activity). */
  condition?: string;
  requiredAuthenticationMethods: AuthenticationStep[];
  /** A number, whether the service wrote the int64 as a number or a decimal string. */
  order: number;
  notes?: string;
  createdAt?: Timestamp;
  updatedAt?: Timestamp;
  [member: string]: unknown;
}
/** A rule of an allowlist as read (Turnkey's `v1IpAllowlistRule`). */
export interface ListedIpAllowlistRule extends IpAllowlistRule {
  /** When the rule was added: epoch milliseconds as a decimal string. */
  createdAt?: string;
}
/**
 * An IP allowlist as get_ip_allowlist reads it (Turnkey's published `v1IpAllowlist`; the spec
 * shows no read shape). Members beyond these are kept as sent.
 */
export interface IpAllowlist {
  organizationId: string;
  rules: ListedIpAllowlistRule[];
  /** An API key's allowlist: that key's public key (absent: the organization's). */
  publicKey?: string;
  /** An organization's allowlist: whether it applies (absent for an API key's, which applies while it exists). */
  enabled?: boolean;
  /** What happens when the address cannot be evaluated: `ALLOW` or `DENY` (DENY when the service does not say). */
  onEvaluationError?: 'ALLOW' | 'DENY' | (string & {});
  [member: string]: unknown;
}
/**
 * get_ip_allowlist's answer, as Turnkey publishes it (`{allowlist}`): the allowlist asked for, or
 * `null` when there is none (the service leaves the member out, or sends it empty).
 */
export type IpAllowlistResult = { allowlist: IpAllowlist | null };

// ---- the client ------------------------------------------------------------------------------

