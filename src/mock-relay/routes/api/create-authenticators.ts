import { invalidArgument } from '../../errors';
import { passkeyExpectations } from '../../passkeys/passkey-expectations';
import { claimRegistrations, parseRegistrations, verifyRegistrations } from '../../passkeys/registration';
import { arrayField, stringField } from '../../request-body';
import { userInCallerOrganization } from './caller';
import type { SubmitRoute } from './submit';

/**
 * `create_authenticators` (spec section 4.2): adds passkeys to a user of the caller's
 * organization, each registration verified as at signup (challenge once, origin, RP ID).
 * The spec leaves the result "not shown"; the mock answers as Turnkey does:
 * `createAuthenticatorsResult {authenticatorIds}`.
 */
export const createAuthenticators: SubmitRoute = {
  type: 'ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2',
  intentMember: 'createAuthenticatorsIntentV2',
  resultMember: 'createAuthenticatorsResult',
  async run(context, caller, parameters, request): Promise<{ authenticatorIds: string[] }> {
    const user = userInCallerOrganization(context, caller, stringField(parameters, 'userId', 'parameters.userId', 200), 'parameters.userId');
    const inputs = parseRegistrations(arrayField(parameters, 'authenticators', 'parameters.authenticators'), 'parameters.authenticators');
    if (inputs.length === 0) throw invalidArgument('parameters.authenticators', 'must hold at least one passkey registration');
    const verified = await verifyRegistrations(inputs, passkeyExpectations(context.config, request.origin));
    const now = context.now();
    const added = context.store.addAuthenticators(user, claimRegistrations(context.store, verified, now), now);
    return { authenticatorIds: added.map((item) => item.authenticatorId) };
  },
};
