import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OtpState } from '../core/internal';
import { screenForState } from './screen-for-state';
import { expectNoAxeViolations } from './test-utils/axe';
import { emailAndSmsConfig, kitError, sentCode, session, spyActions } from './test-utils/fixtures';

const contact = { channel: 'email' as const, contact: 'ada@example.com' };

/** Every status, and what the user should see first on its screen. */
const cases: [string, OtpState, () => HTMLElement][] = [
  ['enteringContact', { status: 'enteringContact', ...contact }, () => screen.getByLabelText('Email address')],
  ['sendingCode (first send)', { status: 'sendingCode', ...contact }, () => screen.getByRole('button', { name: 'Sending code…' })],
  ['sendingCode (resend)', { status: 'sendingCode', ...sentCode(0, '') }, () => screen.getByRole('heading', { name: 'Check your email' })],
  ['enteringCode', { status: 'enteringCode', ...sentCode() }, () => screen.getByLabelText('6-digit code')],
  ['verifying', { status: 'verifying', ...sentCode(0, '123456') }, () => screen.getByText('Verifying…')],
  ['codeInvalid', { status: 'codeInvalid', error: kitError('otp_invalid'), ...sentCode() }, () => screen.getByText(/not right/)],
  ['codeExpired', { status: 'codeExpired', error: kitError('otp_expired'), ...sentCode() }, () => screen.getByText(/expired/)],
  ['attemptsExceeded', { status: 'attemptsExceeded', error: kitError('otp_attempts_exceeded'), ...sentCode() }, () => screen.getByText(/Too many wrong codes/)],
  [
    'rateLimited (first send)',
    { status: 'rateLimited', error: kitError('rate_limited'), retryAt: Date.now() + 5_000, previous: 'sendingCode', ...contact },
    () => screen.getByLabelText('Email address'),
  ],
  [
    'rateLimited (after a code was sent)',
    { status: 'rateLimited', error: kitError('rate_limited'), retryAt: Date.now() + 5_000, previous: 'verifying', ...sentCode() },
    () => screen.getByRole('heading', { name: 'Check your email' }),
  ],
  ['failed', { status: 'failed', error: kitError('unavailable'), previous: 'sendingCode', ...contact }, () => screen.getByRole('heading', { name: 'Something went wrong' })],
  ['success', { status: 'success', ...contact, session, isNewUser: true }, () => screen.getByRole('heading', { name: 'You are logged in' })],
];

describe('screenForState maps every OTP status to its screen', () => {
  it.each(cases)('%s', async (_name, state, firstThing) => {
    const { container } = render(screenForState(state, { config: emailAndSmsConfig, actions: spyActions(), onDone: () => undefined }));
    expect(firstThing()).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('keeps the contact screen for a first send but the code screen for a resend', () => {
    const first = render(screenForState({ status: 'sendingCode', ...contact }, { config: emailAndSmsConfig, actions: spyActions() }));
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();
    first.unmount();
    render(screenForState({ status: 'sendingCode', ...sentCode() }, { config: emailAndSmsConfig, actions: spyActions() }));
    expect(screen.queryByLabelText('Email address')).toBeNull();
  });
});
