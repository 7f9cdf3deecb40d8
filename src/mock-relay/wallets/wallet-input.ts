/**
 * signup_v2's `wallet` (Turnkey's create-wallet parameters): `{walletName, accounts: [{curve,
 * pathFormat, path, addressFormat}], mnemonicLength?}`, checked member by member (refusals name
 * e.g. `wallet.accounts[1].path`) and then derived — all before anything is stored, so a refused
 * wallet leaves no sub-organization behind.
 */
import { invalidArgument } from '../errors';
import { addressFormatCurves, privateKeyCurves, type AddressFormat, type PrivateKeyCurve } from '../private-keys/stored-private-key';
import { arrayField, enumField, objectItem, stringField } from '../request-body';
import { pathFormats, type PathFormat, type StoredWallet, type StoredWalletAccount } from './stored-wallet';
import { accountAddress, derivePublicKey, mnemonicLengths, mnemonicSeed, newMnemonic, pathProblem, type MnemonicLength } from './wallet-derivation';
import { toHex } from '../../core/encoding/hex';

export interface WalletAccountInput {
  curve: PrivateKeyCurve;
  pathFormat: PathFormat;
  path: string;
  addressFormat: AddressFormat;
}

export interface WalletInput {
  walletName: string;
  accounts: WalletAccountInput[];
  mnemonicLength: MnemonicLength;
}

/** A wallet ready to store: everything but its ids, owner and times. */
export type NewWallet = Pick<StoredWallet, 'walletName' | 'mnemonic'> & { accounts: Omit<StoredWalletAccount, 'walletAccountId' | 'createdAt'>[] };

const addressFormats = Object.keys(addressFormatCurves) as AddressFormat[];
const maxAccounts = 100;

function mnemonicLength(value: unknown, field: string): MnemonicLength {
  if (value === undefined) return 12;
  const length = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value;
  if (!(mnemonicLengths as readonly unknown[]).includes(length)) throw invalidArgument(field, `must be one of ${mnemonicLengths.join(', ')} (words)`);
  return length as MnemonicLength;
}

function parseAccount(raw: unknown, path: string): WalletAccountInput {
  const item = objectItem(raw, path);
  const curve = enumField(item, 'curve', privateKeyCurves, `${path}.curve`);
  const pathFormat = enumField(item, 'pathFormat', pathFormats, `${path}.pathFormat`);
  const derivationPath = stringField(item, 'path', `${path}.path`, 256);
  const problem = pathProblem(curve, derivationPath);
  if (problem !== undefined) throw invalidArgument(`${path}.path`, problem);
  const addressFormat = enumField(item, 'addressFormat', addressFormats, `${path}.addressFormat`);
  if (!(addressFormatCurves[addressFormat] as readonly string[]).includes(curve)) {
    throw invalidArgument(`${path}.addressFormat`, `${addressFormat} does not work with ${curve}`);
  }
  return { curve, pathFormat, path: derivationPath, addressFormat };
}

/** Checks `body.wallet` (absent: `undefined`), naming the bad member. */
export function parseWalletInput(body: Record<string, unknown>, field = 'wallet'): WalletInput | undefined {
  if (body[field] === undefined) return undefined;
  const wallet = objectItem(body[field], field);
  const walletName = stringField(wallet, 'walletName', `${field}.walletName`, 256);
  const accounts = arrayField(wallet, 'accounts', `${field}.accounts`, maxAccounts).map((raw, index) => parseAccount(raw, `${field}.accounts[${index}]`));
  const seen = new Map<string, number>();
  accounts.forEach((account, index) => {
    const key = `${account.curve} ${account.pathFormat} ${account.path} ${account.addressFormat}`;
    const first = seen.get(key);
    if (first !== undefined) throw invalidArgument(`${field}.accounts[${index}].path`, `repeats ${field}.accounts[${first}] (same curve, path and address format)`);
    seen.set(key, index);
  });
  return { walletName, accounts, mnemonicLength: mnemonicLength(wallet.mnemonicLength, `${field}.mnemonicLength`) };
}

/** A fresh mnemonic of the asked length and each account's public key and address. */
export function deriveWallet(input: WalletInput, mnemonic = newMnemonic(input.mnemonicLength)): NewWallet {
  const seed = mnemonicSeed(mnemonic);
  try {
    const accounts = input.accounts.map((account) => {
      const publicKey = derivePublicKey(seed, account.curve, account.path);
      return { ...account, publicKey: toHex(publicKey), address: accountAddress(account.curve, publicKey, account.addressFormat) };
    });
    return { walletName: input.walletName, mnemonic, accounts };
  } finally {
    seed.fill(0);
  }
}
