import fc from 'fast-check';
import { describe, it } from 'vitest';
import { ApiAccountTest } from '../../src/mock-relay/test-utils/api-account';
import { SoftwareAuthenticator } from '../../src/mock-relay/test-utils/software-authenticator';
import { anyJson, anyText, fuzzTally, fuzzTimeout, mutatedJson } from './fuzz-harness';
import { expectSpecAnswer, fuzzOrigin, postRaw } from './spec-response';

const tally = fuzzTally(import.meta.url);

describe('stamp headers of the main API (protocol.md section 2): any value is 401 naming the header, never a 500', () => {
  it('X-Stamp and X-Stamp-WebAuthn of any text, and edits of a valid passkey stamp', async () => {
    const test = new ApiAccountTest({ allowedOrigins: [fuzzOrigin] }, { defaultOrigin: fuzzOrigin });
    const passkey = new SoftwareAuthenticator({ origin: fuzzOrigin });
    const signup = await test.api.signUpWithPasskey(passkey);
    const body = JSON.stringify({ organizationId: signup.body.organizationId });
    const send = async (header: string, value: string): Promise<void> =>
      expectSpecAnswer(await postRaw(test.relay, '/public/v1/query/whoami', body, { [header]: value }), `${header}: ${value.slice(0, 200)}`);
    const headerText = anyText.filter((text) => /^[\t\x20-\x7e]*$/.test(text)); // what fetch lets a header carry
    await tally.check('X-Stamp: any text', fc.asyncProperty(headerText, (value) => send('X-Stamp', value)), 300);
    await tally.check('X-Stamp-WebAuthn: any text', fc.asyncProperty(headerText, (value) => send('X-Stamp-WebAuthn', value)), 300);
    await tally.check('X-Stamp-WebAuthn: any JSON', fc.asyncProperty(anyJson, (value) => send('X-Stamp-WebAuthn', JSON.stringify(value) ?? '')), 300);
    const stamp = JSON.parse(passkey.stamp(body)) as Record<string, unknown>;
    await tally.check(
      'X-Stamp-WebAuthn: edited members of a valid stamp',
      fc.asyncProperty(mutatedJson(stamp), (value) => send('X-Stamp-WebAuthn', (JSON.stringify(value) ?? '').replace(/[^\t\x20-\x7e]/g, '?'))),
      300,
    );
  }, fuzzTimeout(4));
});
