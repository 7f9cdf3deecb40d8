import { createContext, useContext } from 'react';
import type { UseCaptchaResult } from '../../react/captcha-index';

/**
 * The modal's captcha (its `useCaptcha`), for the screens that show the widget: undefined without a
 * site key (then no screen shows one). Stories and tests provide their own.
 */
export const CaptchaContext = createContext<UseCaptchaResult | undefined>(undefined);
CaptchaContext.displayName = 'LoginKitCaptchaContext';

/** The enclosing modal's captcha, when the relay protects its code and signup requests. */
export function useCaptchaView(): UseCaptchaResult | undefined {
  const view = useContext(CaptchaContext);
  return view?.siteKey === undefined ? undefined : view;
}

/** A refusal the captcha can fix: a fresh widget and Try again lead on. */
export function isCaptchaRefusal(code: string): boolean {
  return code === 'captcha_required' || code === 'captcha_rejected';
}
