import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { LoginKitError, OtpChannel } from '../../core/internal';
import { prefetchOnIntent } from '../login-modal/prefetch-method';
import type { LastUsedMethod } from '../last-used-method';
import type { Strings } from '../locales/en';
import { CaptchaSlot } from '../captcha/captcha-slot';
import { useCaptchaView } from '../captcha/captcha-context';
import { useStrings } from '../locales/strings-context';
import { usePartClass } from '../theme/class-names';
import { ContactInput, type ContactInputProps } from './contact-input';
import { KitButton } from './kit-button';
import { LastUsedBadge } from './last-used-badge';
import { LoginMethods, type MethodLayout } from './login-methods';
import type { SocialButtonsProps } from './oauth/social-buttons';
import type { PasskeyOptionsProps } from './passkey/passkey-options';
import { LazyPhoneField } from './phone/lazy-phone-field';
import type { ContactScreenState, ScreenProps } from './screen-types';
import { retryWaitText } from './retry-wait-text';
import { SlowWaitNotice } from './slow-wait-notice';
import type { WalletGroupProps } from './wallet/wallet-group';
import { useSecondsUntil } from './use-seconds-until';
import { slowWaitMs, useSlowWait } from './use-slow-wait';

export interface ContactScreenProps extends ScreenProps<ContactScreenState> {
  /** Passkey login and signup, offered under the form when the configuration enables passkeys. */
  passkey?: PasskeyOptionsProps;
  /** Social login buttons ("Continue with Google"…), under the form when the configuration names providers. */
  oauth?: SocialButtonsProps;
  /** The external wallets (a chunk of its own), in the configuration's order when it offers wallets. */
  wallet?: WalletGroupProps;
  /** How the user logged in last time on this browser: that option is marked "Last used". */
  lastUsed?: LastUsedMethod;
  /** How long sending the code waits on the relay before the screen says so and offers Cancel (default 5000 ms). */
  slowAfterMs?: number;
  /** How the other login methods are arranged: `compact` (default) or `list` (every method in full); see `MethodLayout`. */
  methodLayout?: MethodLayout;
}

/** The message for a refused contact: field problems name the field, others use the error table. */
function contactErrorMessage(error: LoginKitError, channel: OtpChannel, strings: Strings): string {
  if (error.code === 'invalid_input' && (error.details.field === undefined || error.details.field === 'contact')) {
    return channel === 'email' ? strings.emailInvalid : strings.phoneInvalid;
  }
  return strings.errors[error.code];
}

/**
 * Email address or phone number entry, with a channel switch when both are enabled, and with it
 * the social login buttons, the passkey options and the wallets when given, in the configuration's
 * order and in the `methodLayout` (login-methods.tsx): compact by default (the first method leads,
 * the others follow in less room, the wallets behind one entry), or every method in full. Without OTP
 * channels the other options are offered alone. Phone numbers get a country picker and are
 * formatted as typed and checked before submit (phone/phone-field.tsx, loaded as a separate
 * chunk); the option used last time on this browser is marked "Last used". A send the relay takes
 * long over says so and offers Cancel (back to the contact typed); a rate limit of more than an
 * hour shows the time it ends rather than a countdown. When the relay protects its code requests
 * with a captcha, its widget sits before Continue (captcha/captcha-slot.tsx).
 */
export function ContactScreen({ passkey, oauth, wallet, lastUsed, methodLayout = 'compact', ...props }: ContactScreenProps) {
  if (passkey === undefined && oauth === undefined && wallet === undefined) return <ContactForm {...props} lastUsed={lastUsed} />;
  const form = <ContactForm {...props} lastUsed={lastUsed} passkeyAutofill={passkey?.support.status === 'unsupported' ? undefined : passkey?.actions.setAutofill} />;
  return <LoginMethods layout={methodLayout} config={props.config} form={form} passkey={passkey} oauth={oauth} wallet={wallet} lastUsed={lastUsed} />;
}

interface ContactFormProps extends ScreenProps<ContactScreenState> {
  lastUsed?: LastUsedMethod;
  slowAfterMs?: number;
  /** Passkeys are offered: the field carries `webauthn` and this is told when it can offer them in its autofill. */
  passkeyAutofill?: (enabled: boolean) => void;
}

