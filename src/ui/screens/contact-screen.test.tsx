import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OtpState } from '../../core/internal';
import { ar } from '../locales/ar';
import { StringsProvider } from '../locales/strings-context';
import { expectNoAxeViolations } from '../test-utils/axe';
import { emailAndSmsConfig, emailOnlyConfig, kitError, smsOnlyConfig, spyActions } from '../test-utils/fixtures';
import { ContactScreen } from './contact-screen';
import type { ContactScreenState } from './screen-types';

const typing = (overrides: Partial<Extract<OtpState, { status: 'enteringContact' }>> = {}): ContactScreenState => ({
  status: 'enteringContact',
  channel: 'email',
  contact: '',
  ...overrides,
});

describe('ContactScreen', () => {
  it('asks for an email address with the email keyboard and autofill, and no channel switch when only email is enabled', async () => {
    const { container } = render(<ContactScreen state={typing()} config={emailOnlyConfig} actions={spyActions()} />);
    const field = screen.getByLabelText('Email address');
    expect(field.getAttribute('type')).toBe('email');
    expect(field.getAttribute('inputmode')).toBe('email');
    expect(field.getAttribute('autocomplete')).toBe('email');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('asks for a phone number with the phone keyboard, autofill and a country picker on SMS', async () => {
    const { container } = render(
      <ContactScreen state={typing({ channel: 'sms' })} config={smsOnlyConfig} actions={spyActions()} />,
    );
    // Phone number support loads as the phone channel is shown (phone/*.test.tsx test it in detail).
    expect(await screen.findByRole('combobox', { name: 'Country or region' })).toBeTruthy();
    const field = screen.getByLabelText('Phone number');
    expect(field.getAttribute('type')).toBe('tel');
    expect(field.getAttribute('inputmode')).toBe('tel');
    expect(field.getAttribute('autocomplete')).toBe('tel-national');
    expect(screen.getByRole('textbox', { description: /choose the country/i })).toBe(field);
    await expectNoAxeViolations(container);
  });

  it('offers a channel switch (a labelled radio group) when both channels are enabled', async () => {
    const user = userEvent.setup();
    const actions = spyActions();
    const { container } = render(<ContactScreen state={typing()} config={emailAndSmsConfig} actions={actions} />);
    const group = screen.getByRole('group', { name: 'Get a code by' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Email' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    expect(actions.setChannel).toHaveBeenCalledWith('sms');
    await expectNoAxeViolations(container);
  });

  it('builds both segments alike in Arabic, the one marked "Last used" too: a label (cut, not wrapped, by the stylesheet) and the whole label as the radio\'s name', () => {
    const { container } = render(
      <StringsProvider strings={ar}>
        <ContactScreen state={typing()} config={emailAndSmsConfig} actions={spyActions()} lastUsed="email" />
      </StringsProvider>,
    );
    const options = [...container.querySelectorAll('.loginkit-channels__option')];
    expect(options.map((option) => option.querySelector(':scope > .loginkit-channels__label')?.textContent)).toEqual([ar.channelEmail, ar.channelSms]);
    expect(screen.getByRole('radio', { name: ar.channelEmail })).toBeTruthy();
    expect(screen.getByRole('radio', { name: ar.channelSms })).toBeTruthy();
  });

  it('sends each edit and the submit to the flow', async () => {
    const user = userEvent.setup();
    const actions = spyActions();
    render(<ContactScreen state={typing({ contact: 'ada@example.co' })} config={emailOnlyConfig} actions={actions} />);
    await user.type(screen.getByLabelText('Email address'), 'm');
    expect(actions.setContact).toHaveBeenLastCalledWith('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Email address'), '{Enter}');
    expect(actions.submitContact).toHaveBeenCalledTimes(2);
  });

  it('ties a refused address to the field: message, aria-invalid and aria-describedby', async () => {
    const state = typing({ contact: 'ada@', error: kitError('invalid_input', { field: 'contact' }) });
    const { container } = render(<ContactScreen state={state} config={emailOnlyConfig} actions={spyActions()} />);
    const field = screen.getByLabelText('Email address');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address, like you@example.com.');
    expect(screen.getByRole('textbox', { description: /valid email address/ })).toBe(field);
    await expectNoAxeViolations(container);
  });

  it('shows other refusals with the message for their code', () => {
    const state = typing({ contact: 'ada@example.com', error: kitError('method_disabled', { field: 'channel' }) });
    render(<ContactScreen state={state} config={emailOnlyConfig} actions={spyActions()} />);
    expect(screen.getByRole('alert').textContent).toBe('This login method is not enabled for this app.');
  });

  it('while sending: a busy submit button that ignores clicks, a read-only field, a busy form', async () => {
    const user = userEvent.setup();
    const actions = spyActions();
    const state: ContactScreenState = { status: 'sendingCode', channel: 'email', contact: 'ada@example.com' };
    const { container } = render(<ContactScreen state={state} config={emailAndSmsConfig} actions={actions} />);
    const button = screen.getByRole('button', { name: 'Sending code…' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(container.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByLabelText('Email address') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByRole('group', { name: 'Get a code by' }) as HTMLFieldSetElement).disabled).toBe(true);
    await user.click(button);
    expect(actions.submitContact).not.toHaveBeenCalled();
    expect(actions.retry).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('when the first send is rate limited: the message with its retry countdown (the address was fine: not marked), and start over', async () => {
    const user = userEvent.setup();
    const actions = spyActions();
    const state: ContactScreenState = {
      status: 'rateLimited',
      channel: 'email',
      contact: 'ada@example.com',
      previous: 'sendingCode',
      error: kitError('rate_limited'),
      retryAt: Date.now() + 20_000,
    };
    const { container } = render(<ContactScreen state={state} config={emailOnlyConfig} actions={actions} />);
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Wait a moment and try again.');
    const retry = screen.getByRole('button', { name: /^Try again in (19|20) seconds$/ });
    expect(retry).toBe(screen.getByRole('button', { description: 'Too many attempts. Wait a moment and try again.' }));
    expect(retry.closest('.loginkit-actions')?.contains(screen.getByRole('alert'))).toBe(true);
    const field = screen.getByLabelText('Email address');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(field.getAttribute('aria-describedby')).toBeNull();
    await user.click(retry);
    expect(actions.retry).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(actions.reset).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('a rate limited phone number is not marked invalid either', () => {
    const state: ContactScreenState = {
      status: 'rateLimited',
      channel: 'sms',
      contact: '+14155550123',
      previous: 'sendingCode',
      error: kitError('rate_limited'),
      retryAt: Date.now() + 20_000,
    };
    const { container } = render(<ContactScreen state={state} config={smsOnlyConfig} actions={spyActions()} />);
    expect(container.querySelector('[aria-invalid]')).toBeNull();
    expect(screen.getByRole('button', { name: /^Try again in/ }).getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });

  it('once the rate limit has passed, retry sends again', async () => {
    const user = userEvent.setup();
    const actions = spyActions();
    const state: ContactScreenState = {
      status: 'rateLimited',
      channel: 'email',
      contact: 'ada@example.com',
      previous: 'sendingCode',
      error: kitError('rate_limited'),
      retryAt: Date.now() - 1,
    };
    render(<ContactScreen state={state} config={emailOnlyConfig} actions={actions} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(actions.retry).toHaveBeenCalledTimes(1);
  });
});
