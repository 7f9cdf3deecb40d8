import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountOutcome, LoginKit } from '../../core/internal';
import { LoginKitProvider, useLoginKit } from '../../react/index';
import { logInByEmailCode } from '../../react/test-utils/log-in-by-email-code';
import { createTestRelay, kitOptionsFor, latestCode } from '../../react/test-utils/test-kits';
import { expectNoAxeViolations } from '../test-utils/axe';
import { installTestWidget, mockRelayTokens } from '../test-utils/test-captcha';
import { StepUpDialog } from './step-up-dialog';

/**
 * The default path end to end: <LoginKitProvider options> creates the real kit with the step-up
 * dialog as its onMfaRequired, the in-process mock relay holds an export its MFA policy applies
 * to, and the person completes it in the dialog with a code sent to the account's own address.
 */
const email = 'ada@example.com';

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { turnstile?: unknown }).turnstile;
});

/** `captchaSiteKey`: the relay protects its code requests (Ada logs in with tokens of her own; the page then has the test widget). */
async function adaWithEmailCodePolicy(captchaSiteKey?: string) {
  const relay = createTestRelay({
    enabledProviders: ['email'],
    privateKeys: [{ privateKeyName: 'treasury', curve: 'CURVE_SECP256K1', addressFormats: ['ADDRESS_FORMAT_ETHEREUM'] }],
    ...(captchaSiteKey === undefined ? {} : { captchaSiteKey }),
  });
  let kit: LoginKit | undefined;
  function App() {
    kit = useLoginKit();
    return <button type="button">Export</button>;
  }
  render(
    <LoginKitProvider options={kitOptionsFor(relay)}>
      <App />
      <StepUpDialog locale="en" />
    </LoginKitProvider>,
  );
  const tokens = captchaSiteKey === undefined ? undefined : kit!.setCaptchaTokenSource(mockRelayTokens(relay));
  await logInByEmailCode(kit!, relay, email);
  tokens?.();
  if (captchaSiteKey !== undefined) installTestWidget(relay);
  const account = await kit!.account();
  const policy = await account.createMfaPolicy({
    mfaPolicyName: 'Exports need a code',
    condition: "activity.action == 'EXPORT'",
    requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }] }],
    order: 0,
  });
  expect(policy.status).toBe('completed');
  const [privateKey] = await account.getPrivateKeys();
  return { relay, account, privateKeyId: privateKey!.privateKeyId };
}

describe('<StepUpDialog> against the mock relay', () => {
  it('an export its policy holds opens the dialog; the code sent to the account completes it, and the call resolves with the key', async () => {
    const user = userEvent.setup();
    const { relay, account, privateKeyId } = await adaWithEmailCodePolicy();
    let call: Promise<AccountOutcome<{ privateKeyId: string; privateKey: Uint8Array }>> | undefined;
    act(() => {
      call = account.exportPrivateKey({ privateKeyId });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(dialog.textContent).toContain('Export your private key');
    const send = await screen.findByRole('button', { name: 'Email a code to a…@example.com' });
    expect(screen.getByRole('heading', { level: 3, name: 'Confirm with a code sent to your email' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
    await user.click(send);
    const field = await screen.findByLabelText('6-digit code');
    await user.type(field, latestCode(relay, email));
    expect(await screen.findByText('Your private key was exported.')).toBeTruthy();
    const outcome = await call!;
    if (outcome.status !== 'completed') throw new Error(`expected completed, got ${outcome.status}`);
    expect(outcome.result.privateKeyId).toBe(privateKeyId);
    expect(outcome.result.privateKey).toBeInstanceOf(Uint8Array);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('with a captcha on code requests, the send waits for the widget, which shows in the dialog; its token sends the code', async () => {
    const user = userEvent.setup();
    const { relay, account, privateKeyId } = await adaWithEmailCodePolicy('step-up-site-key');
    let call: Promise<AccountOutcome<{ privateKeyId: string; privateKey: Uint8Array }>> | undefined;
    act(() => {
      call = account.exportPrivateKey({ privateKeyId });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(screen.queryByRole('group', { name: 'Security check' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Email a code to a…@example.com' }));
    const group = await screen.findByRole('group', { name: 'Security check' });
    expect(dialog.contains(group)).toBe(true);
    expect(within(group).getByRole('status').textContent).toBe('Complete the security check to continue.');
    await expectNoAxeViolations(document.body);
    await user.click(await within(group).findByRole('checkbox', { name: 'I am human (test captcha)' }));
    const field = await screen.findByLabelText('6-digit code');
    expect(screen.queryByRole('group', { name: 'Security check' })).toBeNull();
    await user.type(field, latestCode(relay, email));
    expect(await screen.findByText('Your private key was exported.')).toBeTruthy();
    expect((await call!).status).toBe('completed');
  });

  it('Cancel → "Reject this request": the activity is rejected and nothing is exported', async () => {
    const user = userEvent.setup();
    const { account, privateKeyId } = await adaWithEmailCodePolicy();
    let call: Promise<AccountOutcome<unknown>> | undefined;
    act(() => {
      call = account.exportPrivateKey({ privateKeyId });
    });
    await screen.findByRole('button', { name: 'Email a code to a…@example.com' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Reject this request' }));
    expect(await screen.findByRole('heading', { name: 'Request rejected' })).toBeTruthy();
    const outcome = await call!;
    expect(outcome).toMatchObject({ status: 'rejected', activity: { status: 'ACTIVITY_STATUS_REJECTED' } });
    expect('result' in outcome).toBe(false);
  });
});
