import type { ComponentType, ReactElement } from 'react';
import type { KitConfig, OtpState } from '../core/internal';
import type { OtpLoginActions } from '../react/index';
import type { LastUsedMethod } from './last-used-method';
import type { CodeScreenProps } from './screens/code-screen';
import { ContactScreen } from './screens/contact-screen';
import { ErrorScreen } from './screens/error-screen';
import type { MethodLayout } from './screens/login-methods';
import type { SocialButtonsProps } from './screens/oauth/social-buttons';
import type { PasskeyOptionsProps } from './screens/passkey/passkey-options';
import { hasSentCode } from './screens/screen-types';
import type { SuccessScreenProps } from './screens/success-screen';
import type { WalletGroupProps } from './screens/wallet/wallet-group';

export interface ScreenContext {
  config: KitConfig;
  actions: OtpLoginActions;
  /** Closes the modal from the success screen. */
  onDone?(): void;
  /** The passkey options the contact screen offers (when the configuration enables passkeys). */
  passkey?: PasskeyOptionsProps;
  /** The social login buttons the contact screen offers (when the configuration names providers). */
  oauth?: SocialButtonsProps;
  /** The external wallets the contact screen lists (when the configuration offers wallets). */
  wallet?: WalletGroupProps;
  /** How the user logged in last time on this browser: the contact screen marks that option "Last used". */
  lastUsed?: LastUsedMethod;
  /** How the contact screen arranges the other login methods (default `compact`). */
  methodLayout?: MethodLayout;
}

/** The screens of a code login that come after the contact screen. */
export interface OtpLaterScreens {
  CodeScreen: ComponentType<CodeScreenProps>;
  SuccessScreen: ComponentType<SuccessScreenProps>;
}

/**
 * screenForState with the code and success screens given: the modal passes ones that load their
 * chunk (fetched as the modal opens), so they are not in the page's initial JS.
 */
export function screenForOtpState(
  state: OtpState,
  { config, actions, onDone, passkey, oauth, wallet, lastUsed, methodLayout }: ScreenContext,
  { CodeScreen, SuccessScreen }: OtpLaterScreens,
): ReactElement {
  switch (state.status) {
    case 'enteringContact':
      return <ContactScreen state={state} config={config} actions={actions} passkey={passkey} oauth={oauth} wallet={wallet} lastUsed={lastUsed} methodLayout={methodLayout} />;
    case 'sendingCode':
    case 'rateLimited':
      // A resend (or a refused one) stays on the code screen; the first send is on the contact screen.
      return hasSentCode(state) ? (
        <CodeScreen state={state} config={config} actions={actions} />
      ) : (
        <ContactScreen state={state} config={config} actions={actions} passkey={passkey} oauth={oauth} wallet={wallet} lastUsed={lastUsed} methodLayout={methodLayout} />
      );
    case 'enteringCode':
    case 'verifying':
    case 'codeInvalid':
    case 'codeExpired':
    case 'attemptsExceeded':
      return <CodeScreen state={state} config={config} actions={actions} />;
    case 'failed':
      return <ErrorScreen state={state} actions={actions} />;
    case 'success':
      return <SuccessScreen state={state} onDone={onDone} />;
    default:
      return state satisfies never;
  }
}