function ContactForm({ state, config, actions, lastUsed, passkeyAutofill, slowAfterMs = slowWaitMs }: ContactFormProps) {
  const strings = useStrings();
  const errorClass = usePartClass('error', 'loginkit-error');
  const id = useId();
  const fieldId = `${id}-contact`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const limitId = `${id}-limit`;
  const lastUsedId = `${id}-last-used`;
  const sending = state.status === 'sendingCode';
  // A send waiting on the captcha waits on the person: the form is not busy, the widget speaks.
  const waitingOnCaptcha = useCaptchaView()?.waiting === true;
  const limited = state.status === 'rateLimited';
  const retryIn = useSecondsUntil(limited ? state.retryAt : undefined);
  const slow = useSlowWait(sending, slowAfterMs);
  const email = state.channel === 'email';
  // Whether the phone field found the number valid (undefined: not checked, the flow checks it).
  const phoneValid = useRef<boolean | undefined>(undefined);
  const [phoneRefused, setPhoneRefused] = useState(false);
  // After a channel switch the focus stays on the switch.
  const [switched, setSwitched] = useState(false);
  // A rate limit is about sending, not about the contact (which was fine): it is said with its Try
  // again, and the field is not marked.
  const flowError = state.status === 'enteringContact' ? state.error : undefined;
  const errorMessage = flowError ? contactErrorMessage(flowError, state.channel, strings) : phoneRefused && !email ? strings.phoneInvalid : undefined;
  const showHint = !email;
  // Passkeys in the field's autofill while a contact is being typed; a channel switch ends the
  // request and opens one for the new field, going on to the code ends it.
  const entering = state.status === 'enteringContact';
  useEffect(() => {
    if (passkeyAutofill === undefined || !entering) return undefined;
    passkeyAutofill(true);
    return () => passkeyAutofill(false);
  }, [passkeyAutofill, entering, state.channel]);
  const describedBy = [showHint ? hintId : undefined, errorMessage ? errorId : undefined].filter(Boolean).join(' ') || undefined;

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (state.status === 'enteringContact') {
      if (!email && phoneValid.current === false) setPhoneRefused(true);
      else actions.submitContact();
    } else if (limited && retryIn === 0) actions.retry();
  };

  const field: ContactInputProps = {
    id: fieldId,
    channel: state.channel,
    value: state.contact,
    readOnly: state.status !== 'enteringContact',
    invalid: errorMessage !== undefined,
    hintId,
    describedBy,
    autoFocus: !switched,
    passkeyAutofill: passkeyAutofill !== undefined,
    onChange: (contact, valid) => {
      phoneValid.current = valid;
      setPhoneRefused(false);
      actions.setContact(contact);
    },
  };

  return (
    <>
      <form className="loginkit-screen" noValidate aria-busy={(sending && !waitingOnCaptcha) || undefined} onSubmit={submit}>
        {config.otpChannels.length > 1 && (
          <fieldset className="loginkit-channels" disabled={state.status !== 'enteringContact' || undefined}>
            <legend className="loginkit-channels__legend">{strings.channelLegend}</legend>
            <div className="loginkit-channels__options">
              {config.otpChannels.map((channel) => (
              <label key={channel} className="loginkit-channels__option" {...(channel === 'sms' ? prefetchOnIntent('sms') : {})}>
                <input
                  type="radio"
                  className="loginkit-channels__radio"
                  name={`${id}-channel`}
                  value={channel}
                  checked={state.channel === channel}
                  aria-describedby={lastUsed === channel ? lastUsedId : undefined}
                  onChange={() => {
                    setSwitched(true);
                    phoneValid.current = undefined;
                    setPhoneRefused(false);
                    actions.setChannel(channel);
                  }}
                />
                <span className="loginkit-channels__label">{channel === 'email' ? strings.channelEmail : strings.channelSms}</span>
                {lastUsed === channel && <LastUsedBadge id={lastUsedId} />}
              </label>
              ))}
            </div>
          </fieldset>
        )}

        <div className="loginkit-field">
          <label className="loginkit-label" htmlFor={fieldId}>
            {email ? strings.emailLabel : strings.phoneLabel}
          </label>
          {email ? <ContactInput {...field} /> : <LazyPhoneField {...field} />}
          {errorMessage && (
            <p id={errorId} className={errorClass} role="alert">
              {errorMessage}
            </p>
          )}
        </div>

        {/* Bot protection, when the relay asks for it: before Continue, where the person is. */}
        <CaptchaSlot />

        {limited ? (
          <div className="loginkit-actions">
            <p id={limitId} className={errorClass} role="alert">
              {strings.errors[state.error.code]}
            </p>
            <KitButton type="submit" unavailable={retryIn > 0} aria-describedby={limitId}>
              {retryIn > 0 ? retryWaitText(strings, retryIn, state.retryAt) : strings.retry}
            </KitButton>
            <KitButton variant="secondary" onClick={actions.reset}>
              {strings.startOver}
            </KitButton>
          </div>
        ) : (
          <div className="loginkit-actions">
            <KitButton type="submit" busy={sending}>
              {sending ? strings.sendingCode : strings.continue}
            </KitButton>
          </div>
        )}
      </form>
      {/* Outside the busy form, so its announcement is not held back. */}
      <SlowWaitNotice slow={slow} action={{ label: strings.cancel, onClick: () => actions.cancel() }} />
    </>
  );
}
