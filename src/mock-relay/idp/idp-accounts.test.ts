import { describe, expect, it } from 'vitest';
import { defaultIdpAccounts, normalizeUserInfo, subjectOf, userInfoOf, validateIdpAccounts } from './idp-accounts';
import { idpProviders } from './idp-providers';

describe('the default accounts', () => {
  it('are three people with verified emails and a distinct subject per provider', () => {
    expect(defaultIdpAccounts.map((account) => account.name)).toEqual(['Ada Lovelace', 'Grace Hopper', 'Alan Turing']);
    const subjects = defaultIdpAccounts.flatMap((account) => idpProviders.map((provider) => subjectOf(account, provider)));
    expect(new Set(subjects).size).toBe(12);
    expect(validateIdpAccounts(defaultIdpAccounts)).toHaveLength(3);
  });

  it('derive a stable subject when an account names none', () => {
    expect(subjectOf({ id: 'eve', name: 'Eve', email: 'eve@example.com' }, 'x')).toBe('mock-x-eve');
  });
});

describe('normalizeUserInfo reads every provider’s user info as standard claims', () => {
  it.each(idpProviders)('round-trips %s', (provider) => {
    const account = { id: 'eve', name: 'Eve Example', email: 'eve@example.com', emailVerified: false, username: 'eve_x' };
    expect(normalizeUserInfo(provider, userInfoOf(account, provider))).toEqual({
      sub: `mock-${provider}-eve`,
      email: 'eve@example.com',
      email_verified: false,
      name: 'Eve Example',
    });
  });

  it.each([
    ['a non-object', 'x', 'nope', 'userInfo'],
    ['no sub', 'google', { email: 'a@example.com', email_verified: true, name: 'A' }, 'userInfo.sub'],
    ['no Discord id', 'discord', { username: 'a', email: 'a@example.com', verified: true }, 'userInfo.id'],
    ['no email', 'x', { sub: '1', email_verified: true, name: 'A' }, 'userInfo.email'],
    ['no verified flag', 'discord', { id: '1', username: 'a', email: 'a@example.com' }, 'userInfo'],
  ] as const)('refuses %s naming the member', (_, provider, info, field) => {
    expect(() => normalizeUserInfo(provider, info)).toThrow(expect.objectContaining({ code: 'invalid_input', details: { field } }));
  });

  it('falls back to the username for the name (a Discord user without a display name)', () => {
    expect(normalizeUserInfo('discord', { id: '1', username: 'ada', global_name: null, email: 'a@example.com', verified: true }).name).toBe('ada');
  });
});
