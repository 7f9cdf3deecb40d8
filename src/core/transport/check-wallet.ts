import { invalidInput } from '../errors';
import type { SignupWallet } from './relay-types';
import { isRecord, requireArray, requireOneOf, requireString } from './validate';

/*
 * signup_v2's `wallet`, checked before sending (each error names the field). In the relay client's
 * chunk, not one of its own: a signup with a wallet (every new user of an app with `signupWallet`)
 * must not wait on a chunk after the person's last step (issue 27).
 */
const walletCurves = ['CURVE_SECP256K1', 'CURVE_ED25519'] as const;
const walletPathFormats = ['PATH_FORMAT_BIP32'] as const;
const mnemonicLengths = [12, 15, 18, 21, 24] as const;
/** Address formats that need one curve (others are left to the service). */
const addressFormatCurve: Partial<Record<string, (typeof walletCurves)[number]>> = {
  ADDRESS_FORMAT_ETHEREUM: 'CURVE_SECP256K1',
  ADDRESS_FORMAT_SOLANA: 'CURVE_ED25519',
};

/** A BIP-32 path (`m`, then decimal indexes below 2^31, `'` for hardened); Ed25519 (SLIP-10) takes hardened steps only. */
function checkWalletPath(value: unknown, curve: (typeof walletCurves)[number], field: string): void {
  const path = requireString(value, field);
  if (!/^m(\/\d{1,10}'?)*$/.test(path) || path.split('/').slice(1).some((step) => Number.parseInt(step, 10) >= 0x8000_0000)) {
    throw invalidInput(field, "must be a BIP-32 path such as m/44'/60'/0'/0/0");
  }
  if (curve === 'CURVE_ED25519' && path.split('/').slice(1).some((step) => !step.endsWith("'"))) {
    throw invalidInput(field, 'must be hardened at every step for CURVE_ED25519 (SLIP-10)');
  }
}

/** Checks signup_v2's `wallet`; `invalid_input` naming the field. */
export function checkWallet(value: SignupWallet, field = 'wallet'): void {
  if (!isRecord(value)) throw invalidInput(field, 'must be an object');
  requireString(value.walletName, `${field}.walletName`);
  const accounts = requireArray(value.accounts, `${field}.accounts`);
  accounts.forEach((account: unknown, index) => {
    const path = `${field}.accounts[${index}]`;
    if (!isRecord(account)) throw invalidInput(path, 'must be an object');
    const curve = requireOneOf(account.curve, walletCurves, `${path}.curve`);
    requireOneOf(account.pathFormat, walletPathFormats, `${path}.pathFormat`);
    checkWalletPath(account.path, curve, `${path}.path`);
    const format = requireString(account.addressFormat, `${path}.addressFormat`);
    if (!/^ADDRESS_FORMAT_[A-Z0-9_]+$/.test(format)) throw invalidInput(`${path}.addressFormat`, 'must be an ADDRESS_FORMAT_… value');
    const needs = addressFormatCurve[format];
    if (needs !== undefined && needs !== curve) throw invalidInput(`${path}.addressFormat`, `${format} needs ${needs}`);
  });
  if (value.mnemonicLength !== undefined && !(mnemonicLengths as readonly unknown[]).includes(value.mnemonicLength)) {
    throw invalidInput(`${field}.mnemonicLength`, `must be one of ${mnemonicLengths.join(', ')}`);
  }
}

