/**
 * HD wallets of sub-organizations (made by signup_v2's `wallet`), as the relay's state keeps
 * them: Turnkey's wallet and wallet-account members, plus the mnemonic — kept only inside the
 * mock's state (never in a response; it is a mock, not a vault). Checked member by member when
 * a state file is loaded (`parseStoredWallets`). Times are epoch ms.
 */
import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { invalidInput } from '../../core/errors';
import { isRecord } from '../../core/transport/validate';
import { addressFormatCurves, privateKeyCurves, type AddressFormat, type PrivateKeyCurve } from '../private-keys/stored-private-key';
import { pathProblem } from './wallet-derivation';

/** The path formats the mock derives (Turnkey's names). */
export const pathFormats = ['PATH_FORMAT_BIP32'] as const;
export type PathFormat = (typeof pathFormats)[number];

export interface StoredWalletAccount {
  walletAccountId: string;
  curve: PrivateKeyCurve;
  pathFormat: PathFormat;
  path: string;
  addressFormat: AddressFormat;
  address: string;
  /** Hex: compressed SEC1 for secp256k1, raw 32 bytes for Ed25519. */
  publicKey: string;
  createdAt: number;
}

export interface StoredWallet {
  walletId: string;
  organizationId: string;
  walletName: string;
  /** BIP-39 English mnemonic. Mock state only: no route returns it. */
  mnemonic: string;
  accounts: StoredWalletAccount[];
  exported: boolean;
  createdAt: number;
  updatedAt: number;
}

const addressFormats = Object.keys(addressFormatCurves) as AddressFormat[];

function text(record: Record<string, unknown>, member: string, field: string): string {
  const value = record[member];
  if (typeof value !== 'string' || value === '') throw invalidInput(`${field}.${member}`, 'must be a non-empty string');
  return value;
}

function time(record: Record<string, unknown>, member: string, field: string): void {
  if (!Number.isSafeInteger(record[member])) throw invalidInput(`${field}.${member}`, 'must be epoch milliseconds');
}

function oneOf<T extends string>(record: Record<string, unknown>, member: string, allowed: readonly T[], field: string): T {
  const value = record[member];
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw invalidInput(`${field}.${member}`, `must be one of ${allowed.join(', ')}`);
  }
  return value as T;
}

function checkAccount(value: unknown, field: string): void {
  if (!isRecord(value)) throw invalidInput(field, 'must be an object');
  text(value, 'walletAccountId', field);
  const curve = oneOf(value, 'curve', privateKeyCurves, field);
  oneOf(value, 'pathFormat', pathFormats, field);
  const problem = pathProblem(curve, text(value, 'path', field));
  if (problem !== undefined) throw invalidInput(`${field}.path`, problem);
  const format = oneOf(value, 'addressFormat', addressFormats, field);
  if (!(addressFormatCurves[format] as readonly string[]).includes(curve)) throw invalidInput(`${field}.addressFormat`, `does not work with ${curve}`);
  text(value, 'address', field);
  if (!/^[0-9a-f]+$/.test(text(value, 'publicKey', field))) throw invalidInput(`${field}.publicKey`, 'must be lowercase hex');
  time(value, 'createdAt', field);
}

/**
 * Checks `state.wallets` read back from storage (absent in files written before wallets: `{}`),
 * naming the first bad member, e.g. `state.wallets.<id>.accounts[1].path`.
 */
export function parseStoredWallets(value: unknown, field: string): Record<string, StoredWallet> {
  if (value === undefined) return {};
  if (!isRecord(value)) throw invalidInput(field, 'must be an object');
  for (const [walletId, wallet] of Object.entries(value)) {
    const path = `${field}.${walletId}`;
    if (!isRecord(wallet)) throw invalidInput(path, 'must be an object');
    if (text(wallet, 'walletId', path) !== walletId) throw invalidInput(`${path}.walletId`, 'must equal its key');
    text(wallet, 'organizationId', path);
    text(wallet, 'walletName', path);
    if (!validateMnemonic(text(wallet, 'mnemonic', path), wordlist)) throw invalidInput(`${path}.mnemonic`, 'must be a valid BIP-39 English mnemonic');
    if (typeof wallet.exported !== 'boolean') throw invalidInput(`${path}.exported`, 'must be true or false');
    time(wallet, 'createdAt', path);
    time(wallet, 'updatedAt', path);
    if (!Array.isArray(wallet.accounts)) throw invalidInput(`${path}.accounts`, 'must be an array');
    wallet.accounts.forEach((account, index) => checkAccount(account, `${path}.accounts[${index}]`));
  }
  return value as unknown as Record<string, StoredWallet>;
}
