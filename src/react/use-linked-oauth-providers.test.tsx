import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LoginKitProvider } from './login-kit-provider';
import { createFakeKit, fakeConfig, fakeSession, type FakeKit } from './test-utils/test-kits';
import { useLinkedOauthProviders } from './use-linked-oauth-providers';

const socialConfig = { ...fakeConfig, oauthProviders: ['google' as const, 'discord' as const], oauthClientIds: { google: 'g', discord: 'd' } };
const google = { providerId: 'p-1', providerName: 'google', issuer: 'https://accounts.google.com', audience: 'g', subject: '42' };

function renderLinked(kit: FakeKit) {
  const wrapper = ({ children }: { children?: ReactNode }) => <LoginKitProvider kit={kit}>{children}</LoginKitProvider>;
  return renderHook(() => useLinkedOauthProviders(), { wrapper });
}

describe('useLinkedOauthProviders: the signed-in user’s social logins', () => {
  it('fetches nothing and has no linking flow while signed out', async () => {
    const kit = createFakeKit(socialConfig);
    const { result } = renderLinked(kit);
    await waitFor(() => expect(result.current.providers).toEqual(['google', 'discord']));
    expect(result.current.linked.fetchStatus).toBe('idle');
    expect(result.current.state).toBeUndefined();
    expect(kit.oauthFlows).toHaveLength(0);
  });

  it('lists the linked providers, links another from the click, and refetches when it is linked', async () => {
    const kit = createFakeKit(socialConfig);
    kit.setSession({ status: 'signedIn', session: fakeSession });
    const { result } = renderLinked(kit);
    await waitFor(() => expect(result.current.linked.data).toEqual([]));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'idle' }));
    const flow = kit.oauthFlows.at(-1);
    if (flow === undefined) throw new Error('no linking flow');

    result.current.link('discord');
    expect(flow.events).toEqual([{ type: 'link', provider: 'discord' }]);
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'authorizing', provider: 'discord', intent: 'link' }));

    kit.linkedProviders = [google];
    act(() => flow.set({ status: 'linked', provider: 'discord', intent: 'link', providerIds: ['p-1'] }));
    await waitFor(() => expect(result.current.linked.data).toEqual([google]));
  });
});
