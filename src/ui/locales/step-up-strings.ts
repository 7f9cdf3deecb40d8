import type { StepUpActionKey, StepUpMethodKind, StepUpUnavailableReason } from '../../core/internal';

/** What the person does in a step, as the progress line names it: one method, or a choice among several. */
export type StepUpTask = StepUpMethodKind | 'choose';

/**
 * The strings of the step-up dialog (an MFA policy asks for more proof before an activity runs):
 * a table of their own, apart from `Strings`, so the modal's always-loaded English table does not
 * carry them. English comes with the dialog's chunk; each other pack (`step-up/<locale>.ts`) loads
 * on demand with it (see use-step-up-strings.ts). Every pack is a complete `StepUpStrings`. The
 * code entry's words (Check your email, Verify, Resend…), Back, Cancel, Close, Done, Try again and
 * the error messages come from `Strings`.
 */
export interface StepUpStrings {
  /** The dialog's title. */
  stepUpTitle: string;
  /** Above what is being approved: why the dialog opened. */
  stepUpIntro: string;
  /** What is being approved, as an action ("Export your private key"); `other` for an activity the kit cannot name. */
  stepUpAction: Record<StepUpActionKey, string>;
  /** The name of the list of steps, for screen readers. */
  stepUpStepsLabel: string;
  /** After a step already proved (visually a check mark). */
  stepUpStepDone: string;
  /** Each method's short name, in the list of steps ("Passkey or email code"). */
  stepUpMethodName: Record<StepUpMethodKind, string>;
  /**
   * Where the person is, announced as it changes: "Step 2 of 2: confirm with your passkey"; with a
   * single step (`total` 1), the task alone.
   */
  stepUpProgress(step: number, total: number, task: StepUpTask): string;
  /** While the kit reads what the policy asks for. */
  stepUpPreparing: string;
  /** The options screen's heading. */
  stepUpChooseHeading: string;
  stepUpUsePasskey: string;
  /** Sends a code to the account's own address or number (shown masked: a…@example.com). */
  stepUpSendCode(channel: 'email' | 'sms', maskedContact: string): string;
  stepUpUseOauth(providerName: string): string;
  /** Approves with the session this browser is logged in with. */
  stepUpUseSession: string;
  /** Why an option cannot be used here. */
  stepUpUnavailable(reason: StepUpUnavailableReason, kind: StepUpMethodKind): string;
  /** When none of the current step's options can be used here. */
  stepUpNoOption: string;
  /** While the first code is on its way. */
  stepUpSendingCode(channel: 'email' | 'sms', maskedContact: string): string;
  /** Under a failed send or check (network, service): what is kept and what to do. */
  stepUpCodeFailed(previous: 'sendingCode' | 'verifying', maskedContact: string): string;
  /** While the browser's passkey prompt is open. */
  stepUpPasskeyPrompt: string;
  /** While the social login's window is open. */
  stepUpOauthPrompt(providerName: string): string;
  /** While an approval is on its way. */
  stepUpApproving: string;
  /** Every step is proved: the activity runs. */
  stepUpFinishing: string;
  /** Cancel asks first: the heading and what each choice does. */
  stepUpCancelHeading: string;
  stepUpCancelText: string;
  /** Refuses the activity (reject_activity): it can no longer be approved. */
  stepUpReject: string;
  /** Leaves it waiting: it can be approved later, until it expires. */
  stepUpKeep: string;
  /** Back to the steps. */
  stepUpKeepGoing: string;
  stepUpRejecting: string;
  /** The activity ran: the heading, then the operation's own success. */
  stepUpDoneHeading: string;
  stepUpSucceeded: Record<StepUpActionKey, string>;
  stepUpRejectedHeading: string;
  stepUpRejectedText: string;
  stepUpFailedHeading: string;
  /** Under a failure that Try again can mend: nothing is lost. */
  stepUpFailedKept: string;
}

