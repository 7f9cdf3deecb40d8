import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Session, PasskeyEvent, PasskeyState } from '../core/internal';
import { LoginKitProvider } from './login-kit-provider';
import { createFakeKit, fakeConfig, fakeSession, passkeyIdle, type FakeKit } from './test-utils/test-kits';
import { usePasskeyLogin, type UsePasskeyLoginOptions, type UsePasskeyLoginResult } from './use-passkey-login';

const passkeyConfig = { ...fakeConfig, showPasskey: true };

function renderPasskeyLogin(kit: FakeKit, options?: UsePasskeyLoginOptions, strict = false) {
  const wrapper = ({ children }: { children?: ReactNode }) =>
    strict ? (
      <StrictMode>
        <LoginKitProvider kit={kit}>{children}</LoginKitProvider>
      </StrictMode>
    ) : (
      <LoginKitProvider kit={kit}>{children}</LoginKitProvider>
    );
  return renderHook(() => usePasskeyLogin(options), { wrapper });
}

function onlyFlow(kit: FakeKit) {
  expect(kit.passkeyFlows).toHaveLength(1);
  const flow = kit.passkeyFlows[0];
  if (flow === undefined) throw new Error('no passkey flow');
  return flow;
}

const success = (isNewUser: boolean): PasskeyState => ({
  status: 'success',
  support: passkeyIdle.support,
  mode: isNewUser ? 'signup' : 'login',
  session: { ...fakeSession, method: 'passkey', contact: undefined },
  isNewUser,
});

describe('usePasskeyLogin: one passkey flow per kit and configuration', () => {
  it('cancel stops waiting on the service after the prompt: back to idle, without an error', async () => {
    const kit = createFakeKit(passkeyConfig);
    const { result } = renderPasskeyLogin(kit);
    await waitFor(() => expect(result.current.state).toEqual(passkeyIdle));
    const flow = onlyFlow(kit);
    act(() => flow.set({ status: 'completing', support: passkeyIdle.support, mode: 'login', userName: '' }));
    act(() => result.current.cancel());
    expect(flow.events).toEqual([{ type: 'cancel' }]);
    expect(result.current.state).toEqual(passkeyIdle);
  });

  it('has no state until the configuration has loaded, then one flow at idle', async () => {
    const kit = createFakeKit(passkeyConfig);
    const { result } = renderPasskeyLogin(kit);
    expect(result.current.state).toBeUndefined();
    await waitFor(() => expect(result.current.state).toEqual(passkeyIdle));
    expect(result.current.config?.showPasskey).toBe(true);
    onlyFlow(kit);
  });

  it('creates no flow, and has no state, when the configuration does not offer passkeys', async () => {
    const kit = createFakeKit({ ...fakeConfig, showPasskey: false });
    const { result } = renderPasskeyLogin(kit);
    await waitFor(() => expect(result.current.config).toBeDefined());
    expect(result.current.state).toBeUndefined();
    expect(kit.passkeyFlows).toHaveLength(0);
    act(() => result.current.login());
  });

  it('under StrictMode creates one flow, and disposes it when unmounted', async () => {
    const kit = createFakeKit(passkeyConfig);
    const { result, unmount } = renderPasskeyLogin(kit, {}, true);
    await waitFor(() => expect(result.current.state?.status).toBe('idle'));
    await Promise.resolve();
    const flow = onlyFlow(kit);
    expect(flow.disposed).toBe(false);
    unmount();
    await waitFor(() => expect(flow.disposed).toBe(true));
  });

  it('re-renders with every state the flow enters', async () => {
    const kit = createFakeKit(passkeyConfig);
    const { result } = renderPasskeyLogin(kit);
    await waitFor(() => expect(result.current.state?.status).toBe('idle'));
    const naming: PasskeyState = { status: 'naming', support: passkeyIdle.support, userName: 'Ada' };
    act(() => onlyFlow(kit).set(naming));
    expect(result.current.state).toBe(naming);
  });
});

