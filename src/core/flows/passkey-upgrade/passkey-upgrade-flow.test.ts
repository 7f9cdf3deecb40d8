import { describe, expect, it, vi } from 'vitest';
import { LoginKitError } from '../../errors';
import type { Authenticator, PasskeyManager, PasskeySupport } from '../passkey/passkey.types';
import { passkeyOfferSkippedKey, type PasskeyOfferSkips } from './passkey-offer-skips';
import { createPasskeyUpgradeFlow, type PasskeyUpgradeFlowOptions } from './passkey-upgrade-flow';
import type { PasskeyUpgradeState } from './passkey-upgrade.types';

const passkey = { authenticatorId: 'auth-1', authenticatorName: 'Passkey' } as Authenticator;
const supported = (): Promise<PasskeySupport> => Promise.resolve({ status: 'supported', platform: true });

function memorySkips(skipped: string[] = []): PasskeyOfferSkips & { skipped: string[] } {
  return { skipped, wasSkipped: (userId) => skipped.includes(userId), remember: (userId) => void skipped.push(userId) };
}

function fakePasskeys(list: Authenticator[] = []) {
  return {
    list: vi.fn<PasskeyManager['list']>(() => Promise.resolve(list)),
    add: vi.fn<PasskeyManager['add']>(() => Promise.resolve(passkey)),
  };
}

function start(overrides: Partial<Omit<PasskeyUpgradeFlowOptions, 'passkeys'>> & { passkeys?: ReturnType<typeof fakePasskeys> } = {}) {
  const passkeys = overrides.passkeys ?? fakePasskeys();
  const skips = overrides.skips ?? memorySkips();
  const flow = createPasskeyUpgradeFlow({ login: { userId: 'user-ada', isNewUser: false }, showPasskey: true, checkSupport: supported, ...overrides, skips, passkeys });
  const settled = (status: PasskeyUpgradeState['status']) =>
    vi.waitFor(() => {
      expect(flow.getSnapshot().status).toBe(status);
    });
  return { flow, passkeys, skips, settled };
}

describe('createPasskeyUpgradeFlow: whether to offer', () => {
  it('offers a returning user without passkeys, after listing them (which prepares add)', async () => {
    const { flow, passkeys, settled } = start();
    expect(flow.getSnapshot()).toEqual({ status: 'checking', automatic: false });
    await settled('offering');
    expect(passkeys.list).toHaveBeenCalledTimes(1);
  });

  it('offers nothing to a returning user who has a passkey', async () => {
    const { flow, settled } = start({ passkeys: fakePasskeys([passkey]) });
    await settled('notOffered');
    expect(flow.getSnapshot()).toEqual({ status: 'notOffered', reason: 'has-passkey' });
  });

  it('offers nothing when the list fails for a returning user; a new user is offered anyway', async () => {
    const failing = fakePasskeys();
    failing.list.mockRejectedValue(new LoginKitError('network', 'offline'));
    const returning = start({ passkeys: failing });
    await returning.settled('notOffered');
    expect(returning.flow.getSnapshot()).toEqual({ status: 'notOffered', reason: 'check-failed' });
    const fresh = start({ passkeys: failing, login: { userId: 'user-new', isNewUser: true } });
    await fresh.settled('offering');
  });

  it('offers nothing in a browser without passkeys, and does not list', async () => {
    const { flow, passkeys, settled } = start({ checkSupport: () => Promise.resolve({ status: 'unsupported', reason: 'no-webauthn' }) });
    await settled('notOffered');
    expect(flow.getSnapshot()).toEqual({ status: 'notOffered', reason: 'unsupported' });
    expect(passkeys.list).not.toHaveBeenCalled();
  });

  it('offers nothing, at once and without a request, to a user who chose Not now on this browser', () => {
    const { flow, passkeys } = start({ skips: memorySkips(['user-ada']) });
    expect(flow.getSnapshot()).toEqual({ status: 'notOffered', reason: 'skipped-before' });
    expect(passkeys.list).not.toHaveBeenCalled();
  });

  it('mode off and a configuration without passkeys offer nothing and ask nothing', () => {
    const off = start({ mode: 'off' });
    expect(off.flow.getSnapshot()).toEqual({ status: 'notOffered', reason: 'off' });
    const unconfigured = start({ showPasskey: false });
    expect(unconfigured.flow.getSnapshot()).toEqual({ status: 'notOffered', reason: 'not-configured' });
    expect(off.passkeys.list).not.toHaveBeenCalled();
    expect(unconfigured.passkeys.list).not.toHaveBeenCalled();
  });
});

