import type { PasskeyUpgradeEvent, PasskeyUpgradeMode, PasskeyUpgradeState } from './passkey-upgrade.types';

/** The state an offer starts in: `notOffered` at once when the app or the relay's configuration turns passkeys off. */
export function initialPasskeyUpgradeState(mode: PasskeyUpgradeMode, showPasskey: boolean): PasskeyUpgradeState {
  if (mode === 'off') return { status: 'notOffered', reason: 'off' };
  if (!showPasskey) return { status: 'notOffered', reason: 'not-configured' };
  return { status: 'checking', automatic: mode === 'automatic' };
}

/**
 * The passkey offer after a login as a pure function: `(state, event) → state`. Events that make
 * no sense in a state leave it unchanged (the same object). A refused prompt-less attempt
 * (`passkey_cancelled`, or `passkey_unsupported` where the browser cannot) falls back to the
 * offer without an error.
 */
export function transitionPasskeyUpgrade(state: PasskeyUpgradeState, event: PasskeyUpgradeEvent): PasskeyUpgradeState {
  switch (event.type) {
    case 'checked':
      if (state.status !== 'checking') return state;
      if (!event.offer) return { status: 'notOffered', reason: event.reason };
      return state.automatic ? { status: 'upgrading' } : { status: 'offering' };
    case 'add':
      return state.status === 'offering' || state.status === 'cancelled' || state.status === 'failed' ? { status: 'creating' } : state;
    case 'skip':
      return state.status === 'offering' || state.status === 'cancelled' || state.status === 'failed' ? { status: 'skipped' } : state;
    case 'passkeyAdded':
      return state.status === 'creating' || state.status === 'upgrading' ? { status: 'added', passkey: event.passkey, automatic: state.status === 'upgrading' } : state;
    case 'addFailed': {
      const { code } = event.error;
      if (state.status === 'upgrading') {
        return code === 'passkey_cancelled' || code === 'passkey_unsupported' ? { status: 'offering' } : { status: 'failed', error: event.error };
      }
      if (state.status !== 'creating') return state;
      return code === 'passkey_cancelled' ? { status: 'cancelled', error: event.error } : { status: 'failed', error: event.error };
    }
    default:
      return event satisfies never;
  }
}
