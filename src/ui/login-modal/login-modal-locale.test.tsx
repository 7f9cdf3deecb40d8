import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { LoginKit } from '../../core/internal';
import { LoginKitProvider } from '../../react/index';
import { createFakeKit, createFakePasskeyManager, fakeAuthenticator, fakeSession } from '../../react/test-utils/test-kits';
import { en, mergeStrings } from '../locales/en';
import { StringsProvider } from '../locales/strings-context';
import { PasskeyManager } from '../passkey-manager/passkey-manager';
import { expectNoAxeViolations } from '../test-utils/axe';
import { LoginModal } from './login-modal';

function withKit(kit: LoginKit, ui: ReactNode) {
  return render(<LoginKitProvider kit={kit}>{ui}</LoginKitProvider>);
}

describe('LoginModal in other languages', () => {
  it('in Arabic: its root is lang="ar" dir="rtl", the screens are Arabic, the code keeps its own direction in CSS', async () => {
    const user = userEvent.setup();
    withKit(createFakeKit(), <LoginModal locale="ar" />);
    // English until the pack arrives (no blank button), then Arabic.
    const trigger = await screen.findByRole('button', { name: 'تسجيل الدخول' });
    expect(trigger.getAttribute('lang')).toBe('ar');
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'تسجيل الدخول إلى \u2068Acme\u2069' });
    const root = dialog.closest('.loginkit');
    expect(root?.getAttribute('lang')).toBe('ar');
    expect(root?.getAttribute('dir')).toBe('rtl');
    await waitFor(() => expect(within(dialog).getByLabelText('عنوان البريد الإلكتروني')).toBeTruthy());
    expect(within(dialog).getByRole('button', { name: 'متابعة' })).toBeTruthy();
    if (root) await expectNoAxeViolations(root);
  });

  it('gives every locale its lang (left to right), and keeps single strings replaceable', async () => {
    const user = userEvent.setup();
    withKit(createFakeKit(), <LoginModal locale="fr-CA" strings={{ continue: 'Suivant' }} />);
    await user.click(await screen.findByRole('button', { name: 'Se connecter' }));
    const dialog = await screen.findByRole('dialog');
    const root = dialog.closest('.loginkit');
    expect(root?.getAttribute('lang')).toBe('fr');
    expect(root?.getAttribute('dir')).toBe('ltr');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Suivant' })).toBeTruthy());
    expect(within(dialog).getByLabelText('Adresse e-mail')).toBeTruthy();
  });

  it('is English, lang="en", for a language without a pack', async () => {
    const user = userEvent.setup();
    withKit(createFakeKit(), <LoginModal locale="zh-CN" />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.closest('.loginkit')?.getAttribute('lang')).toBe('en');
  });
});

describe('PasskeyManager in other languages', () => {
  it('has the locale’s lang and dir on its root, and its dates in that language', async () => {
    const kit = createFakeKit();
    const added = fakeAuthenticator('auth-1', 'YubiKey', { createdAt: { seconds: String(Date.UTC(2025, 5, 3, 12) / 1000), nanos: '0' } });
    Object.assign(kit, { passkeys: createFakePasskeyManager([added]) });
    kit.setSession({ status: 'signedIn', session: fakeSession });
    withKit(kit, <PasskeyManager locale="ar" />);
    const region = await screen.findByRole('region', { name: 'مفاتيح المرور' });
    expect(region.getAttribute('lang')).toBe('ar');
    expect(region.getAttribute('dir')).toBe('rtl');
    const date = new Intl.DateTimeFormat('ar', { dateStyle: 'medium' }).format(new Date(Date.UTC(2025, 5, 3, 12)));
    expect(await within(region).findByText(`أُضيف في ${date}`)).toBeTruthy();
  });

  it('without a locale, takes the table of the loginkit root around it (AccountPanel’s, say)', () => {
    const kit = createFakeKit();
    withKit(
      kit,
      <StringsProvider strings={mergeStrings(en, { passkeysHeading: 'Security keys' } as Partial<typeof en>)}>
        <PasskeyManager />
        <PasskeyManager locale="en" />
      </StringsProvider>,
    );
    expect(screen.getByRole('region', { name: 'Security keys' }).getAttribute('lang')).toBe('en');
    expect(screen.getByRole('region', { name: 'Passkeys' })).toBeTruthy();
  });
});
