/**
 * `approve_activity` and `reject_activity {fingerprint}` (protocol.md section 14): the answers to
 * an activity an MFA policy holds. The credential that stamps the answer is the method it proves
 * (mfa-methods.ts): `X-Stamp` (session or API key), `X-Stamp-WebAuthn` (passkey) or
 * `X-Stamp-Attested` (a verification token or an OIDC token bound to a client key: attested-stamp.ts).
 *
 * An approval satisfies the next unsatisfied step when its method is one of that step's (and its
 * `id` matches when the step names one); the last one runs the activity (mfa-execution.ts). A
 * refused approval is 400 naming the stamp header, its message naming the step (its index) and
 * the method presented, and the activity stays AUTHENTICATORS_NEEDED:
 *
 * | why | reason |
 * |---|---|
 * | the method is not in the step (or another authenticator than the step's id) | INVALID_ARGUMENT |
 * | the stamping credential is another user's | INVALID_ARGUMENT |
 * | the token's contact or OAuth identity is not the activity's user's | TOKEN_INVALID |
 * | the token expired | TOKEN_EXPIRED |
 * | the token approved (or rejected) once already | TOKEN_USED |
 *
 * A stamp that does not authenticate is 401 naming its header (caller.ts, attested-stamp.ts). A
 * fingerprint of no activity of the organization is 404, of one that waits for nothing 400
 * FAILED_PRECONDITION, both naming `parameters.fingerprint`. A rejection by the activity's user
 * ends it ACTIVITY_STATUS_REJECTED. The answer is an activity of its own, COMPLETED, with the
 * intent `approveActivityIntent` / `rejectActivityIntent`, an empty result (the published
 * schema has no result member for either) and app proofs when asked for (`generateAppProofs`).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { toHex } from '../../core/encoding/hex';
import type { ServiceErrorReason } from '../../core/transport/service-error-reason';
import { grpcCodes, invalidArgument, notFound, RelayError, unauthenticated, type GrpcCode } from '../errors';
import { prefixedId } from '../ids';
import { checkIpAllowlist } from '../ip-allowlists/ip-allowlist-check';
import type { MfaMethod } from '../org-resources-state';
import { passkeyStampHeader } from '../passkeys/passkey-stamp';
import { objectField, optionalBooleanField, stringField } from '../request-body';
import type { RouteContext } from '../route-context';
import { activityResponse } from '../routes/api/activity-envelope';
import type { ApiRequest } from '../routes/api/api-request';
import { authenticateCaller, checkOrganization, type Caller } from '../routes/api/caller';
import { checkLiveness, type SubmitRoute } from '../routes/api/submit';
import { contactKey } from '../store';
import type { StoredActivity, StoredOrganization, StoredUser } from '../stored-state';
import { attestedStampHeader, verifyAttestedStamp, type VerifiedAttestedStamp } from './attested-stamp';
import type { StoredMfaHold } from './mfa-activity-state';
import { isHoldSatisfied } from './mfa-enforcement';
import { runHeldActivity } from './mfa-execution';
import { credentialMethod, methodLabel, stepAccepts, stepLabel } from './mfa-methods';

/** approve_activity or reject_activity: the type its body names and its intent member. */
export interface MfaAnswerRoute {
  type: 'ACTIVITY_TYPE_APPROVE_ACTIVITY' | 'ACTIVITY_TYPE_REJECT_ACTIVITY';
  intentMember: 'approveActivityIntent' | 'rejectActivityIntent';
  answer: 'approve' | 'reject';
}

/** Who answers: a main-API credential (the caller) or an attested stamp. */
type Presenter = { kind: 'caller'; caller: Caller; header: string } | { kind: 'attested'; stamp: VerifiedAttestedStamp };

