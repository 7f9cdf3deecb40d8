import { describe, expect, it } from 'vitest';
import { mfaPolicyCondition, readMfaPolicyCondition } from './mfa-actions';

describe('mfaPolicyCondition', () => {
  it('names the activity types of each chosen change, in the offered order', () => {
    expect(mfaPolicyCondition(['export'])).toBe("activity.type in ['ACTIVITY_TYPE_EXPORT_PRIVATE_KEY', 'ACTIVITY_TYPE_EXPORT_WALLET', 'ACTIVITY_TYPE_EXPORT_WALLET_ACCOUNT']");
    expect(mfaPolicyCondition(['deletePasskey'])).toBe("activity.type in ['ACTIVITY_TYPE_DELETE_AUTHENTICATORS']");
    expect(mfaPolicyCondition(['changeContact'])).toBe("activity.type in ['ACTIVITY_TYPE_UPDATE_USER', 'ACTIVITY_TYPE_UPDATE_USER_EMAIL', 'ACTIVITY_TYPE_UPDATE_USER_PHONE_NUMBER']");
    expect(mfaPolicyCondition(['addApiKey'])).toBe("activity.type in ['ACTIVITY_TYPE_CREATE_API_KEYS', 'ACTIVITY_TYPE_CREATE_API_KEYS_V2']");
    expect(mfaPolicyCondition(['addApiKey', 'deletePasskey'])).toBe("activity.type in ['ACTIVITY_TYPE_DELETE_AUTHENTICATORS', 'ACTIVITY_TYPE_CREATE_API_KEYS', 'ACTIVITY_TYPE_CREATE_API_KEYS_V2']");
  });

  it('refuses an empty choice', () => {
    expect(() => mfaPolicyCondition([])).toThrow(TypeError);
  });
});

describe('readMfaPolicyCondition', () => {
  it('reads back what it writes', () => {
    expect(readMfaPolicyCondition(mfaPolicyCondition(['changeContact', 'export']))).toEqual({ kind: 'actions', actions: ['export', 'changeContact'] });
  });

  it("reads == terms joined by ||, either quote, in parentheses, and a change named by one of its types", () => {
    expect(readMfaPolicyCondition(`activity.type == "ACTIVITY_TYPE_DELETE_AUTHENTICATORS" || (activity.type == 'ACTIVITY_TYPE_EXPORT_WALLET')`)).toEqual({
      kind: 'actions',
      actions: ['export', 'deletePasskey'],
    });
    expect(readMfaPolicyCondition("activity.type in ['ACTIVITY_TYPE_CREATE_API_KEYS_V2']")).toEqual({ kind: 'actions', actions: ['addApiKey'] });
  });

  it('true and no condition are every change', () => {
    expect(readMfaPolicyCondition('true')).toEqual({ kind: 'everything' });
    expect(readMfaPolicyCondition(undefined)).toEqual({ kind: 'everything' });
  });

  it('anything else is kept as written', () => {
    for (const condition of [
      "activity.action == 'EXPORT'",
      "activity.type in ['ACTIVITY_TYPE_EXPORT_PRIVATE_KEY', 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2']",
      "activity.type == 'ACTIVITY_TYPE_EXPORT_PRIVATE_KEY' && activity.resource == 'PRIVATE_KEY'",
      "activity.type != 'ACTIVITY_TYPE_EXPORT_PRIVATE_KEY'",
      'activity.type in []',
      'false',
    ]) {
      expect(readMfaPolicyCondition(condition)).toEqual({ kind: 'other', condition });
    }
  });
});
