import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ContactCode, LoginKit } from '../../core/internal';
import { LoginKitProvider } from '../login-kit-provider';
import { latestCode } from '../test-utils/test-kits';
import { loggedInKit } from '../test-utils/log-in-by-email-code';
import { useUser } from './account-hooks';
import { useContactChange } from './use-contact-change';

function render<Result>(kit: LoginKit, hook: () => Result) {
  const wrapper = ({ children }: { children?: ReactNode }) => <LoginKitProvider kit={kit}>{children}</LoginKitProvider>;
  return renderHook(hook, { wrapper });
}

describe('useContactChange against the mock relay', () => {
  it('sends a code to the new phone number; a wrong code changes nothing; the right one changes it and useUser reads it', async () => {
    const { kit, relay } = await loggedInKit('ada@example.com');
    const { result } = render(kit, () => ({ change: useContactChange(), user: useUser().user }));
    await waitFor(() => expect(result.current.user.data?.userEmail).toBe('ada@example.com'));

    let sent: ContactCode | undefined;
    await act(async () => {
      sent = await result.current.change.sendCode.mutateAsync({ channel: 'sms', contact: '+44 20 7946 0958' });
    });
    expect(sent).toMatchObject({ channel: 'sms', contact: '+442079460958' });
    const code = latestCode(relay, '+442079460958');

    await act(async () => {
      await result.current.change.confirm.mutateAsync({ sent: sent!, code: code === '000000' ? '111111' : '000000' }).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.change.confirm.error?.code).toBe('otp_invalid'));
    expect(result.current.user.data?.userPhoneNumber).toBeUndefined();

    await act(async () => {
      const outcome = await result.current.change.confirm.mutateAsync({ sent: sent!, code });
      expect(outcome.status).toBe('completed');
    });
    await waitFor(() => expect(result.current.user.data?.userPhoneNumber).toBe('+442079460958'));
    kit.dispose();
  });
});
