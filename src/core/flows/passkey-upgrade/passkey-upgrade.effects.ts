import { checkPasskeySupport } from '../../crypto/passkey-support';
import { toLoginKitError } from '../../errors';
import type { EffectRunner } from '../flow';
import type { Authenticator, PasskeyAddOptions, PasskeyManager, PasskeySupport } from '../passkey/passkey.types';
import type { PasskeyOfferSkips } from './passkey-offer-skips';
import type { PasskeyUpgradeEvent, PasskeyUpgradeLogin, PasskeyUpgradeState } from './passkey-upgrade.types';

export interface PasskeyUpgradeEffectDeps {
  /** `kit.passkeys`: listed first (which also loads its module, so `add` opens the prompt inside the click), then `add`. */
  passkeys: Pick<PasskeyManager, 'list' | 'add'>;
  login: PasskeyUpgradeLogin;
  /** Where "Not now" is remembered. */
  skips: PasskeyOfferSkips;
  /** Default: `checkPasskeySupport`. */
  checkSupport?: () => Promise<PasskeySupport>;
  /** The new passkey's name, asked as it is added; `undefined` (or no function) leaves it to `passkeys.add`. */
  passkeyName?: () => string | undefined;
}

/**
 * The passkey offer's side effects. `checking`: an earlier "Not now" (no request), the browser's
 * support and the user's passkeys (a new user's list is only loaded, to prepare `add`; an
 * error listing a returning user's offers nothing). `upgrading`: `add` with `mediation:
 * 'conditional'`. `creating`: `add`, called synchronously (the state is entered from the click
 * that sends `add`). `skipped`: remembers "Not now".
 */
export function createPasskeyUpgradeEffects(deps: PasskeyUpgradeEffectDeps): EffectRunner<PasskeyUpgradeState, PasskeyUpgradeEvent> {
  const { passkeys, login, skips } = deps;
  // With a name when the UI gives one (its language's), else `add`'s own default.
  const addPasskey = (options?: PasskeyAddOptions): Promise<Authenticator> => {
    const name = deps.passkeyName?.();
    if (name === undefined) return options === undefined ? passkeys.add() : passkeys.add(undefined, options);
    return options === undefined ? passkeys.add(name) : passkeys.add(name, options);
  };
  const add = (dispatch: (event: PasskeyUpgradeEvent) => void, adding: () => Promise<Authenticator>): void => {
    let running: Promise<Authenticator>;
    try {
      running = adding();
    } catch (error) {
      running = Promise.reject(error);
    }
    running.then(
      (passkey) => dispatch({ type: 'passkeyAdded', passkey }),
      (error: unknown) => dispatch({ type: 'addFailed', error: toLoginKitError(error) }),
    );
  };

  /** Whether to offer: the browser first (no request where it cannot), then the user's passkeys. */
  const check = async (): Promise<PasskeyUpgradeEvent> => {
    const support = await (deps.checkSupport ?? checkPasskeySupport)().catch((): PasskeySupport => ({ status: 'supported', platform: false }));
    if (support.status === 'unsupported') return { type: 'checked', offer: false, reason: 'unsupported' };
    let count: number;
    try {
      count = (await passkeys.list()).length;
    } catch {
      // A new user has none (the list only prepared `add`); a returning user's are unknown: offer nothing.
      return login.isNewUser ? { type: 'checked', offer: true } : { type: 'checked', offer: false, reason: 'check-failed' };
    }
    if (count > 0) return { type: 'checked', offer: false, reason: 'has-passkey' };
    return { type: 'checked', offer: true };
  };

  return (state, dispatch) => {
    switch (state.status) {
      case 'checking': {
        if (skips.wasSkipped(login.userId)) {
          dispatch({ type: 'checked', offer: false, reason: 'skipped-before' });
          return;
        }
        void check().then(dispatch);
        return;
      }
      case 'upgrading':
        add(dispatch, () => addPasskey({ mediation: 'conditional' }));
        return;
      case 'creating':
        // Synchronously: this runs inside the click that sent `add`.
        add(dispatch, () => addPasskey());
        return;
      case 'skipped':
        skips.remember(login.userId);
        return;
      case 'offering':
      case 'added':
      case 'cancelled':
      case 'failed':
      case 'notOffered':
        return;
      default:
        state satisfies never;
    }
  };
}
