import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { KitConfig, OauthProvider, OtpState } from '../../core/internal';
import type { UseWalletsResult } from '../../react/wallet-index';
import { expectNoAxeViolations } from '../test-utils/axe';
import { callsWhenClickEnds } from '../test-utils/click-probe';
import { emailOnlyConfig, foxWallet, ghostWallet, spyActions, spyOauthActions, spyPasskeyActions, spyWalletActions, supported, walletConfig } from '../test-utils/fixtures';
import { ContactScreen, type ContactScreenProps } from './contact-screen';
import type { MethodLayout } from './login-methods';

const typing: Extract<OtpState, { status: 'enteringContact' }> = { status: 'enteringContact', channel: 'email', contact: '' };
const ready = (wallets = [foxWallet, ghostWallet]): UseWalletsResult => ({ status: 'ready', wallets });
const looking: UseWalletsResult = { status: 'loading', wallets: [] };
const everyMethod: KitConfig = { ...walletConfig, showPasskey: true, oauthProviders: ['google', 'apple', 'x', 'discord'], methodOrder: ['code', 'social', 'passkey', 'wallet'] };
const names = (buttons: HTMLElement[]): (string | null)[] => buttons.map((button) => button.textContent);

function screenWith({ providers = [], wallets, passkey = false, config = everyMethod, layout, lastUsed }: {
  providers?: OauthProvider[];
  wallets?: UseWalletsResult;
  passkey?: boolean;
  config?: KitConfig;
  layout?: MethodLayout;
  lastUsed?: ContactScreenProps['lastUsed'];
}) {
  const walletActions = spyWalletActions();
  const props: ContactScreenProps = {
    state: typing,
    config: { ...config, oauthProviders: providers },
    actions: spyActions(),
    methodLayout: layout,
    lastUsed,
    ...(providers.length > 0 ? { oauth: { providers, state: { status: 'idle' }, actions: spyOauthActions() } } : {}),
    ...(passkey ? { passkey: { support: supported, actions: spyPasskeyActions() } } : {}),
    ...(wallets ? { wallet: { wallets, actions: walletActions } } : {}),
  };
  return { ...render(<ContactScreen {...props} />), props, walletActions };
}

/** Two frames: the browser has painted what was rendered. */
const twoFrames = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

