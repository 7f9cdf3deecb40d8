import type { ReactElement } from 'react';
import type { OauthState } from '../core/internal';
import type { OauthLoginActions } from '../react/index';
import { MethodScreenSuspense } from './screens/method-screen-suspense';
import { OauthAuthorizingScreen } from './screens/oauth/oauth-authorizing-screen';
import { OauthCompletingScreen } from './screens/oauth/oauth-completing-screen';
import { OauthFailedScreen } from './screens/oauth/oauth-failed-screen';
import { OauthLinkedScreen } from './screens/oauth/oauth-linked-screen';
import { OauthRedirectingScreen } from './screens/oauth/oauth-redirecting-screen';
import { SuccessScreen } from './screens/success-screen';

export interface OauthScreenContext {
  actions: OauthLoginActions;
  /** Closes the modal from the success and linked screens. */
  onDone?(): void;
}

/**
 * The screen for a social login state past `idle`. Pure, like screenForState. `idle` has no
 * screen of its own (null): its buttons sit on the contact screen (`ScreenContext.oauth`). A
 * screen whose strings (`MethodScreenStrings`) are not in yet for the page's language shows the
 * loading screen until they are (`MethodScreenSuspense`).
 */
export function oauthScreenForState(state: OauthState, context: OauthScreenContext): ReactElement | null {
  const screen = screenOf(state, context);
  // Every screen but success reads MethodScreenStrings: one boundary around them (kept from screen to screen).
  return screen === null || state.status === 'success' ? screen : <MethodScreenSuspense>{screen}</MethodScreenSuspense>;
}

function screenOf(state: OauthState, { actions, onDone }: OauthScreenContext): ReactElement | null {
  switch (state.status) {
    case 'idle':
      return null;
    case 'authorizing':
      return <OauthAuthorizingScreen state={state} actions={actions} />;
    case 'redirecting':
      return <OauthRedirectingScreen state={state} />;
    case 'completing':
      return <OauthCompletingScreen state={state} actions={actions} />;
    case 'failed':
      return <OauthFailedScreen state={state} actions={actions} />;
    case 'success':
      return <SuccessScreen state={state} onDone={onDone} />;
    case 'linked':
      return <OauthLinkedScreen state={state} onDone={onDone} />;
    default:
      return state satisfies never;
  }
}
