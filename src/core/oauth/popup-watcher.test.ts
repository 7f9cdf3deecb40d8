import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oauthCallbackMessageType, postOauthCallbackToOpener, watchPopup, type PopupOutcome, type WatchPopupOptions } from './popup-watcher';
import { createFakeWindow, type FakePopup, type FakeWindow } from './test-utils/fake-oauth-window';

const redirectUri = 'https://app.test/login';

let win: FakeWindow;
let popup: FakePopup;
let outcomes: PopupOutcome[];

function watch(options: Partial<WatchPopupOptions> = {}) {
  return watchPopup({ window: win, popup, redirectUri, onOutcome: (o) => outcomes.push(o), pollIntervalMs: 100, timeoutMs: 10_000, ...options });
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  win = createFakeWindow({ href: 'https://app.test/login' });
  popup = win.open('https://idp.test/authorize?state=s1', 'loginkit-oauth', '') as FakePopup;
  outcomes = [];
});
afterEach(() => vi.useRealTimers());

describe('popup watcher: polling', () => {
  it('waits while the popup is on the provider’s origin (location reads throw)', () => {
    watch();
    expect(() => popup.location.href).toThrow();
    vi.advanceTimersByTime(5_000);
    expect(outcomes).toEqual([]);
    expect(popup.closed).toBe(false);
  });

  it('reports the return to the redirect URI with a fragment answer, and closes the popup', () => {
    watch();
    popup.navigate('https://app.test/login#id_token=t&state=s1');
    vi.advanceTimersByTime(100);
    expect(outcomes).toEqual([{ kind: 'returned', url: 'https://app.test/login#id_token=t&state=s1' }]);
    expect(popup.closed).toBe(true);
  });

  it('reports the return with a query answer', () => {
    watch();
    popup.navigate('https://app.test/login?code=c1&state=s1');
    vi.advanceTimersByTime(100);
    expect(outcomes).toEqual([{ kind: 'returned', url: 'https://app.test/login?code=c1&state=s1' }]);
  });

  it('ignores same-origin pages that are not the answer (about:blank, another path, no parameters)', () => {
    watch();
    for (const url of ['about:blank', 'https://app.test/other?code=c&state=s', 'https://app.test/login']) {
      popup.navigate(url);
      vi.advanceTimersByTime(100);
    }
    expect(outcomes).toEqual([]);
  });

  it('reports a popup the user closed early: popup_closed', () => {
    watch();
    popup.close();
    vi.advanceTimersByTime(100);
    expect(outcomes).toEqual([{ kind: 'closed' }]);
  });

  it('gives up after the timeout and closes the popup', () => {
    watch({ timeoutMs: 1_000 });
    vi.advanceTimersByTime(900);
    expect(outcomes).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(outcomes).toEqual([{ kind: 'timeout' }]);
    expect(popup.closed).toBe(true);
  });

  it('defaults to a 5-minute timeout', () => {
    watch({ timeoutMs: undefined });
    vi.advanceTimersByTime(5 * 60_000 - 100);
    expect(outcomes).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(outcomes).toEqual([{ kind: 'timeout' }]);
  });

  it('reports once, and nothing after stop', () => {
    const watcher = watch();
    popup.navigate('https://app.test/login?code=c1&state=s1');
    vi.advanceTimersByTime(500);
    expect(outcomes).toHaveLength(1);

    outcomes = [];
    const second = win.open('https://idp.test/authorize', 'x', '') as FakePopup;
    popup = second;
    const stopped = watch();
    stopped.stop();
    second.close();
    vi.advanceTimersByTime(500);
    expect(outcomes).toEqual([]);
    expect(win.listenerCount()).toBe(0);
    watcher.stop();
  });

  it('closes the popup on stop only when asked', () => {
    watch().stop();
    expect(popup.closed).toBe(false);
    watch().stop({ close: true });
    expect(popup.closed).toBe(true);
  });
});

describe('popup watcher: postMessage from the redirect page', () => {
  const answer = 'https://app.test/login#id_token=t&state=s1';

  it('accepts the answer from our own origin', () => {
    watch();
    win.dispatchMessage({ origin: 'https://app.test', source: popup, data: { type: oauthCallbackMessageType, url: answer } });
    expect(outcomes).toEqual([{ kind: 'returned', url: answer }]);
    expect(popup.closed).toBe(true);
    expect(win.listenerCount()).toBe(0);
  });

  it.each([
    ['another origin', { origin: 'https://evil.test', data: { type: oauthCallbackMessageType, url: answer } }],
    ['another window', { origin: 'https://app.test', source: {}, data: { type: oauthCallbackMessageType, url: answer } }],
    ['another message type', { origin: 'https://app.test', data: { type: 'other', url: answer } }],
    ['a URL that is not the redirect URI', { origin: 'https://app.test', data: { type: oauthCallbackMessageType, url: 'https://app.test/x#id_token=t&state=s1' } }],
    ['a URL without an answer', { origin: 'https://app.test', data: { type: oauthCallbackMessageType, url: 'https://app.test/login' } }],
    ['a non-object', { origin: 'https://app.test', data: 'loginkit:oauth-callback' }],
  ])('ignores a message from %s', (_why, event) => {
    watch();
    win.dispatchMessage(event);
    expect(outcomes).toEqual([]);
    expect(popup.closed).toBe(false);
  });
});

describe('postOauthCallbackToOpener', () => {
  it('posts {type, url} to the opener, addressed to our own origin only', () => {
    const child = createFakeWindow({ href: 'https://app.test/login#id_token=t&state=s1', opener: true });
    expect(postOauthCallbackToOpener(child, child.location.href)).toBe(true);
    expect(child.posted).toEqual([{ message: { type: oauthCallbackMessageType, url: 'https://app.test/login#id_token=t&state=s1' }, targetOrigin: 'https://app.test' }]);
  });

  it('returns false without an opener', () => {
    expect(postOauthCallbackToOpener(createFakeWindow(), 'https://app.test/login')).toBe(false);
  });
});
