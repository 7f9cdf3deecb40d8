import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginKitProvider } from 'loginkit/react';
import { PasskeyManager } from 'loginkit/ui/account';
import type { Theme } from 'loginkit/ui';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { createStoryKit, type StoryKitOptions } from './story-kit';
import { storyPasskeys } from './story-fixtures';

/** A page section with the manager, over an in-memory kit (one kit per story render). */
function ManagerOnPage({ theme, ...kitOptions }: StoryKitOptions & { theme?: Theme }) {
  const [kit] = useState(() => createStoryKit(kitOptions));
  return (
    <LoginKitProvider kit={kit}>
      <main className="loginkit-story-page">
        <PasskeyManager theme={theme} />
      </main>
    </LoginKitProvider>
  );
}

const meta = {
  title: 'PasskeyManager',
  component: ManagerOnPage,
  parameters: { loginkitPanel: false },
  args: { passkeys: storyPasskeys, signedIn: true, delayMs: 300 },
  render: (args, { globals }) => <ManagerOnPage {...args} theme={globals.theme === 'dark' ? 'dark' : 'light'} />,
} satisfies Meta<typeof ManagerOnPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

export const Empty: Story = {
  args: { passkeys: [] },
};

export const ConfirmingDelete: Story = {
  name: 'Confirming delete',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete MacBook Touch ID' }));
    await expect(canvas.getByRole('button', { name: 'Yes, delete' })).toHaveFocus();
  },
};

export const LoadError: Story = {
  name: 'Error (list could not load)',
  args: { listError: 'network' },
};

export const SignedOut: Story = {
  name: 'Signed out',
  args: { signedIn: false },
};

export const ListDark: Story = {
  name: 'List (dark)',
  globals: { theme: 'dark' },
};
