import { expect } from 'vitest';
import { apps, type AppUnderTest } from '../apps';
import type { Flow } from '../flow';
import { MailboxModel, uniqueEmail } from '../models/mailbox';

/** Email code: a new user signs up, reloads (still logged in), logs out, and logs in again to the same account. */
function emailCodeFlow(app: AppUnderTest): Flow {
  return {
    name: `${app.name}: email code sign up, reload, log out, log in again`,
    skipReason: () => app.unavailable,
    async run({ engine, page }) {
      if (app.broken !== undefined) throw new Error(`${app.name} ${app.broken}`);
      const login = app.model(page);
      const mailbox = new MailboxModel(app.relayUrl);
      const email = uniqueEmail(`email-${engine}`);

      await login.open();
      const first = await login.loginByEmail(email, () => mailbox.latestCode(email), 'new');

      await login.reload();
      expect(await login.expectLoggedIn(email)).toEqual(first);

      await login.logout();
      const seen = await mailbox.sentOtpIds(email);
      expect(await login.loginByEmail(email, () => mailbox.latestCode(email, seen), 'returning')).toEqual(first);
    },
  };
}

export const emailCodeFlows: Flow[] = apps.map(emailCodeFlow);
