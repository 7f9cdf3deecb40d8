/**
 * Watches the provider's popup until it comes back to the redirect URI. Two ways to learn the
 * answer, whichever comes first: polling `popup.location` (reads throw while the popup is on the
 * provider's origin; they succeed once it is back on ours), or a `postMessage` from the redirect
 * page (accepted only from our own origin). A closed popup and a timeout end the watch too.
 */
import { isRedirectUri, parseOauthCallback } from './oauth-callback';
import type { OauthPopup, OauthWindow } from './oauth-window';

/** The message the redirect page posts to its opener: `{type, url}`. */
export const oauthCallbackMessageType = 'loginkit:oauth-callback';

export const defaultPopupTimeoutMs = 5 * 60_000;
export const defaultPopupPollMs = 250;

export type PopupOutcome = { kind: 'returned'; url: string } | { kind: 'closed' } | { kind: 'timeout' };

export interface WatchPopupOptions {
  window: OauthWindow;
  popup: OauthPopup;
  redirectUri: string;
  onOutcome: (outcome: PopupOutcome) => void;
  /** Default 5 minutes. */
  timeoutMs?: number;
  /** Default 250 ms. */
  pollIntervalMs?: number;
  now?: () => number;
}

export interface PopupWatch {
  /** Stops watching (no outcome is reported after this); closes the popup when asked. */
  stop(options?: { close?: boolean }): void;
}

/** Starts watching `popup`; `onOutcome` is called once, and the popup is closed on every outcome. */
export function watchPopup(options: WatchPopupOptions): PopupWatch {
  const { window: win, popup, redirectUri } = options;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? defaultPopupTimeoutMs;
  const startedAt = now();
  let done = false;

  const returnedUrl = (url: unknown): string | undefined =>
    typeof url === 'string' && isRedirectUri(url, redirectUri) && parseOauthCallback(url) !== undefined ? url : undefined;

  const stop = (close: boolean): void => {
    if (done) return;
    done = true;
    clearInterval(timer);
    win.removeEventListener('message', onMessage);
    if (close) closeQuietly(popup);
  };

  const finish = (outcome: PopupOutcome): void => {
    if (done) return;
    stop(true);
    options.onOutcome(outcome);
  };

  const onMessage = (event: { origin: string; data: unknown; source?: unknown }): void => {
    if (event.origin !== win.location.origin) return;
    if (event.source !== undefined && event.source !== null && event.source !== popup) return;
    const data = event.data as { type?: unknown; url?: unknown } | null;
    if (typeof data !== 'object' || data === null || data.type !== oauthCallbackMessageType) return;
    const url = returnedUrl(data.url);
    if (url !== undefined) finish({ kind: 'returned', url });
  };

  const tick = (): void => {
    let href: string | undefined;
    try {
      href = popup.location.href; // throws while the popup shows the provider's origin
    } catch {
      href = undefined;
    }
    const url = returnedUrl(href);
    if (url !== undefined) return finish({ kind: 'returned', url });
    if (popup.closed) return finish({ kind: 'closed' });
    if (now() - startedAt >= timeoutMs) finish({ kind: 'timeout' });
  };

  const timer = setInterval(tick, options.pollIntervalMs ?? defaultPopupPollMs);
  win.addEventListener('message', onMessage);
  return { stop: (stopOptions) => stop(stopOptions?.close === true) };
}

/**
 * For the redirect page when it runs inside the popup: hands the provider's answer to the window
 * that opened it (our own origin only). Returns false when there is no opener to tell.
 */
export function postOauthCallbackToOpener(win: OauthWindow, url: string): boolean {
  const opener = win.opener;
  if (opener === undefined || opener === null) return false;
  try {
    opener.postMessage({ type: oauthCallbackMessageType, url }, win.location.origin);
    return true;
  } catch {
    return false;
  }
}

function closeQuietly(popup: OauthPopup): void {
  try {
    if (!popup.closed) popup.close();
  } catch {
    // a popup we can no longer reach is as good as closed
  }
}
