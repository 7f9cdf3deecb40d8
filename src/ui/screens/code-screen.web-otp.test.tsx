import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { emailOnlyConfig, sentCode, spyActions } from '../test-utils/fixtures';
import { CodeScreen } from './code-screen';
import type { CodeScreenState } from './screen-types';

type OtpRequest = { otp: { transport: string[] }; signal: AbortSignal };

/** A stubbed WebOTP: each `navigator.credentials.get` call is kept with a way to answer it. */
function stubWebOtp() {
  const requests: { options: OtpRequest; resolve(value: { code: string } | null): void; reject(error: unknown): void }[] = [];
  const get = vi.fn((options: OtpRequest) => new Promise<{ code: string } | null>((resolve, reject) => requests.push({ options, resolve, reject })));
  vi.stubGlobal('OTPCredential', class OTPCredential {});
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { get } });
  return { get, requests };
}

const smsCode = (overrides: Partial<CodeScreenState> = {}): CodeScreenState =>
  ({ status: 'enteringCode', ...sentCode(30_000), channel: 'sms', contact: '+14155550123', ...overrides }) as CodeScreenState;

let hadCredentials: PropertyDescriptor | undefined;
beforeEach(() => {
  hadCredentials = Object.getOwnPropertyDescriptor(navigator, 'credentials');
});
afterEach(() => {
  vi.unstubAllGlobals();
  if (hadCredentials) Object.defineProperty(navigator, 'credentials', hadCredentials);
  else delete (navigator as { credentials?: unknown }).credentials;
});

describe('CodeScreen with WebOTP (codes sent by SMS)', () => {
  it('asks the browser for the SMS code, fills it in and submits it', async () => {
    const { get, requests } = stubWebOtp();
    const actions = spyActions();
    const { container } = render(<CodeScreen state={smsCode()} config={emailOnlyConfig} actions={actions} />);
    expect(get).toHaveBeenCalledTimes(1);
    expect(requests[0]?.options.otp).toEqual({ transport: ['sms'] });
    expect(requests[0]?.options.signal.aborted).toBe(false);

    await act(async () => requests[0]?.resolve({ code: '123456' }));
    expect(actions.setCode).toHaveBeenCalledWith('123456');
    expect(actions.submitCode).toHaveBeenCalledTimes(1);
    expect(actions.setCode.mock.invocationCallOrder[0]).toBeLessThan(actions.submitCode.mock.invocationCallOrder[0] ?? 0);
    await expectNoAxeViolations(container);
  });

  it('aborts the request when the screen leaves, and ignores a late answer', async () => {
    const { requests } = stubWebOtp();
    const actions = spyActions();
    const { unmount } = render(<CodeScreen state={smsCode()} config={emailOnlyConfig} actions={actions} />);
    const { signal } = requests[0]!.options;
    unmount();
    expect(signal.aborted).toBe(true);
    await act(async () => requests[0]?.resolve({ code: '123456' }));
    expect(actions.setCode).not.toHaveBeenCalled();
    expect(actions.submitCode).not.toHaveBeenCalled();
  });

  it('asks again for each new code (a resend), aborting the request for the old one', () => {
    const { get, requests } = stubWebOtp();
    const actions = spyActions();
    const view = render(<CodeScreen state={smsCode()} config={emailOnlyConfig} actions={actions} />);
    view.rerender(<CodeScreen state={smsCode({ code: '12' })} config={emailOnlyConfig} actions={actions} />);
    expect(get).toHaveBeenCalledTimes(1);
    view.rerender(<CodeScreen state={smsCode({ otpId: 'otp-2' })} config={emailOnlyConfig} actions={actions} />);
    expect(requests[0]?.options.signal.aborted).toBe(true);
    expect(get).toHaveBeenCalledTimes(2);
    expect(requests[1]?.options.signal.aborted).toBe(false);
  });

  it('a refused or cancelled request changes nothing visible', async () => {
    const { requests } = stubWebOtp();
    const actions = spyActions();
    const { container } = render(<CodeScreen state={smsCode()} config={emailOnlyConfig} actions={actions} />);
    const before = container.innerHTML;
    await act(async () => requests[0]?.reject(new DOMException('The user refused.', 'AbortError')));
    expect(container.innerHTML).toBe(before);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(actions.setCode).not.toHaveBeenCalled();
  });

  it('is not used for codes sent by email', () => {
    const { get } = stubWebOtp();
    render(<CodeScreen state={{ status: 'enteringCode', ...sentCode(30_000) }} config={emailOnlyConfig} actions={spyActions()} />);
    expect(get).not.toHaveBeenCalled();
  });

  it('without the WebOTP API, the code is typed as usual', () => {
    const get = vi.fn();
    Object.defineProperty(navigator, 'credentials', { configurable: true, value: { get } });
    render(<CodeScreen state={smsCode()} config={emailOnlyConfig} actions={spyActions()} />);
    expect(get).not.toHaveBeenCalled();
    expect(screen.getByLabelText('6-digit code').getAttribute('autocomplete')).toBe('one-time-code');
  });
});
