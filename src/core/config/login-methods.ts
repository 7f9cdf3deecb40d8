/**
 * The groups of login methods the modal shows, and their order: the server's order of
 * `enabledProviders` (first appearance of each group's providers), narrowed and reordered by the
 * local `methods` option. A local method the server does not offer is dropped and listed.
 */
import type { OauthProvider } from '../flows/oauth/oauth.types';
import type { EnabledProvider } from '../transport/relay-types';

/**
 * `code`: email/SMS one-time codes; `social`: the social login buttons; `passkey`: passkey login and
 * signup; `wallet`: external wallets (Ethereum, Solana).
 */
export type LoginMethodGroup = 'code' | 'social' | 'passkey' | 'wallet';

export const loginMethodGroups: readonly LoginMethodGroup[] = ['code', 'social', 'passkey', 'wallet'];

const methodOf = (provider: EnabledProvider): LoginMethodGroup | undefined => {
  if (provider === 'email' || provider === 'sms') return 'code';
  if (provider === 'passkey') return 'passkey';
  if (provider === 'wallet') return 'wallet';
  if (provider === 'google' || provider === 'apple' || provider === 'x' || provider === 'discord') return 'social';
  return undefined; // facebook (no social login in the kit)
};

/** The offered groups in the server's order (`offered` says which groups have something to show). */
export function serverMethodOrder(enabledProviders: readonly EnabledProvider[], offered: ReadonlySet<LoginMethodGroup>): LoginMethodGroup[] {
  const order: LoginMethodGroup[] = [];
  for (const provider of enabledProviders) {
    const method = methodOf(provider);
    if (method !== undefined && offered.has(method) && !order.includes(method)) order.push(method);
  }
  return order;
}

/**
 * Narrows and reorders `server` by a local list (`field` names the option in differences).
 * Undefined `local` keeps the server's list.
 */
export function narrowAndReorder<T extends string>(server: readonly T[], local: readonly T[] | undefined, field: string, differences: string[]): T[] {
  if (local === undefined) return [...server];
  const result: T[] = [];
  for (const item of new Set(local)) {
    if (server.includes(item)) result.push(item);
    else differences.push(`${field}: "${item}" is not offered by the relay configuration and is not shown`);
  }
  return result;
}

export type { OauthProvider };
