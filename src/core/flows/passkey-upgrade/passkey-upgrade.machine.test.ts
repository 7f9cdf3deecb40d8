import { describe, expect, it } from 'vitest';
import { LoginKitError } from '../../errors';
import type { Authenticator } from '../passkey/passkey.types';
import { initialPasskeyUpgradeState, transitionPasskeyUpgrade } from './passkey-upgrade.machine';
import type { PasskeyUpgradeEvent, PasskeyUpgradeState } from './passkey-upgrade.types';

const passkey = { authenticatorId: 'auth-1', authenticatorName: 'Passkey' } as Authenticator;
const cancelled = new LoginKitError('passkey_cancelled', 'closed');
const noConditional = new LoginKitError('passkey_unsupported', 'no conditional create', { details: { reason: 'no-conditional-create' } });
const network = new LoginKitError('network', 'offline');

const checking: PasskeyUpgradeState = { status: 'checking', automatic: false };
const checkingAutomatic: PasskeyUpgradeState = { status: 'checking', automatic: true };
const upgrading: PasskeyUpgradeState = { status: 'upgrading' };
const offering: PasskeyUpgradeState = { status: 'offering' };
const creating: PasskeyUpgradeState = { status: 'creating' };
const added: PasskeyUpgradeState = { status: 'added', passkey, automatic: false };
const wasCancelled: PasskeyUpgradeState = { status: 'cancelled', error: cancelled };
const failed: PasskeyUpgradeState = { status: 'failed', error: network };
const skipped: PasskeyUpgradeState = { status: 'skipped' };
const notOffered: PasskeyUpgradeState = { status: 'notOffered', reason: 'has-passkey' };

const add: PasskeyUpgradeEvent = { type: 'add' };
const skip: PasskeyUpgradeEvent = { type: 'skip' };
const offer: PasskeyUpgradeEvent = { type: 'checked', offer: true };
const hasPasskey: PasskeyUpgradeEvent = { type: 'checked', offer: false, reason: 'has-passkey' };
const passkeyAdded: PasskeyUpgradeEvent = { type: 'passkeyAdded', passkey };
const failedWith = (error: LoginKitError): PasskeyUpgradeEvent => ({ type: 'addFailed', error });

describe('initialPasskeyUpgradeState', () => {
  it.each([
    ['off', true, { status: 'notOffered', reason: 'off' }],
    ['offer', false, { status: 'notOffered', reason: 'not-configured' }],
    ['automatic', false, { status: 'notOffered', reason: 'not-configured' }],
    ['offer', true, { status: 'checking', automatic: false }],
    ['automatic', true, { status: 'checking', automatic: true }],
  ] as const)('mode %s, showPasskey %s → %j', (mode, showPasskey, expected) => {
    expect(initialPasskeyUpgradeState(mode, showPasskey)).toEqual(expected);
  });
});

describe('transitionPasskeyUpgrade: (state, event) → state', () => {
  const table: [string, PasskeyUpgradeState, PasskeyUpgradeEvent, PasskeyUpgradeState][] = [
    ['checked, offer', checking, offer, offering],
    ['checked, offer (automatic): the prompt-less try first', checkingAutomatic, offer, upgrading],
    ['checked, not offered', checking, hasPasskey, notOffered],
    ['checked, not offered (automatic)', checkingAutomatic, { type: 'checked', offer: false, reason: 'skipped-before' }, { status: 'notOffered', reason: 'skipped-before' }],
    ['Add a passkey', offering, add, creating],
    ['Try again after a closed prompt', wasCancelled, add, creating],
    ['Try again after a failure', failed, add, creating],
    ['Not now', offering, skip, skipped],
    ['Not now after a closed prompt', wasCancelled, skip, skipped],
    ['Not now after a failure', failed, skip, skipped],
    ['added from the prompt', creating, passkeyAdded, added],
    ['added without a prompt', upgrading, passkeyAdded, { status: 'added', passkey, automatic: true }],
    ['prompt closed', creating, failedWith(cancelled), wasCancelled],
    ['prompt failed', creating, failedWith(network), failed],
    ['unsupported in the prompt is a failure', creating, failedWith(noConditional), { status: 'failed', error: noConditional }],
    ['browser declined the prompt-less create: the offer, no error', upgrading, failedWith(cancelled), offering],
    ['browser cannot create without a prompt: the offer, no error', upgrading, failedWith(noConditional), offering],
    ['the prompt-less passkey could not be registered: failed', upgrading, failedWith(network), failed],
  ];
  it.each(table)('%s', (_name, state, event, expected) => {
    expect(transitionPasskeyUpgrade(state, event)).toEqual(expected);
  });

  const ignored: [PasskeyUpgradeState, PasskeyUpgradeEvent][] = [
    [checking, add],
    [checking, skip],
    [checking, passkeyAdded],
    [upgrading, add],
    [upgrading, skip],
    [upgrading, offer],
    [offering, offer],
    [offering, passkeyAdded],
    [offering, failedWith(network)],
    [creating, add],
    [creating, skip],
    [added, add],
    [added, skip],
    [added, failedWith(network)],
    [skipped, add],
    [skipped, offer],
    [notOffered, add],
    [notOffered, skip],
    [notOffered, offer],
    [wasCancelled, passkeyAdded],
    [failed, failedWith(cancelled)],
  ];
  it.each(ignored)('%j ignores %j (the same object)', (state, event) => {
    expect(transitionPasskeyUpgrade(state, event)).toBe(state);
  });
});
