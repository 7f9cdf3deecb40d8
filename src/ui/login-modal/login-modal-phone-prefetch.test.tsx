import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LoginKit } from '../../core/internal';
import { LoginKitProvider } from '../../react/index';
import { createFakeKit, fakeConfig } from '../../react/test-utils/test-kits';
import { loadedPhoneField } from '../screens/phone/load-phone-field';
import { LoginModal } from './login-modal';

// Counts the loads of the phone field module (the numbering plan, 20 KB gzip). Tests run in
// order: the module is loaded once per file.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../screens/phone/phone-field', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function renderModal(kit: LoginKit) {
  return render(
    <LoginKitProvider kit={kit}>
      <LoginModal />
    </LoginKitProvider>,
  );
}

describe('LoginModal: phone number support is a separate chunk, fetched when the phone is in use', () => {
  it('is not loaded when the configuration offers email codes only', async () => {
    const user = userEvent.setup();
    const view = renderModal(createFakeKit({ ...fakeConfig, otpChannels: ['email'] }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await within(await screen.findByRole('dialog')).findByLabelText('Email address');
    await settle();
    expect(loads.count).toBe(0);
    view.unmount();
  });

  it('with SMS offered but email first, opening does not load it (issue 27)', async () => {
    const user = userEvent.setup();
    const view = renderModal(createFakeKit(fakeConfig));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Email address');
    await settle();
    expect(loads.count).toBe(0);
    view.unmount();
  });

  it('is fetched as the Phone option is hovered, so choosing Phone shows the country picker at once', async () => {
    const user = userEvent.setup();
    renderModal(createFakeKit(fakeConfig));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Email address');
    await settle();
    expect(loads.count).toBe(0);

    fireEvent.pointerEnter(within(dialog).getByText('Phone').closest('label') as HTMLElement);
    await waitFor(() => expect(loadedPhoneField()).toBeDefined());
    expect(loads.count).toBe(1);

    await user.click(within(dialog).getByRole('radio', { name: 'Phone' }));
    expect(within(dialog).getByRole('combobox', { name: 'Country or region' })).toBeTruthy();
    expect(loads.count).toBe(1);
  });
});
