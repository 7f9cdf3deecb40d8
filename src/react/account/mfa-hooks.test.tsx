import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoginKit } from '../../core/internal';
import { LoginKitProvider } from '../login-kit-provider';
import { loggedInKit } from '../test-utils/log-in-by-email-code';
import { useMfaPolicies, useUser } from './account-hooks';
import { mfaPolicyCondition, mfaProtectedActions } from './mfa-actions';
import { useMfaMethods } from './mfa-hooks';

const kits: LoginKit[] = [];
afterEach(() => {
  for (const kit of kits.splice(0)) kit.dispose();
});

function render<Result>(kit: LoginKit, hook: () => Result) {
  kits.push(kit);
  const wrapper = ({ children }: { children?: ReactNode }) => <LoginKitProvider kit={kit}>{children}</LoginKitProvider>;
  return renderHook(hook, { wrapper });
}

const emailThenSession = [{ any: [{ type: 'AUTHENTICATION_TYPE_EMAIL_OTP' as const }] }, { any: [{ type: 'AUTHENTICATION_TYPE_SESSION' as const }] }];

describe('useMfaPolicies against the mock relay', () => {
  it('creates a policy for each protected change (the mock accepts every condition written), lists them, deletes one', async () => {
    const { kit } = await loggedInKit('ada@example.com');
    const { result } = render(kit, useMfaPolicies);
    await waitFor(() => expect(result.current.policies.data).toEqual([]));

    for (const [order, action] of mfaProtectedActions.entries()) {
      await act(async () => {
        const outcome = await result.current.create.mutateAsync({ mfaPolicyName: action, condition: mfaPolicyCondition([action]), requiredAuthenticationMethods: emailThenSession, order });
        expect(outcome.status).toBe('completed');
      });
    }
    await waitFor(() => expect(result.current.policies.data?.map((policy) => policy.mfaPolicyName)).toEqual([...mfaProtectedActions]));
    const first = result.current.policies.data?.[0];
    expect(first).toMatchObject({ condition: mfaPolicyCondition(['export']), requiredAuthenticationMethods: emailThenSession, order: 0 });

    await act(async () => {
      const outcome = await result.current.remove.mutateAsync({ mfaPolicyId: first?.mfaPolicyId ?? '' });
      expect(outcome.status).toBe('completed');
    });
    await waitFor(() => expect(result.current.policies.data).toHaveLength(mfaProtectedActions.length - 1));
  });

  it('a policy on changing the email or phone holds update_user (mfaRequired), and not an unrelated change', async () => {
    const { kit } = await loggedInKit('grace@example.com');
    const { result } = render(kit, () => ({ mfa: useMfaPolicies(), user: useUser() }));
    await waitFor(() => expect(result.current.mfa.policies.isSuccess).toBe(true));
    await act(async () => {
      await result.current.mfa.create.mutateAsync({
        mfaPolicyName: 'Changing your email or phone',
        condition: mfaPolicyCondition(['changeContact']),
        requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }] }],
        order: 0,
      });
    });
    let status: string | undefined;
    await act(async () => {
      status = (await result.current.user.update.mutateAsync({ userPhoneNumber: '+14155550123' })).status;
    });
    expect(status).toBe('mfaRequired');

    // A second policy, on exporting, does not hold the creation of a policy itself.
    await act(async () => {
      status = (
        await result.current.mfa.create.mutateAsync({
          mfaPolicyName: 'Exporting a key',
          condition: mfaPolicyCondition(['export']),
          requiredAuthenticationMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY' }] }],
          order: 1,
        })
      ).status;
    });
    expect(status).toBe('completed');
  });
});

describe('useMfaMethods', () => {
  it('offers an email code to an account with an address, a text message code once it has a number, and this session always', async () => {
    const { kit } = await loggedInKit('alan@example.com');
    const { result } = render(kit, () => ({ methods: useMfaMethods(), user: useUser() }));
    await waitFor(() => expect(result.current.methods.isPending).toBe(false));
    expect(result.current.methods.methods).toEqual(['AUTHENTICATION_TYPE_EMAIL_OTP', 'AUTHENTICATION_TYPE_SESSION']);

    await act(async () => {
      await result.current.user.update.mutateAsync({ userPhoneNumber: '+14155550123' });
    });
    await waitFor(() => expect(result.current.methods.methods).toEqual(['AUTHENTICATION_TYPE_EMAIL_OTP', 'AUTHENTICATION_TYPE_SMS_OTP', 'AUTHENTICATION_TYPE_SESSION']));
  });

  it('offers no code by a channel the app does not send codes on', async () => {
    const { kit } = await loggedInKit('hopper@example.com', { enabledProviders: ['email'] });
    const { result } = render(kit, () => ({ methods: useMfaMethods(), user: useUser() }));
    await waitFor(() => expect(result.current.methods.isPending).toBe(false));
    await act(async () => {
      await result.current.user.update.mutateAsync({ userPhoneNumber: '+14155550123' });
    });
    await waitFor(() => expect(result.current.user.user.data?.userPhoneNumber).toBe('+14155550123'));
    expect(result.current.methods.methods).toEqual(['AUTHENTICATION_TYPE_EMAIL_OTP', 'AUTHENTICATION_TYPE_SESSION']);
  });
});
