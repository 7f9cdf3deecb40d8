import { lazy, Suspense } from 'react';
import { useCaptchaView } from './captcha-context';

// The widget's markup and strings are in the captcha's chunk (with captcha-host.tsx), fetched only
// when the relay publishes a site key: by then the modal has it, so the slot renders at once.
const LazyCaptchaWidget = lazy(() => import('./captcha-widget').then(({ CaptchaWidget }) => ({ default: CaptchaWidget })));

export interface CaptchaSlotProps {
  /** Only while a request waits for a token (where the screen is not about the request itself). */
  whileWaiting?: boolean;
}

/**
 * Where the captcha widget sits in a screen (bot protection, protocol.md section 15): the labelled
 * group of `captcha-widget.tsx`, with the adapter's widget and its status line. Renders nothing
 * without a site key (no `CaptchaContext` value, or one without `siteKey`). The widget's code is
 * not here: `useCaptcha` loads it (lazily).
 */
export function CaptchaSlot({ whileWaiting = false }: CaptchaSlotProps) {
  const captcha = useCaptchaView();
  if (captcha === undefined || (whileWaiting && !captcha.waiting)) return null;
  return (
    <Suspense fallback={null}>
      <LazyCaptchaWidget captcha={captcha} />
    </Suspense>
  );
}
