import { invalidInput, type LoginKitError } from '../../errors';
import type { OtpChannel } from './otp.types';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const e164Pattern = /^\+[1-9]\d{7,14}$/;

/**
 * Normalises what the user typed into the contact the relay expects: a trimmed email address,
 * or an E.164 number with spaces, dashes, dots and brackets removed. Returns an error naming
 * the `contact` field when it cannot be one.
 */
export function normalizeContact(channel: OtpChannel, typed: string): { contact: string } | { error: LoginKitError } {
  const trimmed = typed.trim();
  if (trimmed === '') return { error: invalidInput('contact', channel === 'email' ? 'enter an email address' : 'enter a phone number') };
  if (channel === 'email') {
    return emailPattern.test(trimmed) && trimmed.length <= 254
      ? { contact: trimmed }
      : { error: invalidInput('contact', 'not an email address') };
  }
  const compact = trimmed.replace(/[\s\-().]/g, '').replace(/^00/, '+');
  return e164Pattern.test(compact)
    ? { contact: compact }
    : { error: invalidInput('contact', 'not a phone number in international format (+ and country code)') };
}

/** Keeps only the characters a code can hold, in the case the relay uses, cut to the code's length. */
export function sanitizeCode(typed: string, rules: { otpLength: number; otpAlphanumeric: boolean }): string {
  const allowed = rules.otpAlphanumeric ? /[^A-Z0-9]/g : /[^0-9]/g;
  return typed.toUpperCase().replace(allowed, '').slice(0, rules.otpLength);
}