describe('the compact method list (the default)', () => {
  it('leads with the first method in the configuration’s order, then one "or" and the others in that order', () => {
    screenWith({ providers: ['google', 'apple'], passkey: true, wallets: ready(), config: { ...everyMethod, methodOrder: ['social', 'code', 'passkey', 'wallet'] } });
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    const field = screen.getByLabelText('Email address');
    const passkey = screen.getByRole('button', { name: 'Continue with a passkey' });
    const wallet = screen.getByRole('button', { name: 'Continue with a wallet' });
    for (const [before, after] of [[google, field], [field, passkey], [passkey, wallet]] as const) {
      expect(before.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.getAllByText('or')).toHaveLength(2); // after the lead, and after the code form
  });

  it('above two providers: a labelled row of icon buttons, each named "Continue with …", signing in from the click', async () => {
    const user = userEvent.setup();
    const { container, props } = screenWith({ providers: ['google', 'apple', 'x', 'discord'] });
    const row = screen.getByRole('group', { name: 'Log in with another account' });
    const buttons = within(row).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
      'Continue with Google',
      'Continue with Apple',
      'Continue with X',
      'Continue with Discord',
    ]);
    expect(within(row).getByRole('button', { name: 'Continue with X' })).toBe(buttons[2]);
    for (const button of buttons) expect(button.querySelector('.loginkit-visually-hidden')?.textContent).toBe(button.textContent);
    expect(container.querySelector('[title]')).toBeNull(); // no tooltips
    const signIn = props.oauth!.actions.signIn as ReturnType<typeof spyOauthActions>['signIn'];
    const probe = callsWhenClickEnds(signIn);
    await user.click(buttons[3]!);
    probe.stop();
    expect(probe.counts).toEqual([1]);
    expect(signIn).toHaveBeenCalledWith('discord');
    await expectNoAxeViolations(container);
  });

  it('one or two providers: full-width buttons with their names as text', () => {
    screenWith({ providers: ['google', 'apple'] });
    expect(screen.queryByRole('group', { name: 'Log in with another account' })).toBeNull();
    expect(names(screen.getAllByRole('button', { name: /^Continue with (Google|Apple)$/ }))).toEqual(['Continue with Google', 'Continue with Apple']);
  });

  it('marks the provider used last time inside the icon row', () => {
    screenWith({ providers: ['google', 'apple', 'x'], lastUsed: 'apple' });
    expect(screen.getByRole('button', { description: 'Last used' })).toBe(screen.getByRole('button', { name: 'Continue with Apple' }));
  });

  it('passkey signup: short visible text, the same name as before', async () => {
    const { container } = screenWith({ passkey: true });
    const signup = screen.getByRole('button', { name: 'Create an account with a passkey' });
    expect(signup.textContent).toBe('Create an account');
    expect(screen.getByRole('button', { name: 'Continue with a passkey' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('the wallets behind one entry, which opens their list; Back returns the focus to the entry', async () => {
    const user = userEvent.setup();
    const { container, walletActions } = screenWith({ wallets: ready() });
    expect(screen.queryByRole('group', { name: 'Log in with a wallet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fox Wallet Ethereum' })).toBeNull();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Continue with a wallet' }));
    const group = await screen.findByRole('group', { name: 'Log in with a wallet' }); // the list step is in the wallet chunk
    expect(names(within(group).getAllByRole('button'))).toEqual(['Fox WalletEthereum', 'GhostSolana']);
    expect(document.activeElement).toBe(within(group).getByRole('button', { name: 'Fox Wallet Ethereum' }));
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull(); // hidden behind the list, still mounted
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Ghost Solana' }));
    expect(walletActions.select).toHaveBeenCalledWith(ghostWallet);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('group', { name: 'Log in with a wallet' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue with a wallet' }));
  });

  it('marks the wallet entry "Last used"', () => {
    screenWith({ wallets: ready(), lastUsed: 'wallet' });
    expect(screen.getByRole('button', { description: 'Last used' })).toBe(screen.getByRole('button', { name: 'Continue with a wallet' }));
  });

  it('no wallet installed, other methods offered: nothing about wallets', async () => {
    const { container } = screenWith({ providers: ['google'], wallets: ready([]) });
    await twoFrames();
    expect(screen.queryByRole('button', { name: 'Continue with a wallet' })).toBeNull();
    expect(screen.queryByText(/wallet/i)).toBeNull();
    expect(container.querySelector('.loginkit-wallet-entry')).toBeNull();
    expect(screen.getAllByText('or')).toHaveLength(1);
  });

  it('while discovery looks, the entry is there; when it then finds none, its room stays where methods follow it, empty and hidden (nothing moves)', async () => {
    const { container, rerender, props } = screenWith({ wallets: looking, config: { ...everyMethod, methodOrder: ['wallet', 'code'] } });
    expect(screen.getByRole('button', { name: 'Continue with a wallet' })).toBeTruthy();
    await twoFrames();
    rerender(<ContactScreen {...props} wallet={{ ...props.wallet!, wallets: ready([]) }} />);
    expect(screen.queryByRole('button', { name: 'Continue with a wallet' })).toBeNull();
    expect(screen.queryByText(/wallet/i)).toBeNull();
    const room = container.querySelector('.loginkit-wallet-entry');
    expect(room?.getAttribute('aria-hidden')).toBe('true');
    expect(room?.querySelector('.loginkit-wallet-entry__slot')).not.toBeNull();
    await expectNoAxeViolations(container);
    // A wallet installed now takes the room back.
    rerender(<ContactScreen {...props} wallet={{ ...props.wallet!, wallets: ready([foxWallet]) }} />);
    expect(screen.getByRole('button', { name: 'Continue with a wallet' })).toBeTruthy();
  });

  it('the entry last in the list, when discovery then finds none: it goes, room and all (below it there is nothing to move)', async () => {
    const { container, rerender, props } = screenWith({ wallets: looking });
    expect(screen.getByRole('button', { name: 'Continue with a wallet' })).toBeTruthy();
    await twoFrames();
    rerender(<ContactScreen {...props} wallet={{ ...props.wallet!, wallets: ready([]) }} />);
    expect(container.querySelector('.loginkit-wallet-entry')).toBeNull();
    expect(screen.getAllByLabelText('Email address')).toHaveLength(1);
  });

  it('discovery answering before the entry was painted: no room kept', async () => {
    const { container, rerender, props } = screenWith({ wallets: looking });
    rerender(<ContactScreen {...props} wallet={{ ...props.wallet!, wallets: ready([]) }} />);
    await twoFrames();
    expect(container.querySelector('.loginkit-wallet-entry')).toBeNull();
  });

  it('wallets the only method: the list in place, with how to get one when none is installed', async () => {
    const { container } = screenWith({ wallets: ready([]), config: { ...walletConfig, otpChannels: [], methodOrder: ['wallet'] } });
    const group = await screen.findByRole('group', { name: 'Log in with a wallet' });
    expect(within(group).getByRole('status').textContent).toMatch(/^No wallet found in this browser/);
    expect(screen.queryByRole('button', { name: 'Continue with a wallet' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('wallets found while the entry’s list is open fill it in; with none, the list says how to get one', async () => {
    const user = userEvent.setup();
    const { rerender, props } = screenWith({ wallets: looking });
    await user.click(screen.getByRole('button', { name: 'Continue with a wallet' }));
    await screen.findByRole('group', { name: 'Log in with a wallet' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back' }));
    rerender(<ContactScreen {...props} wallet={{ ...props.wallet!, wallets: ready([foxWallet]) }} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fox Wallet Ethereum' }));
  });
});

describe('the list layout (methodLayout="list")', () => {
  it('renders every method in full, as before: four provider buttons, the passkey link, the wallet group with its help', async () => {
    const { container } = screenWith({ layout: 'list', providers: ['google', 'apple', 'x', 'discord'], passkey: true, wallets: ready([]) });
    expect(screen.queryByRole('group', { name: 'Log in with another account' })).toBeNull();
    expect(names(screen.getAllByRole('button', { name: /^Continue with (Google|Apple|X|Discord)$/ }))).toEqual([
      'Continue with Google',
      'Continue with Apple',
      'Continue with X',
      'Continue with Discord',
    ]);
    expect(screen.getByRole('button', { name: 'Create an account with a passkey' }).textContent).toBe('Create an account with a passkey');
    const group = await screen.findByRole('group', { name: 'Log in with a wallet' });
    expect(within(group).getByText('No wallet found in this browser')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with a wallet' })).toBeNull();
    // One "or" around the code form on each side, as before.
    expect(screen.getAllByText('or')).toHaveLength(1);
    expect(container.querySelector('.loginkit-methods--compact')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('lists the wallets found in full under the form', async () => {
    screenWith({ layout: 'list', wallets: ready(), config: emailOnlyConfig });
    const group = await screen.findByRole('group', { name: 'Log in with a wallet' });
    expect(names(within(group).getAllByRole('button'))).toEqual(['Fox WalletEthereum', 'GhostSolana']);
  });
});
