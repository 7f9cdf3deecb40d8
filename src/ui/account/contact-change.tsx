import { useId, useState, type FormEvent } from 'react';
import type { ContactCode, LoginKitError, OtpChannel } from '../../core/internal';
import { useContactChange, useWalletKitConfig } from '../../react/index';
import { CaptchaScope } from '../captcha/captcha-scope';
import { loadCaptchaHost } from '../captcha/load-captcha-host';
import { CaptchaSlot } from '../captcha/captcha-slot';
import type { Strings } from '../locales/en';
import { useStrings } from '../locales/strings-context';
import { useAccountStrings } from '../locales/use-account-strings';
import { OtpInput } from '../otp-input';
import { KitButton } from '../screens/kit-button';
import { SlowWaitNotice } from '../screens/slow-wait-notice';
import { useSlowWait } from '../screens/use-slow-wait';
import { useAccountFrame } from './account-frame-context';
import { reportOutcome, type AccountMessages } from './account-messages';
import { usePendingFocus } from './use-pending-focus';

export interface ContactChangeProps {
  /** `email` for the email address, `sms` for the phone number. */
  channel: OtpChannel;
  /** The profile's current one, if any. */
  current: string | undefined;
  /** Whether the app sends codes on this channel (else the value is only shown). */
  changeable: boolean;
  /** The code's shape, from the configuration. */
  code: { length: number; alphanumeric: boolean };
  messages: AccountMessages;
}

/** The steps of a change: closed, typing the new contact, typing the code sent to it. `error` is shown at the field. */
type Step =
  | { step: 'closed' }
  | { step: 'entering'; typed: string; error?: string }
  | { step: 'code'; typed: string; sent: ContactCode; code: string; error?: string };

/** Errors a user fixes at the code field (a new code helps with the last three). */
const codeFieldErrors = new Set<LoginKitError['code']>(['otp_invalid', 'otp_expired', 'otp_attempts_exceeded', 'token_expired']);

const compact = (channel: OtpChannel, text: string): string => (channel === 'email' ? text.trim().toLowerCase() : text.replace(/[\s\-().]/g, ''));

function contactError(error: LoginKitError, channel: OtpChannel, strings: Strings): string | undefined {
  if (error.code !== 'invalid_input' || (error.details.field !== undefined && error.details.field !== 'contact')) return undefined;
  return channel === 'email' ? strings.emailInvalid : strings.phoneInvalid;
}

/**
 * One contact of the profile (email address or phone number) and its change: the new one is
 * typed, a one-time code goes to it, and only a confirmed code changes the profile. Focus moves
 * to the field of each step, and back to the Change button when the change ends. Cancel works
 * while a request runs too (it is aborted); one the service is slow to answer says so. When the
 * relay protects its code requests with a captcha, its widget sits before "Send code" (and shows
 * on the code step while a new code waits on it); nothing of it loads before a change starts.
 */
