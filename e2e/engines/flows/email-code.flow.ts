import { expect } from 'vitest';
import { apps, demo, type AppUnderTest } from '../apps';
import type { Flow } from '../flow';
import { fetchedDecompressionChunk, importsCompressedPoints } from '../models/compressed-points';
import { MailboxModel, uniqueEmail } from '../models/mailbox';
import { codeLoginEndpoints, relayCalls } from '../models/relay-calls';

/**
 * Email code: a new user signs up, reloads (still logged in), logs out, and logs in again to the same
 * account. After the last digit, only the protocol's calls: 4 for the new user (verify, look up, sign
 * up, log in), 2 for the returning one, whom this browser remembers (verify, log in).
 */
function emailCodeFlow(app: AppUnderTest): Flow {
  return {
    name: `${app.name}: email code sign up, reload, log out, log in again`,
    async run({ engine, page }) {
      if (app.broken !== undefined) throw new Error(`${app.name} ${app.broken}`);
      const login = app.model(page);
      const mailbox = new MailboxModel(app.relayUrl);
      const email = uniqueEmail(`email-${engine}`);

      /** The code-login calls made since `mark` (the number of relay calls when the code screen showed). */
      let mark = 0;
      const codeOnceShown = async (seen: readonly string[] = []) => {
        mark = (await relayCalls(page, app.relayUrl)).length;
        return mailbox.latestCode(email, seen);
      };
      const sinceCodeScreen = async () => (await relayCalls(page, app.relayUrl)).slice(mark).filter((name) => codeLoginEndpoints.has(name));

      await login.open();
      const first = await login.loginByEmail(email, () => codeOnceShown(), 'new');
      expect(await sinceCodeScreen()).toEqual(['otp_verify_v2', 'account', 'signup_v2', 'otp_login_v2']);
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
      expect(await login.loginByEmail(email, () => codeOnceShown(seen), 'returning')).toEqual(first);
      expect(await sinceCodeScreen()).toEqual(['otp_verify_v2', 'otp_login_v2']);
    },
  };
}

export const emailCodeFlows: Flow[] = apps.map(emailCodeFlow);
