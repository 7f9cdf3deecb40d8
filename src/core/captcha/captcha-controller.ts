/**
 * One captcha widget's tokens for the requests that need them: where the modal (or an app's own UI,
 * through `useCaptcha`) shows the widget, and what a protected request waits for. Framework-free,
 * and loaded only when the relay publishes a site key.
 *
 * - `attach(element)` renders the widget there (a new element takes it over; detaching removes it).
 *   A token it hands out is held (for `tokenLifetimeMs`) until a request takes it.
 * - `take` gives a request the held token and resets the widget for the next one. Without a token
 *   the request waits (`waiting`: show the widget where the person is) until the widget gives one,
 *   or goes without one when the widget failed, nobody shows it for `unattendedMs`, or the request
 *   is cancelled. The relay decides about a request without a token.
 * - An expired token is dropped (the widget gets a new one, by itself or with the person's help);
 *   what the person typed is the flow's, untouched.
 */
import type { CaptchaAdapter, CaptchaTheme, CaptchaTokenRequest, CaptchaWidget } from './captcha-types';

/**
 * `idle`: not shown; `loading`: its code is loading; `solving`: shown, no token yet (the person may
 * have to act); `ready`: a token is held; `failed`: it could not load or broke (requests go without a token).
 */
export type CaptchaStatus = 'idle' | 'loading' | 'solving' | 'ready' | 'failed';

export interface CaptchaSnapshot {
  status: CaptchaStatus;
  /** A protected request waits for a token: show the widget where the person is. */
  waiting: boolean;
}

export interface CaptchaControllerOptions {
  adapter: CaptchaAdapter;
  siteKey: string;
  /** Read at each render: the theme and language the page has then. */
  renderOptions(): { theme: CaptchaTheme; language?: string };
  /** Epoch ms (tests inject a clock). */
  now?: () => number;
  /** How long a held token is used (default 280000: Turnstile's last 300 s, less a margin for the request). */
  tokenLifetimeMs?: number;
  /** How long a request waits for a token while no widget is shown before it goes without (default 10000). */
  unattendedMs?: number;
}

export interface CaptchaController {
  getSnapshot(): CaptchaSnapshot;
  subscribe(listener: () => void): () => void;
  /** Renders the widget in `element`; the returned function takes it out again. */
  attach(element: HTMLElement): () => void;
  /** A `CaptchaTokenSource`: the token for one protected request. */
  take(request: CaptchaTokenRequest): Promise<string | undefined>;
  /** A fresh widget (after the relay refused a token): drops the held token and solves again. */
  reset(): void;
  dispose(): void;
}

interface Waiter {
  settle(token: string | undefined): void;
}

