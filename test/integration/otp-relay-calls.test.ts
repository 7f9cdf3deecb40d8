/**
 * Issue 27: the relay calls after the last digit of a code. The documented path is the default:
 * otp_verify_v2, the account lookup with the verification token, then otp_login_v2 to the
 * organization found (3 calls) or signup_v2 and otp_login_v2 (a new user: 4). Only for a contact
 * this browser logged in before (a returning-contact hint: a digest in storage) does the kit log in
 * without organizationId, which the published service documents as logging in to the
 * sub-organization holding the token's verified contact (auth_proxy.swagger.json,
 * v1OtpLoginV2Request.organizationId; service-spec.md section 4.4): 2 calls. What the service
 * answers when no sub-organization holds the contact, and whether that refusal spends the token, is
 * unpublished, so a refused hinted login drops the hint and takes the documented path.
 */
import { describe, expect, it, vi } from 'vitest';
import { memoryReturningContacts, type LoginKitRelayOptions, type LoginKitCommonOptions, type OtpState, type ReturningContacts } from '../../src/core/internal';
import { returningContactDigest } from '../../src/core/flows/otp/returning-contact-digest';
import { createMockRelay, type MockRelay } from '../../src/mock-relay/index';
import { createHostileRelay, jsonResponse, kitBehind, until, type HostileRelay } from '../attacks/hostile-relay';

/** A browser's returning-contact store (one per "device"), with its calls recorded. */
function device(): ReturningContacts & { forgotten: string[] } {
  const store = memoryReturningContacts();
  const forgotten: string[] = [];
  return { ...store, has: (digest) => store.has(digest), remember: (digest) => store.remember(digest), forget: (digest) => (forgotten.push(digest), store.forget(digest)), forgotten };
}

