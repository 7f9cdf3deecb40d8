import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { CaptchaController, CaptchaSnapshot, CaptchaStatus, CaptchaTheme, CaptchaTokenSource } from '../core/internal';
import { useLoginKitContext } from './use-login-kit';
import { useWalletKitConfig } from './use-wallet-kit-config';

export interface UseCaptchaOptions {
  /** Show the widget and give its tokens to the kit's requests (default true); the modal passes whether it is open. */
  enabled?: boolean;
  /** The widget's colours: `system` follows the user's `prefers-color-scheme` when the widget renders (default `light`). */
  theme?: CaptchaTheme | 'system';
  /** The page's language (a BCP 47 tag), for the widget's own text (default: the widget's choice). */
  language?: string;
}

export interface UseCaptchaResult {
  /**
   * The relay's captcha site key (wallet_kit_client_params), when it protects its code and signup
   * requests and the kit's `captcha` option is not `false`. Undefined: no captcha, render nothing.
   */
  siteKey: string | undefined;
  /** `off` without a site key (or disabled); else the widget's state (see `CaptchaStatus`). */
  status: CaptchaStatus | 'off';
  /** A request waits for a token: show the widget where the person is, with a word on it. */
  waiting: boolean;
  /** Put it on the element the widget renders in (a `<div>` you label); the last element given has it. */
  ref(element: HTMLElement | null): void;
  /** A fresh widget: after the relay refused a token (`captcha_rejected`, `captcha_required`). */
  reset(): void;
}

const off: CaptchaSnapshot = { status: 'idle', waiting: false };
const noSubscription = (): (() => void) => () => undefined;

/**
 * Bot protection for a headless UI (protocol.md section 15), the same the modal uses: when the
 * relay publishes a captcha site key, loads the kit's captcha adapter (Turnstile by default; its
 * code is a lazy chunk, fetched only then), renders its widget in the element given to `ref`, and
 * registers it as the kit's token source while enabled, so `otp_init_v2` and `signup_v2` (the code
 * login and every signup) carry a token. A request without a token waits for the widget
 * (`waiting`); a widget that cannot load lets requests go without one (the relay decides).
 */
export function useCaptcha(options: UseCaptchaOptions = {}): UseCaptchaResult {
  return useCaptchaIn(options, undefined);
}

/** Where a widget's token source can go instead of the kit: `widget` holds it while the hook has a widget. */
export interface CaptchaTokenSlot {
  widget?: CaptchaTokenSource;
}

/**
 * `useCaptcha` whose token source goes to `slot` instead of the kit's (undefined: the kit's). For
 * loginkit/ui's captcha owner, a lazy chunk: its `CaptchaScope` registers a source with the kit as
 * soon as it mounts, which waits for this chunk and then asks the slot's source, so a code sent
 * while the chunk loads waits for the widget. Not exported by loginkit/react.
 */
export function useCaptchaIn(options: UseCaptchaOptions, slot: CaptchaTokenSlot | undefined): UseCaptchaResult {
  const { kit } = useLoginKitContext('useCaptcha');
  const adapter = kit.options.captcha;
  const config = useWalletKitConfig().data;
  const siteKey = adapter === false ? undefined : config?.captchaSiteKey;
  const enabled = options.enabled !== false && siteKey !== undefined;
  const look = useRef({ theme: options.theme, language: options.language });
  look.current = { theme: options.theme, language: options.language };
  const [controller, setController] = useState<CaptchaController | undefined>(undefined);
  const [element, setElement] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!enabled || siteKey === undefined || adapter === false) return undefined;
    let live = true;
    let created: CaptchaController | undefined;
    // Registered at once: a request made before the chunk arrives waits for it (or goes without a token if it cannot load).
    const loading = import('../core/captcha/create-kit-captcha').then(
      ({ createKitCaptcha }) => {
        if (!live) return undefined;
        created = createKitCaptcha({ adapter, siteKey, look: () => look.current });
        setController(created);
        return created;
      },
      () => undefined,
    );
    const source: CaptchaTokenSource = (request) => loading.then((loaded) => loaded?.take(request));
    if (slot !== undefined) slot.widget = source;
    const unregister = slot === undefined ? kit.setCaptchaTokenSource(source) : () => void (slot.widget = undefined);
    return () => {
      live = false;
      unregister();
      created?.dispose();
      setController(undefined);
    };
  }, [kit, adapter, siteKey, enabled, slot]);

  useEffect(() => (controller !== undefined && element !== null ? controller.attach(element) : undefined), [controller, element]);

  const snapshot = useSyncExternalStore(controller?.subscribe ?? noSubscription, controller?.getSnapshot ?? (() => off), () => off);
  const reset = useCallback(() => controller?.reset(), [controller]);
  const shown = enabled ? siteKey : undefined;
  return useMemo(
    () => ({ siteKey: shown, status: shown === undefined ? 'off' : snapshot.status, waiting: shown !== undefined && snapshot.waiting, ref: setElement, reset }),
    [shown, snapshot, reset],
  );
}
