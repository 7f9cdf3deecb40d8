import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginKitError, type AccountApi, type AccountOutcome, type MfaPolicy } from '../../core/internal';
import { LoginKitProvider, mfaPolicyCondition } from '../../react/index';
import { createFakeKit, fakeAuthenticator, fakeConfig, fakeSession, type FakeKit } from '../../react/test-utils/test-kits';
import { expectNoAxeViolations } from '../test-utils/axe';
import { MfaSection } from './mfa-section';
import { fakeAccountApi, outcome, type FakeAccountApi } from './test-utils/account-kits';

/** A fake kit signed in as Ada: email and phone, one passkey, Google linked and offered; `policies` already there. */
function kitWith(policies: MfaPolicy[] = []): { kit: FakeKit; account: FakeAccountApi } {
  const kit = createFakeKit({ ...fakeConfig, oauthProviders: ['google'] });
  const account = fakeAccountApi();
  kit.accountApi = account as unknown as AccountApi;
  kit.passkeys.stored.push(fakeAuthenticator('auth-1', 'YubiKey'));
  kit.linkedProviders = [{ providerId: 'provider-google', providerName: 'google', issuer: 'https://accounts.google.com', audience: 'acme', subject: '1' }];
  account.getUser.mockResolvedValue({ userId: 'user-ada', userEmail: 'ada@example.com', userPhoneNumber: '+14155550123' });
  account.getMfaPolicies.mockResolvedValue(policies);
  kit.setSession({ status: 'signedIn', session: fakeSession });
  render(
    <LoginKitProvider kit={kit}>
      <main>
        <MfaSection />
      </main>
    </LoginKitProvider>,
  );
  return { kit, account };
}

const region = () => screen.getByRole('region', { name: 'Extra verification' });
const step = (n: number) => within(region()).getByRole('group', { name: `Step ${n}` });
const alertText = () => within(region()).getByRole('alert').textContent;

async function openForm(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.click(await within(region()).findByRole('button', { name: 'Add a rule' }));
  expect(within(region()).getByRole('form', { name: 'Add a rule' })).toBeTruthy();
  // Every way this account has: wait for the reads.
  await waitFor(() => expect(within(step(1)).getAllByRole('checkbox')).toHaveLength(5));
}

