import type { MfaChallenge } from '../../api/account-types';
import type { LoginKitError } from '../../errors';
import type { Activity } from '../../transport/activity';
import type { MfaStatus, MfaStatusMethod } from '../../transport/mfa-status';
import type { OauthProvider } from '../oauth/oauth.types';
import type { OtpChannel } from '../otp/otp.types';

/**
 * What is being approved, as a key the UI's strings can name ("Export your private key"): the
 * activity type without `ACTIVITY_TYPE_` and its `_V<n>` suffix, in lower case, for the types this
 * kit knows; `other` for the rest (the UI then says "this action").
 */
export type StepUpActionKey =
  | 'update_user'
  | 'update_user_email'
  | 'update_user_phone_number'
  | 'create_user_tag'
  | 'create_api_keys'
  | 'delete_api_keys'
  | 'update_policy'
  | 'delete_private_keys'
  | 'export_private_key'
  | 'export_wallet'
  | 'export_wallet_account'
  | 'sign_raw_payload'
  | 'sign_transaction'
  | 'create_mfa_policy'
  | 'update_mfa_policy'
  | 'delete_mfa_policy'
  | 'create_session_profile'
  | 'set_ip_allowlist'
  | 'remove_ip_allowlist'
  | 'create_webhook_endpoint'
  | 'update_webhook_endpoint'
  | 'delete_webhook_endpoint'
  | 'otp_auth'
  | 'oauth2_authenticate'
  | 'create_read_write_session'
  | 'create_authenticators'
  | 'delete_authenticators'
  | 'create_oauth_providers'
  | 'delete_oauth_providers'
  | 'other';

/** The activity being approved: its type as the service names it, and the key for its description. */
export interface StepUpAction {
  activityType: string;
  key: StepUpActionKey;
}

/**
 * The ways to satisfy a step, one per kind of `AUTHENTICATION_TYPE_*` (protocol.md section 14):
 * `passkey` (a passkey prompt), `email_otp` / `sms_otp` (a code sent to the user's own address or
 * number, then typed), `oauth` (a social login popup), `session` (this browser's session: one
 * click), `api_key` (never here: an API key is a server's), `unknown` (a type this kit does not know).
 */
export type StepUpMethodKind = 'passkey' | 'email_otp' | 'sms_otp' | 'oauth' | 'session' | 'api_key' | 'unknown';

/** Why a step's method cannot be used in this browser; the UI says so next to it. */
export type StepUpUnavailableReason =
  /** An API key proves it: not something a person does in a browser. */
  | 'api_key_in_browser'
  /** The account has no email address (`email_otp`) or phone number (`sms_otp`) to send a code to. */
  | 'no_contact'
  /** The app's relay configuration does not send codes on this channel. */
  | 'channel_disabled'
  /** The account has none of the passkeys the step accepts (or none at all). */
  | 'no_passkey'
  /** This browser cannot use passkeys (no WebAuthn, or not a secure context). */
  | 'passkey_unsupported'
  /** None of the social logins the step accepts is linked to the account and offered by this app. */
  | 'no_oauth_provider'
  /** A method type this kit does not know (a newer service). */
  | 'unknown_method';

interface MethodOptionBase {
  /** The policy's entries this option proves, as listed (ids when the policy names an authenticator). */
  methods: MfaStatusMethod[];
  /** Why it cannot be used here; absent when it can. */
  unavailable?: StepUpUnavailableReason;
}

/** A social login the `oauth` option can use: a provider linked to the account that this app offers. */
export interface StepUpOauthProvider {
  provider: OauthProvider;
  /** The linked provider's id at the service (what a policy's `id` names). */
  providerId: string;
}

/** One way to satisfy the current step, as the UI offers it ("Use your passkey", "Send a code to a…@example.com"). */
export type StepUpMethodOption =
  | (MethodOptionBase & {
      kind: 'passkey';
      /** The credential ids (base64url) the prompt offers: the account's passkeys the step accepts. */
      credentialIds: string[];
    })
  | (MethodOptionBase & {
      kind: 'email_otp' | 'sms_otp';
      channel: OtpChannel;
      /** The account's own address or number the code goes to (`''` when it has none). */
      contact: string;
    })
  | (MethodOptionBase & { kind: 'oauth'; providers: StepUpOauthProvider[] })
  | (MethodOptionBase & { kind: 'session' | 'api_key' | 'unknown' });

/** One step of the policy: satisfied by any one of its options. */
export interface StepUpStep {
  /** From 0. */
  index: number;
  options: StepUpMethodOption[];
  satisfied: boolean;
}

