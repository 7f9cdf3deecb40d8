import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LoginKit } from '../../core/index';
import { LoginKitProvider } from '../../react/index';
import { createFakeKit, fakeConfig } from '../../react/test-utils/test-kits';
import { LoginModal } from './login-modal';

// Counts the loads of the social and passkey screens' chunks. Tests run in order and a module
// loads once per file: the test that must load nothing comes first.
const loads = vi.hoisted(() => ({ oauth: 0, passkey: 0 }));
vi.mock('../oauth-screen-for-state', async (importOriginal) => {
  loads.oauth += 1;
  return importOriginal();
});
vi.mock('../passkey-screen-for-state', async (importOriginal) => {
  loads.passkey += 1;
  return importOriginal();
});

async function openModal(kit: LoginKit) {
  const user = userEvent.setup();
  const view = render(
    <LoginKitProvider kit={kit}>
      <LoginModal />
    </LoginKitProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await within(await screen.findByRole('dialog')).findByLabelText('Email address');
  return view;
}

describe('LoginModal: opening prefetches only the methods the configuration offers', () => {
  it('an email-only configuration fetches neither the social nor the passkey screens', async () => {
    const view = await openModal(createFakeKit({ ...fakeConfig, otpChannels: ['email'], showPasskey: false }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads).toEqual({ oauth: 0, passkey: 0 });
    view.unmount();
  });

  it('a configuration with Google and passkeys fetches both as the modal opens', async () => {
    await openModal(createFakeKit({ ...fakeConfig, showPasskey: true, oauthProviders: ['google'] }));
    await waitFor(() => expect(loads).toEqual({ oauth: 1, passkey: 1 }));
  });
});
