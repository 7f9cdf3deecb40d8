import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MfaPolicy } from 'loginkit/core';
import { LoginKitProvider, mfaPolicyCondition } from 'loginkit/react';
import { AccountPanel, MfaSection } from 'loginkit/ui/account';
import type { Theme } from 'loginkit/ui';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createAccountStoryKit, type AccountStoryKitOptions } from './account-story-kit';

interface MfaStoryProps extends AccountStoryKitOptions {
  /** The section alone, or inside the whole panel (its last section). */
  inPanel?: boolean;
  locale?: string;
  theme?: Theme;
}

/** The Extra verification section on a page, over an in-memory kit (one kit per story render). */
function MfaOnPage({ inPanel = false, locale, theme, ...kitOptions }: MfaStoryProps) {
  const [kit] = useState(() => createAccountStoryKit(kitOptions));
  return (
    <LoginKitProvider kit={kit}>
      <main className="loginkit-story-page">
        {inPanel ? <AccountPanel theme={theme} locale={locale} sections={['profile', 'mfa']} /> : <MfaSection theme={theme} locale={locale} />}
      </main>
    </LoginKitProvider>
  );
}

const meta = {
  title: 'AccountPanel/Extra verification',
  component: MfaOnPage,
  parameters: { loginkitPanel: false },
  args: { delayMs: 300 },
  render: (args, { globals }) => <MfaOnPage {...args} theme={globals.theme === 'dark' ? 'dark' : 'light'} />,
} satisfies Meta<typeof MfaOnPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Rules as a person would have made them here, and one made elsewhere with a condition the panel does not word. */
const storyRules: MfaPolicy[] = [
  {
    mfaPolicyId: 'mfa-export',
    mfaPolicyName: 'Exporting a key',
    condition: mfaPolicyCondition(['export']),
    requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }] }, { any: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }] }],
    order: 0,
  },
  {
    mfaPolicyId: 'mfa-contact',
    mfaPolicyName: 'Changing your email or phone and deleting a passkey',
    condition: mfaPolicyCondition(['deletePasskey', 'changeContact']),
    requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }, { type: 'AUTHENTICATION_TYPE_OAUTH' }] }],
    order: 1,
  },
  {
    mfaPolicyId: 'mfa-signing',
    mfaPolicyName: 'Signing (set by the app)',
    condition: "activity.action == 'SIGN'",
    requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_API_KEY' }] }],
    order: 2,
  },
];

/** Opens the form and waits for the ways this account can verify (passkey, email code, social login, this session). */
async function openForm(canvas: Canvas): Promise<void> {
  await userEvent.click(await canvas.findByRole('button', { name: 'Add a rule' }));
  await waitFor(() => expect(within(canvas.getByRole('group', { name: 'Step 1' })).getAllByRole('checkbox')).toHaveLength(4));
}

/** Fills the form: exporting a key, passkey then email code. */
async function fillExportRule(canvas: Canvas): Promise<void> {
  await openForm(canvas);
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Exporting a private key or wallet' }));
  await userEvent.click(within(canvas.getByRole('group', { name: 'Step 1' })).getByRole('checkbox', { name: 'Passkey' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Add a step' }));
  await userEvent.click(within(canvas.getByRole('group', { name: 'Step 2' })).getByRole('checkbox', { name: 'Email code' }));
}

export const NoRules: Story = {
  name: 'No rules',
};

export const SomeRules: Story = {
  name: 'Some rules',
  args: { mfaPolicies: storyRules },
};

export const EveryChange: Story = {
  name: 'A rule on every change (nothing left to add)',
  args: { mfaPolicies: [{ ...storyRules[0]!, mfaPolicyId: 'mfa-all', condition: 'true' }] },
};

export const Loading: Story = {
  args: { mfaPolicies: 'loading' },
};

export const LoadError: Story = {
  name: 'Error (rules not loaded)',
  args: { mfaPolicies: 'network' },
};

export const Adding: Story = {
  name: 'Adding a rule (export: passkey, then email code)',
  args: { delayMs: 50, mfaPolicies: [storyRules[1]!] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillExportRule(canvas);
    // Deleting a passkey and changing the email or phone are held by the rule already there.
    await expect(canvas.getByRole('checkbox', { name: 'Deleting a passkey' })).toBeDisabled();
  },
};

export const Added: Story = {
  name: 'Rule added',
  args: { delayMs: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillExportRule(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Added the rule “Exporting a key”.'));
    await expect(canvas.getByText('Passkey, then email code')).toBeVisible();
  },
};

export const AddingIncomplete: Story = {
  name: 'Adding a rule (error: no way to verify chosen)',
  args: { delayMs: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openForm(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Adding an API key' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save rule' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a way to verify for step 1.');
  },
};

export const AddError: Story = {
  name: 'Adding a rule (error: refused by the service)',
  args: { delayMs: 50, mfaError: 'permission_denied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillExportRule(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/^The rule was not added\./));
  },
};

export const ConfirmDelete: Story = {
  name: 'Deleting a rule (confirm)',
  args: { delayMs: 50, mfaPolicies: storyRules },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Exporting a key' }));
    await expect(canvas.getByRole('group', { name: 'Delete the rule “Exporting a key”?' })).toBeVisible();
  },
};

export const InPanel: Story = {
  name: 'In the panel',
  args: { inPanel: true, mfaPolicies: storyRules },
};

export const Arabic: Story = {
  name: 'Some rules (Arabic, right to left)',
  args: { locale: 'ar', mfaPolicies: storyRules },
};

export const German: Story = {
  name: 'Adding a rule (German)',
  args: { locale: 'de', delayMs: 50, mfaPolicies: [storyRules[0]!] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Regel hinzufügen' }));
  },
};
