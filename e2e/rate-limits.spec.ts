import { expect, test } from '@playwright/test';
import { DemoPageModel } from './models/demo-page';
import { relayUrl, uniqueEmail } from './models/mock-relay';

// The mock relay sends at most 5 codes per contact per 60 s (its otpSendLimit); the next
// otp_init_v2 is 429 with Retry-After, and the modal counts down from exactly that.

/** "59 seconds", "1 minute": the modal's own English duration wording. */
function duration(seconds: number): RegExp {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [minutes > 0 ? `${minutes} minutes?` : '', rest > 0 || minutes === 0 ? `${rest} seconds?` : ''].filter(Boolean);
  return new RegExp(`^Try again in ${parts.join(',? (and )?')}$`);
}

test.describe('rate limits of the mock relay', () => {
  test('codes asked for one contact until limited: the modal counts down from the relay’s Retry-After and only then lets the person try again', async ({ page, request }) => {
    const demo = new DemoPageModel(page);
    const email = uniqueEmail('limited');
    for (let sent = 0; sent < 5; sent += 1) {
      const response = await request.post(`${relayUrl}/v1/otp_init_v2`, {
        headers: { 'X-Auth-Proxy-Config-Id': 'demo' },
        data: { otpType: 'OTP_TYPE_EMAIL', contact: email },
      });
      expect(response.status()).toBe(200);
    }
    // The page's clock is Playwright's, so the countdown can be run out without waiting a minute.
    await page.clock.install();
    const sends: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/v1/otp_init_v2')) sends.push(sent.url());
    });

    await demo.goto();
    await demo.openLogin();
    // From here the page's time stands still but for runFor: what the modal shows depends on the
    // relay's answers alone, not on how long a busy machine takes between two steps.
    await page.clock.pauseAt(Date.now() + 1_000);
    const refused = page.waitForResponse((response) => response.url().endsWith('/v1/otp_init_v2'));
    await demo.submitContact(email);
    const response = await refused;
    expect(response.status()).toBe(429);
    const retryAfter = Number(response.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(40);
    expect(retryAfter).toBeLessThanOrEqual(60);

    await expect(demo.dialog.getByRole('alert')).toHaveText(/too many attempts/i);
    const retry = demo.dialog.getByRole('button', { name: /^Try again/ });
    await expect(retry).toHaveAttribute('aria-disabled', 'true');
    // The countdown starts at exactly the relay's seconds.
    await expect(retry).toHaveText(duration(retryAfter));
    // Pressing it early sends nothing.
    await retry.press('Enter');
    await page.clock.runFor(2_000);
    await expect(retry).toHaveText(duration(retryAfter - 2));
    await expect(retry).toHaveAttribute('aria-disabled', 'true');
    expect(sends).toHaveLength(1);

    // Once the announced wait is over the button is live; the relay (on real time) still refuses,
    // and the new countdown is its new Retry-After.
    await page.clock.runFor(retryAfter * 1000);
    await expect(retry).toHaveText(/^Try again$/);
    await expect(retry).not.toHaveAttribute('aria-disabled', 'true');
    const again = page.waitForResponse((answer) => answer.url().endsWith('/v1/otp_init_v2'));
    await retry.click();
    const second = await again;
    expect(second.status()).toBe(429);
    const secondRetryAfter = Number(second.headers()['retry-after']);
    expect(secondRetryAfter).toBeLessThanOrEqual(retryAfter);
    await expect(demo.dialog.getByRole('button', { name: duration(secondRetryAfter) })).toHaveAttribute('aria-disabled', 'true');
    expect(sends).toHaveLength(2);
  });
});
