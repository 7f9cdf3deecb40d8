/**
 * After the logged-in user's name, email address or phone number changes (`update_user`), the
 * browser's password manager learns the account's current names for the passkeys made or used
 * here (WebAuthn `signalCurrentUserDetails`), so its passkey picker does not show an old email.
 * Loaded with `kit.account()` (a lazy chunk), never with the modal.
 */
import type { User } from '../api/account-types';
import { passkeySignalAvailable, signalPasskeyUserDetails } from './passkey-signals';
import { passkeyUserHandleStore, type PasskeyUserHandleStore } from './passkey-user-handles';

export interface PasskeyUserDetailsDeps {
  /** Default: the page's `passkeyUserHandleStore()`. */
  userHandles?: Pick<PasskeyUserHandleStore, 'get'>;
  /** The relying party (throws when there is none: then nothing is signalled). */
  relyingParty: () => { rpId: string };
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * What a passkey of `user` should show. `name` is the account identifier the person logs in
 * with, as the kit names passkeys when it creates them (`user.name` = the login's email or phone
 * number, or the typed name for a passkey-only signup): the email address, else the phone number,
 * else the user's name. `displayName` is the person's name when they have one, else `name`.
 * Undefined when the user has none of them.
 */
export function passkeyUserDetails(user: Pick<User, 'userName' | 'userEmail' | 'userPhoneNumber'>): { name: string; displayName: string } | undefined {
  const name = text(user.userEmail) ?? text(user.userPhoneNumber) ?? text(user.userName);
  if (name === undefined) return undefined;
  return { name, displayName: text(user.userName) ?? name };
}

/**
 * Fire-and-forget, after `update_user` changed the session's own user (`userId`): when the
 * browser has the API and handles were seen here for the user, reads the user (`getUser`, the
 * only request, made only then) and signals its names for each handle. Never throws or rejects.
 */
export function signalPasskeyUserDetailsChanged(deps: PasskeyUserDetailsDeps, userId: string, getUser: () => Promise<User>): Promise<void> {
  const work = async (): Promise<void> => {
    if (!passkeySignalAvailable('signalCurrentUserDetails')) return;
    const handles = (deps.userHandles ?? passkeyUserHandleStore()).get(userId);
    if (handles.length === 0) return;
    const { rpId } = deps.relyingParty();
    const details = passkeyUserDetails(await getUser());
    if (details !== undefined) await signalPasskeyUserDetails(rpId, handles, details.name, details.displayName);
  };
  return work().catch(() => undefined);
}
