import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { emailAndSmsConfig, smsOnlyConfig, spyActions } from '../../test-utils/fixtures';
import { ContactScreen } from '../contact-screen';
import type { ContactScreenState } from '../screen-types';

// Counts the loads of the phone field module (with its numbering-plan table): it is a separate chunk,
// imported only when the phone channel is shown. Tests run in order: the first load is this file's.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./phone-field', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

const typing = (channel: 'email' | 'sms', contact = ''): ContactScreenState => ({ status: 'enteringContact', channel, contact });

describe('the phone field, loaded lazily', () => {
  it('is not loaded for email entry', async () => {
    const { container } = render(<ContactScreen state={typing('email')} config={emailAndSmsConfig} actions={spyActions()} />);
    expect(screen.getByLabelText('Email address')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads.count).toBe(0);
    expect(container.querySelector('select')).toBeNull();
  });

  it('loads when the phone channel is shown: the plain field keeps what is typed (and the focus) until it arrives', async () => {
    const user = userEvent.setup();
    const actions = spyActions();
    const view = render(<ContactScreen state={typing('email')} config={emailAndSmsConfig} actions={actions} />);
    view.rerender(<ContactScreen state={typing('sms', '+4420')} config={emailAndSmsConfig} actions={actions} />);
    // Before the chunk arrives: the plain phone field, in international format.
    const plain = screen.getByLabelText('Phone number');
    expect(plain.getAttribute('autocomplete')).toBe('tel');
    expect((plain as HTMLInputElement).value).toBe('+4420');
    plain.focus();

    const picker = (await screen.findByRole('combobox', { name: 'Country or region' })) as HTMLSelectElement;
    expect(loads.count).toBe(1);
    const field = screen.getByLabelText('Phone number') as HTMLInputElement;
    expect(field.getAttribute('autocomplete')).toBe('tel-national');
    expect(field.value).toBe('+44 20');
    expect(picker.value).toBe('GB');
    expect(document.activeElement).toBe(field);
    await user.type(field, '7946 0958');
    expect(actions.setContact).toHaveBeenLastCalledWith('+442079460958');
    await expectNoAxeViolations(view.container);
  });

  it('once loaded, renders at once (no plain field first) and is not loaded again', async () => {
    render(<ContactScreen state={typing('sms')} config={smsOnlyConfig} actions={spyActions()} />);
    expect(screen.getByRole('combobox', { name: 'Country or region' })).toBeTruthy();
    await waitFor(() => expect(loads.count).toBe(1));
  });
});
