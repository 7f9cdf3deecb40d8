import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../session/session-types';
import type { RelayClient } from '../transport/relay-client';
import type { AppProofsDeps } from './with-app-proofs';
import { withAppProofs } from './with-app-proofs';

// Issue 27: a signup's app-proof check (a chunk of its own) is fetched once the new account's
// session is active, never on the way to it; proofs missing from a wallet signup are said at once.
const loads = vi.hoisted(() => ({ count: 0, checked: [] as string[] }));
vi.mock('./check-app-proofs', () => {
  loads.count += 1;
  return { checkOnceLoggedIn: (_deps: unknown, _request: unknown, response: { organizationId: string }) => void loads.checked.push(response.organizationId) };
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp() {
  let active: Session | undefined;
  const listeners = new Set<() => void>();
  const deps = {
    options: undefined,
    signupWallet: undefined,
    onAppProofs: undefined,
    api: {},
    keys: {},
    now: Date.now,
    activeSession: () => active,
    subscribeSession: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  } as unknown as AppProofsDeps;
  const relay = { signup: vi.fn(async () => ({ organizationId: 'org-new', userId: 'user-new', appProofs: [] })) } as unknown as RelayClient;
  const signIn = (organizationId: string) => {
    active = { organizationId } as Session;
    for (const listener of [...listeners]) listener();
  };
  return { proofs: withAppProofs(relay, deps), signIn };
}

describe('withAppProofs: the check loads after the session, off the login path', () => {
  it('a signup fetches nothing; another account’s session neither; the new account’s session loads the check and hands it the signup', async () => {
    const { proofs, signIn } = setUp();
    await proofs.relay.signup({ userEmail: 'ada@example.com', apiKeys: [], authenticators: [], oauthProviders: [] } as never);
    await settle();
    expect(loads.count).toBe(0);
    signIn('org-other');
    await settle();
    expect(loads.count).toBe(0);
    signIn('org-new');
    await vi.waitFor(() => expect(loads.checked).toEqual(['org-new']));
    expect(loads.count).toBe(1);
  });

  it('a wallet signup answered without proofs is checked at once (proof_missing), before any session', async () => {
    const { proofs } = setUp();
    await proofs.relay.signup({ userEmail: 'bo@example.com', apiKeys: [], authenticators: [], oauthProviders: [], wallet: { walletName: 'w', accounts: [] } } as never);
    await vi.waitFor(() => expect(loads.checked).toEqual(['org-new', 'org-new']));
  });
});
