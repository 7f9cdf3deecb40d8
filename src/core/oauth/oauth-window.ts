import { LoginKitError } from '../errors';

/**
 * The parts of the browser window the social login uses, as an injectable adapter (tests pass a
 * fake). The default is `globalThis`, looked up only when a login needs it (SSR-safe).
 */

/** The popup the provider's page runs in. Reading `location.href` throws while it is cross-origin. */
export interface OauthPopup {
  readonly closed: boolean;
  location: { href: string };
  close(): void;
  focus?(): void;
}

/** What a `message` event carries (the subset the kit reads). */
export interface OauthMessageEvent {
  readonly origin: string;
  readonly data: unknown;
  readonly source?: unknown;
}

export interface OauthWindow {
  open(url: string, target: string, features: string): OauthPopup | null;
  readonly location: { readonly href: string; readonly origin: string; assign(url: string): void };
  readonly history: { readonly state: unknown; replaceState(data: unknown, unused: string, url?: string): void };
  readonly sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The window that opened this one (set in a popup). */
  readonly opener?: { postMessage(message: unknown, targetOrigin: string): void } | null;
  addEventListener(type: 'message', listener: (event: OauthMessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: OauthMessageEvent) => void): void;
  readonly screenX?: number;
  readonly screenY?: number;
  readonly outerWidth?: number;
  readonly outerHeight?: number;
}

/** The page's window; only called when a login needs it. */
export function browserWindow(): OauthWindow {
  if (typeof (globalThis as { window?: unknown }).window !== 'object') {
    throw new LoginKitError('popup_blocked', 'social login needs a browser window (no `window` here)');
  }
  return globalThis as unknown as OauthWindow;
}

/** The popup's window name: a later `open` with it (the provider's URL) reuses the window opened in the click. */
export const oauthPopupName = 'loginkit-oauth';

const popupWidth = 500;
const popupHeight = 640;

/** `window.open` features for a popup centred over the page. */
export function popupFeatures(win: OauthWindow): string {
  const features = [`popup=yes`, `width=${popupWidth}`, `height=${popupHeight}`];
  if (win.screenX !== undefined && win.outerWidth !== undefined && win.screenY !== undefined && win.outerHeight !== undefined) {
    features.push(`left=${Math.max(0, Math.round(win.screenX + (win.outerWidth - popupWidth) / 2))}`);
    features.push(`top=${Math.max(0, Math.round(win.screenY + (win.outerHeight - popupHeight) / 2))}`);
  }
  return features.join(',');
}
