import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import { invalidInput } from '../../core/errors';
import { testWalletIcons } from './test-wallet-icons';
import type { TestWalletApproval, TestWalletOptions } from './test-wallet-types';

/** The options with every default filled in and every key decoded. */
export interface ResolvedTestWalletOptions {
  ethereum?: { privateKeys: Uint8Array[]; name: string; rdns: string; icon: string };
  solana?: { seeds: Uint8Array[]; name: string; icon: string };
  windowEthereum: boolean;
  approval: TestWalletApproval;
}

export const testWalletApprovals: readonly TestWalletApproval[] = ['approve', 'reject', 'manual'];
const defaultName = 'loginkit test wallet';
const maxAccounts = 20;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function checkKeys(value: Record<string, unknown>, field: string, known: readonly string[]): void {
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) throw invalidInput(`${field}.${key}`, `unknown option (known: ${known.join(', ')})`);
  }
}

function optionalString(value: unknown, field: string, fallback: string, pattern?: RegExp, shape?: string): string {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || value.trim() === '') throw invalidInput(field, 'must be a non-empty string');
  if (pattern && !pattern.test(value)) throw invalidInput(field, `must be ${shape}`);
  return value;
}

/** Checks the installer's `approval` setting (also the controller's setter). */
export function checkApproval(value: unknown, field: string): TestWalletApproval {
  if (!testWalletApprovals.includes(value as TestWalletApproval)) throw invalidInput(field, `must be one of ${testWalletApprovals.map((mode) => `'${mode}'`).join(', ')}`);
  return value as TestWalletApproval;
}

function randomBytes(length: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

/** `accounts`: a count of random keys, or the keys as 32-byte hex. */
function accountKeys(value: unknown, field: string, isValid: (key: Uint8Array) => boolean, randomKey: () => Uint8Array, what: string): Uint8Array[] {
  if (value === undefined) return [randomKey()];
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 1 || value > maxAccounts) throw invalidInput(field, `must be a number of accounts from 1 to ${maxAccounts}, or an array of ${what}s`);
    return Array.from({ length: value }, randomKey);
  }
  if (!Array.isArray(value) || value.length === 0 || value.length > maxAccounts) throw invalidInput(field, `must be a number of accounts from 1 to ${maxAccounts}, or an array of 1 to ${maxAccounts} ${what}s`);
  const seen = new Set<string>();
  return value.map((entry: unknown, index) => {
    const name = `${field}[${index}]`;
    const text = typeof entry === 'string' ? entry.replace(/^0x/i, '').toLowerCase() : undefined;
    if (text === undefined || !/^[0-9a-f]{64}$/.test(text)) throw invalidInput(name, `must be a 32-byte hex ${what} (64 hex digits, 0x optional)`);
    const key = hex.decode(text);
    if (!isValid(key)) throw invalidInput(name, `is not a valid ${what}`);
    if (seen.has(text)) throw invalidInput(name, `repeats an earlier ${what}`);
    seen.add(text);
    return key;
  });
}

const rdnsPattern = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;
const imageUri = /^data:image\/[a-z0-9.+-]+(;[^,]*)?,./i;
const walletStandardIcon = /^data:image\/(svg\+xml|webp|png|gif);base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * Validates `installTestWallet`'s (and `testWalletScript`'s) options; a bad one throws an
 * `invalid_input` LoginKitError naming it (`options.ethereum.accounts[1]: ...`). Keys not given
 * are drawn with `crypto.getRandomValues`.
 */
export function resolveTestWalletOptions(options: unknown): ResolvedTestWalletOptions {
  if (options === undefined) options = {};
  if (!isRecord(options)) throw invalidInput('options', 'must be an object');
  checkKeys(options, 'options', ['ethereum', 'solana', 'windowEthereum', 'approval']);
  const { ethereum, solana, windowEthereum, approval } = options as TestWalletOptions & Record<string, unknown>;
  const resolved: ResolvedTestWalletOptions = {
    windowEthereum: windowEthereum ?? false,
    approval: approval === undefined ? 'approve' : checkApproval(approval, 'options.approval'),
  };
  if (typeof resolved.windowEthereum !== 'boolean') throw invalidInput('options.windowEthereum', 'must be true or false');
  if (ethereum !== false) {
    const field = 'options.ethereum';
    if (ethereum !== undefined && !isRecord(ethereum)) throw invalidInput(field, 'must be false or an object');
    const given = ethereum ?? {};
    checkKeys(given, field, ['accounts', 'name', 'rdns', 'icon']);
    resolved.ethereum = {
      privateKeys: accountKeys(given.accounts, `${field}.accounts`, (key) => secp256k1.utils.isValidSecretKey(key), () => secp256k1.utils.randomSecretKey(), 'secp256k1 private key'),
      name: optionalString(given.name, `${field}.name`, defaultName),
      rdns: optionalString(given.rdns, `${field}.rdns`, 'dev.loginkit.testwallet', rdnsPattern, 'a reverse-DNS name such as "com.example.wallet"'),
      icon: optionalString(given.icon, `${field}.icon`, testWalletIcons.ethereum, imageUri, 'a data:image/... URI'),
    };
  } else if (resolved.windowEthereum) {
    throw invalidInput('options.windowEthereum', 'needs the Ethereum provider (options.ethereum is false)');
  }
  if (solana !== false) {
    const field = 'options.solana';
    if (solana !== undefined && !isRecord(solana)) throw invalidInput(field, 'must be false or an object');
    const given = solana ?? {};
    checkKeys(given, field, ['accounts', 'name', 'icon']);
    resolved.solana = {
      seeds: accountKeys(given.accounts, `${field}.accounts`, () => true, () => randomBytes(32), 'Ed25519 seed'),
      name: optionalString(given.name, `${field}.name`, defaultName),
      icon: optionalString(given.icon, `${field}.icon`, testWalletIcons.solana, walletStandardIcon, 'a data:image/(svg+xml|webp|png|gif);base64,... URI (the Wallet Standard icon form)'),
    };
  }
  if (!resolved.ethereum && !resolved.solana) throw invalidInput('options', 'ethereum and solana are both false: the wallet would have nothing to install');
  return resolved;
}

/** The options with every key made explicit (hex), so that every page given them gets the same accounts. */
export function fixedTestWalletOptions(options: unknown): TestWalletOptions {
  const resolved = resolveTestWalletOptions(options);
  const given = (options ?? {}) as TestWalletOptions;
  return {
    ...given,
    ethereum: resolved.ethereum ? { ...(given.ethereum || {}), accounts: resolved.ethereum.privateKeys.map((key) => hex.encode(key)) } : false,
    solana: resolved.solana ? { ...(given.solana || {}), accounts: resolved.solana.seeds.map((key) => hex.encode(key)) } : false,
  };
}
