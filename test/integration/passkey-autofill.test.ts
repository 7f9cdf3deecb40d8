import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Flow, PasskeyEvent, PasskeyState } from '../../src/core/internal';
import { passkeyUserHandleStore } from '../../src/core/passkeys/passkey-user-handles';
import { SoftwareAuthenticator } from '../../src/mock-relay/test-utils/software-authenticator';
import { origin, readyFlow, rpId, sessionOf, settled, setupPasskeyKit as setup, signUp, until, usePasskeyDevice } from './passkey-test-kit';
import type { SoftwarePasskeyDevice } from './software-passkey-device';

/**
 * Passkeys in the browser's autofill (conditional mediation), end to end: the real flow, client,
 * crypto and key store against the mock relay; the browser is a software passkey device whose
 * autofill request stays open until the test picks a passkey (as a person does in the field's
 * suggestions) or aborts it, as @simplewebauthn/browser's one-ceremony-at-a-time service does.
 */
vi.mock('@simplewebauthn/browser', async () => (await import('./passkey-browser-stub')).passkeyBrowserStub);
usePasskeyDevice();

/** The Signals API calls the kit made (the browser's side is recorded, not acted on). */
const signals = { unknown: vi.fn<(options: { rpId: string; credentialId: string }) => Promise<void>>(() => Promise.resolve()) };

/** The browser offers passkeys in autofill (`isConditionalMediationAvailable`), or not; it has the Signals API. */
function browserAutofill(available: boolean): void {
  signals.unknown.mockClear();
  vi.stubGlobal(
    'PublicKeyCredential',
    Object.assign(function PublicKeyCredential() {}, {
      isConditionalMediationAvailable: () => Promise.resolve(available),
      signalUnknownCredential: signals.unknown,
    }),
  );
}

beforeEach(() => browserAutofill(true));
afterEach(() => vi.useRealTimers());

/** Resolves once `check` holds (the flow's preparation and requests are asynchronous). */
async function eventually(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`never: ${what}`);
}

/** A kit with one signed-up passkey, logged out, and a ready flow with autofill switched on. */
async function armed(): Promise<{ flow: Flow<PasskeyState, PasskeyEvent>; device: SoftwarePasskeyDevice } & ReturnType<typeof setup>> {
  const kit = setup();
  const { state } = await signUp(kit.kit, kit.device);
  sessionOf(state);
  await kit.kit.logout();
  const flow = await readyFlow(kit.kit);
  flow.send({ type: 'setAutofill', enabled: true });
  await eventually(() => kit.device.autofillOpen, 'an autofill request opened');
  return { ...kit, flow };
}

const autofillPrompts = (device: SoftwarePasskeyDevice) => device.prompts.filter((prompt) => prompt.kind === 'autofill');