export function ContactChange({ channel, current, changeable, code: shape, messages }: ContactChangeProps) {
  const strings = useStrings();
  const account = useAccountStrings();
  const id = useId();
  const { sendCode, confirm } = useContactChange();
  const [step, setStep] = useState<Step>({ step: 'closed' });
  const focus = usePendingFocus<HTMLDivElement>();
  const email = channel === 'email';
  const label = email ? strings.emailLabel : strings.phoneLabel;
  const changeSelector = `[data-contact-change="${channel}"]`;
  const slow = useSlowWait(sendCode.isPending || confirm.isPending);
  const captchaSiteKey = useWalletKitConfig().data?.captchaSiteKey;
  const theme = useAccountFrame()?.theme ?? 'system';

  const close = (message: string): void => {
    setStep({ step: 'closed' });
    focus.focusSoon(changeSelector);
    messages.tell(message);
  };

  /** Sends a code to `typed` (again, from the code step, when `resending`). */
  const send = (typed: string, resending = false): void => {
    if (sendCode.isPending) return;
    if (current !== undefined && compact(channel, typed) === compact(channel, current)) {
      setStep({ step: 'entering', typed, error: account.profileSameContact(channel) });
      focus.focusSoon('[data-contact-input]');
      return;
    }
    messages.clear();
    sendCode.mutate(
      { channel, contact: typed },
      {
        onSuccess: (sent) => {
          setStep({ step: 'code', typed, sent, code: '' });
          focus.focusSoon('[data-code-input]');
          messages.tell(account.profileCodeSent(sent.contact));
        },
        onError: (error) => {
          if (error.details.aborted === true) return; // cancelled: the change is closed already
          if (resending) {
            messages.fail(account.profileSendCodeFailed, error);
            return;
          }
          const atField = contactError(error, channel, strings);
          setStep({ step: 'entering', typed, ...(atField === undefined ? {} : { error: atField }) });
          focus.focusSoon('[data-contact-input]');
          if (atField === undefined) messages.fail(account.profileSendCodeFailed, error);
        },
      },
    );
  };

  const submitCode = (sent: ContactCode, typed: string, value: string): void => {
    if (confirm.isPending || value.length < shape.length) return;
    messages.clear();
    confirm.mutate(
      { sent, code: value },
      {
        onSuccess: (outcome) => {
          setStep({ step: 'closed' });
          focus.focusSoon(changeSelector);
          reportOutcome(outcome, messages, strings, account, account.profileContactChanged(channel, sent.contact), account.profileContactChangeFailed(channel));
        },
        onError: (error) => {
          if (error.details.aborted === true) return; // cancelled: the change is closed already
          const atField = codeFieldErrors.has(error.code);
          setStep({ step: 'code', typed, sent, code: '', ...(atField ? { error: strings.errors[error.code] } : {}) });
          focus.focusSoon('[data-code-input]');
          if (!atField) messages.fail(account.profileContactChangeFailed(channel), error);
        },
      },
    );
  };

  const enterContact = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (step.step === 'entering') send(step.typed);
  };
  const enterCode = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (step.step === 'code') submitCode(step.sent, step.typed, step.code);
  };

  const fieldId = `${id}-field`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // Also while a request runs: it is aborted. A confirmation may have reached the service.
  const cancel = (
    <KitButton
      variant="secondary"
      onClick={() => {
        const confirming = confirm.isPending;
        sendCode.cancel();
        confirm.cancel();
        close(confirming ? account.accountStoppedWaiting : account.profileContactChangeCancelled);
      }}
    >
      {strings.cancel}
    </KitButton>
  );

  return (
    <CaptchaScope siteKey={step.step === 'closed' ? undefined : captchaSiteKey} theme={theme} language={strings.lang} loadHost={loadCaptchaHost}>
      <div className="loginkit-account-contact" ref={focus.root}>
        <dt className="loginkit-label">{label}</dt>
        <dd className="loginkit-account-contact__value">
          <span className={current === undefined ? 'loginkit-account-contact__unset' : undefined}>{current ?? account.profileNotSet}</span>
          {changeable && step.step === 'closed' && (
            <KitButton
              variant="secondary"
              data-contact-change={channel}
              onClick={() => {
                setStep({ step: 'entering', typed: '' });
                focus.focusSoon('[data-contact-input]');
                messages.clear();
              }}
            >
              {account.profileChangeContact(channel, current !== undefined)}
            </KitButton>
          )}
        </dd>
        {step.step === 'entering' && (
          <dd className="loginkit-account-contact__change">
            <form className="loginkit-account-form" onSubmit={enterContact} noValidate>
              <div className="loginkit-field">
                <label className="loginkit-label" htmlFor={fieldId}>
                  {account.profileNewContactLabel(channel)}
                </label>
                <input
                  id={fieldId}
                  data-contact-input=""
                  className="loginkit-input"
                  type={email ? 'email' : 'tel'}
                  inputMode={email ? 'email' : 'tel'}
                  autoComplete={email ? 'email' : 'tel'}
                  placeholder={email ? strings.emailPlaceholder : strings.phonePlaceholder}
                  value={step.typed}
                  aria-invalid={step.error !== undefined || undefined}
                  aria-describedby={[email ? undefined : hintId, step.error === undefined ? undefined : errorId].filter(Boolean).join(' ') || undefined}
                  onChange={(event) => setStep({ step: 'entering', typed: event.target.value })}
                />
                {!email && (
                  <p id={hintId} className="loginkit-hint">
                    {strings.phoneHint}
                  </p>
                )}
                {step.error !== undefined && (
                  <p id={errorId} className="loginkit-error">
                    {step.error}
                  </p>
                )}
              </div>
              <CaptchaSlot />
              <div className="loginkit-account-section__buttons">
                <KitButton type="submit" busy={sendCode.isPending}>
                  {sendCode.isPending ? strings.sendingCode : account.profileSendCode}
                </KitButton>
                {cancel}
              </div>
              <SlowWaitNotice slow={slow} />
            </form>
          </dd>
        )}
        {step.step === 'code' && (
          <dd className="loginkit-account-contact__change">
            <form className="loginkit-account-form" onSubmit={enterCode} noValidate>
              <p className="loginkit-text">{account.profileCodeSent(step.sent.contact)}</p>
              <div className="loginkit-field">
                <label className="loginkit-label" htmlFor={fieldId}>
                  {strings.codeLabel(shape.length, shape.alphanumeric)}
                </label>
                <OtpInput
                  id={fieldId}
                  data-code-input=""
                  length={shape.length}
                  alphanumeric={shape.alphanumeric}
                  value={step.code}
                  invalid={step.error !== undefined}
                  aria-describedby={step.error === undefined ? undefined : errorId}
                  readOnly={confirm.isPending}
                  onChange={(value) => setStep({ ...step, code: value, error: undefined })}
                  onComplete={(value) => submitCode(step.sent, step.typed, value)}
                />
                {step.error !== undefined && (
                  <p id={errorId} className="loginkit-error">
                    {step.error}
                  </p>
                )}
              </div>
              <CaptchaSlot whileWaiting />
              <div className="loginkit-account-section__buttons">
                <KitButton type="submit" busy={confirm.isPending} unavailable={step.code.length < shape.length}>
                  {confirm.isPending ? account.profileConfirmingChange : account.profileConfirmChange}
                </KitButton>
                <KitButton variant="secondary" busy={sendCode.isPending} unavailable={confirm.isPending} onClick={() => send(step.typed, true)}>
                  {strings.resend}
                </KitButton>
                {cancel}
              </div>
              <SlowWaitNotice slow={slow} />
            </form>
          </dd>
        )}
      </div>
    </CaptchaScope>
  );
}
