import { expect } from 'vitest';
import { apps, demo, type AppUnderTest } from '../apps';
import type { Flow } from '../flow';
import { fetchedDecompressionChunk, importsCompressedPoints } from '../models/compressed-points';
import { MailboxModel, uniqueEmail } from '../models/mailbox';

/** Email code: a new user signs up, reloads (still logged in), logs out, and logs in again to the same account. */
function emailCodeFlow(app: AppUnderTest): Flow {
  return {
    name: `${app.name}: email code sign up, reload, log out, log in again`,
    async run({ engine, page }) {
      if (app.broken !== undefined) throw new Error(`${app.name} ${app.broken}`);
      const login = app.model(page);
      const mailbox = new MailboxModel(app.relayUrl);
      const email = uniqueEmail(`email-${engine}`);

      await login.open();
      const first = await login.loginByEmail(email, () => mailbox.latestCode(email), 'new');
      if (app === demo) {
        // The login verified the relay's compressed enclave keys: through the JavaScript fallback
        // exactly where this engine's WebCrypto refuses compressed points (WebKitGTK), not elsewhere.
        const needsFallback = !(await importsCompressedPoints(page));
        expect({ engine, fetchedDecompressionChunk: await fetchedDecompressionChunk(page) }).toEqual({ engine, fetchedDecompressionChunk: needsFallback });
      }

      await login.reload();
      expect(await login.expectLoggedIn(email)).toEqual(first);

      await login.logout();
      const seen = await mailbox.sentOtpIds(email);
      expect(await login.loginByEmail(email, () => mailbox.latestCode(email, seen), 'returning')).toEqual(first);
    },
  };
}

export const emailCodeFlows: Flow[] = apps.map(emailCodeFlow);
