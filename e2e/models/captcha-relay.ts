import { expect, type Locator, type Page } from '@playwright/test';
import { captchaRelayPort } from './ports';

/** The relay `scripts/start.mjs --e2e` starts with bot protection on (config id `captcha`, `captchaSiteKey`). */
export const captchaRelayUrl = `http://127.0.0.1:${captchaRelayPort}`;
export const captchaDemoQuery = `?relay=${encodeURIComponent(captchaRelayUrl)}&configId=captcha`;
/** The test widget's script, which the demo's captcha adapter loads (`turnstileCaptcha({ scriptUrl })`). */
export const captchaScriptPattern = '**/__mock/captcha/api.js*';

/**
 * The captcha in the demo's modal as a person meets it: the "Security check" group and, inside it,
 * the mock relay's test widget (a checkbox-like button, Turnstile's interface).
 */
export class CaptchaModel {
  readonly group: Locator;
  readonly widget: Locator;

  constructor(readonly dialog: Locator) {
    this.group = dialog.getByRole('group', { name: 'Security check' });
    this.widget = this.group.getByRole('checkbox', { name: /i am human/i });
  }

  /**
   * Checks the widget and waits for the relay to issue its token. The kit holds it for the next
   * request, or hands it at once to a request that waits on it (the widget then leaves with the
   * screen, so its checked state is not always there to see).
   */
  async solve(): Promise<void> {
    await expect(this.widget).toHaveAttribute('aria-checked', 'false');
    const issued = this.dialog.page().waitForResponse((response) => response.url().endsWith('/__mock/captcha/token') && response.ok());
    await this.widget.click();
    await issued;
  }

  status(): Locator {
    return this.group.getByRole('status');
  }
}

/** Every request the page makes that has to do with a captcha (the widget's script, its tokens, Cloudflare). */
export function captchaRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/\/__mock\/captcha|challenges\.cloudflare\.com|captcha-controller|create-kit-captcha|turnstile-widget/.test(url)) seen.push(url);
  });
  return seen;
}
