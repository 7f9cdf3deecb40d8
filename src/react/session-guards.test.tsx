import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LoginKitProvider } from './login-kit-provider';
import { RequireSession } from './require-session';
import { SignedIn } from './signed-in';
import { SignedOut } from './signed-out';
import { createFakeKit, createTestRelay, fakeSession, kitOptionsFor, type FakeKit } from './test-utils/test-kits';

/** A kit still restoring its stored session, as every kit is on a page's first render. */
function restoringKit(): FakeKit {
  const kit = createFakeKit();
  kit.setSession({ status: 'loading' });
  return kit;
}

/** What a page shows with the three guards, as one line of text. */
function Page({ kit }: { kit: FakeKit }) {
  return (
    <LoginKitProvider kit={kit}>
      <p data-testid="page">
        <SignedIn loading="[checking]">{(session) => `[hello ${session.userId}]`}</SignedIn>
        <SignedOut>[log in]</SignedOut>
        <RequireSession fallback="[fallback]" loading="[wait]">
          [account]
        </RequireSession>
      </p>
    </LoginKitProvider>
  );
}

const shown = (): string => screen.getByTestId('page').textContent ?? '';

describe('<SignedIn>, <SignedOut> and <RequireSession>', () => {
  it('render nothing wrong while the session is loading: neither the signed-in nor the signed-out content, only `loading`', () => {
    render(<Page kit={restoringKit()} />);
    expect(shown()).toBe('[checking][wait]');
  });

  it('loading → signed in: the signed-in content and the children, never "log in" or the fallback', () => {
    const kit = restoringKit();
    render(<Page kit={kit} />);
    act(() => kit.setSession({ status: 'signedIn', session: fakeSession }));
    expect(shown()).toBe(`[hello ${fakeSession.userId}][account]`);
  });

  it('loading → signed out: "log in" and the fallback', () => {
    const kit = restoringKit();
    render(<Page kit={kit} />);
    act(() => kit.setSession({ status: 'signedOut' }));
    expect(shown()).toBe('[log in][fallback]');
  });

  it('logout: from the signed-in content to "log in" and the fallback at once', () => {
    const kit = restoringKit();
    render(<Page kit={kit} />);
    act(() => kit.setSession({ status: 'signedIn', session: fakeSession }));
    act(() => kit.setSession({ status: 'signedOut', reason: 'logout' }));
    expect(shown()).toBe('[log in][fallback]');
    act(() => kit.setSession({ status: 'signedIn', session: fakeSession }));
    act(() => kit.setSession({ status: 'signedOut', reason: 'expired' }));
    expect(shown()).toBe('[log in][fallback]');
  });

  it('render nothing at all while loading when no `loading` is given', () => {
    const kit = restoringKit();
    render(
      <LoginKitProvider kit={kit}>
        <p data-testid="page">
          <SignedIn>[in]</SignedIn>
          <SignedOut>[out]</SignedOut>
          <RequireSession fallback="[fallback]">[account]</RequireSession>
        </p>
      </LoginKitProvider>,
    );
    expect(shown()).toBe('');
    act(() => kit.setSession({ status: 'signedIn', session: fakeSession }));
    expect(shown()).toBe('[in][account]');
  });

  it('against a real kit: the first render (and so the server render) is the loading one, then the restored answer', async () => {
    const relay = createTestRelay();
    const seen: string[] = [];
    function Record({ children }: { children?: ReactNode }) {
      seen.push(String(children));
      return children;
    }
    render(
      <LoginKitProvider options={kitOptionsFor(relay)}>
        <p data-testid="page">
          <SignedOut loading={<Record>loading</Record>}>
            <Record>log in</Record>
          </SignedOut>
        </p>
      </LoginKitProvider>,
    );
    expect(seen[0]).toBe('loading');
    await waitFor(() => expect(shown()).toBe('log in'));
  });
});
