import type { AccountOutcome, ContactCode, SendContactCodeInput, VerifyContactCodeInput } from '../../core/internal';
import { useAccountMutation, type AccountMutationResult } from './use-account-query';

export interface UseContactChangeResult {
  /** Sends a one-time code to the NEW email address or phone number (otp_init_v2); resolves with what `confirm` needs. */
  sendCode: AccountMutationResult<ContactCode, SendContactCodeInput>;
  /**
   * Verifies the code typed (otp_verify_v2, bound to the session's key) and only then changes the
   * user's email address or phone number to it (update_user); the profile (`useUser`) is refetched.
   * Resolves with update_user's outcome; a wrong code rejects with `otp_invalid` and changes nothing.
   */
  confirm: AccountMutationResult<AccountOutcome<{ userId: string }>, VerifyContactCodeInput>;
}

/**
 * Changing the signed-in user's email address or phone number, confirmed by a one-time code sent
 * to the new one (`kit.account()`'s `sendContactCode` and `verifyContactCode`, then `updateUser`).
 */
export function useContactChange(): UseContactChangeResult {
  return {
    sendCode: useAccountMutation('useContactChange', (account, input: SendContactCodeInput, signal) => account.sendContactCode(input, { signal }), []),
    confirm: useAccountMutation(
      'useContactChange',
      async (account, input: VerifyContactCodeInput, signal) => {
        const verified = await account.verifyContactCode(input, { signal });
        return account.updateUser(verified.channel === 'email' ? { userEmail: verified.contact } : { userPhoneNumber: verified.contact }, { signal });
      },
      ['user'],
    ),
  };
}