describe('MfaSection: adding a rule (fake kit)', () => {
  it('offers every way the account has, says what else a change holds, and saves any-of steps under a readable name', async () => {
    const user = userEvent.setup();
    const { account } = kitWith([{ mfaPolicyId: 'mfa-1', mfaPolicyName: 'x', condition: mfaPolicyCondition(['deletePasskey']), requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }] }], order: 4 }]);
    account.createMfaPolicy.mockResolvedValue(outcome({ mfaPolicyId: 'mfa-2' }));
    await openForm(user);
    expect(within(step(1)).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Passkey', 'Email code', 'Text message code', 'Social login', 'This session']);
    expect(within(region()).queryByText(/to verify with it here too/)).toBeNull();

    const deleting = within(region()).getByRole('checkbox', { name: 'Deleting a passkey' }) as HTMLInputElement;
    expect(deleting.disabled).toBe(true);
    expect(deleting.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(region()).getByText('Already asked for by the rule “Deleting a passkey”.')).toBeTruthy();
    expect(within(region()).getByText('Changing your name asks too: it is the same request.')).toBeTruthy();
    expect(within(region()).getByText('Linking a wallet adds an API key, so it asks too.')).toBeTruthy();
    await expectNoAxeViolations(region());

    await user.click(within(region()).getByRole('checkbox', { name: 'Adding an API key' }));
    await user.click(within(region()).getByRole('checkbox', { name: 'Changing your email address or phone number' }));
    await user.click(within(step(1)).getByRole('checkbox', { name: 'Social login' }));
    await user.click(within(step(1)).getByRole('checkbox', { name: 'Passkey' }));
    await user.click(within(region()).getByRole('button', { name: 'Add a step' }));
    await user.click(within(step(2)).getByRole('checkbox', { name: 'Text message code' }));
    await user.click(within(region()).getByRole('button', { name: 'Save rule' }));

    await waitFor(() => expect(within(region()).getByRole('status').textContent).toBe('Added the rule “Changing your email or phone and adding an API key”.'));
    expect(account.createMfaPolicy).toHaveBeenCalledWith(
      {
        mfaPolicyName: 'Changing your email or phone and adding an API key',
        condition: mfaPolicyCondition(['changeContact', 'addApiKey']),
        requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }, { type: 'AUTHENTICATION_TYPE_OAUTH' }] }, { any: [{ type: 'AUTHENTICATION_TYPE_SMS_OTP' }] }],
        order: 5,
      },
      { signal: expect.any(AbortSignal) },
    );
    expect(within(region()).queryByRole('form')).toBeNull();
  });

  it('says what is missing and focuses it: a change, a way for each step, more than this session; Remove step; Cancel closes', async () => {
    const user = userEvent.setup();
    const { account } = kitWith();
    await openForm(user);
    const save = within(region()).getByRole('button', { name: 'Save rule' });
    await user.click(save);
    expect(alertText()).toBe('Choose at least one change.');
    expect(document.activeElement).toBe(within(region()).getByRole('checkbox', { name: 'Exporting a private key or wallet' }));

    await user.click(within(region()).getByRole('checkbox', { name: 'Deleting a passkey' }));
    await user.click(within(region()).getByRole('button', { name: 'Add a step' }));
    await user.click(within(step(1)).getByRole('checkbox', { name: 'This session' }));
    await user.click(save);
    expect(alertText()).toBe('Choose a way to verify for step 2.');
    expect(document.activeElement).toBe(within(step(2)).getByRole('checkbox', { name: 'Passkey' }));

    await user.click(within(step(2)).getByRole('button', { name: 'Remove step 2' }));
    expect(within(region()).queryByRole('group', { name: 'Step 2' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(region()).getByRole('button', { name: 'Add a step' })));
    await user.click(save);
    expect(alertText()).toBe('Add a step that asks for more than this session.');
    expect(account.createMfaPolicy).not.toHaveBeenCalled();

    await user.click(within(region()).getByRole('button', { name: 'Cancel' }));
    expect(within(region()).queryByRole('form')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(region()).getByRole('button', { name: 'Add a rule' })));
  });

  it('a creation held by a rule (mfaRequired) waits politely; a refused one is an alert with the form kept', async () => {
    const user = userEvent.setup();
    const { account } = kitWith();
    const held = { ...outcome({ mfaPolicyId: 'mfa-3' }, 'consensusNeeded'), status: 'mfaRequired', fingerprint: 'fp', mfaStatuses: [] } as unknown as AccountOutcome<{ mfaPolicyId: string }>;
    account.createMfaPolicy.mockRejectedValueOnce(new LoginKitError('invalid_input', 'bad', { details: { field: 'condition' } })).mockResolvedValueOnce(held);
    await openForm(user);
    await user.click(within(region()).getByRole('checkbox', { name: 'Exporting a private key or wallet' }));
    await user.click(within(step(1)).getByRole('checkbox', { name: 'Passkey' }));
    const save = within(region()).getByRole('button', { name: 'Save rule' });
    await user.click(save);
    await waitFor(() => expect(alertText()).toMatch(/^The rule was not added\. /));
    await waitFor(() => expect(document.activeElement).toBe(save));

    await user.click(save);
    await waitFor(() => expect(within(region()).getByRole('status').textContent).toBe('This needs an extra check: confirm it’s you with another way of logging in.'));
    expect(within(region()).queryByRole('alert')).toBeNull();
    expect(within(region()).queryByRole('form')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(region()).getByRole('button', { name: 'Add a rule' })));
  });

  it('Cancel while saving stops waiting (the list is read again) and closes the form', async () => {
    const user = userEvent.setup();
    const { account } = kitWith();
    const signals: AbortSignal[] = [];
    account.createMfaPolicy.mockImplementation((_input, options) => {
      if (options?.signal) signals.push(options.signal);
      return new Promise(() => undefined);
    });
    await openForm(user);
    await user.click(within(region()).getByRole('checkbox', { name: 'Exporting a private key or wallet' }));
    await user.click(within(step(1)).getByRole('checkbox', { name: 'Email code' }));
    await user.click(within(region()).getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(within(region()).getByRole('button', { name: 'Saving…' }).getAttribute('aria-busy')).toBe('true');
    const reads = account.getMfaPolicies.mock.calls.length;
    await user.click(within(region()).getByRole('button', { name: 'Cancel' }));
    expect(signals[0]?.aborted).toBe(true);
    await waitFor(() => expect(within(region()).getByRole('status').textContent).toBe('Stopped waiting for the service. The change may still go through.'));
    expect(within(region()).queryByRole('form')).toBeNull();
    await waitFor(() => expect(account.getMfaPolicies.mock.calls.length).toBeGreaterThan(reads));
  });
});
