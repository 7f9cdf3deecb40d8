import { invalidArgument, notFound } from '../errors';
import { authenticationTypes, type MfaMethod, type MfaStep } from '../org-resources-state';
import { arrayField, enumValue, objectItem, optionalStringField } from '../request-body';
import type { StoredUser } from '../stored-state';
import type { RelayStore } from '../store';

/** The mock's caps (the spec states none). */
export const maxMfaSteps = 10;
export const maxMfaMethodsPerStep = 10;

/**
 * Whether `id` names an authenticator of `user` of the method's type: a passkey's
 * authenticatorId, an API key's apiKeyId, an OAuth provider's providerId. Other types (OTPs,
 * sessions) have no stored authenticator to name, so any id is taken as given.
 */
function belongsToUser(store: RelayStore, user: StoredUser, method: MfaMethod & { id: string }): boolean {
  switch (method.type) {
    case 'AUTHENTICATION_TYPE_PASSKEY':
      return user.authenticators.some((item) => item.authenticatorId === method.id);
    case 'AUTHENTICATION_TYPE_API_KEY':
      return Object.values(store.state.apiKeys).some((key) => key.apiKeyId === method.id && key.userId === user.userId);
    case 'AUTHENTICATION_TYPE_OAUTH':
      return user.oauthProviders.some((item) => item.providerId === method.id);
    case 'AUTHENTICATION_TYPE_EMAIL_OTP':
    case 'AUTHENTICATION_TYPE_SMS_OTP':
    case 'AUTHENTICATION_TYPE_SESSION':
      return true;
    default:
      return method.type satisfies never;
  }
}

/**
 * `requiredAuthenticationMethods` of update_mfa_policy (spec section 4.2): an ordered array of
 * steps, each `{any: [{type, id?}, ...]}` with at least one method; `type` one of the
 * AUTHENTICATION_TYPE_* values; `id`, when given, an authenticator of `user` (404 naming it).
 */
export function parseMfaSteps(store: RelayStore, user: StoredUser, value: unknown[], path: string): MfaStep[] {
  if (value.length > maxMfaSteps) throw invalidArgument(path, `must have at most ${maxMfaSteps} steps`);
  return value.map((item, stepIndex) => {
    const stepPath = `${path}[${stepIndex}]`;
    const step = objectItem(item, stepPath);
    const methods = arrayField(step, 'any', `${stepPath}.any`, maxMfaMethodsPerStep);
    if (methods.length === 0) throw invalidArgument(`${stepPath}.any`, 'must hold at least one method');
    return {
      any: methods.map((methodItem, methodIndex) => {
        const methodPath = `${stepPath}.any[${methodIndex}]`;
        const method = objectItem(methodItem, methodPath);
        const type = enumValue(method.type, authenticationTypes, `${methodPath}.type`);
        const id = optionalStringField(method, 'id', `${methodPath}.id`, 200);
        if (id === undefined) return { type };
        if (!belongsToUser(store, user, { type, id })) throw notFound(`${methodPath}.id`, `is not an authenticator of the user for ${type}`);
        return { type, id };
      }),
    };
  });
}