async function present(context: RouteContext, request: ApiRequest): Promise<Presenter> {
  const attested = request.headers.get(attestedStampHeader);
  if (attested === null) {
    const caller = await authenticateCaller(context, request);
    return { kind: 'caller', caller, header: caller.credential.kind === 'passkey' ? passkeyStampHeader : 'X-Stamp' };
  }
  if (request.headers.get('X-Stamp') !== null || request.headers.get(passkeyStampHeader) !== null) {
    throw unauthenticated(attestedStampHeader, `send one stamp: X-Stamp, ${passkeyStampHeader} or ${attestedStampHeader}`);
  }
  return { kind: 'attested', stamp: await verifyAttestedStamp(context, request.raw, request.baseUrl, attested) };
}

/** The organization the answer acts in: the caller's (or the parent, standing for it), or for an attested stamp the sub-organization named. */
function organizationOf(context: RouteContext, presenter: Presenter, organizationId: string, request: ApiRequest): StoredOrganization {
  if (presenter.kind === 'caller') {
    checkOrganization(context, presenter.caller, organizationId);
    return presenter.caller.organization;
  }
  const organization = context.store.getOrganization(organizationId);
  if (organization === undefined) throw unauthenticated('organizationId', "an attested stamp acts in a sub-organization: name the activity's organization");
  // The organization's IP allowlist holds for attested stamps too (no API key of its own).
  checkIpAllowlist(context.store, { organizationId }, request.clientAddress ?? null);
  return organization;
}

/** The activity of `organizationId` with this fingerprint that waits for MFA (else the latest one with it, to say why not). */
function heldActivity(context: RouteContext, organizationId: string, fingerprint: string): StoredActivity & { mfa: StoredMfaHold } {
  const matches = Object.values(context.store.state.activities).filter((item) => item.organizationId === organizationId && item.fingerprint === fingerprint);
  const held = matches.find((item) => item.status === 'ACTIVITY_STATUS_AUTHENTICATORS_NEEDED' && item.mfa !== undefined);
  if (held !== undefined) return held as StoredActivity & { mfa: StoredMfaHold };
  const latest = matches.sort((a, b) => b.createdAt - a.createdAt)[0];
  if (latest === undefined) throw notFound('parameters.fingerprint', "is not the fingerprint of an activity of this organization");
  throw new RelayError(grpcCodes.failedPrecondition, 'FAILED_PRECONDITION', `the activity ${latest.id} is ${latest.status}: it waits for no approval`, {
    field: 'parameters.fingerprint',
  });
}

/** The method the presenter proves for `user`, or why it is not the user's. */
function presentedMethod(presenter: Presenter, user: StoredUser): { method: MfaMethod; foreign: boolean } {
  if (presenter.kind === 'caller') return { method: credentialMethod(presenter.caller.credential), foreign: presenter.caller.user.userId !== user.userId };
  const { stamp } = presenter;
  const { identity } = stamp;
  if (identity.kind === 'contact') {
    const own = identity.otpType === 'OTP_TYPE_EMAIL' ? user.email : user.phoneNumber;
    return { method: { type: stamp.type }, foreign: own === undefined || contactKey(identity.otpType, own) !== contactKey(identity.otpType, identity.contact) };
  }
  const provider = user.oauthProviders.find((item) => item.issuer === identity.issuer && item.subject === identity.subject && item.audience === identity.audience);
  return provider === undefined ? { method: { type: stamp.type }, foreign: true } : { method: { type: stamp.type, id: provider.providerId }, foreign: false };
}

function refusal(grpcCode: GrpcCode, reason: ServiceErrorReason, header: string, problem: string): RelayError {
  return new RelayError(grpcCode, reason, problem, { field: header });
}

