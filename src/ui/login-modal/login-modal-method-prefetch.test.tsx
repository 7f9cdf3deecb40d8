import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { KitConfig, LoginKit } from '../../core/internal';
import { LoginKitProvider } from '../../react/index';
import { createFakeKit, fakeConfig, type FakeKit } from '../../react/test-utils/test-kits';
import { LoginModal } from './login-modal';

// Counts the loads of the social and passkey screens' chunks (issue 27: only the method in use is
// fetched as the modal opens, another on intent). Tests run in order and a module loads once per
// file: the tests that must load nothing come first.
const loads = vi.hoisted(() => ({ oauth: 0, passkey: 0 }));
vi.mock('../oauth-screen-for-state', async (importOriginal) => {
  loads.oauth += 1;
  return importOriginal();
});
vi.mock('../passkey-screen-for-state', async (importOriginal) => {
  loads.passkey += 1;
  return importOriginal();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

async function openModal(kit: LoginKit, props: { passkeyUpgrade?: 'off' } = {}) {
  const user = userEvent.setup();
  const view = render(
    <LoginKitProvider kit={kit}>
      <LoginModal {...props} />
    </LoginKitProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByLabelText('Email address');
  return { view, dialog, user };
}

const everyMethod: KitConfig = { ...fakeConfig, otpChannels: ['email'], showPasskey: true, oauthProviders: ['google'] };

/** The code is sent: the flow goes on to the code screen (the fake kit's flows have no effects). */
function sendCode(kit: FakeKit) {
  const flow = kit.flows.at(-1);
  if (flow === undefined) throw new Error('no code flow');
  act(() => {
    flow.send({ type: 'setContact', contact: 'ada@example.com' });
    flow.send({ type: 'submitContact' });
  });
}

describe('LoginModal: opening fetches only what the leading method needs', () => {
  it('an email-only configuration fetches neither the social nor the passkey screens', async () => {
    const { view } = await openModal(createFakeKit({ ...fakeConfig, otpChannels: ['email'], showPasskey: false }));
    await settle();
    expect(loads).toEqual({ oauth: 0, passkey: 0 });
    view.unmount();
  });

  it('with Google and passkeys offered, the email form leads: opening fetches neither screen, nor does sending a code without the passkey offer', async () => {
    const kit = createFakeKit(everyMethod);
    const { view, dialog } = await openModal(kit, { passkeyUpgrade: 'off' });
    expect(within(dialog).getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    await settle();
    expect(loads).toEqual({ oauth: 0, passkey: 0 });
    sendCode(kit);
    await settle();
    expect(loads).toEqual({ oauth: 0, passkey: 0 });
    view.unmount();
  });

  it('sending a code fetches the passkey offer the success screen shows (before the code is typed)', async () => {
    const kit = createFakeKit(everyMethod);
    const { view } = await openModal(kit);
    await settle();
    expect(loads.passkey).toBe(0);
    sendCode(kit);
    await waitFor(() => expect(loads.passkey).toBe(1));
    expect(loads.oauth).toBe(0);
    view.unmount();
  });

  it('hovering "Continue with Google" fetches the social login screens', async () => {
    const { dialog } = await openModal(createFakeKit(everyMethod));
    await settle();
    expect(loads.oauth).toBe(0);
    fireEvent.pointerEnter(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(loads.oauth).toBe(1));
  });
});
