import { createMachineFlow, type Flow } from '../flow';
import type { PasskeyManager, PasskeySupport } from '../passkey/passkey.types';
import { localPasskeyOfferSkips, type PasskeyOfferSkips } from './passkey-offer-skips';
import { createPasskeyUpgradeEffects } from './passkey-upgrade.effects';
import { initialPasskeyUpgradeState, transitionPasskeyUpgrade } from './passkey-upgrade.machine';
import type { PasskeyUpgradeEvent, PasskeyUpgradeLogin, PasskeyUpgradeMode, PasskeyUpgradeState } from './passkey-upgrade.types';

export interface PasskeyUpgradeFlowOptions {
  /** `kit.passkeys` (the logged-in user's). */
  passkeys: Pick<PasskeyManager, 'list' | 'add'>;
  /** The login just made. */
  login: PasskeyUpgradeLogin;
  /** Default `offer`. */
  mode?: PasskeyUpgradeMode;
  /** The relay configuration's `showPasskey`. */
  showPasskey: boolean;
  /** Default: localStorage, key `loginkit:passkey-offer-skipped:<userId>`. */
  skips?: PasskeyOfferSkips;
  /** Default: `checkPasskeySupport`. */
  checkSupport?: () => Promise<PasskeySupport>;
  /**
   * The new passkey's name, asked as it is added (a UI gives one in its language); without it, or
   * when it gives `undefined`, `passkeys.add` names it (`Passkey 2026-11-22 14:05`).
   */
  passkeyName?: () => string | undefined;
}

/**
 * The passkey offer after a code or social login, as a flow: it starts checking at once. Send
 * `add` from the click handler itself (it opens the browser's prompt in that call); `skip`
 * remembers "Not now" for this user on this browser.
 */
export function createPasskeyUpgradeFlow(options: PasskeyUpgradeFlowOptions): Flow<PasskeyUpgradeState, PasskeyUpgradeEvent> {
  const effect = createPasskeyUpgradeEffects({
    passkeys: options.passkeys,
    login: options.login,
    skips: options.skips ?? localPasskeyOfferSkips,
    ...(options.checkSupport === undefined ? {} : { checkSupport: options.checkSupport }),
    ...(options.passkeyName === undefined ? {} : { passkeyName: options.passkeyName }),
  });
  const initial = initialPasskeyUpgradeState(options.mode ?? 'offer', options.showPasskey);
  return createMachineFlow<PasskeyUpgradeState, PasskeyUpgradeEvent>({ initial, transition: transitionPasskeyUpgrade, effect, effectOnStart: true });
}
