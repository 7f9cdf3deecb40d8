import { describe, expect, it } from 'vitest';
import { peekPendingLogin, pendingLoginStorageKey, savePendingLogin, takePendingLogin, type PendingOauthLogin } from './pending-login';
import { createFakeWindow } from './test-utils/fake-oauth-window';

const record: PendingOauthLogin = {
  provider: 'apple',
  intent: 'login',
  state: 'state-1',
  codeVerifier: 'v'.repeat(43),
  publicKey: `02${'ab'.repeat(32)}`,
  nonce: 'n'.repeat(64),
  redirectUri: 'https://app.test/login',
  clientId: 'apple-client',
  startedAt: 1000,
};

describe('pending redirect login (sessionStorage)', () => {
  it('round-trips one record, and taking it removes it (one use)', () => {
    const { sessionStorage, storage } = createFakeWindow();
    savePendingLogin(sessionStorage, record);
    expect(peekPendingLogin(sessionStorage)).toEqual(record);
    expect(takePendingLogin(sessionStorage)).toEqual(record);
    expect(storage.has(pendingLoginStorageKey)).toBe(false);
    expect(takePendingLogin(sessionStorage)).toBeUndefined();
  });

  it('stores public values only: no private key fields', () => {
    const { sessionStorage, storage } = createFakeWindow();
    savePendingLogin(sessionStorage, record);
    expect(Object.keys(JSON.parse(storage.get(pendingLoginStorageKey)!) as object).sort()).toEqual(
      ['clientId', 'codeVerifier', 'intent', 'nonce', 'provider', 'publicKey', 'redirectUri', 'startedAt', 'state'].sort(),
    );
  });

  it('reports popup_blocked when this tab cannot store it', () => {
    const { sessionStorage } = createFakeWindow({ storageFails: true });
    expect(() => savePendingLogin(sessionStorage, record)).toThrowError(expect.objectContaining({ code: 'popup_blocked' }));
  });

  it.each([
    ['not JSON', '{'],
    ['an unknown provider', JSON.stringify({ ...record, provider: 'facebook' })],
    ['a missing state', JSON.stringify({ ...record, state: undefined })],
    ['an empty verifier', JSON.stringify({ ...record, codeVerifier: '' })],
    ['a bad intent', JSON.stringify({ ...record, intent: 'steal' })],
  ])('treats %s as no record (and still removes it)', (_why, text) => {
    const { sessionStorage, storage } = createFakeWindow();
    storage.set(pendingLoginStorageKey, text);
    expect(peekPendingLogin(sessionStorage)).toBeUndefined();
    expect(takePendingLogin(sessionStorage)).toBeUndefined();
    expect(storage.has(pendingLoginStorageKey)).toBe(false);
  });
});
