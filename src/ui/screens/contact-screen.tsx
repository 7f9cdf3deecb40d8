import { useId, type FormEvent } from 'react';
import type { LoginKitError, OtpChannel } from '../../core/index';
import type { Strings } from '../locales/en';
import { useStrings } from '../locales/strings-context';
import { KitButton } from './kit-button';
import { SocialButtons, type SocialButtonsProps } from './oauth/social-buttons';
import { PasskeyOptions, type PasskeyOptionsProps } from './passkey/passkey-options';
import type { ContactScreenState, ScreenProps } from './screen-types';
import { useSecondsUntil } from './use-seconds-until';

export interface ContactScreenProps extends ScreenProps<ContactScreenState> {
  /** Passkey login and signup, offered under the form when the configuration enables passkeys. */
  passkey?: PasskeyOptionsProps;
  /** Social login buttons ("Continue with Google"…), under the form when the configuration names providers. */
  oauth?: SocialButtonsProps;
}

/** The message for a refused contact: field problems name the field, others use the error table. */
function contactErrorMessage(error: LoginKitError, channel: OtpChannel, strings: Strings): string {
  if (error.code === 'invalid_input' && (error.details.field === undefined || error.details.field === 'contact')) {
    return channel === 'email' ? strings.emailInvalid : strings.phoneInvalid;
  }
  return strings.errors[error.code];
}

/**
 * Email address or phone number entry, with a channel switch when both are enabled, and under it
 * the social login buttons and the passkey options when given (after one "or"). Without OTP
 * channels the other options are offered alone.
 */
export function ContactScreen({ passkey, oauth, ...props }: ContactScreenProps) {
  if (passkey === undefined && oauth === undefined) return <ContactForm {...props} />;
  const withForm = props.config.otpChannels.length > 0;
  return (
    <div className="loginkit-screen">
      {withForm && <ContactForm {...props} />}
      {oauth && <SocialButtons {...oauth} divider={withForm} />}
      {passkey && <PasskeyOptions {...passkey} divider={withForm && oauth === undefined} />}
    </div>
  );
}

function ContactForm({ state, config, actions }: ScreenProps<ContactScreenState>) {
  const strings = useStrings();
  const id = useId();
  const fieldId = `${id}-contact`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const sending = state.status === 'sendingCode';
  const limited = state.status === 'rateLimited';
  const retryIn = useSecondsUntil(limited ? state.retryAt : undefined);
  const error = state.status === 'sendingCode' ? undefined : state.error;
  const email = state.channel === 'email';
  const showHint = !email;
  const describedBy = [showHint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (state.status === 'enteringContact') actions.submitContact();
    else if (limited && retryIn === 0) actions.retry();
  };

  return (
    <form className="loginkit-screen" noValidate aria-busy={sending || undefined} onSubmit={submit}>
      {config.otpChannels.length > 1 && (
        <fieldset className="loginkit-channels" disabled={state.status !== 'enteringContact' || undefined}>
          <legend className="loginkit-channels__legend">{strings.channelLegend}</legend>
          <div className="loginkit-channels__options">
            {config.otpChannels.map((channel) => (
            <label key={channel} className="loginkit-channels__option">
              <input
                type="radio"
                className="loginkit-channels__radio"
                name={`${id}-channel`}
                value={channel}
                checked={state.channel === channel}
                onChange={() => actions.setChannel(channel)}
              />
              <span>{channel === 'email' ? strings.channelEmail : strings.channelSms}</span>
            </label>
            ))}
          </div>
        </fieldset>
      )}

      <div className="loginkit-field">
        <label className="loginkit-label" htmlFor={fieldId}>
          {email ? strings.emailLabel : strings.phoneLabel}
        </label>
        <input
          id={fieldId}
          className="loginkit-input"
          name={email ? 'email' : 'tel'}
          type={email ? 'email' : 'tel'}
          inputMode={email ? 'email' : 'tel'}
          autoComplete={email ? 'email' : 'tel'}
          placeholder={email ? strings.emailPlaceholder : strings.phonePlaceholder}
          value={state.contact}
          readOnly={state.status !== 'enteringContact'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoFocus
          onChange={(event) => actions.setContact(event.target.value)}
        />
        {showHint && (
          <p id={hintId} className="loginkit-hint">
            {strings.phoneHint}
          </p>
        )}
        {error && (
          <p id={errorId} className="loginkit-error" role="alert">
            {contactErrorMessage(error, state.channel, strings)}
          </p>
        )}
      </div>

      {limited ? (
        <div className="loginkit-actions">
          <KitButton type="submit" unavailable={retryIn > 0}>
            {retryIn > 0 ? strings.retryIn(retryIn) : strings.retry}
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
  );
}
