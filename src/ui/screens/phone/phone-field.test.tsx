import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialOtpState, otpResendResult, transitionOtp, type KitConfig, type OtpEvent, type OtpRules, type OtpState } from '../../../core/internal';
import type { OtpLoginActions } from '../../../react/index';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { emailAndSmsConfig, smsOnlyConfig } from '../../test-utils/fixtures';
import { ContactScreen } from '../contact-screen';
import type { ContactScreenState } from '../screen-types';

/** The contact screen driven by the real OTP machine (without effects); `events` records what it was sent. */
function renderPhoneEntry(config: KitConfig = smsOnlyConfig, contact = '') {
  const rules: OtpRules = { channels: config.otpChannels, otpLength: 6, otpAlphanumeric: false, resendCooldownMs: 30_000 };
  const events: OtpEvent[] = [];
  let current = initialOtpState(rules, { channel: 'sms', contact });
  function Harness() {
    const [state, setState] = useState<OtpState>(current);
    const send = (event: OtpEvent): void => {
      events.push(event);
      current = transitionOtp(current, event, rules);
      setState(current);
    };
    const actions: OtpLoginActions = {
      setChannel: (channel) => send({ type: 'setChannel', channel }),
      setContact: (value) => send({ type: 'setContact', contact: value }),
      submitContact: () => send({ type: 'submitContact' }),
      setCode: (code) => send({ type: 'setCode', code }),
      submitCode: () => send({ type: 'submitCode' }),
      resend: () => {
        const now = Date.now();
        const result = otpResendResult(current, now);
        send({ type: 'resend', now });
        return result;
      },
      retry: () => send({ type: 'retry', now: Date.now() }),
      changeContact: () => send({ type: 'changeContact' }),
      reset: () => send({ type: 'reset' }),
      cancel: () => send({ type: 'cancel' }),
    };
    return <ContactScreen state={state as ContactScreenState} config={config} actions={actions} />;
  }
  const view = render(<Harness />);
  return { ...view, events, state: () => current };
}

const countryPicker = (): Promise<HTMLSelectElement> => screen.findByRole('combobox', { name: 'Country or region' });
const numberField = (): HTMLInputElement => screen.getByLabelText('Phone number');

