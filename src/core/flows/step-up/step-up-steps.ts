/**
 * From get_mfa_status and what `preparing` learned to what the UI shows: each step of the policy
 * with its options (one per kind of method, available here or why not) and which step is next.
 */
import type { MfaChallenge } from '../../api/account-types';
import { currentMfaStep, type MfaStatus, type MfaStatusMethod } from '../../transport/mfa-status';
import type { StepUpAction, StepUpContext, StepUpMethodKind, StepUpMethodOption, StepUpPrepared, StepUpStep } from './step-up.types';

const kinds: Readonly<Record<string, StepUpMethodKind>> = {
  AUTHENTICATION_TYPE_PASSKEY: 'passkey',
  AUTHENTICATION_TYPE_EMAIL_OTP: 'email_otp',
  AUTHENTICATION_TYPE_SMS_OTP: 'sms_otp',
  AUTHENTICATION_TYPE_OAUTH: 'oauth',
  AUTHENTICATION_TYPE_SESSION: 'session',
  AUTHENTICATION_TYPE_API_KEY: 'api_key',
};

/** The option kind that proves a method type (`unknown` for a type this kit does not know). */
export function methodKind(type: string): StepUpMethodKind {
  return Object.hasOwn(kinds, type) ? kinds[type]! : 'unknown';
}

/**
 * The status the flow walks: `userId`'s entry for `mfaPolicyId` when given (the policy already
 * being walked), else `userId`'s first entry not yet satisfied, else its first.
 */
export function statusFor(statuses: readonly MfaStatus[], userId: string, mfaPolicyId?: string): MfaStatus | undefined {
  const own = statuses.filter((status) => status.userId === userId);
  if (mfaPolicyId !== undefined) {
    const same = own.find((status) => status.mfaPolicyId === mfaPolicyId);
    if (same !== undefined) return same;
  }
  return own.find((status) => !status.satisfied) ?? own[0];
}

/** Whether any entry of `methods` leaves the id open (then any authenticator of the type does). */
const anyId = (methods: MfaStatusMethod[]): boolean => methods.some((method) => method.id === undefined);
const ids = (methods: MfaStatusMethod[]): Set<string> => new Set(methods.flatMap((method) => (method.id === undefined ? [] : [method.id])));

function option(kind: StepUpMethodKind, methods: MfaStatusMethod[], prepared: StepUpPrepared): StepUpMethodOption {
  switch (kind) {
    case 'passkey': {
      const named = ids(methods);
      const credentialIds = prepared.passkeys.filter((passkey) => anyId(methods) || named.has(passkey.authenticatorId)).map((passkey) => passkey.credentialId);
      const unavailable = !prepared.passkeySupported ? 'passkey_unsupported' : credentialIds.length === 0 ? 'no_passkey' : undefined;
      return { kind, methods, credentialIds, ...(unavailable === undefined ? {} : { unavailable }) };
    }
    case 'email_otp':
    case 'sms_otp': {
      const channel = kind === 'email_otp' ? 'email' : 'sms';
      const contact = (channel === 'email' ? prepared.email : prepared.phoneNumber) ?? '';
      const unavailable = contact === '' ? 'no_contact' : !prepared.otpChannels.includes(channel) ? 'channel_disabled' : undefined;
      return { kind, methods, channel, contact, ...(unavailable === undefined ? {} : { unavailable }) };
    }
    case 'oauth': {
      const named = ids(methods);
      const providers = prepared.oauthProviders.filter((linked) => anyId(methods) || named.has(linked.providerId));
      return { kind, methods, providers, ...(providers.length === 0 ? { unavailable: 'no_oauth_provider' as const } : {}) };
    }
    case 'session':
      return { kind, methods };
    case 'api_key':
      return { kind, methods, unavailable: 'api_key_in_browser' };
    case 'unknown':
      return { kind, methods, unavailable: 'unknown_method' };
    default:
      return kind satisfies never;
  }
}

/** A step's options, one per kind, in the order the policy first lists them. */
export function stepOptions(step: { any: MfaStatusMethod[] }, prepared: StepUpPrepared): StepUpMethodOption[] {
  const grouped = new Map<StepUpMethodKind, MfaStatusMethod[]>();
  for (const method of step.any) {
    const kind = methodKind(method.type);
    grouped.set(kind, [...(grouped.get(kind) ?? []), method]);
  }
  return [...grouped].map(([kind, methods]) => option(kind, methods, prepared));
}

/** The context of `status`: every step with its options, satisfied up to the next one. */
export function buildContext(challenge: MfaChallenge, action: StepUpAction, prepared: StepUpPrepared, status: MfaStatus | undefined): StepUpContext {
  const current = status === undefined ? 0 : currentMfaStep(status);
  const steps: StepUpStep[] = (status?.requiredMethods ?? []).map((step, index) => ({ index, options: stepOptions(step, prepared), satisfied: index < current }));
  return { challenge, action, mfaPolicyId: status?.mfaPolicyId ?? '', steps, current, codeRules: prepared.codeRules };
}

/** `context` moved on to where `status` (read after an approval) stands; the options stay as prepared. */
export function advanceContext(context: StepUpContext, status: MfaStatus): StepUpContext {
  const current = Math.min(currentMfaStep(status), context.steps.length);
  return { ...context, current, steps: context.steps.map((step) => ({ ...step, satisfied: step.index < current })) };
}
