/**
 * What the relay's signed tokens must say about this login, beyond who signed them (issue 23):
 * a genuine verification token or session JWT for another contact, channel, key or user is what
 * a hostile relay would answer with, since it can run logins of its own with the person's
 * public key. Each check throws `untrusted_response` naming the claim.
 */
import { untrustedResponse } from '../errors';
import { normalizeEmail, normalizePhone } from '../transport/validate';
import type { SessionJwtClaims, VerificationTokenClaims } from '../crypto/jwt';

export type ContactChannel = 'email' | 'sms';

const verificationTypes: Record<ContactChannel, string> = { email: 'OTP_TYPE_EMAIL', sms: 'OTP_TYPE_SMS' };

/** The contact as the relay normalizes it: emails case-folded, phone numbers in E.164 without separators. */
export function contactKey(channel: ContactChannel, contact: string): string {
  return channel === 'email' ? normalizeEmail(contact) : normalizePhone(contact);
}

export interface ExpectedVerification {
  channel: ContactChannel;
  /** The contact the person typed (normalized here as the relay normalizes it). */
  contact: string;
  /** The client key put in the encrypted code bundle (compressed hex). */
  publicKey: string;
}

/** A verification token is this person's code for what they typed, on that channel, bound to their key. */
export function checkVerificationTokenBinding(claims: VerificationTokenClaims, expected: ExpectedVerification): void {
  const field = 'verificationToken';
  if (claims.public_key !== expected.publicKey) throw untrustedResponse(field, 'public_key', 'bound to another client key');
  if (claims.verification_type !== verificationTypes[expected.channel]) {
    throw untrustedResponse(field, 'verification_type', `issued for ${claims.verification_type.slice(0, 40)}, not ${verificationTypes[expected.channel]}`);
  }
  if (contactKey(expected.channel, claims.contact) !== contactKey(expected.channel, expected.contact)) {
    throw untrustedResponse(field, 'contact', 'issued for another contact than the one entered');
  }
}

export interface ExpectedSession {
  /** The client key the session must be bound to (compressed hex). */
  publicKey: string;
  /** The organization the login looked up or signed up, when it knows one. */
  organizationId?: string;
  /** The user a signup answered with, when there was one. */
  userId?: string;
}

/** A session JWT is for this person's key, and for the account this login found or made. */
export function checkSessionJwtBinding(claims: SessionJwtClaims, expected: ExpectedSession): void {
  const field = 'session';
  if (claims.public_key !== expected.publicKey) throw untrustedResponse(field, 'public_key', 'issued for another client key');
  if (expected.organizationId !== undefined && claims.organization_id !== expected.organizationId) {
    throw untrustedResponse(field, 'organization_id', 'issued for another organization than the account this login found');
  }
  if (expected.userId !== undefined && claims.user_id !== expected.userId) {
    throw untrustedResponse(field, 'user_id', 'issued for another user than the one this signup made');
  }
}
