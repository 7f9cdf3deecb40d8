import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginKitError, type AccountOutcome, type LoginKit, type MfaPolicy } from '../../core/internal';
import { LoginKitProvider, mfaPolicyCondition } from '../../react/index';
import { expectNoAxeViolations } from '../test-utils/axe';
import { MfaSection } from './mfa-section';
import { loggedInKit, outcome, signedInFakeKit } from './test-utils/account-kits';

const kits: LoginKit[] = [];
afterEach(() => {
  for (const kit of kits.splice(0)) kit.dispose();
});

function renderSection(kit: LoginKit) {
  return render(
    <LoginKitProvider kit={kit}>
      <main>
        <MfaSection />
      </main>
    </LoginKitProvider>,
  );
}

const region = () => screen.getByRole('region', { name: 'Extra verification' });
const status = () => within(region()).getByRole('status');
const step = (n: number) => within(region()).getByRole('group', { name: `Step ${n}` });

const exportPolicy: MfaPolicy = {
  mfaPolicyId: 'mfa-export',
  mfaPolicyName: 'Exporting a key',
  condition: mfaPolicyCondition(['export']),
  requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }] }, { any: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }] }],
  order: 0,
};

describe('MfaSection against the mock relay', () => {
  it('adds a rule (export: email code, then this session), lists it in words, then deletes it', async () => {
    const user = userEvent.setup();
    const { kit } = await loggedInKit('ada@example.com');
    kits.push(kit);
    const { container } = renderSection(kit);
    expect(await within(region()).findByText('No rules yet: your login is enough for every change.')).toBeTruthy();
    await expectNoAxeViolations(container);

    await user.click(within(region()).getByRole('button', { name: 'Add a rule' }));
    const exporting = within(region()).getByRole('checkbox', { name: 'Exporting a private key or wallet' });
    await waitFor(() => expect(document.activeElement).toBe(exporting));
    await user.click(exporting);
    // An email account here: an email code and this session (no passkey, no phone number yet).
    await waitFor(() => expect(within(step(1)).getAllByRole('checkbox')).toHaveLength(2));
    expect(within(step(1)).getAllByRole('checkbox')).toEqual([within(step(1)).getByRole('checkbox', { name: 'Email code' }), within(step(1)).getByRole('checkbox', { name: 'This session' })]);
    // The hint waits for every method's query (passkeys and linked providers may answer after the user's).
    expect(await within(region()).findByText('Add a passkey, an email address or a phone number to your account to verify with it here too.')).toBeTruthy();
    await user.click(within(step(1)).getByRole('checkbox', { name: 'Email code' }));
    await user.click(within(region()).getByRole('button', { name: 'Add a step' }));
    await waitFor(() => expect(document.activeElement).toBe(within(step(2)).getByRole('checkbox', { name: 'Email code' })));
    await user.click(within(step(2)).getByRole('checkbox', { name: 'This session' }));
    await expectNoAxeViolations(container);
    await user.click(within(region()).getByRole('button', { name: 'Save rule' }));

    await waitFor(() => expect(status().textContent).toBe('Added the rule “Exporting a key”.'));
    const item = within(region()).getByRole('listitem');
    expect(item.querySelector('.loginkit-account-item__name')?.textContent).toBe('Exporting a key');
    expect(within(item).getByText('Email code, then this session')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(item).getByRole('button', { name: 'Delete Exporting a key' })));
    const [stored] = await (await kit.account()).getMfaPolicies();
    expect(stored).toMatchObject({
      mfaPolicyName: 'Exporting a key',
      condition: "activity.type in ['ACTIVITY_TYPE_EXPORT_PRIVATE_KEY', 'ACTIVITY_TYPE_EXPORT_WALLET', 'ACTIVITY_TYPE_EXPORT_WALLET_ACCOUNT']",
      requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP' }] }, { any: [{ type: 'AUTHENTICATION_TYPE_SESSION' }] }],
      order: 0,
    });
    await expectNoAxeViolations(container);

    await user.click(within(item).getByRole('button', { name: 'Delete Exporting a key' }));
    const confirm = within(region()).getByRole('group', { name: 'Delete the rule “Exporting a key”?' });
    await waitFor(() => expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Yes, delete' })));
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(status().textContent).toBe('Deleted the rule “Exporting a key”.'));
    expect(within(region()).queryByRole('listitem')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(region()).getByRole('button', { name: 'Add a rule' })));
    expect(await (await kit.account()).getMfaPolicies()).toEqual([]);
  });
});