export function createCaptchaController(options: CaptchaControllerOptions): CaptchaController {
  const now = options.now ?? Date.now;
  const lifetimeMs = options.tokenLifetimeMs ?? 280_000;
  const unattendedMs = options.unattendedMs ?? 10_000;
  let status: CaptchaStatus = 'idle';
  let held: { token: string; at: number } | undefined;
  /** Tokens handed out: a widget's `getToken` is never used twice. */
  const used = new Set<string>();
  let element: HTMLElement | undefined;
  let widget: CaptchaWidget | undefined;
  /** Each render's number: callbacks and renders of an earlier one are ignored. */
  let generation = 0;
  let disposed = false;
  const waiters: Waiter[] = [];
  const listeners = new Set<() => void>();
  let snapshot: CaptchaSnapshot = { status, waiting: false };
  let unattended: ReturnType<typeof setTimeout> | undefined;

  const publish = (): void => {
    const waiting = waiters.length > 0;
    if (snapshot.status !== status || snapshot.waiting !== waiting) {
      snapshot = { status, waiting };
      for (const listener of [...listeners]) listener();
    }
  };

  const removeWidget = (): void => {
    const current = widget;
    widget = undefined;
    try {
      current?.remove();
    } catch {
      // a widget that fails to go is gone all the same
    }
  };

  const token = (): string | undefined => {
    if (held !== undefined && now() - held.at >= lifetimeMs) held = undefined;
    if (held !== undefined) return held.token;
    let fromWidget: string | undefined;
    try {
      fromWidget = widget?.getToken();
    } catch {
      fromWidget = undefined;
    }
    return fromWidget !== undefined && fromWidget !== '' && !used.has(fromWidget) ? fromWidget : undefined;
  };

  /** Hands the token out once; the widget starts over for the next request. */
  const consume = (): string | undefined => {
    const taken = token();
    if (taken === undefined) return undefined;
    held = undefined;
    used.add(taken);
    if (widget !== undefined && status !== 'failed') {
      status = 'solving';
      try {
        widget.reset();
      } catch {
        status = 'failed';
      }
    } else if (widget === undefined && status === 'ready') {
      status = 'idle';
    }
    return taken;
  };

  const updateUnattended = (): void => {
    const alone = waiters.length > 0 && element === undefined;
    if (!alone && unattended !== undefined) {
      clearTimeout(unattended);
      unattended = undefined;
    } else if (alone && unattended === undefined) {
      unattended = setTimeout(() => {
        unattended = undefined;
        if (element === undefined) settleAll(undefined);
      }, unattendedMs);
    }
  };

  const settleAll = (value: undefined): void => {
    for (const waiter of waiters.splice(0)) waiter.settle(value);
    updateUnattended();
    publish();
  };

  /** Gives waiting requests what there is: a token each, or nothing once the widget failed. */
  const serve = (): void => {
    while (waiters.length > 0) {
      const taken = consume();
      if (taken !== undefined) waiters.shift()?.settle(taken);
      else if (status === 'failed') waiters.shift()?.settle(undefined);
      else break;
    }
    updateUnattended();
    publish();
  };

  const render = (target: HTMLElement): void => {
    removeWidget();
    const current = ++generation;
    if (status !== 'ready') status = 'loading';
    const live = (): boolean => current === generation && !disposed;
    const { theme, language } = options.renderOptions();
    Promise.resolve()
      .then(() =>
        options.adapter.render(target, {
          siteKey: options.siteKey,
          theme,
          ...(language === undefined ? {} : { language }),
          onToken: (next) => {
            if (!live() || typeof next !== 'string' || next === '') return;
            if (used.has(next)) {
              // A widget that hands out a used token again: ask it for a new one (the relay would refuse it).
              try {
                widget?.reset();
              } catch {
                status = 'failed';
                serve();
              }
              return;
            }
            held = { token: next, at: now() };
            status = 'ready';
            serve();
          },
          onExpired: () => {
            if (!live()) return;
            held = undefined;
            if (status === 'ready') status = 'solving';
            publish();
          },
          onError: () => {
            if (!live()) return;
            status = 'failed';
            serve();
          },
        }),
      )
      .then(
        (rendered) => {
          if (!live()) {
            rendered.remove();
            return;
          }
          widget = rendered;
          if (status === 'loading') status = 'solving';
          serve();
        },
        () => {
          if (!live()) return;
          status = 'failed';
          serve();
        },
      )
      .catch(() => undefined);
    publish();
  };

  const detach = (target: HTMLElement): void => {
    if (element !== target) return;
    generation += 1;
    removeWidget();
    element = undefined;
    if (status !== 'failed') status = held === undefined ? 'idle' : 'ready';
    updateUnattended();
    publish();
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    attach(target) {
      if (disposed) return () => undefined;
      if (element !== undefined && element !== target) detach(element);
      if (element !== target) {
        element = target;
        render(target);
        updateUnattended();
      }
      return () => detach(target);
    },
    take({ signal }) {
      if (disposed) return Promise.resolve(undefined);
      // A widget that could not load (a network blip, a script blocked for a moment) gets one fresh
      // try per request: the person's Try again is also the widget's. Failing again, the request
      // goes without a token, as before.
      if (status === 'failed' && element !== undefined && signal?.aborted !== true) render(element);
      const ready = consume();
      if (ready !== undefined || status === 'failed' || signal?.aborted === true) {
        publish();
        return Promise.resolve(ready);
      }
      return new Promise<string | undefined>((resolve) => {
        const onAbort = (): void => {
          const index = waiters.indexOf(waiter);
          if (index !== -1) waiters.splice(index, 1);
          waiter.settle(undefined);
          updateUnattended();
          publish();
        };
        const waiter: Waiter = {
          settle(value) {
            signal?.removeEventListener('abort', onAbort);
            resolve(value);
          },
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        waiters.push(waiter);
        updateUnattended();
        publish();
      });
    },
    reset() {
      held = undefined;
      if (element !== undefined) render(element);
      else if (status !== 'idle') {
        status = 'idle';
        publish();
      }
    },
    dispose() {
      disposed = true;
      generation += 1;
      removeWidget();
      element = undefined;
      settleAll(undefined);
      listeners.clear();
    },
  };
}
