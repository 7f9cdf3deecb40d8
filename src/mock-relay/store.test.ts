import { describe, expect, it } from 'vitest';
import { generateEnclaveKeys } from './enclave';
import { RelayStore, type NewSubOrganization } from './store';
import { emptyState, type StoredOtp } from './stored-state';

const NOW = Date.UTC(2030, 0, 1);
const DAY = 24 * 60 * 60 * 1000;

function newStore(): RelayStore {
  return new RelayStore(emptyState(generateEnclaveKeys()));
}

function account(contact: { email?: string; phoneNumber?: string }): NewSubOrganization {
  return { organizationName: 'org', userName: 'user', ...contact, apiKeys: [], authenticators: [], oauthProviders: [] };
}

const sessionKey = {
  apiKeyName: 'session',
  curveType: 'API_KEY_CURVE_P256',
  credentialType: 'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256',
  expiresAt: NOW + 900_000,
} as const;

describe('users by contact', () => {
  it('emails match case-insensitively, phone numbers exactly; the first account with a contact is the one found', () => {
    const store = newStore();
    const first = store.createSubOrganization(account({ email: 'Ada@Example.com', phoneNumber: '+15555550100' }), NOW).user;
    store.createSubOrganization(account({ email: 'ada@example.com' }), NOW);
    expect(store.findUserByContact('OTP_TYPE_EMAIL', ' ada@EXAMPLE.com ')).toBe(first);
    expect(store.findUserByContact('OTP_TYPE_SMS', '+15555550100')).toBe(first);
    expect(store.findUserByContact('OTP_TYPE_SMS', 'ada@example.com')).toBeUndefined();
    expect(store.findUserByContact('OTP_TYPE_EMAIL', 'bob@example.com')).toBeUndefined();
  });

  it('a contact changed outside the store (then marked dirty, as update_user does) is found under its new value only', () => {
    const store = newStore();
    const { user } = store.createSubOrganization(account({ email: 'ada@example.com' }), NOW);
    expect(store.findUserByContact('OTP_TYPE_EMAIL', 'ada@example.com')).toBe(user);
    user.email = 'ada@new.example';
    store.markDirty();
    expect(store.findUserByContact('OTP_TYPE_EMAIL', 'ada@new.example')).toBe(user);
    expect(store.findUserByContact('OTP_TYPE_EMAIL', 'ada@example.com')).toBeUndefined();
  });

  it('reset forgets every account', () => {
    const store = newStore();
    store.createSubOrganization(account({ email: 'ada@example.com' }), NOW);
    store.reset();
    expect(store.findUserByContact('OTP_TYPE_EMAIL', 'ada@example.com')).toBeUndefined();
  });
});

describe('session keys of a user', () => {
  it('removeSessionKeys drops the user’s session keys (all, or one public key) and nobody else’s', () => {
    const store = newStore();
    const ada = store.createSubOrganization(account({ email: 'ada@example.com' }), NOW).user;
    const bob = store.createSubOrganization(account({ email: 'bob@example.com' }), NOW).user;
    store.addApiKey(ada, { ...sessionKey, publicKey: '02aa' }, NOW);
    store.addApiKey(ada, { ...sessionKey, publicKey: '02bb' }, NOW);
    store.addApiKey(ada, { ...sessionKey, publicKey: '02cc', credentialType: 'CREDENTIAL_TYPE_API_KEY_P256' }, NOW);
    store.addApiKey(bob, { ...sessionKey, publicKey: '02dd' }, NOW);

    store.removeSessionKeys(ada.userId, '02aa');
    expect(store.findApiKey('02aa')).toBeUndefined();
    expect(store.findApiKey('02bb')?.userId).toBe(ada.userId);

    store.addApiKey(ada, { ...sessionKey, publicKey: '02ee' }, NOW);
    store.removeSessionKeys(ada.userId);
    expect(['02bb', '02ee'].map((key) => store.findApiKey(key))).toEqual([undefined, undefined]);
    expect(store.findApiKey('02cc')?.userId).toBe(ada.userId);
    expect(store.findApiKey('02dd')?.userId).toBe(bob.userId);
  });
});

describe('prune', () => {
  const otp = (otpId: string, expiresAt: number): StoredOtp => ({
    otpId,
    otpType: 'OTP_TYPE_EMAIL',
    contact: 'ada@example.com',
    codeHash: '00',
    targetPrivateKey: '01',
    createdAt: expiresAt - 300_000,
    expiresAt,
    attempts: 0,
    status: 'pending',
  });

  it('drops codes a day after they expired, sweeping at most once a second of relay time', () => {
    const store = newStore();
    store.addOtp(otp('old', NOW - DAY - 1));
    store.prune(NOW, 60_000);
    expect(store.getOtp('old')).toBeUndefined();

    store.addOtp(otp('older', NOW - DAY - 2));
    store.prune(NOW + 999, 60_000);
    expect(store.getOtp('older')).toBeDefined();
    store.prune(NOW + 1000, 60_000);
    expect(store.getOtp('older')).toBeUndefined();
  });
});
