/**
 * The people the mock identity provider knows, and what each provider says about them.
 *
 * User-info shapes (`GET /idp/<provider>/userinfo` and `exchangeCode().userInfo`):
 * - google, apple (OIDC standard claims): `{sub, email, email_verified, name}`
 * - x: `{sub, email, email_verified, name, username}`
 * - discord (like Discord's `GET /users/@me`): `{id, username, global_name, email, verified}`
 * `normalizeUserInfo` reads any of them back as `{sub, email, email_verified, name}`.
 */
import { invalidInput } from '../../core/errors';
import { idpProviders, type IdpProvider } from './idp-providers';

export interface MockIdpAccount {
  /** Stable id: the picker's button value and the key of `GET /idp/accounts` (letters, digits, `-`, `_`). */
  id: string;
  name: string;
  email: string;
  /** Default true. */
  emailVerified?: boolean;
  /** The handle on X and Discord (default: the id). */
  username?: string;
  /** The subject per provider (default: `mock-<provider>-<id>`). */
  subjects?: Partial<Record<IdpProvider, string>>;
}

/** The standard claims every provider's user info can be read as. */
export interface IdpUserClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export type IdpUserInfo = Record<string, string | boolean>;

export const defaultIdpAccounts: readonly MockIdpAccount[] = Object.freeze([
  {
    id: 'ada',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    username: 'ada_lovelace',
    subjects: { google: '108540203919203981001', apple: '001815.a1d7e0c4b2f64e1f9c3d0a5b7e2f4c61.1815', x: '1815000000000000001', discord: '181512101852000001' },
  },
  {
    id: 'grace',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    username: 'grace_hopper',
    subjects: { google: '108540203919203981002', apple: '001906.b2e8f1d5c3a75f2a0d4e1b6c8f3a5d72.1906', x: '1906000000000000002', discord: '190612091992000002' },
  },
  {
    id: 'alan',
    name: 'Alan Turing',
    email: 'alan@example.com',
    username: 'alan_turing',
    subjects: { google: '108540203919203981003', apple: '001912.c3f9a2e6d4b86a3b1e5f2c7d9a4b6e83.1912', x: '1912000000000000003', discord: '191206231954000003' },
  },
]);

const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,64}$/;

function nonEmpty(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalidInput(field, 'must be a non-empty string');
  return value;
}

/** Checks the `accounts` option: at least one account, unique ids, names and emails present. */
export function validateIdpAccounts(accounts: readonly MockIdpAccount[]): MockIdpAccount[] {
  if (!Array.isArray(accounts) || accounts.length === 0) throw invalidInput('accounts', 'must be a non-empty array');
  const seen = new Set<string>();
  return accounts.map((account, index) => {
    const field = `accounts[${index}]`;
    if (typeof account !== 'object' || account === null) throw invalidInput(field, 'must be an account object');
    if (typeof account.id !== 'string' || !ACCOUNT_ID.test(account.id)) {
      throw invalidInput(`${field}.id`, 'must be 1-64 letters, digits, - or _');
    }
    if (seen.has(account.id)) throw invalidInput(`${field}.id`, `repeats the id ${account.id}`);
    seen.add(account.id);
    nonEmpty(account.name, `${field}.name`);
    if (!nonEmpty(account.email, `${field}.email`).includes('@')) throw invalidInput(`${field}.email`, 'must be an email address');
    if (account.username !== undefined) nonEmpty(account.username, `${field}.username`);
    for (const provider of idpProviders) {
      const subject = account.subjects?.[provider];
      if (subject !== undefined) nonEmpty(subject, `${field}.subjects.${provider}`);
    }
    return { ...account, subjects: { ...account.subjects } };
  });
}

/** The account's stable subject at `provider`. */
export function subjectOf(account: MockIdpAccount, provider: IdpProvider): string {
  return account.subjects?.[provider] ?? `mock-${provider}-${account.id}`;
}

/** The standard claims of `account` at `provider` (what an id_token carries). */
export function userClaimsOf(account: MockIdpAccount, provider: IdpProvider): IdpUserClaims {
  return {
    sub: subjectOf(account, provider),
    email: account.email,
    email_verified: account.emailVerified ?? true,
    name: account.name,
  };
}

/** The provider-shaped user info (see the file comment). */
export function userInfoOf(account: MockIdpAccount, provider: IdpProvider): IdpUserInfo {
  const claims = userClaimsOf(account, provider);
  const username = account.username ?? account.id;
  switch (provider) {
    case 'x':
      return { ...claims, username };
    case 'discord':
      return { id: claims.sub, username, global_name: claims.name, email: claims.email, verified: claims.email_verified };
    default:
      return { ...claims };
  }
}

/** Reads a provider's user info back as standard claims; throws `invalid_input` when a member is missing. */
export function normalizeUserInfo(provider: IdpProvider, info: unknown): IdpUserClaims {
  if (typeof info !== 'object' || info === null) throw invalidInput('userInfo', 'must be an object');
  const record = info as Record<string, unknown>;
  const discord = provider === 'discord';
  const sub = record[discord ? 'id' : 'sub'];
  const name = record[discord ? 'global_name' : 'name'] ?? record.username;
  const verified = record[discord ? 'verified' : 'email_verified'];
  if (typeof verified !== 'boolean') throw invalidInput('userInfo', `${discord ? 'verified' : 'email_verified'} must be true or false`);
  return {
    sub: nonEmpty(sub, `userInfo.${discord ? 'id' : 'sub'}`),
    email: nonEmpty(record.email, 'userInfo.email'),
    email_verified: verified,
    name: nonEmpty(name, 'userInfo.name'),
  };
}
