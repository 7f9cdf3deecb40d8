import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { createLoginKit, type LoginKit } from '../core/internal';
import { LoginKitProvider } from './login-kit-provider';
import { createTestRelay, kitOptionsFor, latestCode } from './test-utils/test-kits';
import { useOtpLogin, type UseOtpLoginResult } from './use-otp-login';
import { useSession } from './use-session';

/**
 * A host that shows its login form only while signed out (the form, and its flow, go away the
 * moment the session arrives) keeps the new session's key: the flow hands the key over before the
 * session is established, so its disposal cannot delete it.
 */
let login: UseOtpLoginResult | undefined;

function LoginForm() {
  login = useOtpLogin({ channel: 'email' });
  return <p>{login.state?.status ?? 'loading'}</p>;
}

function Page() {
  const { session } = useSession();
  return session ? <p>Logged in as {session.contact}</p> : <LoginForm />;
}

describe('a login that unmounts when the session arrives', () => {
  it('keeps the session key: account calls stamped with it work', async () => {
    const relay = createTestRelay();
    const kit: LoginKit = createLoginKit(kitOptionsFor(relay));
    render(
      <StrictMode>
        <LoginKitProvider kit={kit}>
          <Page />
        </LoginKitProvider>
      </StrictMode>,
    );
    await screen.findByText('enteringContact');
    act(() => {
      login?.setContact('ada@example.com');
      login?.submitContact();
    });
    await screen.findByText('enteringCode');
    act(() => {
      login?.setCode(latestCode(relay, 'ada@example.com'));
      login?.submitCode();
    });
    await screen.findByText('Logged in as ada@example.com');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20))); // the unmounted flow's disposal has run
    await waitFor(async () => expect(await (await kit.account()).getUser()).toMatchObject({ userEmail: 'ada@example.com' }));
    kit.dispose();
  });
});
