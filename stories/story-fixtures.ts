import {
  LoginKitError,
  type Authenticator,
  type KitConfig,
  type LoginKitErrorCode,
  type OauthState,
  type OtpState,
  type PasskeyState,
  type PasskeySupport,
  type Session,
} from 'loginkit/core';
import type { OauthLoginActions, OtpLoginActions, PasskeyLoginActions } from 'loginkit/react';
import { fn } from 'storybook/test';

/** Fixed inputs for the screen stories: configurations, states and logged actions. */

export const emailOnly: KitConfig = {
  organizationId: 'org-storybook',
  otpChannels: ['email'],
  otpLength: 6,
  otpAlphanumeric: false,
  sessionExpirationSeconds: 900,
  appName: 'Acme',
  showPasskey: false,
  showWallet: false,
};
export const smsOnly: KitConfig = { ...emailOnly, otpChannels: ['sms'] };
export const emailAndSms: KitConfig = { ...emailOnly, otpChannels: ['email', 'sms'] };

/** Every action as a spy, shown in the Actions panel. */
export function storyActions(): OtpLoginActions {
  return {
    setChannel: fn().mockName('setChannel'),
    setContact: fn().mockName('setContact'),
    submitContact: fn().mockName('submitContact'),
    setCode: fn().mockName('setCode'),
    submitCode: fn().mockName('submitCode'),
    resend: fn().mockName('resend'),
    retry: fn().mockName('retry'),
    changeContact: fn().mockName('changeContact'),
    reset: fn().mockName('reset'),
    cancel: fn().mockName('cancel'),
  };
}

export const storyError = (code: LoginKitErrorCode, field?: string): LoginKitError =>
  new LoginKitError(code, `story: ${code}`, { details: field === undefined ? {} : { field } });

export const email = { channel: 'email' as const, contact: 'ada@example.com' };
export const phone = { channel: 'sms' as const, contact: '+14155550123' };

/** The fields of a sent code; the countdowns start when the story renders. */
export function sent(code = '', resendInMs = 30_000) {
  return { ...email, otpId: 'otp-story', otpEncryptionTargetBundle: '{}', code, resendAvailableAt: Date.now() + resendInMs };
}

export const storySession: Session = {
  publicKey: `02${'ab'.repeat(32)}`,
  organizationId: 'org-ada',
  userId: 'user-ada',
  sessionType: 'SESSION_TYPE_READ_WRITE',
  expiresAt: Date.now() + 900_000,
  createdAt: Date.now(),
  method: 'otp_email',
  contact: 'ada@example.com',
};

export type StoryState<Status extends OtpState['status']> = Extract<OtpState, { status: Status }>;

/** Every passkey action as a spy, shown in the Actions panel. */
export function storyPasskeyActions(): PasskeyLoginActions {
  return {
    login: fn().mockName('login'),
    startSignup: fn().mockName('startSignup'),
    setUserName: fn().mockName('setUserName'),
    createPasskey: fn().mockName('createPasskey'),
    setAutofill: fn().mockName('setAutofill'),
    retry: fn().mockName('retry'),
    back: fn().mockName('back'),
    cancel: fn().mockName('cancel'),
  };
}

export const withPasskeys: KitConfig = { ...emailAndSms, showPasskey: true };
export const platformSupport: PasskeySupport = { status: 'supported', platform: true };
export const passkeySession: Session = { ...storySession, method: 'passkey', contact: undefined };

export type StoryPasskeyState<Status extends PasskeyState['status']> = Extract<PasskeyState, { status: Status }>;

const seconds = (isoDate: string): string => String(Date.parse(isoDate) / 1000);

/** A passkey as the API lists it. */
export function storyAuthenticator(id: string, name: string, createdOn: string, transports: Authenticator['transports']): Authenticator {
  return {
    authenticatorId: id,
    authenticatorName: name,
    credentialId: `credential-${id}`,
    attestationType: 'none',
    aaguid: '00000000-0000-0000-0000-000000000000',
    model: 'Story authenticator',
    transports,
    credential: { publicKey: `02${'cd'.repeat(32)}`, type: 'CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR' },
    createdAt: { seconds: seconds(createdOn), nanos: '0' },
    updatedAt: { seconds: seconds(createdOn), nanos: '0' },
  };
}

export const storyPasskeys: Authenticator[] = [
  storyAuthenticator('auth-1', 'MacBook Touch ID', '2026-01-15T12:00:00Z', ['AUTHENTICATOR_TRANSPORT_INTERNAL', 'AUTHENTICATOR_TRANSPORT_HYBRID']),
  storyAuthenticator('auth-2', 'YubiKey 5C', '2025-06-03T09:30:00Z', ['AUTHENTICATOR_TRANSPORT_USB', 'AUTHENTICATOR_TRANSPORT_NFC']),
];

/** Every social login action as a spy, shown in the Actions panel. */
export function storyOauthActions(): OauthLoginActions {
  return {
    signIn: fn().mockName('signIn'),
    link: fn().mockName('link'),
    continueInTab: fn().mockName('continueInTab'),
    retry: fn().mockName('retry'),
    back: fn().mockName('back'),
    cancel: fn().mockName('cancel'),
  };
}

export const withSocial: KitConfig = { ...emailAndSms, oauthProviders: ['google', 'apple', 'x', 'discord'] };
export const socialSession: Session = { ...storySession, method: 'oauth' };

export type StoryOauthState<Status extends OauthState['status']> = Extract<OauthState, { status: Status }>;

/** The error a social login fails with (a provider error carries the provider's own words). */
export function storyOauthError(code: LoginKitErrorCode, provider: string): LoginKitError {
  const details = code === 'oauth_provider_error' ? { provider, providerError: 'access_denied', providerErrorDescription: 'The user denied the request.' } : { provider };
  return new LoginKitError(code, `story: ${code}`, { details });
}
