import type { OtpType } from '../../../core/transport/relay-types';
import { isEmail } from '../../../core/transport/validate';
import { invalidArgument } from '../../errors';

export const otpTypes = ['OTP_TYPE_EMAIL', 'OTP_TYPE_SMS'] as const satisfies readonly OtpType[];

/** E.164: `+`, then 8 to 15 digits, not starting with 0. */
const e164 = /^\+[1-9]\d{7,14}$/;

/** A contact of the given type, trimmed; otherwise 400 naming `field`. */
export function requireContact(otpType: OtpType, value: string, field: string): string {
  const contact = value.trim();
  if (otpType === 'OTP_TYPE_EMAIL') {
    if (!isEmail(contact)) throw invalidArgument(field, 'must be an email address');
  } else if (!e164.test(contact)) {
    throw invalidArgument(field, 'must be an E.164 phone number (+ and 8 to 15 digits)');
  }
  return contact;
}

/** The `enabledProviders` entry that turns a channel on. */
export function providerOf(otpType: OtpType): 'email' | 'sms' {
  return otpType === 'OTP_TYPE_EMAIL' ? 'email' : 'sms';
}
