import type { Flow } from '../flow';
import { captchaEmailCodeFlow } from './captcha-email-code.flow';
import { codeByPasteFlow, codeByTypingFlow } from './code-entry.flow';
import { dialogSemanticsFlow } from './dialog-semantics.flow';
import { emailCodeFlows } from './email-code.flow';
import { hostileRelayFlow } from './hostile-relay.flow';
import { layoutStabilityFlow } from './layout-stability.flow';
import { mfaStepUpFlow } from './mfa-step-up.flow';
import { phoneSheetFlow } from './phone-sheet.flow';
import { passkeyAutofillFlow } from './passkey-autofill.flow';
import { passkeyWithoutAuthenticatorFlow } from './passkey-without-authenticator.flow';
import { smsCodeFlow } from './sms-code.flow';
import { socialPopupFlow, socialRedirectFlow } from './social-login.flow';
import { strictCspFlow } from './strict-csp.flow';
import { walletLoginFlows } from './wallet-login.flow';

/** Every flow, in the order each engine runs them. */
export const flows: Flow[] = [
  ...emailCodeFlows,
  captchaEmailCodeFlow,
  smsCodeFlow,
  hostileRelayFlow,
  mfaStepUpFlow,
  socialPopupFlow,
  socialRedirectFlow,
  passkeyWithoutAuthenticatorFlow,
  passkeyAutofillFlow,
  dialogSemanticsFlow,
  layoutStabilityFlow,
  phoneSheetFlow,
  codeByPasteFlow,
  codeByTypingFlow,
  strictCspFlow,
  ...walletLoginFlows,
];
