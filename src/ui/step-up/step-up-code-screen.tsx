import { useId, useState, type FormEvent } from 'react';
import type { StepUpCodeRules } from '../../core/internal';
import { useStrings } from '../locales/strings-context';
import { OtpInput } from '../otp-input';
import { KitButton } from '../screens/kit-button';
import { retryWaitText } from '../screens/retry-wait-text';
import { SlowWaitNotice } from '../screens/slow-wait-notice';
import { useSecondsUntil } from '../screens/use-seconds-until';
import { slowWaitMs, useSlowWait } from '../screens/use-slow-wait';
import { useWebOtp } from '../screens/use-web-otp';
import { usePartClass } from '../theme/class-names';
import { maskContact } from './mask-contact';
import type { StepUpCodeState, StepUpScreenProps } from './step-up-screen-types';

export interface StepUpCodeScreenProps extends StepUpScreenProps<StepUpCodeState> {
  /** How long a check or a resend waits on the service before the screen says so and offers Cancel (default 5000 ms). */
  slowAfterMs?: number;
}

/**
 * Code entry for a step, as in the code login: says where the code went (the account's own
 * address or number, masked: it cannot be changed here), takes it in the same OtpInput (paste, SMS
 * autofill, WebOTP; submits itself when complete), offers a resend after its countdown, and shows
 * the code errors (wrong, expired or spent, too many attempts, rate limited) with what to do next.
 * A long rate limit shows the time it ends. Back returns to the step's options; a slow check or
 * resend offers Cancel (back to the code typed).
 */
export function StepUpCodeScreen({ state, actions, slowAfterMs = slowWaitMs }: StepUpCodeScreenProps) {
  const strings = useStrings();
  const errorClass = usePartClass('error', 'loginkit-error');
  const id = useId();
  const fieldId = `${id}-code`;
  const errorId = `${id}-error`;
  const { status } = state;
  const rules: StepUpCodeRules = state.context.codeRules;
  const verifying = status === 'verifying';
  const resending = status === 'sendingCode';
  const limited = status === 'rateLimited';
  const needsNewCode = status === 'codeExpired' || status === 'attemptsExceeded';
  const canType = status === 'enteringCode' || status === 'codeInvalid' || verifying || resending;
  const error = 'error' in state ? state.error : undefined;
  const resendIn = useSecondsUntil(state.resendAvailableAt);
  const retryIn = useSecondsUntil(limited ? state.retryAt : undefined);
  const waitingFor = limited ? retryIn : resendIn;
  // Announce the end of a countdown seen running, not a wait that was over when the screen came.
  const [sawCountdown, setSawCountdown] = useState(waitingFor > 0);
  if (waitingFor > 0 && !sawCountdown) setSawCountdown(true);
  const slow = useSlowWait(verifying || resending, slowAfterMs);
  const announcement = sawCountdown && waitingFor === 0 && !resending ? (limited ? strings.retryAvailable : strings.resendAvailable) : '';

  useWebOtp(state.channel === 'sms' ? state.otpId : undefined, (code) => {
    actions.setCode(code);
    actions.submitCode();
  });

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (status === 'enteringCode' || status === 'codeInvalid') actions.submitCode();
    else if (needsNewCode && resendIn === 0) actions.resend();
    else if (limited && retryIn === 0) actions.retry();
  };

  return (
    <>
      <form className="loginkit-screen" noValidate aria-busy={(verifying || resending) && !slow ? true : undefined} onSubmit={submit}>
        <p className="loginkit-text">{strings.codeSentTo(maskContact(state.channel, state.contact))}</p>
        {canType && (
          <div className="loginkit-field">
            <label className="loginkit-label" htmlFor={fieldId}>
              {strings.codeLabel(rules.otpLength, rules.otpAlphanumeric)}
            </label>
            <OtpInput
              id={fieldId}
              name="code"
              length={rules.otpLength}
              alphanumeric={rules.otpAlphanumeric}
              value={state.code}
              readOnly={verifying || resending}
              invalid={status === 'codeInvalid'}
              aria-describedby={error ? errorId : undefined}
              autoFocus
              onChange={actions.setCode}
              onComplete={() => actions.submitCode()}
            />
          </div>
        )}
        {error && (
          <p id={errorId} className={errorClass} role="alert">
            {strings.errors[error.code]}
          </p>
        )}
        <p className="loginkit-visually-hidden" role="status">
          {announcement}
        </p>
        <div className="loginkit-actions">
          {canType && (
            <KitButton type="submit" busy={verifying} unavailable={resending}>
              {verifying ? strings.verifying : strings.verify}
            </KitButton>
          )}
          {limited ? (
            <KitButton type="submit" autoFocus unavailable={retryIn > 0}>
              {retryIn > 0 ? retryWaitText(strings, retryIn, state.retryAt) : strings.retry}
            </KitButton>
          ) : (
            <KitButton
              variant={needsNewCode ? 'primary' : 'secondary'}
              type={needsNewCode ? 'submit' : 'button'}
              autoFocus={needsNewCode}
              busy={resending}
              unavailable={!resending && resendIn > 0}
              onClick={needsNewCode ? undefined : actions.resend}
            >
              {resending ? strings.sendingCode : resendIn > 0 ? strings.resendIn(resendIn) : strings.resend}
            </KitButton>
          )}
          <KitButton variant="secondary" onClick={() => actions.back()}>
            {strings.back}
          </KitButton>
        </div>
      </form>
      {/* Outside the busy form, so its announcement is not held back. */}
      <SlowWaitNotice slow={slow} action={{ label: strings.cancel, onClick: () => actions.back() }} />
    </>
  );
}
