import { afterEach, describe, expect, it } from 'vitest';
import { createLoginKit, type LoginKit, type LoginKitError } from '../../src/core/internal';
import { createMockRelay } from '../../src/mock-relay/index';
import { logInByEmailCode, recordingFetch } from '../../src/react/test-utils/log-in-by-email-code';
import { kitOptionsFor, latestCode } from '../../src/react/test-utils/test-kits';

/**
 * Confirming a new email address or phone number before update_user changes it: the real client,
 * crypto and key store against the real mock relay handler (no network).
 */

const kits: LoginKit[] = [];
afterEach(() => {
  for (const kit of kits.splice(0)) kit.dispose();
});

function setup() {
  const relay = createMockRelay({ config: { enabledProviders: ['email', 'sms'] } });
  const paths: string[] = [];
  const kit = createLoginKit(kitOptionsFor(relay, { fetch: recordingFetch(relay, paths) }));
  kits.push(kit);
  return { relay, kit, paths };
}

describe('kit.account(): sendContactCode and verifyContactCode', () => {
  it('sends a code to the new email, verifies it bound to the session key, and update_user then changes it', async () => {
    const { kit, relay, paths } = setup();
    await logInByEmailCode(kit, relay, 'ada@example.com');
    const account = await kit.account();

    const sent = await account.sendContactCode({ channel: 'email', contact: '  ada.lovelace@example.com ' });
    expect(sent).toMatchObject({ channel: 'email', contact: 'ada.lovelace@example.com', otpId: expect.any(String) });
    expect(paths.at(-1)).toBe('/v1/otp_init_v2');

    const verified = await account.verifyContactCode({ sent, code: latestCode(relay, 'ada.lovelace@example.com') });
    expect(verified).toMatchObject({ channel: 'email', contact: 'ada.lovelace@example.com', verificationToken: expect.any(String) });
    expect(paths.at(-1)).toBe('/v1/otp_verify_v2');

    const outcome = await account.updateUser({ userEmail: verified.contact });
    expect(outcome.status).toBe('completed');
    expect((await account.getUser()).userEmail).toBe('ada.lovelace@example.com');
  });

  it('normalises a phone number to E.164 and verifies an SMS code', async () => {
    const { kit, relay } = setup();
    await logInByEmailCode(kit, relay, 'grace@example.com');
    const account = await kit.account();
    const sent = await account.sendContactCode({ channel: 'sms', contact: '+1 (415) 555-0123' });
    expect(sent.contact).toBe('+14155550123');
    const verified = await account.verifyContactCode({ sent, code: latestCode(relay, '+14155550123') });
    expect(verified).toMatchObject({ channel: 'sms', contact: '+14155550123' });
  });

  it('a wrong code is otp_invalid (nothing is changed); a bad contact is refused naming `contact` before any request', async () => {
    const { kit, relay, paths } = setup();
    await logInByEmailCode(kit, relay, 'alan@example.com');
    const account = await kit.account();
    const sent = await account.sendContactCode({ channel: 'email', contact: 'turing@example.com' });
    const right = latestCode(relay, 'turing@example.com');
    const wrong = right === '000000' ? '111111' : '000000';
    await expect(account.verifyContactCode({ sent, code: wrong })).rejects.toMatchObject({ code: 'otp_invalid' });

    const before = paths.length;
    const refusal = (await account.sendContactCode({ channel: 'sms', contact: '555-0123' }).catch((error: unknown) => error)) as LoginKitError;
    expect(refusal).toMatchObject({ code: 'invalid_input', details: { field: 'contact' } });
    expect(paths.length).toBe(before);
  });

  it('refuses while signed out (session_expired), without sending a code', async () => {
    const { kit, relay, paths } = setup();
    await logInByEmailCode(kit, relay, 'katherine@example.com');
    const account = await kit.account();
    await kit.logout();
    const before = paths.length;
    await expect(account.sendContactCode({ channel: 'email', contact: 'kj@example.com' })).rejects.toMatchObject({ code: 'session_expired' });
    expect(paths.length).toBe(before);
  });
});
