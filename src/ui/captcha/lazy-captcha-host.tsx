import { lazy, Suspense, useState } from 'react';
import type { CaptchaHostProps } from './captcha-host';
import type { CaptchaHostLoader } from './load-captcha-host';

/**
 * Fetches the captcha's owner (and with it `useCaptcha`) ahead of time: a `CaptchaScope` calls it
 * once the relay publishes a site key, and lets what waits for the widget go on when it cannot load.
 */
export function prefetchCaptchaHost(load: CaptchaHostLoader, failed: () => void): void {
  load().catch(failed);
}

const nothing = () => null;

/**
 * The captcha's owner (captcha-host.tsx), loaded on demand; nothing shows while it loads. A chunk
 * that cannot load leaves no captcha (requests go without a token and the relay decides), and is
 * asked for again the next time the owner mounts (the modal opening again).
 */
export function LazyCaptchaHost({ load, ...props }: CaptchaHostProps & { load: CaptchaHostLoader }) {
  const [Host] = useState(() => lazy(() => load().then(({ CaptchaHost }) => ({ default: CaptchaHost }), () => ({ default: nothing }))));
  return (
    <Suspense fallback={null}>
      <Host {...props} />
    </Suspense>
  );
}
