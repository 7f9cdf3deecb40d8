import { lazy, Suspense } from 'react';
import type { CaptchaHostProps } from './captcha-host';

const loadCaptchaHost = () => import('./captcha-host');
const LazyHost = lazy(() => loadCaptchaHost().then(({ CaptchaHost }) => ({ default: CaptchaHost })));

/** Fetches the captcha's owner (and with it `useCaptcha`) ahead of time: the modal calls it once the relay publishes a site key. */
export function prefetchCaptchaHost(): void {
  loadCaptchaHost().catch(() => undefined);
}

/** The captcha's owner (captcha-host.tsx), loaded on demand; nothing shows while it loads. */
export function LazyCaptchaHost(props: CaptchaHostProps) {
  return (
    <Suspense fallback={null}>
      <LazyHost {...props} />
    </Suspense>
  );
}
