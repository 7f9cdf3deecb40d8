import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginKitError, type ContactCode, type LoginKit } from '../../core/internal';
import { LoginKitProvider } from '../../react/index';
import { latestCode } from '../../react/test-utils/test-kits';
import { expectNoAxeViolations } from '../test-utils/axe';
import { ProfileSection } from './profile-section';
import { loggedInKit, outcome, signedInFakeKit } from './test-utils/account-kits';

const kits: LoginKit[] = [];
afterEach(() => {
  for (const kit of kits.splice(0)) kit.dispose();
});

function renderSection(kit: LoginKit) {
  return render(
    <LoginKitProvider kit={kit}>
      <main>
        <ProfileSection />
      </main>
    </LoginKitProvider>,
  );
}

const region = () => screen.getByRole('region', { name: 'Profile' });
const status = () => within(region()).getByRole('status');
const ada = { userId: 'user-ada', userName: 'Ada', userEmail: 'ada@example.com' };
const sent: ContactCode = { channel: 'email', contact: 'ada.l@example.com', otpId: 'otp-1', otpEncryptionTargetBundle: '{}' };

describe('ProfileSection against the mock relay', () => {
  it('saves the name, and changes the email only after the code sent to the new address is confirmed', async () => {
    const user = userEvent.setup();
    const { kit, relay } = await loggedInKit('ada@example.com');
    kits.push(kit);
    const { container } = renderSection(kit);
    expect(await within(region()).findByText('ada@example.com')).toBeTruthy();
    expect(within(region()).getByText('Not set')).toBeTruthy();
    await expectNoAxeViolations(container);

    // The service named the new user after the email address: that is not a name to fill in.
    const name = within(region()).getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    expect(name.value).toBe('');
    expect(name.placeholder).toBe('Your name');
    await user.type(name, 'Ada Lovelace');
    await user.click(within(region()).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(status().textContent).toBe('Your name was saved.'));

    await user.click(within(region()).getByRole('button', { name: 'Change email address' }));
    const field = within(region()).getByRole('textbox', { name: 'New email address' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.type(field, 'lovelace@example.com');
    await user.click(within(region()).getByRole('button', { name: 'Send code' }));
    const codeField = await within(region()).findByRole('textbox', { name: '6-digit code' });
    await waitFor(() => expect(document.activeElement).toBe(codeField));
    expect(status().textContent).toBe('We sent a code to lovelace@example.com. Enter it to confirm the change.');
    await expectNoAxeViolations(container);

    // Not changed until the code is confirmed.
    expect((await (await kit.account()).getUser()).userEmail).toBe('ada@example.com');
    await user.type(codeField, latestCode(relay, 'lovelace@example.com'));
    await waitFor(() => expect(status().textContent).toBe('Your email address is now lovelace@example.com.'));
    expect(await within(region()).findByText('lovelace@example.com')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(region()).getByRole('button', { name: 'Change email address' })));
    expect((await (await kit.account()).getUser()).userEmail).toBe('lovelace@example.com');
    expect(container.querySelector('[style]')).toBeNull();
  });
});

describe('ProfileSection: states and refusals (fake kit)', () => {
  it('fills in the name only with a real one: not the email address or phone number the user is named after', async () => {
    const { kit, account } = signedInFakeKit();
    account.getUser.mockResolvedValue(ada);
    const view = renderSection(kit);
    expect(((await within(region()).findByRole('textbox', { name: 'Name' })) as HTMLInputElement).value).toBe('Ada');
    view.unmount();

    for (const userName of ['ada@example.com', ' ADA@example.com ', '+15555550100', 'grace@example.org']) {
      const other = signedInFakeKit();
      other.account.getUser.mockResolvedValue({ ...ada, userName, userPhoneNumber: '+15555550100' });
      const shown = renderSection(other.kit);
      expect(((await within(region()).findByRole('textbox', { name: 'Name' })) as HTMLInputElement).value).toBe('');
      shown.unmount();
    }
  });


  it('says it is loading, then why the profile could not load, and loads it again on Try again', async () => {
    const user = userEvent.setup();
    const { kit, account } = signedInFakeKit();
    account.getUser.mockRejectedValueOnce(new LoginKitError('network', 'offline')).mockResolvedValue(ada);
    const { container } = renderSection(kit);
    expect(within(region()).getByText('Loading your profile…')).toBeTruthy();
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toMatch(/^We could not load your profile\. We could not reach the login service/);
    await expectNoAxeViolations(container);
    await user.click(within(region()).getByRole('button', { name: 'Try again' }));
    expect(await within(region()).findByText('ada@example.com')).toBeTruthy();
  });

  it('asks a signed-out user to log in, without reading the profile', async () => {
    const { kit, account } = signedInFakeKit();
    kit.setSession({ status: 'signedOut' });
    renderSection(kit);
    expect(within(region()).getByText('Log in to manage your account.')).toBeTruthy();
    expect(account.getUser).not.toHaveBeenCalled();
  });

  it('a wrong code is said at the code field and changes nothing; Cancel closes and returns focus', async () => {
    const user = userEvent.setup();
    const { kit, account } = signedInFakeKit();
    account.getUser.mockResolvedValue(ada);
    account.sendContactCode.mockResolvedValue(sent);
    account.verifyContactCode.mockRejectedValue(new LoginKitError('otp_invalid', 'wrong'));
    const { container } = renderSection(kit);
    await user.click(await within(region()).findByRole('button', { name: 'Change email address' }));
    await user.type(within(region()).getByRole('textbox', { name: 'New email address' }), 'ada.l@example.com');
    await user.keyboard('{Enter}');
    const codeField = await within(region()).findByRole('textbox', { name: '6-digit code' });
    expect(account.sendContactCode).toHaveBeenCalledWith({ channel: 'email', contact: 'ada.l@example.com' }, { signal: expect.any(AbortSignal) });

    await user.type(codeField, '123456');
    await waitFor(() => expect(within(region()).getByText('That code is not right. Check it and try again.')).toBeTruthy());
    expect(account.verifyContactCode).toHaveBeenCalledWith({ sent, code: '123456' }, { signal: expect.any(AbortSignal) });
    expect(account.updateUser).not.toHaveBeenCalled();
    expect(codeField.getAttribute('aria-invalid')).toBe('true');
    expect(codeField.getAttribute('aria-describedby')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(codeField));
    await expectNoAxeViolations(container);

    await user.click(within(region()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(within(region()).getByRole('button', { name: 'Change email address' })));
    expect(status().textContent).toBe('Nothing was changed.');
  });

  it('a malformed or unchanged phone number is said at the field; a confirmed one is saved with update_user', async () => {
    const user = userEvent.setup();
    const { kit, account } = signedInFakeKit();
    account.getUser.mockResolvedValue({ ...ada, userPhoneNumber: '+14155550100' });
    account.sendContactCode
      .mockRejectedValueOnce(new LoginKitError('invalid_input', 'contact: bad', { details: { field: 'contact' } }))
      .mockResolvedValue({ channel: 'sms', contact: '+14155550123', otpId: 'otp-2', otpEncryptionTargetBundle: '{}' });
    account.verifyContactCode.mockResolvedValue({ channel: 'sms', contact: '+14155550123', verificationToken: 'token' });
    account.updateUser.mockResolvedValue(outcome({ userId: 'user-ada' }));
    renderSection(kit);
    await user.click(await within(region()).findByRole('button', { name: 'Change phone number' }));
    const field = within(region()).getByRole('textbox', { name: 'New phone number' });

    await user.type(field, '+1 415 555 0100');
    await user.keyboard('{Enter}');
    expect(within(region()).getByText('That is already your phone number.')).toBeTruthy();
    expect(account.sendContactCode).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '555');
    await user.keyboard('{Enter}');
    expect(await within(region()).findByText('Enter your phone number with its country code, like +1 415 555 0123.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(region()).queryByRole('alert')).toBeNull();

    await user.clear(field);
    await user.type(field, '+1 415 555 0123');
    await user.keyboard('{Enter}');
    await user.type(await within(region()).findByRole('textbox', { name: '6-digit code' }), '654321');
    await waitFor(() => expect(status().textContent).toBe('Your phone number is now +14155550123.'));
    expect(account.updateUser).toHaveBeenCalledWith({ userPhoneNumber: '+14155550123' }, { signal: expect.any(AbortSignal) });
  });

  it('a change that waits for approval is announced as such; a send that fails is an alert', async () => {
    const user = userEvent.setup();
    const { kit, account } = signedInFakeKit();
    account.getUser.mockResolvedValue(ada);
    account.sendContactCode.mockRejectedValueOnce(new LoginKitError('rate_limited', 'slow down')).mockResolvedValue(sent);
    account.verifyContactCode.mockResolvedValue({ channel: 'email', contact: sent.contact, verificationToken: 'token' });
    account.updateUser.mockResolvedValue(outcome({ userId: 'user-ada' }, 'consensusNeeded'));
    renderSection(kit);
    await user.click(await within(region()).findByRole('button', { name: 'Change email address' }));
    await user.type(within(region()).getByRole('textbox', { name: 'New email address' }), sent.contact);
    await user.click(within(region()).getByRole('button', { name: 'Send code' }));
    const alert = await within(region()).findByRole('alert');
    expect(alert.textContent).toBe('The code was not sent. Too many attempts. Wait a moment and try again.');
    await user.click(within(region()).getByRole('button', { name: 'Send code' }));
    await user.type(await within(region()).findByRole('textbox', { name: '6-digit code' }), '111111');
    await waitFor(() => expect(status().textContent).toBe('This change is waiting for approval from another member of your organization.'));
    expect(within(region()).queryByRole('alert')).toBeNull();
  });
});
