import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginKitError } from 'loginkit/core';
import { ConfigErrorScreen, ErrorScreen, LoadingScreen } from 'loginkit/ui';
import { SuccessScreen } from 'loginkit/ui/otp';
import { fn } from 'storybook/test';
import { email, phone, storyActions, storyError, storySession } from './story-fixtures';

const meta = {
  title: 'Screens/Outcomes',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  render: () => <SuccessScreen state={{ status: 'success', ...email, session: storySession, isNewUser: false }} onDone={fn().mockName('onDone')} />,
};

export const SuccessNewUser: Story = {
  name: 'Success (new account)',
  render: () => <SuccessScreen state={{ status: 'success', ...email, session: storySession, isNewUser: true }} onDone={fn().mockName('onDone')} />,
};

export const Failed: Story = {
  name: 'Failed (network)',
  render: () => <ErrorScreen state={{ status: 'failed', ...email, previous: 'sendingCode', error: storyError('network') }} actions={storyActions()} />,
};

export const FailedVerification: Story = {
  name: 'Failed (response not verifiable)',
  render: () => <ErrorScreen state={{ status: 'failed', ...phone, previous: 'verifying', error: storyError('bundle_invalid') }} actions={storyActions()} />,
};

export const LoadingConfiguration: Story = {
  name: 'Loading the configuration',
  render: () => <LoadingScreen />,
};

export const ConfigurationError: Story = {
  name: 'Configuration error',
  render: () => <ConfigErrorScreen error={storyError('origin_not_allowed')} onRetry={fn().mockName('reloadConfig')} />,
};

export const ConfigurationOriginRefused: Story = {
  name: 'Configuration error (origin not allowed)',
  render: () => (
    <ConfigErrorScreen
      error={new LoginKitError('origin_not_allowed', 'Origin: https://evil.example.com is not in this relay\'s allowed origins', { details: { status: 403, reason: 'ORIGIN_NOT_ALLOWED', field: 'Origin' } })}
      onRetry={fn().mockName('reloadConfig')}
    />
  ),
};

export const ConfigurationIdUnknown: Story = {
  name: 'Configuration error (unknown configuration id)',
  render: () => (
    <ConfigErrorScreen
      error={new LoginKitError('relay_rejected', 'X-Auth-Proxy-Config-Id: does not name a relay configuration', {
        details: { status: 403, reason: 'CONFIG_ID_INVALID', field: 'X-Auth-Proxy-Config-Id' },
      })}
      onRetry={fn().mockName('reloadConfig')}
    />
  ),
};

export const SuccessDark: Story = {
  name: 'Success (dark)',
  render: Success.render,
  globals: { theme: 'dark' },
};
