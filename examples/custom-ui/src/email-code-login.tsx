import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { LoginKitError, OtpState } from 'loginkit/core';
import { useOauthLogin, useOtpLogin } from 'loginkit/react';

const messages: Partial<Record<LoginKitError['code'], string>> = {
  invalid_input: 'Enter a valid email address.',
  otp_invalid: 'That code is not right.',
  otp_expired: 'That code has expired: send a new one.',
  otp_attempts_exceeded: 'Too many wrong codes: send a new one.',
  rate_limited: 'Too many attempts: wait a moment.',
};
const messageOf = (error: LoginKitError): string => messages[error.code] ?? `Something went wrong (${error.code}).`;

/**
 * Email-code login drawn by the app: `useOtpLogin` runs the flow (send, verify, sign up or log in)
 * and this component renders its `state` with plain inputs. Google login, when the relay offers
 * it, is `useOauthLogin().signIn('google')` from the click itself.
 */
export function EmailCodeLogin() {
  const login = useOtpLogin({ channel: 'email' });
  const social = useOauthLogin();
  const { state, configError, reloadConfig } = login;

  if (configError !== undefined) {
    return (
      <section className="app-card">
        <p role="alert">Could not load the login options ({configError.code}).</p>
        <button type="button" className="app-button" onClick={reloadConfig}>
          Try again
        </button>
      </section>
    );
  }
  if (state === undefined) return <p aria-busy="true">Loading…</p>;
  return (
    <section className="app-card" aria-labelledby="login-heading">
      <h2 id="login-heading">Log in with an email code</h2>
      {state.status === 'enteringContact' || state.status === 'sendingCode' || (state.status === 'rateLimited' && state.previous === 'sendingCode') ? (
        <ContactStep state={state} login={login} />
      ) : state.status === 'success' ? (
        <p role="status">Logged in.</p>
      ) : state.status === 'failed' ? (
        <>
          <p role="alert">{messageOf(state.error)}</p>
          <button type="button" className="app-button" onClick={login.retry}>
            Try again
          </button>
          <button type="button" className="app-button" onClick={login.reset}>
            Start over
          </button>
        </>
      ) : (
        <CodeStep state={state} login={login} />
      )}
      {social.providers.includes('google') && state.status !== 'success' && (
        <p>
          <button type="button" className="app-button" onClick={() => social.signIn('google')}>
            Continue with Google
          </button>
          {social.state?.status === 'authorizing' && <span role="status"> Finish in the window that opened…</span>}
          {social.state?.status === 'failed' && <span role="alert"> {messageOf(social.state.error)}</span>}
        </p>
      )}
    </section>
  );
}

type Login = ReturnType<typeof useOtpLogin>;

function ContactStep({ state, login }: { state: Extract<OtpState, { status: 'enteringContact' | 'sendingCode' | 'rateLimited' }>; login: Login }) {
  const id = useId();
  const error = state.status === 'enteringContact' || state.status === 'rateLimited' ? state.error : undefined;
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (state.status === 'rateLimited') login.retry();
    else login.submitContact();
  };
  return (
    <form className="app-form" onSubmit={submit} noValidate>
      <label htmlFor={id}>Email address</label>
      <input
        id={id}
        type="email"
        autoComplete="email"
        value={state.contact}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
        onChange={(event) => login.setContact(event.target.value)}
      />
      {error !== undefined && (
        <p id={`${id}-error`} role="alert">
          {messageOf(error)}
        </p>
      )}
      <button type="submit" className="app-button" disabled={state.status === 'sendingCode'}>
        {state.status === 'sendingCode' ? 'Sending…' : 'Send code'}
      </button>
    </form>
  );
}

type CodeState = Extract<OtpState, { status: 'enteringCode' | 'verifying' | 'codeInvalid' | 'codeExpired' | 'attemptsExceeded' | 'rateLimited' }>;

function CodeStep({ state, login }: { state: CodeState; login: Login }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const error = state.status === 'enteringCode' || state.status === 'verifying' ? undefined : state.error;
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    login.submitCode();
  };
  return (
    <form className="app-form" onSubmit={submit} noValidate>
      <p>We sent a code to {state.contact}.</p>
      <label htmlFor={id}>Code</label>
      <input
        id={id}
        ref={input}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={state.code ?? ''}
        aria-invalid={error !== undefined || undefined}
        onChange={(event) => login.setCode(event.target.value)}
      />
      {error !== undefined && <p role="alert">{messageOf(error)}</p>}
      <button type="submit" className="app-button" disabled={state.status === 'verifying'}>
        {state.status === 'verifying' ? 'Verifying…' : 'Log in'}
      </button>
      <button type="button" className="app-button" onClick={login.resend}>
        Resend code
      </button>
      <button type="button" className="app-button" onClick={login.changeContact}>
        Use another email
      </button>
    </form>
  );
}