/** How codes are typed (from the relay's configuration). */
export interface StepUpCodeRules {
  otpLength: number;
  otpAlphanumeric: boolean;
  /** Milliseconds between sends. */
  resendCooldownMs: number;
}

/**
 * What every state after `preparing` knows: the activity and what it is, the policy's steps and
 * which one is next ("Step {current + 1} of {steps.length}"), and the code rules.
 */
export interface StepUpContext {
  challenge: MfaChallenge;
  action: StepUpAction;
  /** The user's MFA policy that holds the activity. */
  mfaPolicyId: string;
  steps: StepUpStep[];
  /** The index of the step being proved (`steps.length` once all are). */
  current: number;
  codeRules: StepUpCodeRules;
}

/** A code sent for the current step, and what the person typed. */
export interface StepUpCodeFields {
  method: 'email_otp' | 'sms_otp';
  channel: OtpChannel;
  /** The account's own address or number (never typed: the code proves the account's contact). */
  contact: string;
  otpId: string;
  otpEncryptionTargetBundle: string;
  code: string;
  /** Epoch ms before which resend is refused. */
  resendAvailableAt: number;
}

/** The code fields a send keeps from an earlier code until the new one arrives (a resend). */
export type StepUpEarlierCode = Pick<StepUpCodeFields, 'otpId' | 'otpEncryptionTargetBundle' | 'code' | 'resendAvailableAt'>;

type Ctx = { context: StepUpContext };
type CodeSend = Ctx & { method: 'email_otp' | 'sms_otp'; channel: OtpChannel; contact: string } & Partial<StepUpEarlierCode>;

/**
 * Every state of a step-up: proving the steps of the MFA policy that holds an activity, then
 * reading the activity's result. The passkey prompt and the social popup open from the click
 * itself (`choose` and `retry` are sent from the click handler).
 */
export type StepUpState =
  /**
   * Reading where the activity stands (get_activity, get_mfa_status), the account's contacts,
   * passkeys and social logins, and the configuration. (What it is, in words, comes with the
   * context; `stepUpActionKey(challenge.activity.type)` says it before. The state is kept this
   * small because it is what the page's initial JavaScript makes: the rest loads with the effects.)
   */
  | { status: 'preparing'; challenge: MfaChallenge }
  /**
   * The current step's options are shown. `error`: the last attempt failed (`passkey_cancelled`:
   * the prompt was closed; `popup_closed`, `popup_blocked`, `rate_limited` with `retryAt`, a refused
   * approval, network…): `retry` tries `failedMethod` again, or another option is chosen.
   */
  | (Ctx & {
      status: 'choosing';
      error?: LoginKitError;
      failedMethod?: { kind: StepUpMethodKind; provider?: OauthProvider };
      /** Epoch ms before which a rate-limited approval should not be tried again. */
      retryAt?: number;
    })
  /** The browser's passkey prompt is open (the approval is sent as soon as it answers). */
  | (Ctx & { status: 'prompting' })
  /** The social login popup is open. */
  | (Ctx & { status: 'authorizing'; provider: OauthProvider })
  /** The approval is on its way (then the status is read again). */
  | (Ctx & { status: 'approving'; method: StepUpMethodKind; provider?: OauthProvider })
  /** Asking the relay to send a code to the account's own contact; on a resend the earlier code's fields are kept. */
  | (CodeSend & { status: 'sendingCode' })
  /** The code was sent; the person types it. */
  | (Ctx & StepUpCodeFields & { status: 'enteringCode' })
  /** Checking the code, then approving with it. */
  | (Ctx & StepUpCodeFields & { status: 'verifying' })
  /** The code was wrong (`otp_invalid`): retype it, or resend. */
  | (Ctx & StepUpCodeFields & { status: 'codeInvalid'; error: LoginKitError })
  /** The code (or the token it gave) expired or was spent (`otp_expired`, `token_expired`): resend. */
  | (Ctx & StepUpCodeFields & { status: 'codeExpired'; error: LoginKitError })
  /** Too many wrong codes (`otp_attempts_exceeded`): resend a new one. */
  | (Ctx & StepUpCodeFields & { status: 'attemptsExceeded'; error: LoginKitError })
  /** Rate limited (HTTP 429): `retry` after `retryAt` repeats `previous`. */
  | (CodeSend & { status: 'rateLimited'; error: LoginKitError; retryAt: number; previous: 'sendingCode' | 'verifying' })
  /** Sending or checking the code failed otherwise (network, relay): `retry` repeats `previous`. */
  | (CodeSend & { status: 'codeFailed'; error: LoginKitError; previous: 'sendingCode' | 'verifying' })
  /** Every step is satisfied: reading the activity's result. */
  | (Ctx & { status: 'finishing' })
  /**
   * The person asked to cancel: `reject` refuses the activity (reject_activity), `dismiss` leaves
   * it waiting (it can be approved later, or expires), `back` returns to `resume`. `error`: a
   * rejection that failed.
   */
  | (Ctx & { status: 'confirmingCancel'; resume: StepUpResumeState; error?: LoginKitError })
  /** Refusing the activity. */
  | (Ctx & { status: 'rejecting'; resume: StepUpResumeState })
  /** The activity ran: `result` is the operation's, read as its own call reads it (an export decrypted). */
  | { status: 'completed'; challenge: MfaChallenge; action: StepUpAction; activity: Activity; result: unknown }
  /** The activity was refused (by this person here, or elsewhere). */
  | { status: 'rejected'; challenge: MfaChallenge; action: StepUpAction; activity: Activity }
  /** The person left without refusing: the activity still waits for its approvals. */
  | { status: 'cancelled'; challenge: MfaChallenge; action: StepUpAction }
  /**
   * It cannot go on: the activity failed (`activity_failed`), is no longer waiting
   * (`failed_precondition`), an answer was untrusted or malformed, the session ended
   * (`session_expired`), or the status could not be read. `retryable`: `retry` starts over from
   * `preparing` (the steps already proved stay proved).
   */
  | { status: 'failed'; challenge: MfaChallenge; action: StepUpAction; error: LoginKitError; retryable: boolean };

