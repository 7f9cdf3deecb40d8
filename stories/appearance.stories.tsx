import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LoginKitOptions } from 'loginkit/core';
import { createMockRelay } from 'loginkit/mock-relay';
import { LoginKitProvider, type LoginKitAppearance } from 'loginkit/react';
import { LoginModal } from 'loginkit/ui';
import { PasskeyManager } from 'loginkit/ui/account';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * The provider's `appearance`: one theme, language, set of strings, class names and CSS custom
 * properties for every loginkit component under it (docs/modal-and-theming.md, "One appearance
 * for every component"). A component's own prop still wins.
 */
interface AppearanceProps {
  /**
   * The brand's accent, set on every `.loginkit` root through the CSSOM (no inline style: a strict
   * CSP holds). Variables apply in both schemes, so the text on it is given with it (white here):
   * the dark scheme's own text on the accent is dark, for its light accent.
   */
  accent: string;
  /** The provider's label for the modal's trigger. */
  trigger: string;
  /** The second modal's own label, over the provider's. */
  ownTrigger: string;
  theme: 'light' | 'dark';
  locale?: string;
}

// The relay runs in the page (as in the LoginModal stories), wherever the Storybook is served.
const relay = createMockRelay({ config: { appName: 'Acme' } });
const options: LoginKitOptions = {
  authProxyUrl: 'https://mock-relay.storybook.invalid',
  authProxyConfigId: relay.config.configId,
  trustedKeys: relay.keys,
  fetch: (input, init) => relay.fetch(new Request(input, init)),
  storageKey: 'loginkit-storybook-appearance',
};

function ProviderAppearance({ accent, trigger, ownTrigger, theme, locale }: AppearanceProps) {
  // A constant or a memo: a new object on every render re-renders every loginkit component.
  const appearance = useMemo<LoginKitAppearance>(
    () => ({ theme, ...(locale === undefined ? {} : { locale }), strings: { trigger }, variables: { '--loginkit-color-accent': accent, '--loginkit-color-on-accent': '#ffffff', '--loginkit-radius': '4px' } }),
    [accent, trigger, theme, locale],
  );
  return (
    <LoginKitProvider options={options} appearance={appearance}>
      <div className="loginkit-story-page">
        <section className="loginkit-story-card" aria-labelledby="story-provider-wide">
          <h2 id="story-provider-wide">From the provider</h2>
          <LoginModal />
        </section>
        <section className="loginkit-story-card" aria-labelledby="story-own-prop">
          <h2 id="story-own-prop">With its own strings prop</h2>
          <LoginModal strings={{ trigger: ownTrigger }} />
        </section>
        <PasskeyManager headingLevel={2} />
      </div>
    </LoginKitProvider>
  );
}

const meta = {
  title: 'Appearance',
  component: ProviderAppearance,
  parameters: { loginkitPanel: false },
  args: { accent: '#0b6e4f', trigger: 'Sign in to Acme', ownTrigger: 'Sign in (this one’s own label)', theme: 'light' },
  argTypes: { accent: { control: 'color' } },
  render: (args, { globals }) => (
    <ProviderAppearance {...args} theme={globals.theme === 'dark' ? 'dark' : args.theme} locale={typeof globals.locale === 'string' ? globals.locale : args.locale} />
  ),
} satisfies Meta<typeof ProviderAppearance>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every component takes the provider's accent and strings; the second modal's own `strings` win over them. */
export const ProviderWide: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const providerWide = await canvas.findByRole('button', { name: args.trigger });
    await canvas.findByRole('button', { name: args.ownTrigger });
    // The variables reach every root of the kit's components (the modals' triggers, the passkey
    // manager); `.loginkit-story` is Storybook's frame around the story, not the kit's.
    await waitFor(() => {
      const roots = [...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('.loginkit:not(.loginkit-story)')];
      expect(roots.length).toBeGreaterThanOrEqual(3);
      for (const root of roots) expect(root.style.getPropertyValue('--loginkit-color-accent'), root.className).toBe(args.accent);
    });
    // The modal's dialog (in the top layer, outside the canvas) is a root of its own: it has them too.
    await userEvent.click(providerWide);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const [title = dialog] = await within(dialog).findAllByRole('heading');
    await waitFor(() => expect(getComputedStyle(title).getPropertyValue('--loginkit-color-accent').trim()).toBe(args.accent));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
  },
};
