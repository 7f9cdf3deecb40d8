import { describe, expect, it } from 'vitest';
import { emptyState, own, parseStoredState } from './stored-state';

const keys = { tlsFetcher: '11'.repeat(32), notarizer: '22'.repeat(32), signer: '33'.repeat(32) };

describe('stored state', () => {
  it('round-trips through JSON', () => {
    const state = emptyState(keys);
    expect(parseStoredState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it('reads a file written before activities and used challenges were kept (they start empty)', () => {
    const { activities: _activities, usedChallenges: _usedChallenges, ...older } = emptyState(keys);
    expect(parseStoredState(JSON.parse(JSON.stringify(older)))).toEqual(emptyState(keys));
  });

  it('keeps OAuth keys given to an empty state (a reset keeps them)', () => {
    const oauthKeys = { idp: {} };
    const state = emptyState(keys, oauthKeys);
    expect(state.oauthKeys).toEqual(oauthKeys);
    expect(state.oauthKeys).not.toBe(oauthKeys);
    expect(parseStoredState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it.each([
    [{ ...emptyState(keys), version: 2 }, 'state.version'],
    [{ ...emptyState(keys), enclaveKeys: { ...keys, signer: 'xyz' } }, 'state.enclaveKeys.signer'],
    [{ ...emptyState(keys), users: [] }, 'state.users'],
    [{ ...emptyState(keys), usedTokens: { login: {} } }, 'state.usedTokens.signup'],
    [{ ...emptyState(keys), mailbox: {} }, 'state.mailbox'],
    [{ ...emptyState(keys), activities: [] }, 'state.activities'],
    [{ ...emptyState(keys), usedChallenges: { registration: {}, stamp: 'x' } }, 'state.usedChallenges.stamp'],
    [{ ...emptyState(keys), oauthKeys: 'x' }, 'state.oauthKeys'],
    [{ ...emptyState(keys), oauthKeys: { idp: [] } }, 'state.oauthKeys.idp'],
    ['nope', 'state'],
  ])('refuses a malformed state, naming the member (%#)', (value, field) => {
    expect(() => parseStoredState(value)).toThrow(expect.objectContaining({ details: { field } }));
  });

  it('looks up own members only (ids like __proto__ find nothing)', () => {
    const record: Record<string, number> = { a: 1 };
    expect(own(record, 'a')).toBe(1);
    expect(own(record, '__proto__')).toBeUndefined();
    expect(own(record, 'toString')).toBeUndefined();
  });
});
