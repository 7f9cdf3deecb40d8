import type { LoginKitError } from '../../errors';
import type { Authenticator } from '../passkey/passkey.types';

/**
 * After a login by code or social provider: whether and how to add a passkey ("log in faster
 * next time"). `offer` (default) shows the offer; `automatic` first asks the browser to create one
 * without a prompt where it allows that (conditional create), and falls back to the offer;
 * `off` never offers.
 */
export type PasskeyUpgradeMode = 'offer' | 'automatic' | 'off';

/** Why no passkey is offered. */
export type PasskeyUpgradeNotOfferedReason =
  /** The app turned it off (`mode: 'off'`). */
  | 'off'
  /** The relay's configuration does not offer passkeys (`showPasskey` false). */
  | 'not-configured'
  /** This browser cannot use passkeys. */
  | 'unsupported'
  /** The user has a passkey already. */
  | 'has-passkey'
  /** The person chose "Not now" before, on this browser. */
  | 'skipped-before'
  /** The user's passkeys could not be listed: nothing is offered rather than a wrong offer. */
  | 'check-failed';

/** The passkey offer after a login, as a state machine. */
export type PasskeyUpgradeState =
  /** Checking the browser's support, the user's passkeys and an earlier "Not now"; `automatic`: then try the prompt-less path. */
  | { status: 'checking'; automatic: boolean }
  /** Asking the browser to create a passkey without a prompt (conditional create): nothing to show yet. */
  | { status: 'upgrading' }
  /** "Add a passkey" / "Not now". */
  | { status: 'offering' }
  /** The browser's create prompt is open. */
  | { status: 'creating' }
  /** The passkey was added (`automatic`: without a prompt). */
  | { status: 'added'; passkey: Authenticator; automatic: boolean }
  /** The person closed the prompt (`passkey_cancelled`): the offer again, with a quiet note. */
  | { status: 'cancelled'; error: LoginKitError }
  /** Anything else: the error says why; Try again or Not now. */
  | { status: 'failed'; error: LoginKitError }
  /** "Not now" (remembered on this browser for this user). */
  | { status: 'skipped' }
  | { status: 'notOffered'; reason: PasskeyUpgradeNotOfferedReason };

export type PasskeyUpgradeStatus = PasskeyUpgradeState['status'];

export type PasskeyUpgradeEvent =
  // user actions (`add` must be sent from the click handler itself: it opens the browser's prompt)
  | { type: 'add' }
  | { type: 'skip' }
  // effect results
  | { type: 'checked'; offer: true }
  | { type: 'checked'; offer: false; reason: PasskeyUpgradeNotOfferedReason }
  | { type: 'passkeyAdded'; passkey: Authenticator }
  | { type: 'addFailed'; error: LoginKitError };

/** The login the offer follows. */
export interface PasskeyUpgradeLogin {
  userId: string;
  /** A new account has no passkey (its list is not needed, only loaded to prepare the prompt). */
  isNewUser: boolean;
}
