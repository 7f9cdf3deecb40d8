import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoginKit, fromBase64Url, toBase64Url, type LoginKit, type Session } from '../../core/internal';
// Test-only: the modal against the in-process mock relay, with a software passkey as the browser's authenticator.
// eslint-disable-next-line loginkit/layer-boundaries
import { createMockRelay, type MockRelay } from '../../mock-relay/index';
// eslint-disable-next-line loginkit/layer-boundaries
import { SoftwareAuthenticator } from '../../mock-relay/test-utils/software-authenticator';
import { LoginKitProvider } from '../../react/index';
import { createFakeKit, fakeAuthenticator, fakeConfig, fakeSession, kitOptionsFor, latestCode, type FakeKit } from '../../react/test-utils/test-kits';
import { expectNoAxeViolations } from '../test-utils/axe';
import { callsWhenClickEnds } from '../test-utils/click-probe';
import { LoginModal, type LoginModalProps } from './login-modal';

const passkeyConfig = { ...fakeConfig, showPasskey: true };

/** A browser with WebAuthn whose create() answers with `authenticator` (a real registration over the given challenge). */
function stubWebauthn(authenticator: SoftwareAuthenticator | undefined, capabilities: Record<string, boolean> = {}) {
  const create = vi.fn(async (request: CredentialCreationOptions) => {
    if (authenticator === undefined) throw new DOMException('no authenticator in this test', 'NotAllowedError');
    const challenge = toBase64Url(new Uint8Array(request.publicKey!.challenge as ArrayBuffer));
    const { attestation } = authenticator.register({ challenge });
    const buffer = (base64url: string) => fromBase64Url(base64url).slice().buffer;
    return {
      id: attestation.credentialId,
      rawId: buffer(attestation.credentialId),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: { clientDataJSON: buffer(attestation.clientDataJson), attestationObject: buffer(attestation.attestationObject), getTransports: () => ['internal', 'hybrid'] },
      getClientExtensionResults: () => ({}),
    };
  });
  const getClientCapabilities = vi.fn(() => Promise.resolve(capabilities));
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal(
    'PublicKeyCredential',
    Object.assign(function PublicKeyCredential() {}, { isUserVerifyingPlatformAuthenticatorAvailable: () => Promise.resolve(true), getClientCapabilities }),
  );
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { create, get: vi.fn() } });
  return { create, getClientCapabilities };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'credentials');
});

async function openDialog(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog');
}

async function expectAccessibleModal(): Promise<void> {
  const root = screen.getByRole('dialog').closest('.loginkit');
  if (root === null) throw new Error('the dialog is not inside its .loginkit root');
  await expectNoAxeViolations(root);
}