describe('passkey autofill (conditional mediation)', () => {
  it('keeps one autofill request open at idle; a passkey picked there logs in through the same session path as the button', async () => {
    const { kit, flow, device, sent, relay } = await armed();
    expect(autofillPrompts(device)).toHaveLength(1);
    expect(device.autofillOptions).toMatchObject({ rpId, userVerification: 'preferred' });
    expect(device.autofillOptions.allowCredentials).toBeUndefined(); // the autofill offers every passkey of the site
    expect(flow.getSnapshot()).toMatchObject({ status: 'idle', autofill: true });

    device.pickFromAutofill();
    const state = await until(flow, settled);
    expect(state).toMatchObject({ status: 'success', mode: 'login', isNewUser: false });
    const session = sessionOf(state);
    expect(session.method).toBe('passkey');
    expect(kit.getSessionState()).toEqual({ status: 'signedIn', session });
    const login = sent.filter((request) => request.path === '/public/v1/submit/create_read_write_session');
    expect(login).toHaveLength(1);
    expect(login[0]!.body).toMatchObject({ organizationId: relay.config.organizationId });
    expect(login[0]!.headers.get('X-Stamp-WebAuthn')).not.toBeNull();
    expect(autofillPrompts(device)).toHaveLength(1); // no new request after the login
  });

  it('goes through completing: the picked passkey is said to be logging in while the relay answers', async () => {
    const { flow, device, gate } = await armed();
    const release = gate('/public/v1/submit/create_read_write_session');
    device.pickFromAutofill();
    const completing = await until(flow, (state) => state.status === 'completing');
    expect(completing).toMatchObject({ status: 'completing', mode: 'login', autofill: true });
    release();
    expect((await until(flow, settled)).status).toBe('success');
  });

  it('the passkey button while autofill is armed: the autofill request is aborted before the button’s own prompt opens, in the click, and no "request pending" error follows', async () => {
    const { flow, device } = await armed();
    const before = device.prompts.length;
    flow.send({ type: 'login' });
    // In send's own call stack: the autofill request aborted by the flow, then the prompt.
    expect(device.abortedAutofill).toHaveLength(1);
    expect(device.cancelled).toBe(1);
    expect(device.prompts.slice(before).map((prompt) => prompt.kind)).toEqual(['get']);
    const state = await until(flow, settled);
    expect(state).toMatchObject({ status: 'success', mode: 'login' });
    expect(autofillPrompts(device)).toHaveLength(1); // not re-armed while the prompt ran, nor after the login
  });

  it('re-arms after the button’s prompt is closed and the person is back at the start', async () => {
    const { flow, device } = await armed();
    device.failNext = 'NotAllowedError';
    flow.send({ type: 'login' });
    expect((await until(flow, settled)).status).toBe('cancelled');
    expect(device.autofillOpen).toBe(false);
    flow.send({ type: 'back' });
    flow.send({ type: 'setAutofill', enabled: true }); // the contact field is shown again
    await eventually(() => device.autofillOpen, 'a new autofill request');
    expect(autofillPrompts(device)).toHaveLength(2);
  });

  it('switching autofill off (the field is gone: another method, the code screen, the modal closed) aborts the request; on again opens a new one', async () => {
    const { flow, device } = await armed();
    flow.send({ type: 'setAutofill', enabled: false });
    expect(device.autofillOpen).toBe(false);
    expect(device.abortedAutofill).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(flow.getSnapshot()).toMatchObject({ status: 'idle' });
    expect(flow.getSnapshot()).not.toHaveProperty('autofill');
    expect(autofillPrompts(device)).toHaveLength(1); // the expected abort is not re-armed

    flow.send({ type: 'setAutofill', enabled: true });
    await eventually(() => device.autofillOpen, 'a new autofill request');
    expect(autofillPrompts(device)).toHaveLength(2);
  });

  it('a signup ends the autofill request before the create prompt', async () => {
    const { flow, device } = await armed();
    flow.send({ type: 'startSignup' });
    expect(device.autofillOpen).toBe(false);
    flow.send({ type: 'createPasskey' });
    expect(device.prompts.at(-1)?.kind).toBe('create');
    expect((await until(flow, settled)).status).toBe('success');
  });

  it('a request the browser ends by itself re-arms quietly, a few times at most: never an error state, never a loop of requests', async () => {
    const { flow, device } = await armed();
    for (let round = 0; round < 2; round += 1) {
      device.endAutofill('NotAllowedError');
      await eventually(() => device.autofillOpen, `re-armed (${round + 1})`);
    }
    device.endAutofill('NotAllowedError');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(device.autofillOpen).toBe(false);
    expect(autofillPrompts(device)).toHaveLength(3);
    expect(flow.getSnapshot()).toMatchObject({ status: 'idle', autofill: true });
    // Other changes at idle (a support re-check here) do not start the requests again.
    flow.send({ type: 'supportChecked', support: { status: 'supported', platform: false } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(autofillPrompts(device)).toHaveLength(3);

    // Switched on anew (the field shown again), it asks again.
    flow.send({ type: 'setAutofill', enabled: false });
    flow.send({ type: 'setAutofill', enabled: true });
    await eventually(() => device.autofillOpen, 'asked again');
  });

  it('another ceremony on the page taking the browser’s one request (an abort the flow did not make) is left alone: no re-arm until autofill is switched on anew', async () => {
    const { flow, device } = await armed();
    device.abortCeremony('Cancelling existing WebAuthn API call for new one');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(device.autofillOpen).toBe(false);
    expect(autofillPrompts(device)).toHaveLength(1);
    expect(flow.getSnapshot()).toMatchObject({ status: 'idle', autofill: true });
  });

  it('renews the request before the login it would sign goes stale at the service (5 minutes): a fresh one after 4', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { flow, device, sent } = await armed();
    const firstChallenge = device.autofillOptions.challenge;
    await vi.advanceTimersByTimeAsync(4 * 60 * 1000 - 1000);
    expect(autofillPrompts(device)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    await eventually(() => autofillPrompts(device).length === 2 && device.autofillOpen, 'renewed');
    expect(device.abortedAutofill).toHaveLength(1);
    expect(device.autofillOptions.challenge).not.toBe(firstChallenge);
    device.pickFromAutofill();
    expect((await until(flow, settled)).status).toBe('success');
    expect(sent.filter((request) => request.path === '/public/v1/submit/create_read_write_session')).toHaveLength(1);
  });

  it('a picked passkey the relay does not know fails as the button’s does (the person chose it, so they are told), naming the passkey', async () => {
    const { flow, device } = await armed();
    const stranger = new SoftwareAuthenticator({ origin, rpId });
    device.passkeys.push(stranger);
    device.pickFromAutofill(stranger);
    const state = await until(flow, settled);
    expect(state).toMatchObject({ status: 'failed', mode: 'login', error: { code: 'unauthenticated', details: { field: 'passkey' } } });
    // …and the browser is told to stop offering it (WebAuthn Signals API).
    expect(signals.unknown).toHaveBeenCalledWith({ rpId, credentialId: stranger.credentialId });
  });

  it('remembers the WebAuthn user handle of the passkey made at signup and of the one used to log in (for the Signals API), and signals nothing on a good login', async () => {
    const { kit, flow, device } = await armed();
    const [made] = device.passkeys;
    const handle = device.userHandles.get(made!.credentialId);
    expect(handle).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    device.pickFromAutofill();
    const session = sessionOf(await until(flow, settled));
    expect(passkeyUserHandleStore().get(session.userId)).toEqual([handle]);
    expect(signals.unknown).not.toHaveBeenCalled();
    expect(kit.getSessionState().status).toBe('signedIn');
  });

  it('where the browser has no passkey autofill, nothing is asked and the buttons work as before', async () => {
    browserAutofill(false);
    const { kit, device } = setup();
    await signUp(kit, device);
    await kit.logout();
    const flow = await readyFlow(kit);
    flow.send({ type: 'setAutofill', enabled: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(autofillPrompts(device)).toHaveLength(0);
    flow.send({ type: 'login' });
    expect((await until(flow, settled)).status).toBe('success');
  });

  it('disposing the flow ends the autofill request', async () => {
    const { flow, device } = await armed();
    flow.dispose();
    await eventually(() => !device.autofillOpen, 'aborted at dispose');
    expect(device.abortedAutofill).toHaveLength(1);
  });
});

describe('passkey hints (WebAuthn `hints`)', () => {
  it('go to the login and signup prompts, not to the autofill request; a value outside the three is refused naming it', async () => {
    const { kit, device } = setup();
    const config = await kit.loadConfig();
    const flow = kit.createPasskeyFlow(config, { hints: ['security-key', 'hybrid'] });
    await until(flow, (state) => state.support.status !== 'checking');
    flow.send({ type: 'startSignup' });
    flow.send({ type: 'createPasskey' });
    expect((await until(flow, settled)).status).toBe('success');
    expect(device.prompts.at(-1)).toMatchObject({ kind: 'create', options: { hints: ['security-key', 'hybrid'] } });

    await kit.logout();
    const again = kit.createPasskeyFlow(config, { hints: ['client-device'] });
    await until(again, (state) => state.support.status !== 'checking');
    again.send({ type: 'setAutofill', enabled: true });
    await eventually(() => device.autofillOpen, 'an autofill request');
    expect(device.autofillOptions).not.toHaveProperty('hints');
    again.send({ type: 'login' });
    expect(device.prompts.at(-1)).toMatchObject({ kind: 'get', options: { hints: ['client-device'] } });
    expect((await until(again, settled)).status).toBe('success');

    expect(() => kit.createPasskeyFlow(config, { hints: ['usb' as never] })).toThrow(expect.objectContaining({ code: 'invalid_input', details: expect.objectContaining({ field: 'hints[0]' }) }));
  });
});
