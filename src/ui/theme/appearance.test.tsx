import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LoginKitProvider, type LoginKitAppearance } from '../../react/index';
import { createFakeKit } from '../../react/test-utils/test-kits';
import { expectNoAxeViolations } from '../test-utils/axe';
import { LoginModal } from '../login-modal/login-modal';

const brand: LoginKitAppearance = {
  theme: 'dark',
  locale: 'fr',
  strings: { close: 'Fermer la fenêtre' },
  classNames: { root: 'brand-root', dialog: 'brand-dialog' },
  variables: { '--loginkit-color-accent': '#0b6e4f', '--loginkit-font-family': 'Georgia, serif' },
};

function withAppearance(appearance: LoginKitAppearance, ui: ReactNode) {
  return render(
    <LoginKitProvider kit={createFakeKit()} appearance={appearance}>
      {ui}
    </LoginKitProvider>,
  );
}

/** Opens the modal from its trigger (in French once the pack is in, English meanwhile). */
async function openModal(): Promise<HTMLElement> {
  await userEvent.setup().click(await screen.findByRole('button', { name: /^(se connecter|log in)$/i }));
  return screen.findByRole('dialog');
}

describe('<LoginKitProvider appearance>: every component inherits it, its own props win', () => {
  it('gives the modal its theme, language, strings, class names and CSS variables', async () => {
    withAppearance(brand, <LoginModal />);
    const dialog = await openModal();
    const root = dialog.closest<HTMLElement>('.loginkit');
    expect(root?.getAttribute('data-theme')).toBe('dark');
    // The French pack loads lazily: English until it is in.
    await waitFor(() => expect(root?.getAttribute('lang')).toBe('fr'));
    expect(root?.classList.contains('brand-root')).toBe(true);
    expect(dialog.classList.contains('brand-dialog')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Fermer la fenêtre' })).toBeTruthy();
    // Set through the CSSOM (a strict CSP allows it), not as a style attribute in the markup.
    expect(root?.style.getPropertyValue('--loginkit-color-accent')).toBe('#0b6e4f');
    expect(root?.style.getPropertyValue('--loginkit-font-family')).toBe('Georgia, serif');
    await expectNoAxeViolations(root as HTMLElement);
  });

  it("lets the component's props win: theme and locale replace, strings and classNames merge entry by entry", async () => {
    withAppearance(brand, <LoginModal theme="light" locale="en" strings={{ continue: 'Go on' }} classNames={{ dialog: 'own-dialog' }} />);
    const dialog = await openModal();
    const root = dialog.closest<HTMLElement>('.loginkit');
    expect(root?.getAttribute('data-theme')).toBe('light');
    expect(root?.getAttribute('lang')).toBe('en');
    expect(within(dialog).getByRole('button', { name: 'Fermer la fenêtre' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Go on' })).toBeTruthy();
    expect(root?.classList.contains('brand-root')).toBe(true);
    expect(dialog.classList.contains('own-dialog')).toBe(true);
    expect(dialog.classList.contains('brand-dialog')).toBe(false);
  });

  it('removes a variable the appearance no longer sets', async () => {
    const { rerender } = withAppearance(brand, <LoginModal />);
    const root = (await openModal()).closest<HTMLElement>('.loginkit');
    rerender(
      <LoginKitProvider kit={createFakeKit()} appearance={{ ...brand, variables: { '--loginkit-color-accent': '#123456' } }}>
        <LoginModal />
      </LoginKitProvider>,
    );
    const after = screen.getByRole('dialog').closest<HTMLElement>('.loginkit');
    expect(after?.style.getPropertyValue('--loginkit-color-accent')).toBe('#123456');
    expect(after?.style.getPropertyValue('--loginkit-font-family')).toBe('');
    expect(root).toBeTruthy();
  });
});
