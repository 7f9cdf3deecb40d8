import type { UseMutationResult } from '@tanstack/react-query';
import type { AccountOutcome, ContactCode, LoginKitError, SendContactCodeInput, VerifyContactCodeInput } from '../../core/index';
import { useAccountMutation } from './use-account-query';

export interface UseContactChangeResult {
  /** Sends a one-time code to the NEW email address or phone number (otp_init_v2); resolves with what `confirm` needs. */
  sendCode: UseMutationResult<ContactCode, LoginKitError, SendContactCodeInput>;
  /**
   * Verifies the code typed (otp_verify_v2, bound to the session's key) and only then changes the
   * user's email address or phone number to it (update_user); the profile (`useUser`) is refetched.
   * Resolves with update_user's outcome; a wrong code rejects with `otp_invalid` and changes nothing.
   */
  confirm: UseMutationResult<AccountOutcome<{ userId: string }>, LoginKitError, VerifyContactCodeInput>;
}

/**
 * Changing the signed-in user's email address or phone number, confirmed by a one-time code sent
 * to the new one (`kit.account()`'s `sendContactCode` and `verifyContactCode`, then `updateUser`).
 */
export function useContactChange(): UseContactChangeResult {
  return {
    sendCode: useAccountMutation('useContactChange', (account, input: SendContactCodeInput) => account.sendContactCode(input), []),
    confirm: useAccountMutation(
      'useContactChange',
      async (account, input: VerifyContactCodeInput) => {
        const verified = await account.verifyContactCode(input);
        return account.updateUser(verified.channel === 'email' ? { userEmail: verified.contact } : { userPhoneNumber: verified.contact });
      },
      ['user'],
    ),
  };
}
