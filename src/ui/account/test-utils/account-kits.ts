import { vi } from 'vitest';
import type { AccountApi, AccountOutcome, KitConfig } from '../../../core/internal';
import { createFakeKit, fakeSession, type FakeKit } from '../../../react/test-utils/test-kits';

export { loggedInKit } from '../../../react/test-utils/log-in-by-email-code';


export type FakeAccountApi = { [Name in keyof AccountApi]: ReturnType<typeof vi.fn<AccountApi[Name]>> };

/** An account API whose methods are vi.fn spies (each rejects until a test says otherwise). */
export function fakeAccountApi(): FakeAccountApi {
  return new Proxy({} as FakeAccountApi, {
    get(spies, name: string | symbol) {
      // Not a thenable: `kit.account()` resolves with this object.
      if (typeof name !== 'string' || name === 'then') return undefined;
      const record = spies as unknown as Record<string, unknown>;
      record[name] ??= vi.fn(() => Promise.reject(new Error(`account.${name} was not expected`)));
      return record[name];
    },
  });
}

/** A fake kit signed in as Ada, with a spy account API (and the relay's configuration given, if any). */
export function signedInFakeKit(config?: KitConfig): { kit: FakeKit; account: FakeAccountApi } {
  const kit = createFakeKit(config);
  const account = fakeAccountApi();
  kit.accountApi = account as unknown as AccountApi;
  kit.setSession({ status: 'signedIn', session: fakeSession });
  return { kit, account };
}

/** An outcome of a submit: completed with `result`, or waiting for / refused by consensus (an MFA challenge is another shape). */
export function outcome<Result>(result: Result, status: Exclude<AccountOutcome<Result>['status'], 'mfaRequired'> = 'completed'): AccountOutcome<Result> {
  const activity = {
    id: 'activity-1',
    organizationId: 'org-ada',
    status: 'ACTIVITY_STATUS_COMPLETED',
    type: 'ACTIVITY_TYPE_UPDATE_USER',
    intent: {},
    result: {},
    votes: [],
    fingerprint: 'fp',
    canApprove: false,
    canReject: false,
  };
  return status === 'completed' ? { status, activity, result } : { status, activity, votes: [], canApprove: false, canReject: false };
}
