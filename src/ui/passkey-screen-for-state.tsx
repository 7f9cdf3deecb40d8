import type { ReactElement } from 'react';
import type { PasskeyState } from '../core/index';
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
export function passkeyScreenForState(state: PasskeyState, { actions, onDone }: PasskeyScreenContext): ReactElement | null {
  switch (state.status) {
    case 'idle':
      return null;
    case 'naming':
      return (
        <MethodScreenSuspense>
          <PasskeyNamingScreen state={state} actions={actions} />
        </MethodScreenSuspense>
      );
    case 'prompting':
      return (
        <MethodScreenSuspense>
          <PasskeyPromptingScreen state={state} actions={actions} />
        </MethodScreenSuspense>
      );
    case 'completing':
      return (
        <MethodScreenSuspense>
          <PasskeyCompletingScreen state={state} actions={actions} />
        </MethodScreenSuspense>
      );
    case 'cancelled':
      return (
        <MethodScreenSuspense>
          <PasskeyCancelledScreen state={state} actions={actions} />
        </MethodScreenSuspense>
      );
    case 'failed':
      return (
        <MethodScreenSuspense>
          <PasskeyFailedScreen state={state} actions={actions} />
        </MethodScreenSuspense>
      );
    case 'success':
      return <SuccessScreen state={state} onDone={onDone} />;
    default:
      return state satisfies never;
  }
}

// The passkey offer after a code or social login comes in this chunk too (the modal fetches it as it opens where passkeys are offered).
export { PasskeyUpgradeSuccess } from './screens/passkey-upgrade/passkey-upgrade-success';
