import { useId, useState, type FormEvent } from 'react';
import { CaptchaSlot } from '../captcha/captcha-slot';
import { useCaptchaView } from '../captcha/captcha-context';
import { useStrings } from '../locales/strings-context';
import { usePartClass } from '../theme/class-names';
import { OtpInput } from '../otp-input';
import { KitButton } from './kit-button';
import { retryWaitText } from './retry-wait-text';
import type { CodeScreenState, ScreenProps } from './screen-types';
import { SlowWaitNotice } from './slow-wait-notice';
import { useSecondsUntil } from './use-seconds-until';
import { slowWaitMs, useSlowWait } from './use-slow-wait';
import { useWebOtp } from './use-web-otp';

export interface CodeScreenProps extends ScreenProps<CodeScreenState> {
  /** How long a check or a resend waits on the relay before the screen says so and offers Cancel (default 5000 ms). */
  slowAfterMs?: number;
}

/**
 * Code entry: says where the code went (with a way to change it), takes the code in an
 * OtpInput that submits itself when complete, offers a resend after its countdown, and shows
 * the code errors (wrong, expired, too many attempts, rate limited) with what to do next.
 * The code field leads: Verify shows only where the code cannot submit itself (see `useVerifyShown`),
 * Enter in the field submits all the same, and the resend is a quiet link with its countdown
 * until a new code is the way on (expired, too many attempts), when it is the main button.
 * The countdown is on the resend; screen readers hear (politely) only that it has ended. A code
 * sent by SMS is read with WebOTP where the browser can, filled in and submitted. A check or a
 * resend the relay takes long over says so and offers Cancel (back to the code typed). A rate
 * limit is said next to its Try again (the code was not wrong); one of more than an hour shows
 * the time it ends rather than a countdown. The captcha widget shows here only while a request
 * waits on it: asking for a new code, or creating the account.
 */
/**
 * Whether Verify shows. The OtpInput submits on the edit that completes the code, so Verify is
 * only for a code that cannot complete by an edit: a wrong code handed back (the person may send
 * it again, or edit it with keys that do not complete it anew), or a code already complete when the
 * screen shows it (after a slow check was cancelled). Once shown for a code it stays, through the
 * edits and the check it sends (busy, keeping a click's focus), until a new code is sent.
 */
function useVerifyShown(state: CodeScreenState, codeLength: number): boolean {
  const needed = state.status === 'codeInvalid' || (state.status === 'enteringCode' && state.code.length === codeLength);
  const [shownFor, setShownFor] = useState(needed ? state.otpId : undefined);
  if (needed && shownFor !== state.otpId) setShownFor(state.otpId);
  return needed || shownFor === state.otpId;
}

export function CodeScreen({ state, config, actions, slowAfterMs = slowWaitMs }: CodeScreenProps) {
  const strings = useStrings();
  const errorClass = usePartClass('error', 'loginkit-error');
  const id = useId();
  const fieldId = `${id}-code`;
  const errorId = `${id}-error`;
  const { status } = state;
  const verifying = status === 'verifying';
  const resending = status === 'sendingCode';
  // A new code (or a new account) waiting on the captcha: its widget shows here until it gives a token.
  const waitingOnCaptcha = useCaptchaView()?.waiting === true;
  const limited = status === 'rateLimited';
  // A wrong code can be retyped; an expired code, too many attempts or a rate limit need a new step.
  const needsNewCode = status === 'codeExpired' || status === 'attemptsExceeded';
  const canType = status === 'enteringCode' || status === 'codeInvalid' || verifying || resending;
  const showVerify = useVerifyShown(state, config.otpLength) && canType;
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

  // Enter in the code field submits too (the field is the form's only text field), Verify shown or not.
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (status === 'enteringCode' || status === 'codeInvalid') actions.submitCode();
    else if (needsNewCode && resendIn === 0) actions.resend();
    else if (limited && retryIn === 0) actions.retry();
  };

  const resendLabel = resending ? strings.sendingCode : resendIn > 0 ? strings.resendIn(resendIn) : strings.resend;
  const errorMessage = error && (
    <p id={errorId} className={errorClass} role="alert">
      {strings.errors[error.code]}
    </p>
  );

  return (
    <>
      <form className="loginkit-screen" noValidate aria-busy={((verifying || resending) && !waitingOnCaptcha) || undefined} onSubmit={submit}>
        <h3 className="loginkit-heading">{strings.codeHeading(state.channel)}</h3>
        {/* The contact and Change side by side: Change never wraps onto a line of its own. */}
        <p className="loginkit-text loginkit-code__sent">
          <span className="loginkit-code__sent-to">{strings.codeSentTo(state.contact)}</span>
          <KitButton variant="link" className="loginkit-code__change" aria-label={strings.changeContactLabel(state.contact)} onClick={actions.changeContact}>
            {strings.changeContact}
          </KitButton>
        </p>

        {/* Above the field: what comes after a check (its progress, a wrong code, Verify) only ever adds below. */}
        {canType && (
          <p className="loginkit-code__resend">
            <KitButton variant="link" busy={resending} unavailable={verifying || (!resending && resendIn > 0)} onClick={actions.resend}>
              {resendLabel}
            </KitButton>
          </p>
        )}

        {(canType || needsNewCode) && (
          <div className="loginkit-field">
            <label className="loginkit-label" htmlFor={fieldId}>
              {strings.codeLabel(config.otpLength, config.otpAlphanumeric)}
            </label>
            <OtpInput
              id={fieldId}
              name="code"
              length={config.otpLength}
              alphanumeric={config.otpAlphanumeric}
              value={state.code}
              readOnly={verifying || resending || needsNewCode}
              invalid={status === 'codeInvalid'}
              aria-describedby={error && !limited ? errorId : undefined}
              autoFocus
              onChange={actions.setCode}
              onComplete={() => actions.submitCode()}
            />
          </div>
        )}

        {/*
          One place under the field, its room kept (two lines), for how the check went: its progress,
          then a wrong code; nothing under it moves when the answer comes. A rate limit is said with
          its Try again, below: the code was not wrong.
        */}
        {(canType || needsNewCode) && (
          <div className="loginkit-code__status">
            {!limited && errorMessage}
            {verifying && !showVerify && <p className="loginkit-code__progress">{strings.verifying}</p>}
          </div>
        )}
        <p className="loginkit-visually-hidden" role="status">
          {announcement}
        </p>

        <CaptchaSlot whileWaiting />

        {(showVerify || limited || needsNewCode) && (
          <div className="loginkit-actions">
            {showVerify && (
              <KitButton type="submit" busy={verifying} unavailable={resending}>
                {verifying ? strings.verifying : strings.verify}
              </KitButton>
            )}
            {limited && errorMessage}
            {limited && (
              <KitButton type="submit" unavailable={retryIn > 0} aria-describedby={errorMessage ? errorId : undefined}>
                {retryIn > 0 ? retryWaitText(strings, retryIn, state.retryAt) : strings.retry}
              </KitButton>
            )}
            {needsNewCode && (
              <KitButton type="submit" unavailable={resendIn > 0}>
                {resendLabel}
              </KitButton>
            )}
            {(needsNewCode || limited) && (
              <KitButton variant="secondary" onClick={actions.reset}>
                {strings.startOver}
              </KitButton>
            )}
          </div>
        )}
      </form>
      {/* Outside the busy form, so its announcement is not held back. */}
      <SlowWaitNotice slow={slow} action={{ label: strings.cancel, onClick: () => actions.cancel() }} />
    </>
  );
}
