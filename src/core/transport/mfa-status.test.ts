import { describe, expect, it } from 'vitest';
import { currentMfaStep, methodMatches, parseMfaStatusResponse, type MfaStatus } from './mfa-status';

const sessionThenPasskey: MfaStatus = {
  mfaPolicyId: 'mfa-1',
  userId: 'user-1',
  satisfied: false,
  satisfiedMethods: [{ type: 'AUTHENTICATION_TYPE_SESSION' }],
  requiredMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_SESSION' }] }, { any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY', id: 'auth-1' }] }],
};

const refusal = (body: unknown): unknown => {
  try {
    parseMfaStatusResponse(body);
  } catch (error) {
    return error;
  }
  throw new Error('accepted');
};

describe('parseMfaStatusResponse: get_mfa_status as published ({mfaStatuses: [v1MfaStatus]})', () => {
  it('reads each status with its satisfied and required methods', () => {
    expect(parseMfaStatusResponse({ mfaStatuses: [sessionThenPasskey] })).toEqual([sessionThenPasskey]);
    expect(parseMfaStatusResponse({ mfaStatuses: [] })).toEqual([]);
  });

  it('keeps a method type this kit does not know (the steps still count right) and leaves out a null id', () => {
    const status = { ...sessionThenPasskey, satisfiedMethods: [{ type: 'AUTHENTICATION_TYPE_RETINA', id: null }] };
    expect(parseMfaStatusResponse({ mfaStatuses: [status] })[0]!.satisfiedMethods).toEqual([{ type: 'AUTHENTICATION_TYPE_RETINA' }]);
  });

  it.each([
    ['body', 'not an object', '[]'],
    ['mfaStatuses', 'missing', {}],
    ['mfaStatuses[0]', 'not an object', { mfaStatuses: ['x'] }],
    ['mfaStatuses[0].mfaPolicyId', 'missing', { mfaStatuses: [{ ...sessionThenPasskey, mfaPolicyId: undefined }] }],
    ['mfaStatuses[0].userId', 'a number', { mfaStatuses: [{ ...sessionThenPasskey, userId: 7 }] }],
    ['mfaStatuses[0].satisfied', 'a string', { mfaStatuses: [{ ...sessionThenPasskey, satisfied: 'false' }] }],
    ['mfaStatuses[0].satisfiedMethods', 'missing', { mfaStatuses: [{ ...sessionThenPasskey, satisfiedMethods: undefined }] }],
    ['mfaStatuses[0].satisfiedMethods[0].type', 'empty', { mfaStatuses: [{ ...sessionThenPasskey, satisfiedMethods: [{ type: '' }] }] }],
    ['mfaStatuses[0].requiredMethods[1]', 'a list', { mfaStatuses: [{ ...sessionThenPasskey, requiredMethods: [{ any: [] }, []] }] }],
    ['mfaStatuses[0].requiredMethods[0].any', 'missing', { mfaStatuses: [{ ...sessionThenPasskey, requiredMethods: [{}] }] }],
    ['mfaStatuses[0].requiredMethods[0].any[0].id', 'a number', { mfaStatuses: [{ ...sessionThenPasskey, requiredMethods: [{ any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY', id: 1 }] }] }] }],
  ])('refuses an answer whose %s is %s (response_invalid naming it)', (field, _problem, body) => {
    expect(refusal(body === '[]' ? [] : body)).toMatchObject({ code: 'response_invalid', details: { field, endpoint: 'get_mfa_status' } });
  });

  it.each([
    ['mfaStatuses[0].mfaPolicyId', { ...sessionThenPasskey, mfaPolicyId: 'p'.repeat(257) }],
    ['mfaStatuses[0].satisfiedMethods[0].type', { ...sessionThenPasskey, satisfiedMethods: [{ type: 'T'.repeat(257) }] }],
    ['mfaStatuses[0].requiredMethods[1].any[0].id', { ...sessionThenPasskey, requiredMethods: [{ any: [] }, { any: [{ type: 'AUTHENTICATION_TYPE_PASSKEY', id: 'i'.repeat(257) }] }] }],
  ])('refuses %s over its length cap before reading further', (field, status) => {
    expect(refusal({ mfaStatuses: [status] })).toMatchObject({ code: 'response_invalid', details: { field } });
  });

  it('refuses lists longer than the transport reads (257 statuses, 257 steps)', () => {
    expect(refusal({ mfaStatuses: Array.from({ length: 257 }, () => sessionThenPasskey) })).toMatchObject({ details: { field: 'mfaStatuses' } });
    const steps = Array.from({ length: 257 }, () => ({ any: [] }));
    expect(refusal({ mfaStatuses: [{ ...sessionThenPasskey, requiredMethods: steps }] })).toMatchObject({ details: { field: 'mfaStatuses[0].requiredMethods' } });
  });
});

describe('currentMfaStep: steps are satisfied in order, each by one of its methods', () => {
  it('the guides’ example [session, passkey] after the session submitted: step 1 (the passkey)', () => {
    expect(currentMfaStep(sessionThenPasskey)).toBe(1);
  });

  it('nothing satisfied yet: step 0', () => {
    expect(currentMfaStep({ ...sessionThenPasskey, satisfiedMethods: [] })).toBe(0);
  });

  it('a satisfied method that does not fit the next step does not advance it (a passkey other than the required one)', () => {
    expect(currentMfaStep({ ...sessionThenPasskey, satisfiedMethods: [{ type: 'AUTHENTICATION_TYPE_SESSION' }, { type: 'AUTHENTICATION_TYPE_PASSKEY', id: 'auth-2' }] })).toBe(1);
  });

  it('all satisfied: the number of steps', () => {
    const done = { ...sessionThenPasskey, satisfied: true, satisfiedMethods: [...sessionThenPasskey.satisfiedMethods, { type: 'AUTHENTICATION_TYPE_PASSKEY', id: 'auth-1' }] };
    expect(currentMfaStep(done)).toBe(2);
  });

  it('not satisfied although every step matched (an inconsistent answer): the last step, never past the end', () => {
    const odd = { ...sessionThenPasskey, satisfiedMethods: [{ type: 'AUTHENTICATION_TYPE_SESSION' }, { type: 'AUTHENTICATION_TYPE_PASSKEY', id: 'auth-1' }] };
    expect(currentMfaStep(odd)).toBe(1);
  });
});

describe('methodMatches', () => {
  it('an entry without id allows any of its type; with one, only that authenticator', () => {
    expect(methodMatches({ type: 'AUTHENTICATION_TYPE_PASSKEY' }, { type: 'AUTHENTICATION_TYPE_PASSKEY', id: 'a' })).toBe(true);
    expect(methodMatches({ type: 'AUTHENTICATION_TYPE_PASSKEY', id: 'a' }, { type: 'AUTHENTICATION_TYPE_PASSKEY', id: 'a' })).toBe(true);
    expect(methodMatches({ type: 'AUTHENTICATION_TYPE_PASSKEY', id: 'a' }, { type: 'AUTHENTICATION_TYPE_PASSKEY', id: 'b' })).toBe(false);
    expect(methodMatches({ type: 'AUTHENTICATION_TYPE_PASSKEY' }, { type: 'AUTHENTICATION_TYPE_SESSION' })).toBe(false);
  });
});