/** Checks the answer (see the table above); returns the method it proves. */
function checkAnswer(context: RouteContext, presenter: Presenter, activity: StoredActivity & { mfa: StoredMfaHold }, answer: 'approve' | 'reject'): MfaMethod {
  const hold = activity.mfa;
  const header = presenter.kind === 'caller' ? presenter.header : attestedStampHeader;
  const user = context.store.getUser(hold.userId);
  if (user === undefined) throw notFound('parameters.fingerprint', 'the user of this activity no longer exists');
  const { method, foreign } = presentedMethod(presenter, user);
  const index = hold.satisfiedMethods.length;
  const subject = answer === 'approve' ? `step ${index} of MFA policy "${hold.mfaPolicyName}" refuses ${methodLabel(method)}` : `${methodLabel(method)} cannot reject the activity`;
  if (foreign) {
    const whose = presenter.kind === 'caller' ? 'the stamping credential belongs to another user' : `the token's ${presenter.stamp.identity.kind === 'contact' ? 'contact' : 'OAuth identity'} is not the user's`;
    throw refusal(grpcCodes.invalidArgument, presenter.kind === 'caller' ? 'INVALID_ARGUMENT' : 'TOKEN_INVALID', header, `${subject}: ${whose} (the activity waits for user ${hold.userId})`);
  }
  if (presenter.kind === 'attested') {
    if (presenter.stamp.expired) throw refusal(grpcCodes.failedPrecondition, 'TOKEN_EXPIRED', header, `${subject}: the token has expired; get a new one`);
    if (context.store.isTokenUsed('approval', presenter.stamp.tokenKey)) {
      throw refusal(grpcCodes.failedPrecondition, 'TOKEN_USED', header, `${subject}: the token was already used for an approval; get a new one`);
    }
  }
  const step = hold.requiredMethods[index];
  if (answer === 'approve' && (step === undefined || !stepAccepts(step, method))) {
    throw refusal(grpcCodes.invalidArgument, 'INVALID_ARGUMENT', header, `${subject}: it takes ${step === undefined ? 'nothing more' : stepLabel(step)}`);
  }
  if (presenter.kind === 'attested') context.store.markTokenUsed('approval', presenter.stamp.tokenKey, presenter.stamp.expiresAt);
  return method;
}

/** Answers one approve_activity or reject_activity (the file comment); `routes` is the submit table the held operation runs from. */
export async function runMfaAnswer(context: RouteContext, route: MfaAnswerRoute, request: ApiRequest, routes: Readonly<Record<string, SubmitRoute>>): Promise<object> {
  const presenter = await present(context, request);
  const { body } = request;
  const type = stringField(body, 'type', 'type', 200);
  if (type !== route.type) throw invalidArgument('type', `must be ${route.type} for this operation`);
  checkLiveness(context, body.timestampMs);
  const organization = organizationOf(context, presenter, stringField(body, 'organizationId', 'organizationId', 200), request);
  const parameters = objectField(body, 'parameters');
  const generateAppProofs = optionalBooleanField(body, 'generateAppProofs') === true;
  const fingerprint = stringField(parameters, 'fingerprint', 'parameters.fingerprint', 200);
  const activity = heldActivity(context, organization.organizationId, fingerprint);
  const method = checkAnswer(context, presenter, activity, route.answer);

  if (route.answer === 'reject') {
    activity.status = 'ACTIVITY_STATUS_REJECTED';
    delete activity.mfa.pending;
  } else {
    activity.mfa.satisfiedMethods.push(method);
  }
  activity.updatedAt = context.now();
  context.store.markDirty();
  if (route.answer === 'approve' && isHoldSatisfied(activity.mfa)) await runHeldActivity(context, activity, routes);
  else context.webhooks.publishActivity(activity);

  const now = context.now();
  const answer: StoredActivity = {
    id: prefixedId('activity'),
    organizationId: organization.organizationId,
    status: 'ACTIVITY_STATUS_COMPLETED',
    type: route.type,
    intent: { [route.intentMember]: structuredClone(parameters) },
    result: {},
    fingerprint: `sha256:${toHex(sha256(request.raw))}`,
    createdAt: now,
    updatedAt: now,
  };
  if (generateAppProofs) answer.appProofs = [context.proofs.service.policyOutcomeProof(answer.organizationId, answer.fingerprint.slice('sha256:'.length))];
  context.store.addActivity(answer);
  context.webhooks.publishActivity(answer);
  return activityResponse(answer, context.config.activityResponseShape);
}
