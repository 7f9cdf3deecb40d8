import { isEip1193Provider, type Eip1193Provider } from './ethereum-connector';
import { safeWalletIcon } from './wallet-icon';

/** What an EIP-6963 wallet announces about itself. */
export interface Eip6963Announcement {
  uuid: string;
  name: string;
  icon?: string;
  rdns: string;
  provider: Eip1193Provider;
}

function text(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : undefined;
}

/** An `eip6963:announceProvider` event's detail, checked; undefined when malformed (it is then ignored). */
export function readEip6963Announcement(detail: unknown): Eip6963Announcement | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined;
  const { info, provider } = detail as { info?: unknown; provider?: unknown };
  if (typeof info !== 'object' || info === null || !isEip1193Provider(provider)) return undefined;
  const fields = info as Record<string, unknown>;
  const uuid = text(fields.uuid, 64);
  const name = text(fields.name, 64);
  const rdns = text(fields.rdns, 128);
  if (uuid === undefined || name === undefined || rdns === undefined) return undefined;
  const icon = safeWalletIcon(fields.icon);
  return { uuid, name, rdns, provider, ...(icon === undefined ? {} : { icon }) };
}

/**
 * Listens for EIP-6963 announcements on `target` and asks every wallet to announce itself.
 * `onAnnounce` hears each wallet (a wallet may announce again; the caller keeps the first per
 * uuid). Returns the function that stops listening.
 */
export function watchEip6963(target: EventTarget, onAnnounce: (wallet: Eip6963Announcement) => void): () => void {
  const listener = (event: Event): void => {
    const announced = readEip6963Announcement((event as CustomEvent).detail);
    if (announced !== undefined) onAnnounce(announced);
  };
  target.addEventListener('eip6963:announceProvider', listener);
  target.dispatchEvent(new Event('eip6963:requestProvider'));
  return () => target.removeEventListener('eip6963:announceProvider', listener);
}