describe('MfaSection: the list (fake kit)', () => {
  it('loading, a list that could not load with Try again, then the rules in the order they are tried', async () => {
    const { kit, account } = signedInFakeKit();
    account.getUser.mockResolvedValue({ userId: 'user-ada', userEmail: 'ada@example.com' });
    account.getMfaPolicies
      .mockRejectedValueOnce(new LoginKitError('network', 'down'))
      .mockResolvedValue([
        { mfaPolicyId: 'mfa-other', mfaPolicyName: 'Signing', condition: "activity.action == 'SIGN'", requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_API_KEY' }] }], order: 3 },
        { ...exportPolicy, requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }, { type: 'AUTHENTICATION_TYPE_OAUTH' }] }, { any: [{ type: 'AUTHENTICATION_TYPE_SMS_OTP' }] }] },
      ]);
    const { container } = renderSection(kit);
    expect(within(region()).getByText('Loading your verification rules…')).toBeTruthy();
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toMatch(/^We could not load your verification rules\. /);
    expect(within(region()).queryByRole('button', { name: 'Add a rule' })).toBeNull();
    await userEvent.setup().click(within(region()).getByRole('button', { name: 'Try again' }));

    const items = await within(region()).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.loginkit-account-item__name')?.textContent)).toEqual(['Exporting a key', 'Signing']);
    expect(within(items[0]!).getByText('Passkey or social login, then text message code')).toBeTruthy();
    expect(items[1]!.textContent).toContain('Applies when: activity.action == \'SIGN\'');
    expect(within(items[1]!).getByText('API key')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('in another language, once its pack is in: the rules in its words', async () => {
    const { kit, account } = signedInFakeKit();
    account.getUser.mockResolvedValue({ userId: 'user-ada' });
    account.getMfaPolicies.mockResolvedValue([exportPolicy]);
    const { container } = render(
      <LoginKitProvider kit={kit}>
        <main>
          <MfaSection locale="de" />
        </main>
      </LoginKitProvider>,
    );
    const section = await screen.findByRole('region', { name: 'Zusätzliche Bestätigung' });
    expect(section.getAttribute('lang')).toBe('de');
    const item = await within(section).findByRole('listitem');
    expect(item.querySelector('.loginkit-account-item__name')?.textContent).toBe('Export eines Schlüssels');
    expect(within(item).getByText('Passkey, dann E-Mail-Code')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Löschen Export eines Schlüssels' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('a rule on every change leaves nothing to add', async () => {
    const { kit, account } = signedInFakeKit();
    account.getUser.mockResolvedValue({ userId: 'user-ada' });
    account.getMfaPolicies.mockResolvedValue([{ ...exportPolicy, mfaPolicyId: 'mfa-all', condition: 'true' }]);
    renderSection(kit);
    expect(await within(region()).findByRole('button', { name: 'Delete Every change' })).toBeTruthy();
    expect(within(region()).queryByRole('button', { name: 'Add a rule' })).toBeNull();
  });

  it('a deletion held by a rule (mfaRequired) says it waits for extra verification and keeps focus on the rule', async () => {
    const user = userEvent.setup();
    const { kit, account } = signedInFakeKit();
    account.getUser.mockResolvedValue({ userId: 'user-ada' });
    account.getMfaPolicies.mockResolvedValue([exportPolicy]);
    const held = { ...outcome({ mfaPolicyId: 'mfa-export' }, 'consensusNeeded'), status: 'mfaRequired', fingerprint: 'fp', mfaStatuses: [] } as unknown as AccountOutcome<{ mfaPolicyId: string }>;
    account.deleteMfaPolicy.mockResolvedValue(held);
    renderSection(kit);
    await user.click(await within(region()).findByRole('button', { name: 'Delete Exporting a key' }));
    await user.click(within(region()).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(status().textContent).toBe('This needs an extra check: confirm it’s you with another way of logging in.'));
    expect(account.deleteMfaPolicy).toHaveBeenCalledWith({ mfaPolicyId: 'mfa-export' }, { signal: expect.any(AbortSignal) });
    expect(within(region()).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(region()).getByRole('button', { name: 'Delete Exporting a key' })));
  });

  it('a refused deletion is an alert; Cancel on the confirmation deletes nothing', async () => {
    const user = userEvent.setup();
    const { kit, account } = signedInFakeKit();
    account.getUser.mockResolvedValue({ userId: 'user-ada' });
    account.getMfaPolicies.mockResolvedValue([exportPolicy]);
    account.deleteMfaPolicy.mockRejectedValue(new LoginKitError('permission_denied', 'policy'));
    renderSection(kit);
    await user.click(await within(region()).findByRole('button', { name: 'Delete Exporting a key' }));
    await user.click(within(region()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(within(region()).getByRole('button', { name: 'Delete Exporting a key' })));
    expect(account.deleteMfaPolicy).not.toHaveBeenCalled();

    await user.click(within(region()).getByRole('button', { name: 'Delete Exporting a key' }));
    await user.click(within(region()).getByRole('button', { name: 'Yes, delete' }));
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toMatch(/^The rule “Exporting a key” was not deleted\. This is not allowed for your account/);
    await waitFor(() => expect(document.activeElement).toBe(within(region()).getByRole('button', { name: 'Delete Exporting a key' })));
  });
});
