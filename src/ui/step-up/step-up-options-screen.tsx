import type { ReactNode } from 'react';
import type { StepUpMethodOption } from '../../core/internal';
import type { StepUpActions } from '../../react/step-up-index';
import type { Strings } from '../locales/en';
import type { StepUpStrings } from '../locales/step-up-strings';
import { useStrings } from '../locales/strings-context';
import { useStepUpStrings } from '../locales/use-step-up-strings';
import { KitButton } from '../screens/kit-button';
import { retryWaitText } from '../screens/retry-wait-text';
import { useSecondsUntil } from '../screens/use-seconds-until';
import { usePartClass } from '../theme/class-names';
import { maskContact } from './mask-contact';
import { currentOptions } from './step-up-progress';
import type { StepUpScreenProps, StepUpStateOf } from './step-up-screen-types';

export type StepUpOptionsScreenProps = StepUpScreenProps<StepUpStateOf<'choosing'>>;

interface OptionButton {
  key: string;
  label: string;
  /** Sends `choose` in the click itself: a passkey prompt or a social login's window opens in it. */
  onClick(): void;
}

/** The buttons of one usable option (a social login has one per linked provider). */
function optionButtons(option: StepUpMethodOption, actions: StepUpActions, strings: Strings, stepUp: StepUpStrings): OptionButton[] {
  switch (option.kind) {
    case 'passkey':
      return [{ key: 'passkey', label: stepUp.stepUpUsePasskey, onClick: () => actions.choose('passkey') }];
    case 'email_otp':
    case 'sms_otp': {
      const { kind, channel } = option;
      return [{ key: kind, label: stepUp.stepUpSendCode(channel, maskContact(channel, option.contact)), onClick: () => actions.choose(kind) }];
    }
    case 'oauth':
      return option.providers.map(({ provider }) => ({
        key: `oauth-${provider}`,
        label: stepUp.stepUpUseOauth(strings.oauthProviderName[provider]),
        onClick: () => actions.choose('oauth', provider),
      }));
    case 'session':
      return [{ key: 'session', label: stepUp.stepUpUseSession, onClick: () => actions.choose('session') }];
    default:
      return [];
  }
}

/**
 * The current step's options: a button for each way it can be proved here (the passkey prompt or
 * the social login's window opens from the click itself; a code goes to the account's own address
 * or number, shown masked), and each way that cannot, with why. After a failed attempt, what went
 * wrong and Try again first (after a rate limit's wait, counted down as in the login). When no way
 * can be used here, says so and offers Cancel (which asks whether to reject the request).
 */
export function StepUpOptionsScreen({ state, actions }: StepUpOptionsScreenProps) {
  const strings = useStrings();
  const stepUp = useStepUpStrings();
  const errorClass = usePartClass('error', 'loginkit-error');
  const retryIn = useSecondsUntil(state.retryAt);
  const options = currentOptions(state.context);
  const usable = options.filter((option) => option.unavailable === undefined);
  const buttons = usable.flatMap((option) => optionButtons(option, actions, strings, stepUp));
  const canRetry = state.error !== undefined && state.failedMethod !== undefined;
  const single = buttons.length === 1 && !canRetry;

  let items: ReactNode[] = buttons.map((button, index) => (
    <li key={button.key} className="loginkit-step-up__option">
      <KitButton variant={single ? 'primary' : 'secondary'} autoFocus={index === 0 && !canRetry} onClick={button.onClick}>
        {button.label}
      </KitButton>
    </li>
  ));
  items = items.concat(
    options
      .filter((option) => option.unavailable !== undefined)
      .map((option, index) => (
        <li key={`unavailable-${option.kind}-${index}`} className="loginkit-step-up__option" data-unavailable>
          <span className="loginkit-step-up__option-name">{stepUp.stepUpMethodName[option.kind]}</span>
          <span className="loginkit-hint">{stepUp.stepUpUnavailable(option.unavailable!, option.kind)}</span>
        </li>
      )),
  );

  return (
    <div className="loginkit-screen">
      {state.error && (
        <p className={errorClass} role="alert">
          {strings.errors[state.error.code]}
        </p>
      )}
      {canRetry && (
        <div className="loginkit-actions">
          <KitButton autoFocus unavailable={retryIn > 0} onClick={() => actions.retry()}>
            {retryIn > 0 && state.retryAt !== undefined ? retryWaitText(strings, retryIn, state.retryAt) : strings.retry}
          </KitButton>
        </div>
      )}
      {buttons.length === 0 && <p className="loginkit-text">{stepUp.stepUpNoOption}</p>}
      {items.length > 0 && <ul className="loginkit-step-up__options">{items}</ul>}
      {buttons.length === 0 && (
        <div className="loginkit-actions">
          <KitButton variant="secondary" autoFocus={!canRetry} onClick={() => actions.cancel()}>
            {strings.cancel}
          </KitButton>
        </div>
      )}
    </div>
  );
}