export type StepUpStatus = StepUpState['status'];

/** Where `back` from `confirmingCancel` returns: a state where the person can act (never one that waits). */
export type StepUpResumeState = Extract<
  StepUpState,
  { status: 'choosing' | 'enteringCode' | 'codeInvalid' | 'codeExpired' | 'attemptsExceeded' | 'rateLimited' | 'codeFailed' }
>;

/** What `preparing` learned about the account and this app. */
export interface StepUpPrepared {
  /** The activity as read now. */
  activity: Activity;
  /** get_mfa_status now. */
  mfaStatuses: MfaStatus[];
  /** The session's user: whose policy status the flow walks. */
  userId: string;
  /** The account's own email address and phone number, when it has them (get_user). */
  email?: string;
  phoneNumber?: string;
  /** The account's passkeys: authenticator id → credential id (base64url). */
  passkeys: { authenticatorId: string; credentialId: string }[];
  /** Whether this browser can use passkeys. */
  passkeySupported: boolean;
  /** The account's linked social logins this app offers. */
  oauthProviders: StepUpOauthProvider[];
  /** The code channels the relay configuration offers. */
  otpChannels: readonly OtpChannel[];
  codeRules: StepUpCodeRules;
}

export type StepUpEvent =
  // user actions (`choose` and `retry` must be sent from the click handler itself: a prompt or popup opens in it)
  /** Use one of the current step's options (`provider` for `oauth`: which social login; default its first). */
  | { type: 'choose'; method: StepUpMethodKind; provider?: OauthProvider }
  | { type: 'setCode'; code: string }
  | { type: 'submitCode' }
  | { type: 'resend'; now: number }
  /** `choosing` after a failure: the failed method again; code states as in the code login; `failed` (retryable): start over. */
  | { type: 'retry'; now: number }
  /** From a code state or a failed attempt: back to the step's options. From `confirmingCancel`: back to where the person was. */
  | { type: 'back' }
  /** Asks to leave: `confirmingCancel` (from any state but the ends, `finishing` and `rejecting`). */
  | { type: 'cancel' }
  /** `confirmingCancel`: refuse the activity. */
  | { type: 'reject' }
  /** `confirmingCancel` or `failed`: leave, the activity waiting (`cancelled`). */
  | { type: 'dismiss' }
  // effect results
  | { type: 'prepared'; prepared: StepUpPrepared }
  | { type: 'prepareFailed'; error: LoginKitError }
  | { type: 'codeSent'; otpId: string; otpEncryptionTargetBundle: string; resendAvailableAt: number }
  | { type: 'sendFailed'; error: LoginKitError; now: number }
  | { type: 'verifyFailed'; error: LoginKitError; now: number }
  /** The passkey prompt answered, or the social login came back: the approval is being sent. */
  | { type: 'proofReady' }
  /** An approval was accepted; get_mfa_status as read after it. */
  | { type: 'approved'; mfaStatuses: MfaStatus[] }
  | { type: 'approveFailed'; error: LoginKitError; now: number }
  | { type: 'finished'; activity: Activity; result: unknown }
  /** The activity was refused meanwhile (or by `reject`): ends `rejected`. */
  | { type: 'activityRejected'; activity: Activity }
  | { type: 'finishFailed'; error: LoginKitError }
  | { type: 'rejectFailed'; error: LoginKitError };
