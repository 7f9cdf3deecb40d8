import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { KitConfig } from '../../core/internal';
import { LoginKitProvider } from '../../react/index';
import { createFakeKit, fakeConfig } from '../../react/test-utils/test-kits';
import { LoginModal } from './login-modal';

// Counts the loads of the German pack of the passkey and social login screens' strings. Tests run
// in order and a module loads once per file: the test that must load nothing comes first.
const loads = vi.hoisted(() => ({ german: 0 }));
vi.mock('../locales/method-screens/de', async (importOriginal) => {
  loads.german += 1;
  return importOriginal();
});

async function openGermanModal(config: KitConfig) {
  const user = userEvent.setup();
  const kit = createFakeKit(config);
  const view = render(
    <LoginKitProvider kit={kit}>
      <LoginModal locale="de" />
    </LoginKitProvider>,
  );
  await user.click(await screen.findByRole('button', { name: 'Anmelden' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByLabelText('E-Mail-Adresse');
  return { user, dialog, kit, view };
}

describe('LoginModal: the passkey and social login screens’ strings in the page’s language', () => {
  it('are not fetched by an email-only configuration', async () => {
    const { view } = await openGermanModal({ ...fakeConfig, otpChannels: ['email'], showPasskey: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads.german).toBe(0);
    view.unmount();
  });

  it('are fetched as the modal opens where passkeys are offered, before a passkey screen needs them', async () => {
    const { user, dialog } = await openGermanModal({ ...fakeConfig, showPasskey: true });
    await waitFor(() => expect(loads.german).toBe(1));
    await user.click(await within(dialog).findByRole('button', { name: 'Konto mit einem Passkey erstellen' }));
    expect(await within(dialog).findByLabelText('Kontoname')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Passkey erstellen' })).toBeTruthy();
  });
});