describe('usePasskeyLogin actions', () => {
  const cases: [string, (hook: UsePasskeyLoginResult) => void, PasskeyEvent][] = [
    ['login', (hook) => hook.login(), { type: 'login' }],
    ['startSignup', (hook) => hook.startSignup(), { type: 'startSignup' }],
    ['setUserName', (hook) => hook.setUserName('Ada'), { type: 'setUserName', userName: 'Ada' }],
    ['createPasskey', (hook) => hook.createPasskey(), { type: 'createPasskey' }],
    ['retry', (hook) => hook.retry(), { type: 'retry' }],
    ['back', (hook) => hook.back(), { type: 'back' }],
  ];

  it.each(cases)('%s sends its event to the flow synchronously, in the same call', async (_name, call, event) => {
    const kit = createFakeKit(passkeyConfig);
    const { result } = renderPasskeyLogin(kit);
    await waitFor(() => expect(result.current.state).toBeDefined());
    const flow = onlyFlow(kit);
    // No act() and no await: the event must be in the flow when the action returns.
    call(result.current);
    expect(flow.events).toEqual([event]);
  });
});

describe('usePasskeyLogin outcomes', () => {
  it('calls onSuccess once per success, with the session', async () => {
    const kit = createFakeKit(passkeyConfig);
    const onSuccess = vi.fn<(session: Session) => void>();
    const { result, rerender } = renderPasskeyLogin(kit, { onSuccess });
    await waitFor(() => expect(result.current.state).toBeDefined());
    const done = success(true);
    act(() => onlyFlow(kit).set(done));
    rerender();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledWith(done.status === 'success' ? done.session : undefined);
  });

  it('reset replaces a finished flow with a new one at idle and disposes the old one', async () => {
    const kit = createFakeKit(passkeyConfig);
    const { result } = renderPasskeyLogin(kit);
    await waitFor(() => expect(result.current.state).toBeDefined());
    const first = onlyFlow(kit);
    act(() => first.set(success(false)));
    expect(result.current.state?.status).toBe('success');
    act(() => result.current.reset());
    await waitFor(() => expect(result.current.state?.status).toBe('idle'));
    expect(kit.passkeyFlows).toHaveLength(2);
    await waitFor(() => expect(first.disposed).toBe(true));
    expect(kit.passkeyFlows[1]?.disposed).toBe(false);
  });
});

describe('usePasskeyLogin({ autofill }): passkeys in the autofill of the host app’s own input', () => {
  const switches = (kit: FakeKit) => onlyFlow(kit).events.filter((event) => event.type === 'setAutofill').map((event) => event.enabled);

  it('switches autofill on while mounted at idle, off when it unmounts', async () => {
    const kit = createFakeKit(passkeyConfig);
    const { result, unmount } = renderPasskeyLogin(kit, { autofill: true });
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'idle', autofill: true }));
    expect(switches(kit)).toEqual([true]);
    unmount();
    expect(switches(kit)).toEqual([true, false]);
  });

  it('switches it on again when an abandoned attempt comes back to idle (the machine drops it there)', async () => {
    const kit = createFakeKit(passkeyConfig);
    const { result } = renderPasskeyLogin(kit, { autofill: true });
    await waitFor(() => expect(result.current.state).toMatchObject({ autofill: true }));
    act(() => result.current.login());
    expect(result.current.state?.status).toBe('prompting');
    act(() => result.current.back());
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'idle', autofill: true }));
  });

  it('without the option nothing is switched; setAutofill is stable across renders and sends the switch', async () => {
    const kit = createFakeKit(passkeyConfig);
    const { result } = renderPasskeyLogin(kit);
    await waitFor(() => expect(result.current.state).toEqual(passkeyIdle));
    expect(switches(kit)).toEqual([]);
    const first = result.current.setAutofill;
    act(() => result.current.setAutofill(true));
    expect(result.current.setAutofill).toBe(first);
    expect(result.current.state).toMatchObject({ status: 'idle', autofill: true });
  });

  it('in StrictMode, one flow and autofill on', async () => {
    const kit = createFakeKit(passkeyConfig);
    const { result } = renderPasskeyLogin(kit, { autofill: true }, true);
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'idle', autofill: true }));
    expect(kit.passkeyFlows.filter((flow) => !flow.disposed)).toHaveLength(1);
  });
});
