import { describe, expect, it } from 'vitest';
import type { SessionJwtClaims, VerificationTokenClaims } from '../crypto/jwt';
import { checkSessionJwtBinding, checkVerificationTokenBinding, contactKey } from './token-binding';

const key = '02' + '11'.repeat(32);
const token: VerificationTokenClaims = {
  id: 'token-1',
  verification_type: 'OTP_TYPE_EMAIL',
  contact: 'ada@example.com',
  organization_id: 'parent',
  public_key: key,
  exp: '4070908800000',
};
const untrusted = (check: string, field: string) => expect.objectContaining({ code: 'untrusted_response', details: { field, check } });

describe('a verification token must name what the person did', () => {
  it('passes a token for the typed contact, on its channel, bound to the kit’s key', () => {
    expect(() => checkVerificationTokenBinding(token, { channel: 'email', contact: ' Ada@Example.COM ', publicKey: key })).not.toThrow();
    const sms = { ...token, verification_type: 'OTP_TYPE_SMS', contact: '+14155550123' };
    expect(() => checkVerificationTokenBinding(sms, { channel: 'sms', contact: '+1 (415) 555-0123', publicKey: key })).not.toThrow();
  });

  it.each([
    ['another contact', { contact: 'mallory@evil.test' }, 'contact'],
    ['another channel', { verification_type: 'OTP_TYPE_SMS' }, 'verification_type'],
    ['an unknown channel', { verification_type: 'OTP_TYPE_PIGEON' }, 'verification_type'],
    ['another client key', { public_key: '03' + '22'.repeat(32) }, 'public_key'],
  ])('refuses a token for %s (untrusted_response naming the claim)', (_, change, check) => {
    expect(() => checkVerificationTokenBinding({ ...token, ...change }, { channel: 'email', contact: 'ada@example.com', publicKey: key })).toThrow(
      untrusted(check, 'verificationToken'),
    );
  });

  it('folds email case but never phone digits', () => {
    expect(contactKey('email', 'Ada@Example.com')).toBe('ada@example.com');
    expect(contactKey('sms', '+1 415-555.0123')).toBe('+14155550123');
    expect(contactKey('sms', '+14155550123')).not.toBe(contactKey('sms', '+14155550124'));
  });
});

describe('a session JWT must be for the kit’s key and the account the login found or made', () => {
  const claims: SessionJwtClaims = { exp: 4070908800, public_key: key, session_type: 'SESSION_TYPE_READ_WRITE', user_id: 'user-1', organization_id: 'org-1' };

  it('passes the session of the account looked up or signed up', () => {
    expect(() => checkSessionJwtBinding(claims, { publicKey: key })).not.toThrow();
    expect(() => checkSessionJwtBinding(claims, { publicKey: key, organizationId: 'org-1', userId: 'user-1' })).not.toThrow();
  });

  it.each([
    ['another key', { publicKey: '03' + '22'.repeat(32) }, 'public_key'],
    ['another organization', { publicKey: key, organizationId: 'org-2' }, 'organization_id'],
    ['another user than the signup made', { publicKey: key, organizationId: 'org-1', userId: 'user-2' }, 'user_id'],
  ])('refuses a session for %s', (_, expected, check) => {
    expect(() => checkSessionJwtBinding(claims, expected)).toThrow(untrusted(check, 'session'));
  });
});
