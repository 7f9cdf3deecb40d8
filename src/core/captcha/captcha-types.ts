/**
 * Bot protection (protocol.md section 15): an organization may require a captcha token in the
 * `X-Captcha-Token` header of the requests that send codes and create accounts. The kit reads the
 * site key from `wallet_kit_client_params`; a `CaptchaAdapter` renders a widget that hands out
 * tokens (the default adapter is Cloudflare Turnstile's, `turnstileCaptcha()`); a
 * `CaptchaTokenSource` gives each protected request its token.
 */

/** The widget's colours, from the kit's theme. */
export type CaptchaTheme = 'light' | 'dark';

export interface CaptchaRenderOptions {
  /** The organization's site key (`turnstileSiteKey` of wallet_kit_client_params). */
  siteKey: string;
  /** A new token: it is good for one request, until it expires. */
  onToken(token: string): void;
  /** The last token expired unused (the widget may get a new one by itself, or ask the person again). */
  onExpired(): void;
  /** The widget could not load or broke: requests go without a token and the relay decides. */
  onError(error: unknown): void;
  theme: CaptchaTheme;
  /** The page's language (a BCP 47 tag), for the widget's own text. */
  language?: string;
}

/** One rendered widget (a page may have more than one: each is its own). */
export interface CaptchaWidget {
  /** Its current token, if it has one that is not used or expired. */
  getToken(): string | undefined;
  /** Starts over: drops the token and solves again (after a token was used, or refused). */
  reset(): void;
  /** Takes the widget out of its element. */
  remove(): void;
}

/**
 * A captcha provider: Turnstile (`turnstileCaptcha()`, the default), or an app's own (hCaptcha,
 * reCAPTCHA) with the same shape. `render` fills `element` (the kit gives it a label and keeps it
 * where the person is) and resolves once the widget is there; it rejects when the widget cannot
 * load (the flow then goes on without a token).
 */
export interface CaptchaAdapter {
  render(element: HTMLElement, options: CaptchaRenderOptions): Promise<CaptchaWidget>;
}

/** The relay requests an organization can protect with a captcha. */
export type CaptchaEndpoint = 'otp_init_v2' | 'signup_v2';

export interface CaptchaTokenRequest {
  /** The request the token is for. */
  endpoint: CaptchaEndpoint;
  /** Ends the wait (the flow was cancelled): reject or resolve undefined. */
  signal?: AbortSignal;
}

/**
 * Gives a protected request its token: called right before each otp_init_v2 and signup_v2 (only
 * when the relay published a site key). A token is used once: hand out a new one each call (reset
 * the widget after a token is taken). `undefined`: send without one (the relay decides).
 */
export type CaptchaTokenSource = (request: CaptchaTokenRequest) => Promise<string | undefined> | string | undefined;
