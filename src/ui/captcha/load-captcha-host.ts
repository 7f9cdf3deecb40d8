import type * as captchaHost from './captcha-host';

/** What a `CaptchaScope` fetches when the relay publishes a site key. */
export type CaptchaHostLoader = () => Promise<typeof captchaHost>;

/**
 * The captcha owner's chunk (captcha-host.tsx). Apart from `captcha-scope.tsx` and
 * `lazy-captcha-host.tsx`, which take it from the scope's owner (the modal, the step-up dialog, a
 * contact change): so they reach no `import()` and can be named as shared code by the lazy files
 * (scripts/build/lazy-chunk-anchors.ts), where the step-up dialog's chunk also renders a scope
 * (issue 27: esbuild had put them in a chunk of their own).
 */
export const loadCaptchaHost: CaptchaHostLoader = () => import('./captcha-host');
