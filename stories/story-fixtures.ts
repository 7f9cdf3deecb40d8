import { LoginKitError, type KitConfig, type LoginKitErrorCode, type OtpState, type Session } from 'loginkit/core';
import type { OtpLoginActions } from 'loginkit/react';
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
