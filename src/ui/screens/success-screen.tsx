import { lazy, Suspense, type ReactNode } from 'react';
import type { AppProofStatus } from '../../core/internal';
import type { Strings } from '../locales/en';
import { useStrings } from '../locales/strings-context';
import { KitButton } from './kit-button';
import { useOptionalAppProofs } from './use-optional-app-proofs';
import type { SuccessScreenState } from './screen-types';

// The "verified" mark loads in its own chunk once the proofs are checked (in the background, after
// the session shows): showing the session never waits on it (issue 27).
const AppProofMark = lazy(() => import('./app-proof-mark').then(({ AppProofMark: Mark }) => ({ default: Mark })));

export interface SuccessScreenProps {
  state: SuccessScreenState;
  /** Closes the modal; without it no button is shown. */
  onDone?(): void;
  /**
   * The account's app proof outcome; a "verified" mark shows only for `verified`. Default: what
   * the kit of the surrounding <LoginKitProvider> found (useAppProofs).
   */
  appProofs?: AppProofStatus;
  /** How a returning wallet user is greeted (the wallet screens pass the session's short address; default the whole address). */
  returningAs?: string;
  /** Shown in place of the Done button (the passkey offer after a code or social login). */
  children?: ReactNode;
  /** Something below the message is still being worked out (the passkey offer's check): `aria-busy` on the screen. */
  busy?: boolean;
}

/**
 * What the status says: a new account is ready, or welcome back. It names the identity the
 * service verified, the session's own (`session.contact`: the email address or phone number from
 * the verified token, the wallet's address), never what was typed; without one it names none.
 */
function successMessage(state: SuccessScreenState, strings: Strings, returningAs?: string): string {
  const verified = state.session.contact === '' ? undefined : state.session.contact;
  if ('wallet' in state) {
    if (state.isNewUser) return strings.successWalletNewUser(state.wallet.name);
    return verified === undefined ? strings.successWelcomeBack : strings.successReturningUser(returningAs ?? verified);
  }
  if (verified !== undefined) return state.isNewUser ? strings.successNewUser(verified) : strings.successReturningUser(verified);
  if ('provider' in state) return state.isNewUser ? strings.successOauthNewUser(strings.oauthProviderName[state.provider]) : strings.successOauthReturningUser;
  if ('channel' in state) return state.isNewUser ? strings.successAccountReady : strings.successWelcomeBack;
  return state.isNewUser ? strings.successPasskeyNewUser : strings.successPasskeyReturningUser;
}

/** Logged in (by code, passkey, social provider or wallet): says so, and whether an account was just created. */
export function SuccessScreen({ state, onDone, appProofs, returningAs, children, busy }: SuccessScreenProps) {
  const strings = useStrings();
  const checked = useOptionalAppProofs();
  const outcome = appProofs ?? checked?.status;
  return (
    <div className="loginkit-screen loginkit-screen--center loginkit-success" aria-busy={busy || undefined}>
      <div className="loginkit-success-mark" aria-hidden="true" />
      <h3 className="loginkit-heading">{strings.successHeading}</h3>
      <p className="loginkit-text" role="status">
        {successMessage(state, strings, returningAs)}
      </p>
      {/*
        A new account's app proofs are checked in the background: their mark comes after the screen
        shows, into a line kept for it, so it moves nothing (nor does the passkey offer, below it).
      */}
      <div className="loginkit-success__proof" data-reserved={state.isNewUser || undefined}>
        {(outcome === 'verified' || outcome === 'invalid') && (
          <Suspense fallback={null}>
            <AppProofMark status={appProofs} />
          </Suspense>
        )}
      </div>
      {children ??
        (onDone && (
          <div className="loginkit-actions">
            <KitButton autoFocus onClick={() => onDone()}>
              {strings.done}
            </KitButton>
          </div>
        ))}
    </div>
  );
}
