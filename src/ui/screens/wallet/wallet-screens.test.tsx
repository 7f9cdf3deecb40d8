import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { callsWhenClickEnds } from '../../test-utils/click-probe';
import { ethereumAccounts, foxWallet, ghostWallet, kitError, plainWallet, session, solanaAccount, spyWalletActions } from '../../test-utils/fixtures';
import { SuccessScreen } from '../success-screen';
import { shortAddress } from './short-address';
import { WalletAccountsScreen } from './wallet-accounts-screen';
import { WalletCancelledScreen } from './wallet-cancelled-screen';
import { WalletCompletingScreen } from './wallet-completing-screen';
import { WalletFailedScreen } from './wallet-failed-screen';
import { WalletWaitingScreen } from './wallet-waiting-screen';

const [first, second] = ethereumAccounts as [(typeof ethereumAccounts)[0], (typeof ethereumAccounts)[0]];

describe('shortAddress', () => {
  it('keeps 0x and four hex digits each side, four base58 characters each side, and short values whole', () => {
    expect(shortAddress(first.address)).toBe('0x5aAe…eAed');
    expect(shortAddress(solanaAccount.address)).toBe('7xKX…gAsU');
    expect(shortAddress('0xabc')).toBe('0xabc');
  });
});

describe('WalletWaitingScreen (a wallet prompt is open)', () => {
  it('connecting: names the wallet, marks the connect step, says what the prompt is for; Back is focused and goes back', async () => {
    const user = userEvent.setup();
    const actions = spyWalletActions();
    const { container } = render(<WalletWaitingScreen state={{ status: 'connecting', wallet: foxWallet }} actions={actions} appName="Acme" />);
    expect(screen.getByRole('heading', { name: 'Waiting for Fox Wallet…' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Approve the connection in Fox Wallet. It shares your address with this site (asked only the first time).');
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Connect', 'Sign to log in']);
    expect(steps[0]!.getAttribute('aria-current')).toBe('step');
    const icon = container.querySelector('img');
    expect(icon?.getAttribute('src')).toBe(foxWallet.icon);
    expect(icon?.getAttribute('alt')).toBe('');
    const back = screen.getByRole('button', { name: 'Back' });
    expect(document.activeElement).toBe(back);
    await user.click(back);
    expect(actions.back).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[style]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('signing: the one signature, for the app, free and with no transaction; the sign step is current', async () => {
    const { container } = render(<WalletWaitingScreen state={{ status: 'signing', wallet: foxWallet, account: first }} actions={spyWalletActions()} appName="Acme" />);
    expect(screen.getByRole('status').textContent).toBe('Sign the message in Fox Wallet to log in to Acme. It costs nothing and sends no transaction.');
    expect(screen.getAllByRole('listitem')[1]!.getAttribute('aria-current')).toBe('step');
    await expectNoAxeViolations(container);
  });

  it('a wallet without an icon gets the generic outline (no img)', () => {
    const { container } = render(<WalletWaitingScreen state={{ status: 'connecting', wallet: plainWallet }} actions={spyWalletActions()} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('WalletAccountsScreen (several accounts)', () => {
  it('lists the accounts (the wallet’s selected one first, marked and focused), whole addresses for screen readers', async () => {
    const user = userEvent.setup();
    const actions = spyWalletActions();
    const { container } = render(<WalletAccountsScreen state={{ status: 'choosingAccount', wallet: foxWallet, accounts: ethereumAccounts }} actions={actions} />);
    expect(screen.getByRole('heading', { name: 'Choose an account' })).toBeTruthy();
    const selected = screen.getByRole('button', { name: first.address });
    expect(selected).toHaveProperty('textContent', `${shortAddress(first.address)}${first.address}Selected in your wallet`);
    expect(screen.getByRole('button', { description: 'Selected in your wallet' })).toBe(selected);
    expect(document.activeElement).toBe(selected);
    const probe = callsWhenClickEnds(actions.chooseAccount);
    await user.click(screen.getByRole('button', { name: second.address }));
    probe.stop();
    expect(probe.counts).toEqual([1]);
    expect(actions.chooseAccount).toHaveBeenCalledWith(second);
    await user.click(screen.getByRole('button', { name: 'Ask Fox Wallet for other accounts' }));
    expect(actions.requestOtherAccounts).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(actions.back).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('offers no "other accounts" request for a Solana wallet', () => {
    render(<WalletAccountsScreen state={{ status: 'choosingAccount', wallet: ghostWallet, accounts: [solanaAccount, { ...solanaAccount, address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' }] }} actions={spyWalletActions()} />);
    expect(screen.queryByRole('button', { name: /other accounts/ })).toBeNull();
  });
});

describe('WalletCompletingScreen', () => {
  it('a busy status, no buttons', async () => {
    const { container } = render(<WalletCompletingScreen />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Logging you in…');
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });
});

describe('WalletCancelledScreen (declined in the wallet: EIP-1193 4001)', () => {
  it('says so; Try again (focused) retries inside the click; "Use another method" goes back', async () => {
    const user = userEvent.setup();
    const actions = spyWalletActions();
    const { container } = render(<WalletCancelledScreen state={{ status: 'cancelled', wallet: foxWallet, account: first, error: kitError('wallet_rejected') }} actions={actions} />);
    expect(screen.getByRole('heading', { name: 'You declined in your wallet' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/open Fox Wallet again/);
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(document.activeElement).toBe(retry);
    const probe = callsWhenClickEnds(actions.retry);
    await user.click(retry);
    probe.stop();
    expect(probe.counts).toEqual([1]);
    await user.click(screen.getByRole('button', { name: 'Use another method' }));
    expect(actions.back).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('after a declined Ethereum signature, offers to ask the wallet for other accounts (the wrong account was selected)', async () => {
    const user = userEvent.setup();
    const actions = spyWalletActions();
    render(<WalletCancelledScreen state={{ status: 'cancelled', wallet: foxWallet, account: first, error: kitError('wallet_rejected') }} actions={actions} />);
    await user.click(screen.getByRole('button', { name: 'Ask Fox Wallet for other accounts' }));
    expect(actions.requestOtherAccounts).toHaveBeenCalledTimes(1);
  });

  it('offers no other accounts before any account is known (the connection was declined)', () => {
    render(<WalletCancelledScreen state={{ status: 'cancelled', wallet: foxWallet, error: kitError('wallet_rejected') }} actions={spyWalletActions()} />);
    expect(screen.queryByRole('button', { name: /other accounts/ })).toBeNull();
  });
});

describe('WalletFailedScreen (names the cause)', () => {
  it.each([
    ['wallet_locked', /locked or shares no account/],
    ['wallet_pending', /has a request open/],
    ['network', /could not reach the login service/],
    ['relay_rejected', /refused the request/],
  ] as const)('%s: one alert with the wallet and the cause; Try again (focused) and Back', async (code, text) => {
    const user = userEvent.setup();
    const actions = spyWalletActions();
    const { container } = render(<WalletFailedScreen state={{ status: 'failed', wallet: foxWallet, error: kitError(code) }} actions={actions} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/^Logging in with Fox Wallet didn’t work/);
    expect(alert.textContent).toMatch(text);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(actions.retry).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(actions.back).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('a wallet that is gone: the cause and Back (focused), no Try again', () => {
    render(<WalletFailedScreen state={{ status: 'failed', wallet: ghostWallet, error: kitError('wallet_unavailable') }} actions={spyWalletActions()} />);
    expect(screen.getByRole('alert').textContent).toMatch(/wallet is gone/);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back' }));
  });
});

describe('SuccessScreen after a wallet login', () => {
  const walletSession = { ...session, method: 'wallet' as const, contact: first.address };
  it.each([
    [true, 'Your account with Fox Wallet is ready.'],
    [false, `Welcome back, ${shortAddress(first.address)}.`],
  ])('isNewUser %s: %s', async (isNewUser, text) => {
    // The wallet screens greet a returning user by the short address (wallet-screen-for-state.tsx).
    const { container } = render(
      <SuccessScreen state={{ status: 'success', wallet: foxWallet, account: first, session: walletSession, isNewUser }} appProofs="absent" returningAs={shortAddress(first.address)} />,
    );
    expect(screen.getByRole('status').textContent).toBe(text);
    await expectNoAxeViolations(container);
  });
});
