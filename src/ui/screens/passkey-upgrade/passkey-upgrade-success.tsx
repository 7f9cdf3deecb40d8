import type { PasskeyUpgradeMode, PasskeyUpgradeState } from '../../../core/internal';
import { usePasskeyUpgrade } from '../../../react/passkey-index';
import { useStrings } from '../../locales/strings-context';
import type { SuccessScreenState } from '../screen-types';
import { PasskeyUpgradeSuccessScreen } from './passkey-upgrade-success-screen';

/** A code or social login's success (those are the logins the offer follows). */
export type PasskeyUpgradeLoginState = Extract<SuccessScreenState, { session: unknown; isNewUser: boolean }>;

export interface PasskeyUpgradeSuccessProps {
  state: PasskeyUpgradeLoginState;
  mode?: PasskeyUpgradeMode;
  onDone?(): void;
}

const checking: PasskeyUpgradeState = { status: 'checking', automatic: false };

/** The success screen with the passkey offer, run by usePasskeyUpgrade (the modal loads it in a chunk of its own). */
export function PasskeyUpgradeSuccess({ state, mode, onDone }: PasskeyUpgradeSuccessProps) {
  const strings = useStrings();
  // The new passkey is named in the modal's language ("مفتاح مرور 27/11/2026، 11:47 م"), as it is added.
  const upgrade = usePasskeyUpgrade({ login: state, mode, passkeyName: () => strings.passkeyDefaultName(new Date()) });
  // Until the offer's flow exists it is being worked out, as in `checking`.
  return <PasskeyUpgradeSuccessScreen state={state} upgrade={upgrade.state ?? checking} actions={upgrade} onDone={onDone} />;
}
