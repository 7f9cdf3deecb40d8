import type { KitConfig, OauthState, OtpState, PasskeyState, WalletState } from '../../core/internal';
import type { OtpLoginActions } from '../../react/index';

/** The code a state carries once one has been sent. */
export type SentCode = Pick<Extract<OtpState, { status: 'enteringCode' }>, 'otpId' | 'otpEncryptionTargetBundle' | 'code' | 'resendAvailableAt'>;

/** States shown by the contact screen: typing, sending the first code, or a refused first send. */
export type ContactScreenState = Extract<OtpState, { status: 'enteringContact' | 'sendingCode' | 'rateLimited' }>;

/** States shown by the code screen: after a code was sent (resends and their rate limits included). */
export type CodeScreenState =
  | Extract<OtpState, { status: 'enteringCode' | 'verifying' | 'codeInvalid' | 'codeExpired' | 'attemptsExceeded' }>
  | (Extract<OtpState, { status: 'sendingCode' | 'rateLimited' }> & SentCode);

export type FailedScreenState = Extract<OtpState, { status: 'failed' }>;
/** A finished login: by code (with the contact), by passkey, with a social provider, or with an external wallet. */
export type SuccessScreenState =
  | Extract<OtpState, { status: 'success' }>
  | Extract<PasskeyState, { status: 'success' }>
  | Extract<OauthState, { status: 'success' }>
  | Extract<WalletState, { status: 'success' }>;

/** What every OTP screen gets: its state, the configuration and the flow's actions. */
export interface ScreenProps<State> {
  state: State;
  config: KitConfig;
  actions: OtpLoginActions;
}

/** True when the state still holds an earlier code (a resend, or a refused resend). */
export function hasSentCode<State extends { otpId?: string }>(state: State): state is State & SentCode {
  const fields = state as State & Partial<SentCode>;
  return (
    fields.otpId !== undefined &&
    fields.otpEncryptionTargetBundle !== undefined &&
    fields.code !== undefined &&
    fields.resendAvailableAt !== undefined
  );
}
