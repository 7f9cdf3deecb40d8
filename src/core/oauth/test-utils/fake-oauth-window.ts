/**
 * A scriptable browser window for the social login tests: records `open`, `location.assign` and
 * `history.replaceState`, keeps sessionStorage in a Map, and hands out popups whose `location`
 * throws (like a real cross-origin popup) until they come back to the page's origin.
 */
import type { OauthMessageEvent, OauthPopup, OauthWindow } from '../oauth-window';

export class FakePopup implements OauthPopup {
  closed = false;
  private href: string;

  constructor(
    url: string,
    private readonly ownOrigin: string,
  ) {
    this.href = url;
  }

  get location(): { href: string } {
    const read = (): string => {
      if (this.isCrossOrigin()) throw new DOMException('Blocked a frame from accessing a cross-origin frame', 'SecurityError');
      return this.href;
    };
    const write = (url: string): void => {
      this.href = url;
    };
    return {
      get href(): string {
        return read();
      },
      set href(url: string) {
        write(url);
      },
    };
  }

  /** Where the popup is now (what the test sees, whatever the origin). */
  get url(): string {
    return this.href;
  }

  /** The user (or the provider) moves the popup to `url`. */
  navigate(url: string): void {
    this.href = url;
  }

  close(): void {
    this.closed = true;
  }

  private isCrossOrigin(): boolean {
    if (this.href === 'about:blank') return false;
    return new URL(this.href).origin !== this.ownOrigin;
  }
}

export interface FakeWindowOptions {
  href?: string;
  /** `open` returns null, as when a popup blocker refuses it. */
  blockPopups?: boolean;
  /** sessionStorage throws on write (storage disabled). */
  storageFails?: boolean;
  /** This window is a popup: its opener receives posted messages. */
  opener?: boolean;
}

export interface FakeWindow extends OauthWindow {
  readonly opened: { url: string; target: string; features: string }[];
  readonly popups: FakePopup[];
  readonly assigned: string[];
  readonly replaced: string[];
  readonly storage: Map<string, string>;
  readonly posted: { message: unknown; targetOrigin: string }[];
  /** Delivers a `message` event to the listeners. */
  dispatchMessage(event: OauthMessageEvent): void;
  listenerCount(): number;
}

export function createFakeWindow(options: FakeWindowOptions = {}): FakeWindow {
  let href = options.href ?? 'https://app.test/login';
  const origin = new URL(href).origin;
  const opened: FakeWindow['opened'] = [];
  const popups: FakePopup[] = [];
  const assigned: string[] = [];
  const replaced: string[] = [];
  const posted: FakeWindow['posted'] = [];
  const storage = new Map<string, string>();
  const listeners = new Set<(event: OauthMessageEvent) => void>();

  return {
    opened,
    popups,
    assigned,
    replaced,
    storage,
    posted,
    open(url, target, features) {
      opened.push({ url, target, features });
      if (options.blockPopups === true) return null;
      const popup = new FakePopup(url, origin);
      popups.push(popup);
      return popup;
    },
    location: {
      get href() {
        return href;
      },
      origin,
      assign(url: string) {
        assigned.push(url);
      },
    },
    history: {
      state: { page: 1 },
      replaceState(_data: unknown, _unused: string, url?: string) {
        if (url === undefined) return;
        if (new URL(url).origin !== origin) throw new DOMException('cross-origin replaceState', 'SecurityError');
        replaced.push(url);
        href = url;
      },
    },
    sessionStorage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => {
        if (options.storageFails === true) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        storage.set(key, value);
      },
      removeItem: (key) => void storage.delete(key),
    },
    opener: options.opener === true ? { postMessage: (message, targetOrigin) => void posted.push({ message, targetOrigin }) } : null,
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    dispatchMessage(event) {
      for (const listener of [...listeners]) listener(event);
    },
    listenerCount: () => listeners.size,
    screenX: 100,
    screenY: 50,
    outerWidth: 1300,
    outerHeight: 900,
  };
}