describe('createPasskeyUpgradeFlow: adding', () => {
  it('add calls kit.passkeys.add synchronously inside send (the click), then shows added', async () => {
    const { flow, passkeys, settled } = start();
    await settled('offering');
    flow.send({ type: 'add' });
    expect(passkeys.add).toHaveBeenCalledTimes(1);
    expect(passkeys.add).toHaveBeenCalledWith();
    expect(flow.getSnapshot()).toEqual({ status: 'creating' });
    await settled('added');
    expect(flow.getSnapshot()).toEqual({ status: 'added', passkey, automatic: false });
  });

  it('names the passkey with the name the UI gives as it is added (its language), and leaves it to add without one', async () => {
    let name: string | undefined = 'مفتاح مرور ٢٧/١١/٢٠٢٦';
    const { flow, passkeys, settled } = start({ passkeyName: () => name });
    await settled('offering');
    flow.send({ type: 'add' });
    expect(passkeys.add).toHaveBeenCalledWith('مفتاح مرور ٢٧/١١/٢٠٢٦');

    const automatic = start({ mode: 'automatic', passkeyName: () => 'Passkey 27.11.2026, 23:47' });
    await automatic.settled('added');
    expect(automatic.passkeys.add).toHaveBeenCalledWith('Passkey 27.11.2026, 23:47', { mediation: 'conditional' });

    name = undefined;
    await settled('added');
    const again = start({ passkeyName: () => name });
    await again.settled('offering');
    again.flow.send({ type: 'add' });
    expect(again.passkeys.add).toHaveBeenCalledWith();
  });

  it('a closed prompt is cancelled; a failure is failed; both can try again', async () => {
    const { flow, passkeys, settled } = start();
    await settled('offering');
    passkeys.add.mockRejectedValueOnce(new LoginKitError('passkey_cancelled', 'closed'));
    flow.send({ type: 'add' });
    await settled('cancelled');
    passkeys.add.mockRejectedValueOnce(new LoginKitError('network', 'offline'));
    flow.send({ type: 'add' });
    await settled('failed');
    flow.send({ type: 'add' });
    await settled('added');
    expect(passkeys.add).toHaveBeenCalledTimes(3);
  });

  it('Not now is remembered for this user', async () => {
    const { flow, skips, settled } = start();
    await settled('offering');
    flow.send({ type: 'skip' });
    expect(flow.getSnapshot()).toEqual({ status: 'skipped' });
    expect((skips as ReturnType<typeof memorySkips>).skipped).toEqual(['user-ada']);
  });

  it('a result after dispose is dropped', async () => {
    let finish: (value: Authenticator) => void = () => undefined;
    const passkeys = fakePasskeys();
    passkeys.add.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const { flow, settled } = start({ passkeys });
    await settled('offering');
    flow.send({ type: 'add' });
    flow.dispose();
    finish(passkey);
    await Promise.resolve();
    expect(flow.getSnapshot()).toEqual({ status: 'creating' });
  });
});

describe('createPasskeyUpgradeFlow: automatic (conditional create)', () => {
  it('asks add(undefined, {mediation: "conditional"}) once the checks pass, and shows added', async () => {
    const { flow, passkeys, settled } = start({ mode: 'automatic' });
    await settled('added');
    expect(passkeys.add).toHaveBeenCalledWith(undefined, { mediation: 'conditional' });
    expect(flow.getSnapshot()).toEqual({ status: 'added', passkey, automatic: true });
  });

  it.each([
    ['passkey_cancelled', {}],
    ['passkey_unsupported', { reason: 'no-conditional-create' }],
  ] as const)('falls back to the offer, silently, on %s', async (code, details) => {
    const passkeys = fakePasskeys();
    passkeys.add.mockRejectedValueOnce(new LoginKitError(code, 'refused', { details }));
    const { flow, settled } = start({ mode: 'automatic', passkeys });
    await settled('offering');
    expect(flow.getSnapshot()).toEqual({ status: 'offering' });
  });

  it('does not try for a user who has a passkey or chose Not now', async () => {
    const withPasskey = start({ mode: 'automatic', passkeys: fakePasskeys([passkey]) });
    await withPasskey.settled('notOffered');
    const declined = start({ mode: 'automatic', skips: memorySkips(['user-ada']) });
    expect(declined.flow.getSnapshot().status).toBe('notOffered');
    expect(withPasskey.passkeys.add).not.toHaveBeenCalled();
    expect(declined.passkeys.add).not.toHaveBeenCalled();
  });
});

describe('passkeyOfferSkippedKey', () => {
  it('names the user id only', () => {
    expect(passkeyOfferSkippedKey('user-ada')).toBe('loginkit:passkey-offer-skipped:user-ada');
  });
});
