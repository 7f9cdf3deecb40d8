import type { LinkedOauthProvider, OauthProvider } from '../../core/internal';
import type { Strings } from '../locales/en';

/** The providers the kit names, by their issuer's host (a subdomain counts too). */
const issuerHosts: Record<string, OauthProvider> = {
  'accounts.google.com': 'google',
  'appleid.apple.com': 'apple',
  'x.com': 'x',
  'twitter.com': 'x',
  'discord.com': 'discord',
  'discordapp.com': 'discord',
};

/** An issuer's host name (`https://accounts.google.com` → `accounts.google.com`); '' when it has none. */
export function issuerHost(issuer: string): string {
  const text = issuer.trim();
  try {
    return new URL(text.includes('://') ? text : `https://${text}`).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/** Which of the kit's providers a linked account is: by the name it was linked under, else by its issuer. */
export function linkedProvider(linked: LinkedOauthProvider, strings: Strings): OauthProvider | undefined {
  const name = linked.providerName.trim().toLowerCase();
  if (Object.hasOwn(strings.oauthProviderName, name)) return name as OauthProvider;
  const host = issuerHost(linked.issuer);
  const match = Object.keys(issuerHosts).find((known) => host === known || host.endsWith(`.${known}`));
  return match === undefined ? undefined : issuerHosts[match];
}

/**
 * A linked account's name: its provider's ("Google"), else the name it was linked under, else its
 * issuer's host; never a whole URL (which would wrap in the middle of a word).
 */
export function linkedAccountName(linked: LinkedOauthProvider, strings: Strings): string {
  const provider = linkedProvider(linked, strings);
  if (provider !== undefined) return strings.oauthProviderName[provider];
  const name = linked.providerName.trim();
  if (name !== '' && !name.includes('/')) return name;
  return issuerHost(linked.issuer) || linked.issuer;
}
