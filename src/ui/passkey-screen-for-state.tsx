import type { ReactElement } from 'react';
import type { PasskeyState } from '../core/internal';
import type { PasskeyLoginActions } from '../react/index';
import { MethodScreenSuspense } from './screens/method-screen-suspense';
import { PasskeyCancelledScreen } from './screens/passkey/passkey-cancelled-screen';
import { PasskeyCompletingScreen } from './screens/passkey/passkey-completing-screen';
import { PasskeyFailedScreen } from './screens/passkey/passkey-failed-screen';
import { PasskeyNamingScreen } from './screens/passkey/passkey-naming-screen';
import { PasskeyPromptingScreen } from './screens/passkey/passkey-prompting-screen';
import { SuccessScreen } from './screens/success-screen';

export interface PasskeyScreenContext {
  actions: PasskeyLoginActions;
  /** Closes the modal from the success screen. */
  onDone?(): void;
}

/**
 * The screen for a passkey state past `idle`. Pure, like screenForState. `idle` has no screen of
 * its own (null): its buttons sit on the contact screen (`ScreenContext.passkey`). A screen whose
 * strings (`MethodScreenStrings`) are not in yet for the page's language shows the loading screen
 * until they are (`MethodScreenSuspense`).
 */
export function passkeyScreenForState(state: PasskeyState, context: PasskeyScreenContext): ReactElement | null {
  const screen = screenOf(state, context);
  // Every screen but success reads MethodScreenStrings: one boundary around them (kept from screen to screen).
  return screen === null || state.status === 'success' ? screen : <MethodScreenSuspense>{screen}</MethodScreenSuspense>;
}

function screenOf(state: PasskeyState, { actions, onDone }: PasskeyScreenContext): ReactElement | null {
  switch (state.status) {
    case 'idle':
      return null;
    case 'naming':
      return <PasskeyNamingScreen state={state} actions={actions} />;
    case 'prompting':
      return <PasskeyPromptingScreen state={state} actions={actions} />;
    case 'completing':
      return <PasskeyCompletingScreen state={state} actions={actions} />;
    case 'cancelled':
      return <PasskeyCancelledScreen state={state} actions={actions} />;
    case 'failed':
      return <PasskeyFailedScreen state={state} actions={actions} />;
    case 'success':
      return <SuccessScreen state={state} onDone={onDone} />;
    default:
      return state satisfies never;
  }
}

// The passkey offer after a code or social login comes in this chunk too (the modal fetches it as it opens where passkeys are offered).
export { PasskeyUpgradeSuccess } from './screens/passkey-upgrade/passkey-upgrade-success';
