import { describe, expect, it } from 'vitest';
import { loginAs, type LoginAsLocator, type LoginAsPage } from './login-as';

/**
 * A page that records what loginAs does to it, and "sends" a code to the relay when the email is
 * submitted (as the modal would): the steps a person takes, in order.
 */
function fakePage(onSubmit: (contact: string) => void, options: { dialogOpen?: boolean; passkeyOffer?: boolean } = {}) {
  const steps: string[] = [];
  let open = options.dialogOpen === true;
  let typed = '';
  const names = new WeakMap<LoginAsLocator, string>();
  const locator = (name: string): LoginAsLocator => {
    const made: LoginAsLocator = {
      click: async () => {
        steps.push(`click ${name}`);
        if (name === 'button /log in/i') open = true;
        if (name === 'button /^done$/i') open = false;
      },
      fill: async (value) => {
        steps.push(`fill ${name} ${value}`);
        typed = value;
      },
      press: async (key) => {
        steps.push(`press ${name} ${key}`);
        if (key === 'Enter') onSubmit(typed);
      },
      isVisible: async () => (name === 'dialog' ? open : name === 'button /^not now$/i' ? options.passkeyOffer === true : true),
      waitFor: async (wait) => void steps.push(`wait ${name} ${wait?.state ?? 'visible'}`),
      first: () => locator(name),
      or: (other) => locator(`${name} or ${names.get(other) ?? '?'}`),
      locator: (selector) => locator(selector),
      getByRole: (role, named) => locator(`${role}${named?.name === undefined ? '' : ` ${String(named.name)}`}`),
    };
    names.set(made, name);
    return made;
  };
  const page: LoginAsPage = { getByRole: (role, named) => locator(`${role}${named?.name === undefined ? '' : ` ${String(named.name)}`}`) };
  return { page, steps };
}

describe('loginAs', () => {
  it('opens the modal, types the email and the code from the mailbox, declines the passkey offer and closes the success screen', async () => {
    const sent: { mailbox: { contact: string; otpType: 'OTP_TYPE_EMAIL'; code: string; otpId: string; sentAt: number }[] } = { mailbox: [] };
    const { page, steps } = fakePage((contact) => sent.mailbox.push({ contact, otpType: 'OTP_TYPE_EMAIL', code: '424242', otpId: 'otp-1', sentAt: Date.now() }), { passkeyOffer: true });
    await loginAs(page, 'ada@example.com', { relay: sent });
    expect(steps).toEqual([
      'click button /log in/i',
      'wait dialog visible',
      'fill textbox ada@example.com',
      'press textbox Enter',
      'fill input[autocomplete="one-time-code"] 424242',
      'wait button /^done$/i or button /^not now$/i visible',
      'wait [aria-busy="true"] detached',
      'click button /^not now$/i',
      'wait button /^done$/i visible',
      'click button /^done$/i',
      'wait dialog hidden',
    ]);
  });

  it('uses the modal already open, and the code sent after the email was submitted', async () => {
    const sent = { mailbox: [{ contact: 'grace@example.com', otpType: 'OTP_TYPE_EMAIL' as const, code: '111111', otpId: 'old', sentAt: Date.now() - 60_000 }] };
    const { page, steps } = fakePage((contact) => sent.mailbox.push({ contact, otpType: 'OTP_TYPE_EMAIL', code: '222222', otpId: 'new', sentAt: Date.now() }), { dialogOpen: true });
    await loginAs(page, 'grace@example.com', { relay: sent });
    expect(steps[0]).toBe('fill textbox grace@example.com');
    expect(steps).toContain('fill input[autocomplete="one-time-code"] 222222');
    expect(steps).not.toContain('click button /^not now$/i');
  });
});
