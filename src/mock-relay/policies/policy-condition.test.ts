import { describe, expect, it } from 'vitest';
import { parsePolicyCondition } from './policy-condition';

const update = { type: 'ACTIVITY_TYPE_UPDATE_USER', resource: 'USER', action: 'UPDATE' } as const;
const tag = { type: 'ACTIVITY_TYPE_CREATE_USER_TAG', resource: 'USER', action: 'CREATE' } as const;

describe('policy conditions: the part of the policy language the mock evaluates', () => {
  it.each([
    ["activity.type == 'ACTIVITY_TYPE_UPDATE_USER'", true, false],
    ['activity.type == "ACTIVITY_TYPE_UPDATE_USER"', true, false],
    ["activity.type != 'ACTIVITY_TYPE_UPDATE_USER'", false, true],
    ["activity.type in ['ACTIVITY_TYPE_CREATE_USER_TAG', 'ACTIVITY_TYPE_UPDATE_USER']", true, true],
    ["activity.type in ['ACTIVITY_TYPE_EXPORT_PRIVATE_KEY']", false, false],
    ['true', true, true],
    ['false', false, false],
    ["!(activity.type == 'ACTIVITY_TYPE_UPDATE_USER')", false, true],
    ["activity.type == 'ACTIVITY_TYPE_UPDATE_USER' || activity.type == 'ACTIVITY_TYPE_CREATE_USER_TAG'", true, true],
    ["activity.type == 'ACTIVITY_TYPE_UPDATE_USER' && false", false, false],
    ["false && true || activity.type == 'ACTIVITY_TYPE_CREATE_USER_TAG'", false, true],
    ["  ( activity.type=='ACTIVITY_TYPE_UPDATE_USER' )  ", true, false],
    ["activity.resource == 'USER'", true, true],
    ["activity.resource == 'CREDENTIAL'", false, false],
    ["activity.action == 'UPDATE'", true, false],
    ["activity.action in ['CREATE', 'DELETE']", false, true],
    ["activity.resource == 'USER' && activity.action != 'CREATE'", true, false],
  ])('%s → update_user %s, create_user_tag %s', (text, forUpdate, forTag) => {
    const condition = parsePolicyCondition(text, 'condition');
    expect(condition(update)).toBe(forUpdate);
    expect(condition(tag)).toBe(forTag);
  });

  it.each([
    ['', /must not be empty/],
    ['   ', /must not be empty/],
    ["activity.type = 'X'", /cannot be read|expected/],
    ["activity.type == X", /expected a quoted string/],
    ["activity.type == 'X' &&", /ends early/],
    ["(activity.type == 'X'", /ends early: expected '\)'/],
    ["activity.type == 'X')", /expected the end of the condition/],
    ["eth.tx.to == '0xabc'", /names eth\.tx\.to, which the mock cannot evaluate \(it knows activity\.type, activity\.resource, activity\.action\)/],
    ["activity.resource == 'AUTHENTICATOR'", /compares activity\.resource with 'AUTHENTICATOR', which the policy language does not define \(passkeys are 'CREDENTIAL'/],
    ["activity.action in ['EXPORT', 'READ']", /compares activity\.action with 'READ'.*one of CREATE, UPDATE, DELETE, SIGN, EXPORT, IMPORT, VERIFY/],
    ["approvers.any(user, user.id == 'u')", /names approvers\.any/],
    ["activity.type in []", /expected a quoted string/],
    ["activity.type == 'it''s'", /expected the end/],
    ['#', /cannot be read at character 1/],
    [`${'('.repeat(40)}true${')'.repeat(40)}`, /nests parentheses or '!' more than 32 deep/],
    [`${'!'.repeat(40)}true`, /nests/],
    ['x'.repeat(5000), /at most 4096/],
  ])('refuses %j naming the field (%s)', (text, message) => {
    expect(() => parsePolicyCondition(text, 'parameters.policyCondition')).toThrow(
      expect.objectContaining({ code: 'invalid_input', details: { field: 'parameters.policyCondition' }, message: expect.stringMatching(message) }),
    );
  });
});