function preferLanguages(...languages: string[]): void {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('phone number entry', () => {
  it('offers a native, labelled country picker with calling codes, starting on the browser’s region', async () => {
    preferLanguages('en-GB', 'en');
    const { container } = renderPhoneEntry();
    const picker = await countryPicker();
    expect(picker.tagName).toBe('SELECT');
    expect(picker.value).toBe('GB');
    expect(picker.selectedOptions[0]?.textContent).toBe('United Kingdom (+44)');
    expect(screen.getByRole('option', { name: 'France (+33)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Japan (+81)' })).toBeTruthy();
    // Sorted by name, so typing a country's first letters finds it.
    const names = [...picker.options].map((option) => option.textContent ?? '');
    expect(names.indexOf('Germany (+49)')).toBeLessThan(names.indexOf('Ghana (+233)'));
    expect(names.length).toBeGreaterThan(200);

    const field = numberField();
    expect(field.getAttribute('type')).toBe('tel');
    expect(field.getAttribute('autocomplete')).toBe('tel-national');
    expect(screen.getByRole('textbox', { description: /Choose the country/ })).toBe(field);
    expect(container.querySelector('[style]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('names the countries in the language of the page around it (the modal’s lang)', async () => {
    preferLanguages('en-US');
    render(
      <div lang="de">
        <ContactScreen state={{ status: 'enteringContact', channel: 'sms', contact: '' }} config={smsOnlyConfig} actions={{} as OtpLoginActions} />
      </div>,
    );
    const picker = await countryPicker();
    expect(picker.value).toBe('US');
    expect(await screen.findByRole('option', { name: 'Frankreich (+33)' })).toBeTruthy();
  });

  it('a browser language that is no BCP 47 tag (WebKitGTK under a POSIX locale reports "C") is passed over, not a crash', async () => {
    preferLanguages('C', 'de_DE', 'de-DE');
    renderPhoneEntry();
    const picker = await countryPicker();
    expect(picker.value).toBe('DE');
    expect(screen.getByRole('option', { name: 'Frankreich (+33)' })).toBeTruthy();
    vi.restoreAllMocks();
    preferLanguages('C');
    renderPhoneEntry();
    expect((await screen.findAllByRole('option', { name: 'United States (+1)' })).length).toBeGreaterThan(0);
  });

  it('takes the country of a language spoken in essentially one (ja → Japan)', async () => {
    preferLanguages('ja');
    renderPhoneEntry();
    expect((await countryPicker()).value).toBe('JP');
  });

  it('starts on the region of the page’s full locale tag (ar-SA → Saudi Arabia), before the browser’s', async () => {
    preferLanguages('en-US', 'en');
    render(
      <div lang="ar-SA">
        <div lang="ar">
          <ContactScreen state={{ status: 'enteringContact', channel: 'sms', contact: '' }} config={smsOnlyConfig} actions={{} as OtpLoginActions} />
        </div>
      </div>,
    );
    expect((await countryPicker()).value).toBe('SA');
  });

  it('without a region on the page, takes the browser’s first language that has one', async () => {
    preferLanguages('ar', 'fr-CA', 'en-GB');
    render(
      <div lang="ar">
        <ContactScreen state={{ status: 'enteringContact', channel: 'sms', contact: '' }} config={smsOnlyConfig} actions={{} as OtpLoginActions} />
      </div>,
    );
    expect((await countryPicker()).value).toBe('CA');
  });

  it.each(['ar', 'es', 'pt', 'en', 'fr'])('does not guess a country from %s alone (spoken in many): the picker starts on its first country', async (language) => {
    preferLanguages(language);
    render(
      <div lang={language}>
        <ContactScreen state={{ status: 'enteringContact', channel: 'sms', contact: '' }} config={smsOnlyConfig} actions={{} as OtpLoginActions} />
      </div>,
    );
    const picker = await countryPicker();
    expect(picker.value).toBe(picker.options[0]?.value);
    expect(picker.value).not.toBe({ ar: 'EG', es: 'ES', pt: 'BR', en: 'US', fr: 'FR' }[language]);
  });

  it('formats the number as it is typed and gives the flow its E.164 form, which is what is submitted', async () => {
    preferLanguages('en-US');
    const user = userEvent.setup();
    const { container, state } = renderPhoneEntry();
    await countryPicker();
    await user.type(numberField(), '4155550123');
    expect(numberField().value).toBe('(415) 555-0123');
    expect(state()).toMatchObject({ status: 'enteringContact', contact: '+14155550123' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(state()).toEqual({ status: 'sendingCode', channel: 'sms', contact: '+14155550123' });
    await expectNoAxeViolations(container);
  });

  it('keeps the caret after the same digit when a digit is inserted in the middle', async () => {
    preferLanguages('en-US');
    const { state } = renderPhoneEntry();
    await countryPicker();
    const field = numberField();
    field.focus();
    fireEvent.change(field, { target: { value: '415555012' } });
    expect(field.value).toBe('(415) 555-012');
    // Type a "3" after "(415) 5": the browser gives "(415) 53" with the caret after the 3.
    field.setSelectionRange(8, 8);
    fireEvent.change(field, { target: { value: '(415) 5355-012', selectionStart: 8, selectionEnd: 8 } });
    expect(field.value).toBe('(415) 535-5012');
    expect(field.selectionStart).toBe(8);
    expect(state().contact).toBe('+14155355012');
  });

  it('changing the country re-formats the digits and changes the E.164 number', async () => {
    preferLanguages('en-US');
    const user = userEvent.setup();
    const { container, state } = renderPhoneEntry();
    const picker = await countryPicker();
    await user.type(numberField(), '0612345678');
    expect(state().contact).toBe('+10612345678');
    await user.selectOptions(picker, 'FR');
    expect(picker.value).toBe('FR');
    expect(numberField().value).toBe('06 12 34 56 78');
    expect(state().contact).toBe('+33612345678');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(state()).toMatchObject({ status: 'sendingCode', contact: '+33612345678' });
    await expectNoAxeViolations(container);
  });

  it('a number typed or pasted with + and its country code moves the picker to that country', async () => {
    preferLanguages('en-US');
    const user = userEvent.setup();
    const { state } = renderPhoneEntry();
    const picker = await countryPicker();
    await user.click(numberField());
    await user.paste('+44 20 7946 0958');
    expect(picker.value).toBe('GB');
    expect(numberField().value).toBe('+44 20 7946 0958');
    expect(state().contact).toBe('+442079460958');
    // Picking another country keeps the national digits under the new code.
    await user.selectOptions(picker, 'IE');
    expect(state().contact).toBe('+3532079460958');
  });

  it('shows a number the flow already holds (back from the code screen) with its country', async () => {
    preferLanguages('en-US');
    renderPhoneEntry(smsOnlyConfig, '+33612345678');
    expect((await countryPicker()).value).toBe('FR');
    expect(numberField().value).toBe('+33 6 12 34 56 78');
  });

  it('an invalid number is not submitted: the phone error, tied to the field, until it is edited', async () => {
    preferLanguages('en-US');
    const user = userEvent.setup();
    const { container, events, state } = renderPhoneEntry();
    await countryPicker();
    await user.type(numberField(), '41555');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(events.some((event) => event.type === 'submitContact')).toBe(false);
    expect(state().status).toBe('enteringContact');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Enter your phone number with its country code, like +1 415 555 0123.');
    expect(numberField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { description: /phone number with its country code/ })).toBe(numberField());
    await expectNoAxeViolations(container);

    await user.type(numberField(), '50123');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(numberField().getAttribute('aria-invalid')).toBeNull();
    await user.keyboard('{Enter}');
    expect(state()).toMatchObject({ status: 'sendingCode', contact: '+14155550123' });
  });

  it('an empty number is refused the same way', async () => {
    const user = userEvent.setup();
    const { events } = renderPhoneEntry();
    await countryPicker();
    await user.type(numberField(), '1{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(events.some((event) => event.type === 'submitContact')).toBe(false);
    expect(screen.getByRole('alert').textContent).toMatch(/phone number/);
  });

  it('while the code is sent the picker and the number cannot change', async () => {
    preferLanguages('en-US');
    const user = userEvent.setup();
    renderPhoneEntry();
    const picker = await countryPicker();
    await user.type(numberField(), '4155550123{Enter}');
    expect(picker.disabled).toBe(true);
    expect(numberField().readOnly).toBe(true);
  });

  it('after a channel switch to the phone, the focus stays on the switch', async () => {
    const user = userEvent.setup();
    const rules: OtpRules = { channels: ['email', 'sms'], otpLength: 6, otpAlphanumeric: false, resendCooldownMs: 30_000 };
    let current = initialOtpState(rules);
    function Harness() {
      const [state, setState] = useState<OtpState>(current);
      const send = (event: OtpEvent): void => {
        current = transitionOtp(current, event, rules);
        setState(current);
      };
      const actions = { setChannel: (channel: 'email' | 'sms') => send({ type: 'setChannel', channel }), setContact: (contact: string) => send({ type: 'setContact', contact }) };
      return <ContactScreen state={state as ContactScreenState} config={emailAndSmsConfig} actions={actions as unknown as OtpLoginActions} />;
    }
    render(<Harness />);
    const phone = screen.getByRole('radio', { name: 'Phone' });
    await user.click(phone);
    await countryPicker();
    await act(() => Promise.resolve());
    expect(document.activeElement).toBe(phone);
  });
});
