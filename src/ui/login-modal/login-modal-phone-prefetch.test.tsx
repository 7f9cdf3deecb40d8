import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LoginKit } from '../../core/index';
import { LoginKitProvider } from '../../react/index';
import { createFakeKit, fakeConfig } from '../../react/test-utils/test-kits';
import { loadedPhoneField } from '../screens/phone/load-phone-field';
import { LoginModal } from './login-modal';

// Counts the loads of the phone field module (libphonenumber-js and its metadata). Tests run in
// order: the module is loaded once per file.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../screens/phone/phone-field', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

function renderModal(kit: LoginKit) {
  return render(
    <LoginKitProvider kit={kit}>
      <LoginModal />
    </LoginKitProvider>,
  );
}

describe('LoginModal: phone number support is a separate chunk', () => {
  it('is not loaded when the configuration offers email codes only', async () => {
    const user = userEvent.setup();
    const view = renderModal(createFakeKit({ ...fakeConfig, otpChannels: ['email'] }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await within(await screen.findByRole('dialog')).findByLabelText('Email address');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads.count).toBe(0);
    view.unmount();
  });

  it('is not loaded before the modal opens, and is prefetched as it opens with SMS offered (before Phone is chosen)', async () => {
    const user = userEvent.setup();
    renderModal(createFakeKit(fakeConfig));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads.count).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText('Email address')).toBeTruthy();
    await waitFor(() => expect(loadedPhoneField()).toBeDefined());
    expect(loads.count).toBe(1);

    // Already loaded: choosing Phone shows the country picker at once.
    await user.click(within(dialog).getByRole('radio', { name: 'Phone' }));
    expect(within(dialog).getByRole('combobox', { name: 'Country or region' })).toBeTruthy();
    expect(loads.count).toBe(1);
  });
});
