/**
 * Attack (issue 23, case 1): the person types their address and their code; the relay forwards
 * the verification, then answers with a genuine token it got for an attacker's address, bound to
 * the person's public key. Before, the kit logged the person into the attacker's account (or
 * signed the attacker's address up). Now the token must name what was typed, on that channel,
 * bound to the kit's key — else `untrusted_response`, and nothing further is sent.
 */
import { describe, expect, it } from 'vitest';
import { generateSessionKeyPair } from '../../src/core/crypto/session-key';
import { toHex } from '../../src/core/encoding/hex';
import type { OtpState } from '../../src/core/internal';
import { createMockRelay, type MockRelay } from '../../src/mock-relay/index';
import { createHostileRelay, jsonResponse, jwtClaims, kitBehind, tokenForAnotherContact, until } from './hostile-relay';

const lastCode = (relay: MockRelay, contact: string): string => {
  const code = relay.mailbox.filter((message) => message.contact === contact).at(-1)?.code;
  if (code === undefined) throw new Error(`no code sent to ${contact}`);
  return code;
};

/** The relay swaps the person's token for one of `attacker`'s, bound to the person's key. */
function swapTokenFor(relay: MockRelay, attacker: string) {
  const hostile = createHostileRelay(relay);
  hostile.on('otp_verify_v2', async ({ forward }) => {
    const genuine = (await (await forward()).json()) as { verificationToken: string };
    const publicKey = jwtClaims(genuine.verificationToken).public_key as string;
    return jsonResponse({ verificationToken: await tokenForAnotherContact(relay, attacker, publicKey) });
  });
  return hostile;
}

async function logInThrough(relay: MockRelay, hostile: ReturnType<typeof createHostileRelay>, channel: 'email' | 'sms', contact: string): Promise<{ state: OtpState; kit: Awaited<ReturnType<typeof kitBehind>>['kit'] }> {
  const { kit } = await kitBehind(relay, hostile);
  const flow = kit.createOtpFlow(await kit.loadConfig(), { channel });
  flow.send({ type: 'setContact', contact });
  flow.send({ type: 'submitContact' });
  await until(flow, ['enteringCode']);
  flow.send({ type: 'setCode', code: lastCode(relay, channel === 'sms' ? contact.replace(/\s/g, '') : contact) });
  flow.send({ type: 'submitCode' });
  return { state: await until(flow, ['success', 'failed', 'codeInvalid']), kit };
}

describe('a genuine verification token for what the person did not type is refused', () => {
  it("a token for an attacker's new address: refused before anything is signed with it, nothing signed up", async () => {
    const relay = createMockRelay();
    const hostile = swapTokenFor(relay, 'mallory@evil.test');
    const { state, kit } = await logInThrough(relay, hostile, 'email', 'ada@example.com');
    expect(state).toMatchObject({ status: 'failed', error: { code: 'untrusted_response', details: { field: 'verificationToken', check: 'contact' } } });
    expect(hostile.calls.filter((path) => /account|signup|otp_login/.test(path))).toEqual([]);
    expect(kit.getSessionState().status).not.toBe('signedIn');
  });

  it("a token for an attacker's existing account: refused, the person is not logged into it", async () => {
    const relay = createMockRelay();
    await logInThrough(relay, createHostileRelay(relay), 'email', 'mallory@evil.test'); // the attacker's account exists
    const hostile = swapTokenFor(relay, 'mallory@evil.test');
    const { state, kit } = await logInThrough(relay, hostile, 'email', 'ada@example.com');
    expect(state).toMatchObject({ status: 'failed', error: { code: 'untrusted_response', details: { check: 'contact' } } });
    expect(hostile.calls.some((path) => path.endsWith('/otp_login_v2'))).toBe(false);
    expect(kit.getSessionState().status).not.toBe('signedIn');
  });

  it('a token for a phone number after an email code (another channel): refused naming verification_type', async () => {
    const relay = createMockRelay();
    const hostile = swapTokenFor(relay, '+14155550199');
    const { state } = await logInThrough(relay, hostile, 'email', 'ada@example.com');
    expect(state).toMatchObject({ status: 'failed', error: { code: 'untrusted_response', details: { check: 'verification_type' } } });
  });

  it("an SMS login answered with a token for another number: refused", async () => {
    const relay = createMockRelay();
    const hostile = swapTokenFor(relay, '+14155550199');
    const { state } = await logInThrough(relay, hostile, 'sms', '+1 415 555 0123');
    expect(state).toMatchObject({ status: 'failed', error: { code: 'untrusted_response', details: { check: 'contact' } } });
  });

  it('a token for the same address in other letter case is the same contact (the relay folds case): logged in, greeted as the token says', async () => {
    const relay = createMockRelay();
    const { state } = await logInThrough(relay, createHostileRelay(relay), 'email', 'Ada.Lovelace@Example.com');
    expect(state).toMatchObject({ status: 'success' });
    if (state.status !== 'success') return;
    expect(state.session.contact?.toLowerCase()).toBe('ada.lovelace@example.com');
  });

  it("a token bound to the relay's own key (it asked with its own public key): refused naming public_key", async () => {
    const relay = createMockRelay();
    const hostile = createHostileRelay(relay);
    const relaysOwnKey = toHex((await generateSessionKeyPair()).publicKey);
    hostile.on('otp_verify_v2', async ({ forward }) => {
      await forward();
      return jsonResponse({ verificationToken: await tokenForAnotherContact(relay, 'ada@example.com', relaysOwnKey) });
    });
    const { state } = await logInThrough(relay, hostile, 'email', 'ada@example.com');
    expect(state).toMatchObject({ status: 'failed', error: { code: 'untrusted_response', details: { check: 'public_key' } } });
  });

  it('a malformed token is the answer’s fault (response_invalid), never “check what you entered”', async () => {
    const relay = createMockRelay();
    const hostile = createHostileRelay(relay);
    hostile.on('otp_verify_v2', async ({ forward }) => {
      await forward();
      return jsonResponse({ verificationToken: 'not.a-jwt' });
    });
    const { state } = await logInThrough(relay, hostile, 'email', 'ada@example.com');
    expect(state).toMatchObject({ status: 'failed', error: { code: 'response_invalid' } });
  });
});

describe('confirming a new contact: the token names the new contact on its channel', () => {
  it("a token for another address than the one being confirmed is refused (untrusted_response)", async () => {
    const relay = createMockRelay();
    const honest = createHostileRelay(relay);
    const { kit } = await logInThrough(relay, honest, 'email', 'ada@example.com');
    honest.on('otp_verify_v2', async ({ forward }) => {
      const genuine = (await (await forward()).json()) as { verificationToken: string };
      return jsonResponse({ verificationToken: await tokenForAnotherContact(relay, 'mallory@evil.test', jwtClaims(genuine.verificationToken).public_key as string) });
    });
    const account = await kit.account();
    const sent = await account.sendContactCode({ channel: 'email', contact: 'ada.new@example.com' });
    await expect(account.verifyContactCode({ sent, code: lastCode(relay, 'ada.new@example.com') })).rejects.toMatchObject({
      code: 'untrusted_response',
      details: { check: 'contact' },
    });
  });
});