/** English. */
export const enStepUp: StepUpStrings = {
  stepUpTitle: 'Confirm it’s you',
  stepUpIntro: 'Your account asks for an extra check before this request goes ahead:',
  stepUpAction: {
    update_user: 'Update your profile',
    update_user_email: 'Change your email address',
    update_user_phone_number: 'Change your phone number',
    create_user_tag: 'Create a user tag',
    create_api_keys: 'Add an API key',
    delete_api_keys: 'Delete an API key',
    update_policy: 'Change a policy',
    delete_private_keys: 'Delete a private key',
    export_private_key: 'Export your private key',
    export_wallet: 'Export your wallet',
    export_wallet_account: 'Export a wallet account',
    sign_raw_payload: 'Sign a message',
    sign_transaction: 'Sign a transaction',
    create_mfa_policy: 'Add an extra verification rule',
    update_mfa_policy: 'Change an extra verification rule',
    delete_mfa_policy: 'Remove an extra verification rule',
    create_session_profile: 'Create a session profile',
    set_ip_allowlist: 'Change your IP allowlist',
    remove_ip_allowlist: 'Remove your IP allowlist',
    create_webhook_endpoint: 'Add a webhook',
    update_webhook_endpoint: 'Change a webhook',
    delete_webhook_endpoint: 'Delete a webhook',
    otp_auth: 'Log in with a one-time code',
    oauth2_authenticate: 'Log in with a social account',
    create_read_write_session: 'Start a new session',
    create_authenticators: 'Add a passkey',
    delete_authenticators: 'Delete a passkey',
    create_oauth_providers: 'Link a social login',
    delete_oauth_providers: 'Unlink a social login',
    other: 'Approve this action',
  },
  stepUpStepsLabel: 'Verification steps',
  stepUpStepDone: 'done',
  stepUpMethodName: {
    passkey: 'Passkey',
    email_otp: 'Email code',
    sms_otp: 'Text message code',
    oauth: 'Social login',
    session: 'This device’s login',
    api_key: 'API key',
    unknown: 'Another method',
  },
  stepUpProgress: (step, total, task) => {
    const tasks: Record<StepUpTask, string> = {
      choose: 'choose how to confirm',
      passkey: 'confirm with your passkey',
      email_otp: 'confirm with a code sent to your email',
      sms_otp: 'confirm with a code sent to your phone',
      oauth: 'confirm with your social login',
      session: 'confirm on this device',
      api_key: 'approve with an API key',
      unknown: 'confirm another way',
    };
    const text = tasks[task];
    return total <= 1 ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : `Step ${step} of ${total}: ${text}`;
  },
  stepUpPreparing: 'Checking what your account asks for…',
  stepUpChooseHeading: 'Choose how to confirm',
  stepUpUsePasskey: 'Use your passkey',
  stepUpSendCode: (channel, contact) => (channel === 'email' ? `Email a code to ${contact}` : `Text a code to ${contact}`),
  stepUpUseOauth: (provider) => `Continue with ${provider}`,
  stepUpUseSession: 'Confirm on this device',
  stepUpUnavailable: (reason, kind) => {
    switch (reason) {
      case 'api_key_in_browser':
        return 'Needs an API key: approve it from your server or command line.';
      case 'no_contact':
        return kind === 'sms_otp' ? 'Your account has no phone number.' : 'Your account has no email address.';
      case 'channel_disabled':
        return kind === 'sms_otp' ? 'This app doesn’t send codes by text message.' : 'This app doesn’t send codes by email.';
      case 'no_passkey':
        return 'None of your passkeys can be used for this.';
      case 'passkey_unsupported':
        return 'This browser can’t use passkeys here.';
      case 'no_oauth_provider':
        return 'None of your linked social logins is offered here.';
      case 'unknown_method':
        return 'This app can’t use this method yet.';
    }
  },
  stepUpNoOption: 'None of the ways this step accepts can be used here. Reject the request, or keep it and approve it elsewhere.',
  stepUpSendingCode: (channel, contact) => (channel === 'email' ? `Sending a code to ${contact}…` : `Texting a code to ${contact}…`),
  stepUpCodeFailed: (previous, contact) =>
    previous === 'verifying' ? 'Your code is kept: try again to check it.' : `We could not send a code to ${contact}. Try again, or go back and choose another way.`,
  stepUpPasskeyPrompt: 'Follow your browser’s prompt to confirm with your passkey.',
  stepUpOauthPrompt: (provider) => `Finish in the ${provider} window to confirm it’s you.`,
  stepUpApproving: 'Confirming…',
  stepUpFinishing: 'Confirmed. Finishing your request…',
  stepUpCancelHeading: 'Stop this request?',
  stepUpCancelText: 'Reject it and nothing changes. Or keep it: you can approve it later, until it expires.',
  stepUpReject: 'Reject this request',
  stepUpKeep: 'Keep it for later',
  stepUpKeepGoing: 'Continue confirming',
  stepUpRejecting: 'Rejecting the request…',
  stepUpDoneHeading: 'Confirmed',
  stepUpSucceeded: {
    update_user: 'Your profile was updated.',
    update_user_email: 'Your email address was changed.',
    update_user_phone_number: 'Your phone number was changed.',
    create_user_tag: 'The user tag was created.',
    create_api_keys: 'The API key was added.',
    delete_api_keys: 'The API key was deleted.',
    update_policy: 'The policy was changed.',
    delete_private_keys: 'The private key was deleted.',
    export_private_key: 'Your private key was exported.',
    export_wallet: 'Your wallet was exported.',
    export_wallet_account: 'The wallet account was exported.',
    sign_raw_payload: 'The message was signed.',
    sign_transaction: 'The transaction was signed.',
    create_mfa_policy: 'The verification rule was added.',
    update_mfa_policy: 'The verification rule was changed.',
    delete_mfa_policy: 'The verification rule was removed.',
    create_session_profile: 'The session profile was created.',
    set_ip_allowlist: 'Your IP allowlist was changed.',
    remove_ip_allowlist: 'Your IP allowlist was removed.',
    create_webhook_endpoint: 'The webhook was added.',
    update_webhook_endpoint: 'The webhook was changed.',
    delete_webhook_endpoint: 'The webhook was deleted.',
    otp_auth: 'You are logged in.',
    oauth2_authenticate: 'You are logged in.',
    create_read_write_session: 'The new session has started.',
    create_authenticators: 'The passkey was added.',
    delete_authenticators: 'The passkey was deleted.',
    create_oauth_providers: 'The social login was linked.',
    delete_oauth_providers: 'The social login was unlinked.',
    other: 'The action was approved and carried out.',
  },
  stepUpRejectedHeading: 'Request rejected',
  stepUpRejectedText: 'Nothing was changed. The request can no longer be approved.',
  stepUpFailedHeading: 'The request could not be confirmed',
  stepUpFailedKept: 'The request is still waiting: try again now, or approve it later.',
};
