import { useId } from 'react';
import type { PasskeyUpgradeState } from '../../../core/internal';
import type { PasskeyUpgradeActions } from '../../../react/passkey-index';
import { useStrings } from '../../locales/strings-context';
import { useMethodScreenStrings } from '../../locales/use-method-screen-strings';
import { usePasskeyUpgradeStrings } from '../../locales/use-passkey-upgrade-strings';
import { usePartClass } from '../../theme/class-names';
import { KitButton } from '../kit-button';
import { passkeyErrorMessage } from '../passkey/passkey-error-message';

/** The offer's states that show something beyond the plain success screen. */
export type PasskeyUpgradeOfferState = Extract<PasskeyUpgradeState, { status: 'offering' | 'creating' | 'cancelled' | 'failed' | 'added' }>;

export interface PasskeyUpgradeOfferProps {
  state: PasskeyUpgradeOfferState;
  actions: PasskeyUpgradeActions;
  /** Closes the modal after a passkey was added; without it no Done button is shown. */
  onDone?(): void;
}

/** Whether a state of the offer shows it (the others show the plain success screen). */
export function showsPasskeyUpgradeOffer(state: PasskeyUpgradeState | undefined): state is PasskeyUpgradeOfferState {
  const status = state?.status;
  return status === 'offering' || status === 'creating' || status === 'cancelled' || status === 'failed' || status === 'added';
}

/**
 * "Log in faster next time" under the success message: Add a passkey (sent from the click
 * itself) or Not now; while the browser's prompt is open the button stays focused and busy; a
 * closed prompt comes back to the offer with a quiet note; a failure says why; an added passkey
 * says how to use it. The first action has the focus.
 */
export function PasskeyUpgradeOffer({ state, actions, onDone }: PasskeyUpgradeOfferProps) {
  const strings = useStrings();
  const upgrade = usePasskeyUpgradeStrings();
  const words = useMethodScreenStrings();
  const errorClass = usePartClass('error', 'loginkit-error');
  const headingId = useId();

  if (state.status === 'added') {
    return (
      <section className="loginkit-passkey-upgrade" aria-labelledby={headingId}>
        <h4 id={headingId} className="loginkit-passkey-upgrade__heading">
          {upgrade.upgradeAddedHeading}
        </h4>
        <p className="loginkit-text" role="status">
          {upgrade.upgradeAddedText(strings.passkeyLogin, state.automatic)}
        </p>
        {onDone && (
          <div className="loginkit-actions">
            <KitButton autoFocus onClick={() => onDone()}>
              {strings.done}
            </KitButton>
          </div>
        )}
      </section>
    );
  }

  const creating = state.status === 'creating';
  const again = state.status === 'cancelled' || state.status === 'failed';
  const note = creating ? upgrade.upgradeCreating : state.status === 'cancelled' ? strings.passkeyAddCancelled : '';
  return (
    <section className="loginkit-passkey-upgrade" aria-labelledby={headingId} aria-busy={creating || undefined}>
      {state.status === 'failed' ? (
        <div className="loginkit-alert" role="alert">
          <h4 id={headingId} className="loginkit-passkey-upgrade__heading">
            {upgrade.upgradeFailedHeading}
          </h4>
          <p className={errorClass}>{passkeyErrorMessage(state.error, words, strings)}</p>
        </div>
      ) : (
        <>
          <h4 id={headingId} className="loginkit-passkey-upgrade__heading">
            {upgrade.upgradeHeading}
          </h4>
          <p className="loginkit-text">{upgrade.upgradeText}</p>
          {/* One live region throughout, hidden (not removed) while it has nothing to say. */}
          <p className={note ? 'loginkit-hint' : 'loginkit-visually-hidden'} role="status">
            {note}
          </p>
        </>
      )}
      <div className="loginkit-actions">
        {/* The same button through offering → creating → cancelled: the focus stays on it. */}
        <KitButton autoFocus busy={creating} onClick={() => actions.add()}>
          {again ? strings.retry : strings.passkeyAdd}
        </KitButton>
        <KitButton variant="secondary" unavailable={creating} onClick={() => actions.skip()}>
          {upgrade.upgradeNotNow}
        </KitButton>
      </div>
    </section>
  );
}
