import type { LoginKitError } from '../../errors';
import type { Session } from '../../session/session-types';
import type { PasskeyHint } from '../../crypto/webauthn-options';

/** What the browser can do with passkeys (checked once, without prompting). */
export type PasskeySupport =
  /** Being checked; a flow also stays here until it is ready to open the prompt at once (module and key prepared). */
  | { status: 'checking' }
  /** WebAuthn is available; `platform` says whether a built-in authenticator (Touch ID, Windows Hello…) is. */
  | { status: 'supported'; platform: boolean }
  /** No WebAuthn here (old browser, insecure context, disabled by policy): explain, offer another method. */
  | { status: 'unsupported'; reason: 'no-webauthn' | 'insecure-context' };

/**
 * The passkey login and signup. Both ceremonies start synchronously from the user's click (the
 * client key is prepared before), so Safari keeps the user activation.
 */
export type PasskeyState =
  /**
   * Ready: the modal shows "Continue with a passkey" and "Create a passkey". `autofill`: a form
   * field with `autocomplete="… webauthn"` is shown, so the browser may offer passkeys in its
   * autofill (conditional mediation) — the flow keeps one such request open while it can.
   */
  | { status: 'idle'; support: PasskeySupport; autofill?: true }
  /** Signup: the user may name the passkey's account before creating it (empty: a default name). */
  | { status: 'naming'; support: PasskeySupport; userName: string; error?: LoginKitError }
  /** The browser's passkey prompt is open. */
  | { status: 'prompting'; support: PasskeySupport; mode: 'login' | 'signup'; userName: string }
  /** The relay/API is creating the account or the session (`autofill`: the passkey was picked from the browser's autofill). */
  | { status: 'completing'; support: PasskeySupport; mode: 'login' | 'signup'; userName: string; autofill?: true }
  /** The user closed the prompt or it timed out (`passkey_cancelled`): retry offered. */
  | { status: 'cancelled'; support: PasskeySupport; mode: 'login' | 'signup'; userName: string; error: LoginKitError }
  /** Anything else (unknown passkey, unsupported browser, network, relay): retry or go back. */
  | { status: 'failed'; support: PasskeySupport; mode: 'login' | 'signup'; userName: string; error: LoginKitError }
  | { status: 'success'; support: PasskeySupport; mode: 'login' | 'signup'; session: Session; isNewUser: boolean };

export type PasskeyStatus = PasskeyState['status'];

export type PasskeyEvent =
  // user actions (`login` and `createPasskey` must be sent from the click handler itself)
  | { type: 'login' }
  | { type: 'startSignup' }
  | { type: 'setUserName'; userName: string }
  | { type: 'createPasskey' }
  | { type: 'retry' }
  | { type: 'back' }
  /**
   * Stops waiting on the service after the browser's prompt (`completing`): back to `idle`, where
   * every method is offered again, with no error. The attempt's answer is then ignored.
   */
  | { type: 'cancel' }
  /** A field that offers passkeys in the browser's autofill is shown (`true`) or gone (`false`). */
  | { type: 'setAutofill'; enabled: boolean }
  // effect results
  /** The person picked a passkey from the browser's autofill, which signed the login. */
  | { type: 'autofillPicked' }
  | { type: 'supportChecked'; support: PasskeySupport }
  | { type: 'ceremonyDone' }
  | { type: 'loggedIn'; session: Session; isNewUser: boolean }
  | { type: 'ceremonyFailed'; error: LoginKitError };

/** How `kit.createPasskeyFlow` logs in and signs up. */
export interface PasskeyFlowOptions {
  /** Log in revoking the user's other session keys (create_read_write_session `invalidateExisting`). */
  invalidateExisting?: boolean;
  /** Which kind of authenticator the browser's prompts offer first (WebAuthn `hints`, for both login and signup). */
  hints?: PasskeyHint[];
}

/** A passkey of the logged-in user, as spec section 2's Authenticator read object. */
export interface Authenticator {
  authenticatorId: string;
  authenticatorName: string;
  credentialId: string;
  attestationType: string;
  aaguid: string;
  model: string;
  transports: AuthenticatorTransportValue[];
  credential: { publicKey: string; type: string };
  createdAt: { seconds: string; nanos: string };
  updatedAt: { seconds: string; nanos: string };
}

export type AuthenticatorTransportValue =
  | 'AUTHENTICATOR_TRANSPORT_BLE'
  | 'AUTHENTICATOR_TRANSPORT_INTERNAL'
  | 'AUTHENTICATOR_TRANSPORT_NFC'
  | 'AUTHENTICATOR_TRANSPORT_USB'
  | 'AUTHENTICATOR_TRANSPORT_HYBRID';

/** How `PasskeyManager.add` asks the browser. */
export interface PasskeyAddOptions {
  /** Which kind of authenticator the browser should offer first (WebAuthn `hints`). */
  hints?: PasskeyHint[];
  /**
   * `'conditional'`: no prompt; the browser creates the passkey by itself where it allows that
   * (automatic passkey upgrade, right after a login with its password manager) and refuses
   * otherwise (`passkey_cancelled`; `passkey_unsupported` with `details.reason:
   * 'no-conditional-create'` where it cannot). Need not be called from a click.
   */
  mediation?: 'conditional';
}

/** Passkey management for the logged-in user (stamped with the session key). */
export interface PasskeyManager {
  list(): Promise<Authenticator[]>;
  get(authenticatorId: string): Promise<Authenticator>;
  /** Runs the browser's create ceremony — call it from a click handler — and registers the passkey. */
  add(name?: string, options?: PasskeyAddOptions): Promise<Authenticator>;
  remove(authenticatorId: string): Promise<void>;
}
