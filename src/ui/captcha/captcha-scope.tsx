import { useContext, useEffect, useState, type ReactNode } from 'react';
import type { CaptchaTheme } from '../../core/index';
import type { UseCaptchaResult } from '../../react/index';
import { CaptchaContext } from './captcha-context';
import { LazyCaptchaHost, prefetchCaptchaHost } from './lazy-captcha-host';

export interface CaptchaScopeProps {
  /** The relay's captcha site key (the configuration's `captchaSiteKey`): undefined, and nothing of the captcha loads. */
  siteKey: string | undefined;
  theme: CaptchaTheme | 'system';
  /** The page's language (a BCP 47 tag), for the widget's own text and its status line. */
  language: string;
  children: ReactNode;
}

/**
 * Bot protection for what sends codes or creates accounts inside it (the modal, the step-up dialog,
 * a contact change): while mounted, and when the relay publishes a site key, fetches the captcha's
 * chunk, registers its widget as the kit's token source and gives the `CaptchaSlot`s inside it
 * the widget. Without a site key it renders its children and nothing else (a captcha given around
 * it, as stories and tests give one, reaches them).
 */
export function CaptchaScope({ siteKey, theme, language, children }: CaptchaScopeProps) {
  const outer = useContext(CaptchaContext);
  const [captcha, setCaptcha] = useState<UseCaptchaResult | undefined>(undefined);
  useEffect(() => {
    if (siteKey !== undefined) prefetchCaptchaHost();
  }, [siteKey]);
  return (
    <CaptchaContext.Provider value={siteKey === undefined ? outer : captcha}>
      {children}
      {siteKey !== undefined && <LazyCaptchaHost theme={theme} language={language} onChange={setCaptcha} />}
    </CaptchaContext.Provider>
  );
}
