import type { Authenticator } from '../../core/internal';
import type { AccountStrings } from '../locales/account-strings';

/** The day a passkey was added, in the user's locale ("Jan 15, 2026"); undefined if unreadable. */
export function formatAddedDate(createdAt: Authenticator['createdAt'], locale?: string): string | undefined {
  const seconds = Number(createdAt.seconds);
  if (!Number.isFinite(seconds) || seconds <= 0) return undefined;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(seconds * 1000));
}

/** How a passkey connects, in words ("Works with this device, a phone or tablet"); undefined if unknown. */
export function formatTransports(transports: Authenticator['transports'], account: AccountStrings, locale?: string): string | undefined {
  const words = [...new Set(transports.map((transport) => account.passkeyTransport[transport]).filter(Boolean))];
  if (words.length === 0) return undefined;
  return account.passkeyWorksWith(new Intl.ListFormat(locale, { style: 'long', type: 'unit' }).format(words));
}
