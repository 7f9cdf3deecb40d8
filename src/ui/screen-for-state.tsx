import type { ReactElement } from 'react';
import type { OtpState } from '../core/internal';
import { screenForOtpState, type ScreenContext } from './screen-for-otp-state';
import { CodeScreen } from './screens/code-screen';
import { SuccessScreen } from './screens/success-screen';

export type { ScreenContext } from './screen-for-otp-state';

/**
 * The screen for an OTP state. Pure: the same state always gives the same screen, so a
 * story or test can render any state without a relay.
 */
export function screenForState(state: OtpState, context: ScreenContext): ReactElement {
  return screenForOtpState(state, context, { CodeScreen, SuccessScreen });
}
