import { useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CaptchaTheme } from '../../core/internal';
import { LoginKitContext } from '../../react/index';
import type { UseCaptchaResult } from '../../react/captcha-index';
import { CaptchaContext } from './captcha-context';
import { createHeldCaptchaTokens } from './held-captcha-tokens';
import { LazyCaptchaHost, prefetchCaptchaHost } from './lazy-captcha-host';
import type { CaptchaHostLoader } from './load-captcha-host';

export interface CaptchaScopeProps {
  /** The relay's captcha site key (the configuration's `captchaSiteKey`): undefined, and nothing of the captcha loads. */
  siteKey: string | undefined;
  theme: CaptchaTheme | 'system';
  /** The page's language (a BCP 47 tag), for the widget's own text and its status line. */
  language: string;
  children: ReactNode;
  /** Fetches the captcha's owner (`loadCaptchaHost`): the scope's owner gives it, so this file reaches no `import()` (load-captcha-host.ts). */
  loadHost: CaptchaHostLoader;
}

/**
 * Bot protection for what sends codes or creates accounts inside it (the modal, the step-up dialog,
 * a contact change): while mounted, and when the relay publishes a site key, fetches the captcha's
 * chunk, registers its widget as the kit's token source and gives the `CaptchaSlot`s inside it
 * the widget. The kit's token source is registered at once, before the chunk has loaded: a request
 * made meanwhile waits for the widget (`held-captcha-tokens.ts`). Without a site key it renders its
 * children and nothing else (a captcha given around it, as stories and tests give one, reaches them).
 */
export function CaptchaScope({ siteKey, theme, language, children, loadHost }: CaptchaScopeProps) {
  // Read softly: stories and screen tests render scopes without a site key outside any provider.
  const kit = useContext(LoginKitContext)?.kit;
  const outer = useContext(CaptchaContext);
  const [captcha, setCaptcha] = useState<UseCaptchaResult | undefined>(undefined);
  // One per site key: a scope closed and opened again (a contact change) waits for its new owner.
  const tokens = useMemo(createHeldCaptchaTokens, [siteKey]);
  useEffect(() => {
    if (siteKey === undefined) return undefined;
    prefetchCaptchaHost(loadHost, tokens.settle);
    const unregister = kit?.setCaptchaTokenSource(tokens.source);
    return () => {
      unregister?.();
      tokens.settle();
    };
  }, [kit, siteKey, tokens, loadHost]);
  return (
    <CaptchaContext.Provider value={siteKey === undefined ? outer : captcha}>
      {children}
      {siteKey !== undefined && <LazyCaptchaHost load={loadHost} theme={theme} language={language} tokens={tokens} onChange={setCaptcha} />}
    </CaptchaContext.Provider>
  );
}