describe('LoginModal: the passkey offer after a code login (fake kit)', () => {
  beforeEach(() => void stubWebauthn(undefined));

  function renderModal(kit: FakeKit, props: Partial<LoginModalProps> = {}) {
    return render(
      <LoginKitProvider kit={kit}>
        <LoginModal {...props} />
      </LoginKitProvider>,
    );
  }

  async function logInByCode(kit: FakeKit, user: ReturnType<typeof userEvent.setup>, isNewUser = false): Promise<HTMLElement> {
    const dialog = await openDialog(user);
    await waitFor(() => expect(kit.flows.length).toBeGreaterThan(0));
    const flow = kit.flows.at(-1)!;
    await user.type(await within(dialog).findByLabelText('Email address'), 'ada@example.com{Enter}');
    act(() => flow.send({ type: 'codeSent', otpId: 'otp-1', otpEncryptionTargetBundle: '{}', resendAvailableAt: Date.now() + 30_000 }));
    await user.type(await within(dialog).findByLabelText('6-digit code'), '123456');
    act(() => flow.send({ type: 'loggedIn', session: fakeSession, isNewUser }));
    return dialog;
  }

  it('takes the app’s own wording for the offer through the modal’s strings prop', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit(passkeyConfig);
    renderModal(kit, { strings: { upgradeHeading: 'Skip the code next time', upgradeNotNow: 'Maybe later', done: 'Close' } });
    const dialog = await logInByCode(kit, user);
    expect(await within(dialog).findByRole('heading', { name: 'Skip the code next time' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Maybe later' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Add a passkey' })).toBeTruthy(); // not overridden: the table's own
  });

  it('offers a passkey under the success message; Add a passkey calls kit.passkeys.add inside the click; added; Done closes', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit(passkeyConfig);
    renderModal(kit);
    const dialog = await logInByCode(kit, user);
    expect(await within(dialog).findByRole('heading', { name: 'You are logged in' })).toBeTruthy();
    const add = await within(dialog).findByRole('button', { name: 'Add a passkey' });
    expect(kit.passkeys.list).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(add));
    await expectAccessibleModal();

    const probe = callsWhenClickEnds(kit.passkeys.add);
    await user.click(add);
    probe.stop();
    expect(probe.counts).toEqual([1]);
    const added = await within(dialog).findByRole('region', { name: 'Passkey added' });
    expect(within(added).getByRole('status').textContent).toMatch(/choose “Continue with a passkey”/);
    await expectAccessibleModal();
    await user.click(within(added).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Not now is remembered for this user: the next login shows the plain success screen', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit(passkeyConfig);
    renderModal(kit);
    let dialog = await logInByCode(kit, user);
    await user.click(await within(dialog).findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Done' })));
    expect(within(dialog).queryByRole('region')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await logInByCode(kit, user);
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(dialog).queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    expect(kit.passkeys.list).toHaveBeenCalledTimes(1); // only the first login's check
  });

  it('offers nothing to a returning user who has a passkey, with passkeyUpgrade="off", or without passkeys in the configuration', async () => {
    const user = userEvent.setup();
    const withPasskey = createFakeKit(passkeyConfig);
    withPasskey.passkeys.stored.push(fakeAuthenticator('auth-1', 'MacBook'));
    const first = renderModal(withPasskey);
    let dialog = await logInByCode(withPasskey, user);
    await waitFor(() => expect(withPasskey.passkeys.list).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(dialog).queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeTruthy();
    first.unmount();

    for (const [config, props] of [
      [passkeyConfig, { passkeyUpgrade: 'off' }],
      [fakeConfig, {}],
    ] as const) {
      const kit = createFakeKit(config);
      const rendered = renderModal(kit, props);
      dialog = await logInByCode(kit, user);
      expect(within(dialog).getByRole('button', { name: 'Done' })).toBeTruthy();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(kit.passkeys.list).not.toHaveBeenCalled();
      expect(within(dialog).queryByRole('region')).toBeNull();
      rendered.unmount();
    }
  });

  it('after a social login too (its success screen is in the social chunk)', async () => {
    const user = userEvent.setup();
    const kit = createFakeKit({ ...passkeyConfig, oauthProviders: ['google'] });
    renderModal(kit);
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Continue with Google' }));
    const flow = kit.oauthFlows.at(-1)!;
    act(() => flow.send({ type: 'authorized' }));
    const session: Session = { ...fakeSession, method: 'oauth' };
    act(() => flow.send({ type: 'loggedIn', session, isNewUser: true }));
    expect(await within(dialog).findByRole('region', { name: 'Log in faster next time' })).toBeTruthy();
    expect(within(dialog).getByText(/account .* is ready/i)).toBeTruthy();
    await expectAccessibleModal();
  });
});

describe('LoginModal: the passkey offer against the mock relay, with a software passkey', () => {
  const origin = window.location.origin;
  let relay: MockRelay;
  let kit: LoginKit;

  beforeEach(() => {
    relay = createMockRelay({ config: { configId: 'test-config', enabledProviders: ['email', 'passkey'], allowedOrigins: [origin] }, defaultOrigin: origin });
    kit = createLoginKit(kitOptionsFor(relay));
  });

  function renderModal(props: Partial<LoginModalProps> = {}) {
    return render(
      <LoginKitProvider kit={kit}>
        <LoginModal {...props} />
      </LoginKitProvider>,
    );
  }

  async function signUpByEmail(user: ReturnType<typeof userEvent.setup>, email = 'ada@example.com'): Promise<HTMLElement> {
    const dialog = await openDialog(user);
    await user.type(await within(dialog).findByLabelText('Email address', {}, { timeout: 30_000 }), `${email}{Enter}`);
    const field = await within(dialog).findByLabelText('6-digit code', {}, { timeout: 30_000 });
    await user.type(field, latestCode(relay, email));
    await within(dialog).findByRole('heading', { name: 'You are logged in' }, { timeout: 30_000 });
    return dialog;
  }

  it('signs up by email code, accepts the offer: create() opens inside the click, the relay registers the passkey', async () => {
    const user = userEvent.setup();
    const authenticator = new SoftwareAuthenticator({ origin });
    const { create } = stubWebauthn(authenticator);
    renderModal();
    const dialog = await signUpByEmail(user);
    const add = await within(dialog).findByRole('button', { name: 'Add a passkey' }, { timeout: 30_000 });
    const probe = callsWhenClickEnds(create);
    await user.click(add);
    probe.stop();
    expect(probe.counts).toEqual([1]); // the prompt opened in the click's call stack (Safari's user activation)
    expect(create.mock.calls[0]![0]).not.toHaveProperty('mediation');
    expect(create.mock.calls[0]![0].publicKey).toMatchObject({ rp: { id: window.location.hostname }, user: { name: 'ada@example.com' } });
    await within(dialog).findByRole('region', { name: 'Passkey added' }, { timeout: 30_000 });
    const passkeys = await kit.passkeys.list();
    expect(passkeys.map((item) => item.credentialId)).toEqual([authenticator.credentialId]);
    await expectAccessibleModal();
  });

  it('automatic: right after the login the kit asks create() with mediation "conditional", and shows the passkey added', async () => {
    const user = userEvent.setup();
    const authenticator = new SoftwareAuthenticator({ origin });
    const { create, getClientCapabilities } = stubWebauthn(authenticator, { conditionalCreate: true });
    renderModal({ passkeyUpgrade: 'automatic' });
    const dialog = await signUpByEmail(user);
    const added = await within(dialog).findByRole('region', { name: 'Passkey added' }, { timeout: 30_000 });
    expect(within(added).getByRole('status').textContent).toMatch(/^Your browser saved a passkey for this account\./);
    expect(getClientCapabilities).toHaveBeenCalled();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]![0]).toMatchObject({ mediation: 'conditional' });
    expect((await kit.passkeys.list()).map((item) => item.credentialId)).toEqual([authenticator.credentialId]);
  });

  it('automatic, where the browser cannot create without a prompt: no create() at all, the offer, no error', async () => {
    const user = userEvent.setup();
    const { create } = stubWebauthn(new SoftwareAuthenticator({ origin }), { conditionalCreate: false });
    renderModal({ passkeyUpgrade: 'automatic' });
    const dialog = await signUpByEmail(user);
    expect(await within(dialog).findByRole('button', { name: 'Add a passkey' }, { timeout: 30_000 })).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('automatic, where the browser declines (NotAllowedError): the offer, no error; the offer then works with a prompt', async () => {
    const user = userEvent.setup();
    const authenticator = new SoftwareAuthenticator({ origin });
    const { create } = stubWebauthn(authenticator, { conditionalCreate: true });
    create.mockRejectedValueOnce(new DOMException('declined', 'NotAllowedError'));
    renderModal({ passkeyUpgrade: 'automatic' });
    const dialog = await signUpByEmail(user);
    const add = await within(dialog).findByRole('button', { name: 'Add a passkey' }, { timeout: 30_000 });
    expect(create).toHaveBeenCalledTimes(1);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByText(/closed the passkey prompt/)).toBeNull();
    await user.click(add);
    expect(create).toHaveBeenCalledTimes(2);
    expect(create.mock.calls[1]![0]).not.toHaveProperty('mediation');
    await within(dialog).findByRole('region', { name: 'Passkey added' }, { timeout: 30_000 });
  });

  it('a closed prompt comes back to the offer with a quiet note; Try again works', async () => {
    const user = userEvent.setup();
    const { create } = stubWebauthn(new SoftwareAuthenticator({ origin }));
    create.mockRejectedValueOnce(new DOMException('closed', 'NotAllowedError'));
    renderModal();
    const dialog = await signUpByEmail(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Add a passkey' }, { timeout: 30_000 }));
    expect(await within(dialog).findByText('You closed the passkey prompt; no passkey was added.')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await expectAccessibleModal();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await within(dialog).findByRole('region', { name: 'Passkey added' }, { timeout: 30_000 });
  });
});
