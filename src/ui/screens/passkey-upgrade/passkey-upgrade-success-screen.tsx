import type { PasskeyUpgradeState } from '../../../core/internal';
import type { PasskeyUpgradeActions } from '../../../react/passkey-index';
import { SuccessScreen } from '../success-screen';
import type { SuccessScreenState } from '../screen-types';
import { PasskeyUpgradeOffer, showsPasskeyUpgradeOffer } from './passkey-upgrade-offer';

export interface PasskeyUpgradeSuccessScreenProps {
  /** The code or social login's success. */
  state: SuccessScreenState;
  /** The passkey offer's state (undefined, checking, skipped, not offered: the plain success screen). */
  upgrade: PasskeyUpgradeState | undefined;
  actions: PasskeyUpgradeActions;
  onDone?(): void;
}

/** The success screen of a code or social login, with the passkey offer in place of Done while it shows. Pure. */
export function PasskeyUpgradeSuccessScreen({ state, upgrade, actions, onDone }: PasskeyUpgradeSuccessScreenProps) {
  // While the offer is being worked out (support, the user's passkeys), the screen says it is busy:
  // Done stays usable, and the offer may take its place in a moment.
  const checking = upgrade?.status === 'checking' || upgrade?.status === 'upgrading';
  if (!showsPasskeyUpgradeOffer(upgrade)) return <SuccessScreen state={state} onDone={onDone} busy={checking} />;
  return (
    <SuccessScreen state={state} onDone={onDone}>
      <PasskeyUpgradeOffer state={upgrade} actions={actions} onDone={onDone} />
    </SuccessScreen>
  );
}
