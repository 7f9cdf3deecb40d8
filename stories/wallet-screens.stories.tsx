import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginKitProvider } from 'loginkit/react';
import { ContactScreen, LoginModal } from 'loginkit/ui';
import { SuccessScreen } from 'loginkit/ui/otp';
import { WalletAccountsScreen, WalletCancelledScreen, WalletCompletingScreen, WalletFailedScreen, WalletWaitingScreen } from 'loginkit/ui/wallet';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { email, storyActions } from './story-fixtures';
import { createWalletStoryKit, type WalletStoryKitOptions } from './wallet-story-kit';
import {
  foxWallet,
  ghostWallet,
  plainWallet,
  storyEthereumAccounts,
  storySolanaAccount,
  storyWalletActions,
  storyWalletError,
  walletSession,
  walletsLoading,
  walletsReady,
  withWallets,
} from './wallet-story-fixtures';

/** Every state of the external-wallet login, as the modal shows it (fixed states, no wallet or relay). */
const meta = {
  title: 'Screens/Wallet',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const contact = { status: 'enteringContact', ...email, contact: '' } as const;
const account = storyEthereumAccounts[0]!;

export const List: Story = {
  name: 'List (contact screen with wallets, list layout)',
  render: () => <ContactScreen state={contact} config={withWallets} actions={storyActions()} methodLayout="list" wallet={{ wallets: walletsReady(), actions: storyWalletActions() }} />,
};

const listActions = storyWalletActions();

export const ListInteraction: Story = {
  name: 'Interaction: choose a wallet',
  render: () => <ContactScreen state={contact} config={withWallets} actions={storyActions()} methodLayout="list" wallet={{ wallets: walletsReady(), actions: listActions }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Log in with a wallet' });
    const button = within(group).getByRole('button', { name: 'Fox Wallet Ethereum' });
    await expect(button).toHaveAccessibleDescription(/sign one message/);
    await userEvent.click(button);
    // Sent from the click itself, so the wallet's prompt keeps the user's gesture.
    await expect(listActions.select).toHaveBeenCalledWith(foxWallet);
  },
};

export const ListOnly: Story = {
  name: 'List (wallets only, no code)',
  render: () => (
    <ContactScreen
      state={contact}
      config={{ ...withWallets, otpChannels: [], methodOrder: ['wallet'] }}
      actions={storyActions()}
      wallet={{ wallets: walletsReady(), actions: storyWalletActions(), lastUsed: true }}
    />
  ),
};

export const Loading: Story = {
  name: 'Looking for wallets',
  render: () => <ContactScreen state={contact} config={withWallets} actions={storyActions()} methodLayout="list" wallet={{ wallets: walletsLoading, actions: storyWalletActions() }} />,
};

export const NoneInstalled: Story = {
  name: 'None installed',
  render: () => <ContactScreen state={contact} config={withWallets} actions={storyActions()} methodLayout="list" wallet={{ wallets: walletsReady([]), actions: storyWalletActions() }} />,
};

export const DiscoveryFailed: Story = {
  name: 'Discovery failed to load',
  render: () => (
    <ContactScreen
      state={contact}
      config={withWallets}
      actions={storyActions()}
      methodLayout="list"
      wallet={{ wallets: { status: 'failed', wallets: [], error: storyWalletError('network') }, actions: storyWalletActions() }}
    />
  ),
};

export const Connecting: Story = {
  name: 'Waiting for the wallet (connect)',
  render: () => <WalletWaitingScreen state={{ status: 'connecting', wallet: foxWallet }} actions={storyWalletActions()} appName="Acme" />,
};

export const Signing: Story = {
  name: 'Waiting for the wallet (sign)',
  render: () => <WalletWaitingScreen state={{ status: 'signing', wallet: foxWallet, account }} actions={storyWalletActions()} appName="Acme" />,
};

export const SigningSolana: Story = {
  name: 'Waiting for the wallet (sign, Solana)',
  render: () => <WalletWaitingScreen state={{ status: 'signing', wallet: ghostWallet, account: storySolanaAccount }} actions={storyWalletActions()} appName="Acme" />,
};

export const ConnectingNoIcon: Story = {
  name: 'Waiting for a wallet without an icon',
  render: () => <WalletWaitingScreen state={{ status: 'connecting', wallet: plainWallet }} actions={storyWalletActions()} />,
};

export const ChoosingAccount: Story = {
  name: 'Several accounts',
  render: () => <WalletAccountsScreen state={{ status: 'choosingAccount', wallet: foxWallet, accounts: storyEthereumAccounts }} actions={storyWalletActions()} />,
};

export const Completing: Story = {
  name: 'Completing',
  render: () => <WalletCompletingScreen />,
};

export const Rejected: Story = {
  name: 'Rejected in the wallet',
  render: () => <WalletCancelledScreen state={{ status: 'cancelled', wallet: foxWallet, account, error: storyWalletError('wallet_rejected') }} actions={storyWalletActions()} />,
};

export const Locked: Story = {
  name: 'Failed (wallet locked)',
  render: () => <WalletFailedScreen state={{ status: 'failed', wallet: foxWallet, error: storyWalletError('wallet_locked') }} actions={storyWalletActions()} />,
};

export const Pending: Story = {
  name: 'Failed (a request already open)',
  render: () => <WalletFailedScreen state={{ status: 'failed', wallet: foxWallet, error: storyWalletError('wallet_pending') }} actions={storyWalletActions()} />,
};

export const Gone: Story = {
  name: 'Failed (wallet gone)',
  render: () => <WalletFailedScreen state={{ status: 'failed', wallet: ghostWallet, error: storyWalletError('wallet_unavailable') }} actions={storyWalletActions()} />,
};

export const RelayFailed: Story = {
  name: 'Failed (network)',
  render: () => <WalletFailedScreen state={{ status: 'failed', wallet: foxWallet, account, error: storyWalletError('network') }} actions={storyWalletActions()} />,
};

export const SuccessNewUser: Story = {
  name: 'Success (new account)',
  render: () => <SuccessScreen state={{ status: 'success', wallet: foxWallet, account, session: walletSession, isNewUser: true }} onDone={fn().mockName('onDone')} />,
};

export const SuccessReturningUser: Story = {
  name: 'Success (returning user)',
  render: () => <SuccessScreen state={{ status: 'success', wallet: foxWallet, account, session: walletSession, isNewUser: false }} onDone={fn().mockName('onDone')} />,
};

/** The modal over a simulated kit: choosing a wallet "opens" its prompts for a moment each, then ends as `outcome` says. */
function ModalWithWallets({ dark, ...kitOptions }: WalletStoryKitOptions & { dark: boolean }) {
  const [kit] = useState(() => createWalletStoryKit(kitOptions));
  return (
    <LoginKitProvider kit={kit}>
      <main className="loginkit-story-page">
        <LoginModal theme={dark ? 'dark' : 'light'} defaultOpen onSuccess={fn().mockName('onSuccess')} />
      </main>
    </LoginKitProvider>
  );
}

type ModalStory = StoryObj<typeof ModalWithWallets>;

const modalStory = (name: string, options: WalletStoryKitOptions): ModalStory => ({
  name,
  parameters: { loginkitPanel: false },
  render: (_args, { globals }) => <ModalWithWallets {...options} dark={globals.theme === 'dark'} />,
});

export const ModalNewUser: ModalStory = {
  ...modalStory('Modal (simulated: new user)', { outcome: 'newUser' }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    // One entry opens the wallet list (a chunk of its own); the wallets come from discovery.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Continue with a wallet' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Fox Wallet Ethereum' }));
    await expect(await within(dialog).findByRole('heading', { name: 'Waiting for Fox Wallet…' })).toBeTruthy();
    await expect(await within(dialog).findByRole('heading', { name: 'You are logged in' }, { timeout: 6000 })).toBeTruthy();
  },
};

export const ModalSeveralAccounts: ModalStory = modalStory('Modal (simulated: several accounts)', { accounts: storyEthereumAccounts, outcome: 'returningUser' });

export const ModalRejected: ModalStory = modalStory('Modal (simulated: rejected in the wallet)', { outcome: 'wallet_rejected' });

export const ModalLocked: ModalStory = modalStory('Modal (simulated: wallet locked)', { outcome: 'wallet_locked' });

export const ModalNoneInstalled: ModalStory = modalStory('Modal (no wallet installed)', { wallets: [] });
