import { expect } from 'vitest';
import { cspDemo, relayUrl } from '../apps';
import { waitUntil, type EnginePage } from '../driver';
import type { Flow } from '../flow';
import { MailboxModel, uniqueEmail } from '../models/mailbox';

/** The policy scripts/serve-demo-csp.mjs sends (`img-src data:`: wallet icons are data: images). */
const policy = `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' ${relayUrl}`;

/**
 * Records `securitypolicyviolation` events in `window.__cspViolations`. Installed once the page has
 * loaded (WebDriver classic, WebKit's protocol here, has no scripts that run before the page's), so
 * it sees what the kit does from then on: opening the modal, the whole login.
 */
function recordViolations(page: EnginePage): Promise<void> {
  return page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = log;
    document.addEventListener('securitypolicyviolation', (event) => log.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`));
  }, undefined);
}

function violations(page: EnginePage): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])], undefined);
}

export const strictCspFlow: Flow = {
  name: 'strict CSP (production build): log in by email code with no policy violation',
  async run({ engine, page }) {
    const response = await fetch(cspDemo.baseUrl);
    expect(response.headers.get('content-security-policy')).toBe(policy);

    const login = cspDemo.model(page);
    const mailbox = new MailboxModel(cspDemo.relayUrl);
    const email = uniqueEmail(`csp-${engine}`);
    await login.open();
    await recordViolations(page);

    // The control: the engine enforces the policy here, and the recorder sees what it blocks.
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = '.never { color: red }';
      document.head.append(style);
    }, undefined);
    await waitUntil('the blocked inline style reported', async () => (await violations(page)).length > 0);
    expect(await violations(page)).toEqual([expect.stringMatching(/^style-src/)]);
    await page.evaluate(() => {
      (window as unknown as { __cspViolations: string[] }).__cspViolations.length = 0;
    }, undefined);

    await login.loginByEmail(email, () => mailbox.latestCode(email), 'new');
    expect(await violations(page)).toEqual([]);
  },
};