async function logIn(relay: MockRelay, hostile: HostileRelay, contact: string, options: { channel?: 'email' | 'sms'; kit?: Partial<LoginKitRelayOptions & LoginKitCommonOptions> } = {}) {
  const { kit } = await kitBehind(relay, hostile, options.kit === undefined ? {} : { kit: options.kit });
  const flow = kit.createOtpFlow(await kit.loadConfig(), { channel: options.channel ?? 'email' });
  flow.send({ type: 'setContact', contact });
  flow.send({ type: 'submitContact' });
  await until(flow, ['enteringCode']);
  const before = hostile.calls.length;
  flow.send({ type: 'setCode', code: relay.mailbox.filter((message) => message.contact === contact).at(-1)!.code });
  flow.send({ type: 'submitCode' });
  const state: OtpState = await until(flow, ['success', 'failed', 'codeInvalid', 'codeExpired']);
  const afterLastDigit = hostile.calls.slice(before).map((path) => path.replace(/^\/v1\//, ''));
  return { state, afterLastDigit, flow, kit };
}

/** The otp_login_v2 bodies the kit sends through `hostile`. */
function loginBodies(hostile: HostileRelay): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  hostile.on('otp_login_v2', async ({ body }) => void bodies.push(body ?? {}));
  return bodies;
}

/** A browser that logged `contact` in once (so remembers it), and a fresh hostile relay in front of the same relay for what comes next. */
async function returningBrowser(contact: string) {
  const relay = createMockRelay({ rateLimits: false });
  const browser = device();
  await logIn(relay, createHostileRelay(relay), contact, { kit: { rememberReturningContacts: browser } });
  return { relay, browser, hostile: createHostileRelay(relay) };
}

const accountsOf = (relay: MockRelay, email: string) => Object.values(relay.state.users).filter((user) => user.email === email);
const organizationOf = (state: OtpState) => (state.status === 'success' ? state.session.organizationId : undefined);

describe('relay calls after the last digit', () => {
  it('a new user: otp_verify_v2, account (none), signup_v2, otp_login_v2 — 4 calls; the session is the new account’s, and this browser remembers the contact', async () => {
    const relay = createMockRelay({ rateLimits: false });
    const browser = device();
    const { state, afterLastDigit } = await logIn(relay, createHostileRelay(relay), 'lin@example.com', { kit: { rememberReturningContacts: browser } });
    expect(state).toMatchObject({ status: 'success', isNewUser: true });
    expect(afterLastDigit).toEqual(['otp_verify_v2', 'account', 'signup_v2', 'otp_login_v2']);
    const [user] = accountsOf(relay, 'lin@example.com');
    expect(state.status === 'success' && state.session).toMatchObject({ organizationId: user?.organizationId, userId: user?.userId });
    const digest = await returningContactDigest([relay.config.configId, relay.config.organizationId], 'email', 'lin@example.com');
    expect(browser.has(digest)).toBe(true);
  });

  it('a returning user on this browser (email, then SMS): otp_verify_v2 and otp_login_v2 without organizationId — 2 calls, the same account', async () => {
    const relay = createMockRelay({ rateLimits: false });
    const browser = device();
    const first = await logIn(relay, createHostileRelay(relay), 'ada@example.com', { kit: { rememberReturningContacts: browser } });
    expect(first.state).toMatchObject({ status: 'success', isNewUser: true });

    // A page load later (a new kit), the same browser's store; the address typed in another case.
    const hostile = createHostileRelay(relay);
    const bodies = loginBodies(hostile);
    const again = await logIn(relay, hostile, 'ADA@example.com', { kit: { rememberReturningContacts: browser } });
    expect(again.state).toMatchObject({ status: 'success', isNewUser: false });
    expect(again.afterLastDigit).toEqual(['otp_verify_v2', 'otp_login_v2']);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('organizationId');
    expect(organizationOf(again.state)).toBe(organizationOf(first.state));

    await logIn(relay, createHostileRelay(relay), '+14155550123', { channel: 'sms', kit: { rememberReturningContacts: browser } });
    const sms = await logIn(relay, createHostileRelay(relay), '+14155550123', { channel: 'sms', kit: { rememberReturningContacts: browser } });
    expect(sms.state).toMatchObject({ status: 'success', isNewUser: false });
    expect(sms.afterLastDigit).toEqual(['otp_verify_v2', 'otp_login_v2']);
  });

  it('a returning user on a new browser: otp_verify_v2, account, otp_login_v2 to the organization found — 3 calls; the session must name it', async () => {
    const relay = createMockRelay({ rateLimits: false });
    const first = await logIn(relay, createHostileRelay(relay), 'joan@example.com', { kit: { rememberReturningContacts: device() } });
    const hostile = createHostileRelay(relay);
    const bodies = loginBodies(hostile);
    const laptop = device();
    const again = await logIn(relay, hostile, 'joan@example.com', { kit: { rememberReturningContacts: laptop } });
    expect(again.state).toMatchObject({ status: 'success', isNewUser: false });
    expect(again.afterLastDigit).toEqual(['otp_verify_v2', 'account', 'otp_login_v2']);
    expect(bodies[0]).toMatchObject({ organizationId: organizationOf(first.state) });
    expect(organizationOf(again.state)).toBe(organizationOf(first.state));

    // The next login on that browser is a hinted one.
    const third = await logIn(relay, createHostileRelay(relay), 'joan@example.com', { kit: { rememberReturningContacts: laptop } });
    expect(third.afterLastDigit).toEqual(['otp_verify_v2', 'otp_login_v2']);
  });

  it('a remembered contact whose account is gone: the login is refused (404), the hint dropped, then account, signup_v2, otp_login_v2 with the same token', async () => {
    const relay = createMockRelay({ rateLimits: false });
    const browser = device();
    const digest = await returningContactDigest([relay.config.configId, relay.config.organizationId], 'email', 'gone@example.com');
    browser.remember(digest); // an account this browser logged in to, deleted since
    const { state, afterLastDigit } = await logIn(relay, createHostileRelay(relay), 'gone@example.com', { kit: { rememberReturningContacts: browser } });
    expect(state).toMatchObject({ status: 'success', isNewUser: true });
    expect(afterLastDigit).toEqual(['otp_verify_v2', 'otp_login_v2', 'account', 'signup_v2', 'otp_login_v2']);
    expect(browser.forgotten).toEqual([digest]);
    expect(browser.has(digest)).toBe(true); // remembered again for the new account
    expect(accountsOf(relay, 'gone@example.com')).toHaveLength(1);
  });

  it('the same with a refusal the kit cannot read as "no account" (the service’s wording is unpublished): the documented path decides', async () => {
    const relay = createMockRelay({ rateLimits: false });
    const browser = device();
    browser.remember(await returningContactDigest([relay.config.configId, relay.config.organizationId], 'email', 'mae@example.com'));
    const hostile = createHostileRelay(relay);
    let refused = false;
    hostile.on('otp_login_v2', async ({ forward }) => {
      const answer = await forward();
      if (answer.status !== 404 || refused) return answer;
      refused = true;
      return jsonResponse({ code: 3, message: 'no verified sub-organization for this contact', details: [] }, 400);
    });
    const { state, afterLastDigit } = await logIn(relay, hostile, 'mae@example.com', { kit: { rememberReturningContacts: browser } });
    expect(state).toMatchObject({ status: 'success', isNewUser: true });
    expect(afterLastDigit).toEqual(['otp_verify_v2', 'otp_login_v2', 'account', 'signup_v2', 'otp_login_v2']);
  });

  it('a refused hinted login that spent the token (unpublished: possible on the real service): the service’s error is shown, the hint dropped; a new code takes the documented path', async () => {
    const { relay, browser, hostile } = await returningBrowser('ida@example.com');
    let logins = 0;
    hostile.on('otp_login_v2', async ({ forward }) => {
      logins += 1;
      const answer = await forward(); // the relay spends the token
      return logins === 1 ? jsonResponse({ code: 5, message: 'not found', details: [] }, 404) : answer;
    });
    const { state, afterLastDigit } = await logIn(relay, hostile, 'ida@example.com', { kit: { rememberReturningContacts: browser } });
    expect(state).toMatchObject({ status: 'failed', error: { details: { reason: 'TOKEN_USED' } } });
    expect(afterLastDigit).toEqual(['otp_verify_v2', 'otp_login_v2', 'account', 'otp_login_v2']);
    expect(browser.forgotten).toHaveLength(1);
    expect(accountsOf(relay, 'ida@example.com')).toHaveLength(1);

    const next = await logIn(relay, createHostileRelay(relay), 'ida@example.com', { kit: { rememberReturningContacts: browser } });
    expect(next.state).toMatchObject({ status: 'success', isNewUser: false });
    expect(next.afterLastDigit).toEqual(['otp_verify_v2', 'account', 'otp_login_v2']);
  });

  it('a hinted login that fails for another reason (503) keeps the hint: failed keeping the code, and Try again logs in', async () => {
    const { relay, browser, hostile } = await returningBrowser('alan@example.com');
    let logins = 0;
    hostile.on('otp_login_v2', async ({ forward }) => (++logins === 1 ? jsonResponse({ code: 14, message: 'unavailable', details: [] }, 503) : forward()));
    const { state, afterLastDigit, flow } = await logIn(relay, hostile, 'alan@example.com', { kit: { rememberReturningContacts: browser } });
    expect(state).toMatchObject({ status: 'failed', previous: 'verifying', error: { code: 'unavailable' } });
    expect(afterLastDigit).toEqual(['otp_verify_v2', 'otp_login_v2']);
    expect(browser.forgotten).toEqual([]);
    const before = hostile.calls.length;
    flow.send({ type: 'retry', now: Date.now() });
    expect(await until(flow, ['success', 'failed'])).toMatchObject({ status: 'success', isNewUser: false });
    expect(hostile.calls.slice(before)).toEqual(['/v1/otp_login_v2']);
  });

  it('a retry after the login that followed a signup failed: logs in, no second signup, still checked against the signup’s account', async () => {
    const relay = createMockRelay({ rateLimits: false });
    const hostile = createHostileRelay(relay);
    let logins = 0;
    hostile.on('otp_login_v2', async ({ forward }) => (++logins === 1 ? jsonResponse({ code: 14, message: 'unavailable', details: [] }, 503) : forward()));
    const { state, afterLastDigit, flow } = await logIn(relay, hostile, 'grace@example.com', { kit: { rememberReturningContacts: device() } });
    expect(state).toMatchObject({ status: 'failed', previous: 'verifying', error: { code: 'unavailable' } });
    expect(afterLastDigit).toEqual(['otp_verify_v2', 'account', 'signup_v2', 'otp_login_v2']);

    const before = hostile.calls.length;
    flow.send({ type: 'retry', now: Date.now() });
    const retried = await until(flow, ['success', 'failed']);
    expect(retried).toMatchObject({ status: 'success', isNewUser: true });
    expect(hostile.calls.slice(before)).toEqual(['/v1/otp_login_v2']);
    const users = accountsOf(relay, 'grace@example.com');
    expect(users).toHaveLength(1);
    expect(retried.status === 'success' && retried.session).toMatchObject({ organizationId: users[0]?.organizationId, userId: users[0]?.userId });
  });
});

describe('what the browser keeps', () => {
  it('by default, a digest in localStorage (<storageKey>:returning-contacts): after logout no stored value holds the contact', async () => {
    const relay = createMockRelay({ rateLimits: false });
    const { kit } = await logIn(relay, createHostileRelay(relay), 'Kim.Lee@example.com');
    await kit.logout();
    const entries = Object.entries(localStorageContents());
    expect(entries.map(([key]) => key)).toContain('loginkit:returning-contacts');
    expect(JSON.parse(globalThis.localStorage.getItem('loginkit:returning-contacts')!)).toEqual([
      await returningContactDigest([relay.config.configId, relay.config.organizationId], 'email', 'kim.lee@example.com'),
    ]);
    for (const [key, value] of entries) expect(`${key} ${value}`.toLowerCase()).not.toMatch(/kim|lee|example/);
  });

  it('rememberReturningContacts: false — nothing read or written; a returning user’s login looks the account up (3 calls)', async () => {
    const relay = createMockRelay({ rateLimits: false });
    const hostile = createHostileRelay(relay);
    const { kit } = await kitBehind(relay, hostile, { kit: { rememberReturningContacts: false } });
    const getItem = vi.spyOn(globalThis.localStorage, 'getItem');
    for (const expected of [
      ['otp_verify_v2', 'account', 'signup_v2', 'otp_login_v2'],
      ['otp_verify_v2', 'account', 'otp_login_v2'],
    ]) {
      const flow = kit.createOtpFlow(await kit.loadConfig(), { channel: 'email' });
      flow.send({ type: 'setContact', contact: 'noa@example.com' });
      flow.send({ type: 'submitContact' });
      await until(flow, ['enteringCode']);
      const before = hostile.calls.length;
      flow.send({ type: 'setCode', code: relay.mailbox.filter((message) => message.contact === 'noa@example.com').at(-1)!.code });
      flow.send({ type: 'submitCode' });
      expect(await until(flow, ['success', 'failed'])).toMatchObject({ status: 'success' });
      expect(hostile.calls.slice(before).map((path) => path.replace(/^\/v1\//, ''))).toEqual(expected);
    }
    expect(getItem.mock.calls.map(([key]) => key)).not.toContain('loginkit:returning-contacts');
    expect(globalThis.localStorage.getItem('loginkit:returning-contacts')).toBeNull();
  });
});

function localStorageContents(): Record<string, string> {
  const storage = globalThis.localStorage;
  const contents: Record<string, string> = {};
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null) contents[key] = storage.getItem(key) ?? '';
  }
  return contents;
}
