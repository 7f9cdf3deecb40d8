import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConfigPlayground, playgroundSample } from './config-playground';

/**
 * Type any wallet_kit_config JSON: it is validated as the kit validates it (a bad field is named),
 * and the modal is drawn from it against an in-page mock relay. Open the modal with "Log in".
 */
const meta = {
  title: 'LoginModal/Config playground',
  component: ConfigPlayground,
  parameters: { loginkitPanel: false },
  args: { theme: 'light' },
  argTypes: { theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] } },
  render: (args, { globals }) => (
    <ConfigPlayground {...args} theme={globals.theme === 'dark' ? 'dark' : args.theme} locale={typeof globals.locale === 'string' ? globals.locale : args.locale} />
  ),
} satisfies Meta<typeof ConfigPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

const json = (value: unknown): string => JSON.stringify(value, null, 2);

export const Playground: Story = { name: 'Config playground' };

export const SocialFirst: Story = {
  name: 'Config playground (social first, 8-character codes, opened)',
  args: {
    initialJson: json({
      enabledProviders: ['discord', 'google', 'email', 'passkey'],
      organizationId: 'org-playground',
      otpLength: '8',
      otpAlphanumeric: true,
      appName: 'Globex',
      oauthClientIds: { google: 'mock-google-client', discord: 'mock-discord-client' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Valid');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Log in to Globex' });
    const discord = await within(dialog).findByRole('button', { name: /^Continue with Discord/ });
    const google = within(dialog).getByRole('button', { name: /^Continue with Google/ });
    const email = await within(dialog).findByLabelText('Email address');
    // The server's order: Discord, Google, then the code form.
    await expect(discord.compareDocumentPosition(google) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(google.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const InvalidField: Story = {
  name: 'Config playground (invalid: otpLength)',
  args: { initialJson: playgroundSample.replace('"otpLength": "6"', '"otpLength": "12"') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Field "otpLength"');
    await expect(canvas.getByLabelText('wallet_kit_config (JSON)')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('button', { name: 'Log in' })).toBeNull();
  },
};

export const Typing: Story = {
  name: 'Config playground (typing: broken JSON, then fixed)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('wallet_kit_config (JSON)');
    await userEvent.clear(field);
    await userEvent.paste('{"enabledProviders": ["email"]');
    await expect(canvas.getByRole('status')).toHaveTextContent('Not valid JSON');
    await userEvent.paste('}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Field "organizationId"');
    await userEvent.clear(field);
    await userEvent.paste('{"enabledProviders": ["email"], "organizationId": "org-1", "appName": "Typed"}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Valid'));
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Log in to Typed' });
  },
};
