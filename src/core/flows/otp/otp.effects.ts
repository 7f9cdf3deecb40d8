import type { VerificationTokenClaims } from '../../crypto/jwt';
import type { SessionKeyPair } from '../../crypto/signing-key';
import { toHex } from '../../encoding/hex';
import { LoginKitError, toLoginKitError, type LoginKitErrorCode } from '../../errors';
import type { Session } from '../../session/session-types';
import type { KeyStore } from '../../storage/key-store';
import type { RelayClient } from '../../transport/relay-client';
import { outcomeUnknown } from '../../transport/retry-policy';
import type { EffectRunner } from '../flow';
import type * as OtpCryptoModule from './otp.crypto';
import { freshlyIssued } from '../freshly-issued';
import { relayAnswer } from '../relay-answer';
import { checkSessionJwtBinding, checkVerificationTokenBinding } from '../token-binding';
import type { CodeFields, OtpChannel, OtpEvent, OtpState } from './otp.types';
import { returningContactDigest } from './returning-contact-digest';
import type { ReturningContacts } from './returning-contacts';

type OtpCrypto = typeof OtpCryptoModule;

/** A checked verification token, with the code it was issued for. */
interface Verified {
  otpId: string;
  code: string;
  token: string;
  claims: VerificationTokenClaims;
}

export interface OtpEffectDeps {
  relay: RelayClient;
  keys: KeyStore;
  /** Pinned enclave keys (uncompressed, bytes or hex). */
  trustedKeys: { tlsFetcher: Uint8Array | string; notarizer: Uint8Array | string };
  resendCooldownMs: number;
  now: () => number;
  /** Stores the new session and makes it the active one. */
  establishSession: (session: Session) => Promise<void>;
  /** Log in with `invalidateExisting` (otp_login_v2): the user's other session keys are revoked. */
  invalidateExisting?: boolean;
  /**
   * This browser's returning-contact hints (`returning-contacts.ts`) and the kit's scope for their
   * digests. Without them every code login looks the account up.
   */
  returningContacts?: { store: ReturningContacts; scope: readonly string[] };
}

/**
 * The OTP flow's side effects. After the last digit only the protocol's relay calls are made. The
 * documented path: `otp_verify_v2`, the `account` lookup with the verification token, then
 * `otp_login_v2` to the organization found (3 calls), or `signup_v2` and `otp_login_v2` for a new
 * user (4). For a contact this browser logged in before (a returning-contact hint), `otp_verify_v2`
 * then `otp_login_v2` without organizationId (2 calls); a refusal that may mean "no account" drops
 * the hint and takes the documented path. What a step learned (the client key, the verification
 * token, the account found or signed up) is kept across retries, so a retry after a network failure
 * resumes where it stopped instead of re-verifying a code the relay already consumed or signing up
 * twice.
 * Every signed answer is checked for what it says, not only who signed it: the verification
 * token names the contact typed, the channel and this client's key; the session names this key
 * and the organization looked up or signed up (and the user signed up). A token that does not is
 * refused before the kit signs anything with its id (`untrusted_response`).
 */
export function createOtpEffects(deps: OtpEffectDeps): { run: EffectRunner<OtpState, OtpEvent>; dispose(): Promise<void> } {
  let key: SessionKeyPair | undefined;
  let verified: Verified | undefined;
  const cryptoModule = import('./otp.crypto');
  cryptoModule.catch(() => undefined); // a failed prefetch surfaces when a code is submitted

  const loadCrypto = () => cryptoModule.catch(() => import('./otp.crypto')); // retry a failed load once more
  const clientKey = async (): Promise<SessionKeyPair> => (key ??= await deps.keys.createSessionKey());

  /**
   * The signup this flow made for a verification token, kept for a retry after the login that
   * followed it failed: the retry logs in (no second signup) and still checks the session against
   * the organization and user the signup answered with.
   */
  let newAccount: NewAccount | undefined;
  /** The account the lookup found for a verification token (a retry logs in to it without looking again). */
  let found: { tokenId: string; organizationId: string } | undefined;
  /** The verification token whose hinted login was refused (a retry takes the documented path). */
  let hintRefused: string | undefined;

  /** The check of this code under way (a second submit of the same code waits for it). */
  let checking: { otpId: string; code: string; token: Promise<Verified> } | undefined;

  /**
   * The verification token for the code typed: the one already checked, the check under way, or a
   * new check. Not aborted by Cancel: the relay spends the code as it verifies it, so the token is
   * kept for the person's next try with the same code instead of being lost mid-answer.
   */
  const verifiedToken = (state: CodeFields, publicKey: string, crypto: OtpCrypto): Promise<Verified> => {
    const same = (entry: { otpId: string; code: string } | undefined): boolean => entry?.otpId === state.otpId && entry.code === state.code;
    if (verified !== undefined && same(verified) && !tokenExpired(verified.claims, deps.now())) return Promise.resolve(verified);
    if (checking !== undefined && same(checking)) return checking.token;
    const token = (async (): Promise<Verified> => {
      const encryptedOtpBundle = await relayAnswer(() =>
        crypto.encryptOtpCode({
          otpEncryptionTargetBundle: state.otpEncryptionTargetBundle,
          otpCode: state.code,
          publicKey,
          tlsFetcherKey: deps.trustedKeys.tlsFetcher,
        }),
      );
      const { verificationToken } = await deps.relay.otpVerify({ otpId: state.otpId, encryptedOtpBundle });
      const claims = await freshlyIssued('verificationToken', () => relayAnswer(() => crypto.verifyVerificationToken(verificationToken, deps.trustedKeys.tlsFetcher, deps.now())));
      checkVerificationTokenBinding(claims, { channel: state.channel, contact: state.contact, publicKey });
      return { otpId: state.otpId, code: state.code, token: verificationToken, claims };
    })();
    const entry = { otpId: state.otpId, code: state.code, token };
    checking = entry;
    token.then(
      (checked) => void (verified = checked),
      () => undefined,
    );
    void token.finally(() => {
      if (checking === entry) checking = undefined;
    }).catch(() => undefined);
    return token;
  };

  const verify = async (state: CodeFields, signal: AbortSignal): Promise<{ session: Session; isNewUser: boolean }> => {
    const call = { signal };
    const crypto = await loadCrypto();
    const { createClientSignature, loginSignatureMessage, signupSignatureMessage, verifySessionJwt } = crypto;
    const k = await clientKey();
    const publicKey = toHex(k.publicKey);
    const current = await verifiedToken(state, publicKey, crypto);
    if (signal.aborted) throw cancelled(signal);
    const token = current.token;
    const tokenId = current.claims.id;
    const contact = current.claims.contact;

    const lookUp = async (): Promise<string | undefined> => {
      if (found?.tokenId === tokenId) return found.organizationId;
      const { organizationId } = await deps.relay.account({ filterType: state.channel === 'email' ? 'EMAIL' : 'PHONE_NUMBER', filterValue: contact, verificationToken: token }, call);
      if (organizationId !== undefined) found = { tokenId, organizationId };
      return organizationId;
    };
    let loginSignature: ReturnType<typeof createClientSignature> | undefined;
    const login = async (organizationId: string | undefined): Promise<string> => {
      const clientSignature = await (loginSignature ??= createClientSignature(loginSignatureMessage(publicKey, tokenId), k));
      const request = {
        verificationToken: token,
        publicKey,
        clientSignature,
        ...(organizationId === undefined ? {} : { organizationId }),
        ...(deps.invalidateExisting === true ? { invalidateExisting: true } : {}),
      };
      return (await deps.relay.otpLogin(request, call)).session;
    };
    const signUp = async (): Promise<NewAccount> => {
      const contactField = state.channel === 'email' ? { email: contact } : { phoneNumber: contact };
      const body = { apiKeys: [], authenticators: [], oauthProviders: [] };
      const message = signupSignatureMessage({ ...body, ...contactField }, tokenId);
      try {
        const account = await deps.relay.signup(
          {
            ...(state.channel === 'email' ? { userEmail: contact } : { userPhoneNumber: contact }),
            ...body,
            verificationToken: token,
            clientSignature: await createClientSignature(message, k),
          },
          call,
        );
        return { tokenId, made: { organizationId: account.organizationId, userId: account.userId } };
      } catch (thrown) {
        // The signup may have happened though its answer was lost (or an earlier attempt's did):
        // never sign up twice — look the account up, and log in to it when it is there.
        const failure = toLoginKitError(thrown);
        if (!signupMayHaveHappened(failure)) throw failure;
        const organizationId = await lookUp().catch(() => undefined);
        if (organizationId === undefined) throw failure;
        return { tokenId, found: organizationId };
      }
    };

    const hints = deps.returningContacts;
    const digest = hints === undefined ? undefined : await returningContactDigest(hints.scope, state.channel, contact).catch(() => undefined);
    /** This token's signup: made by an earlier try (whose login failed), or by this one. */
    let signedUp = newAccount?.tokenId === tokenId ? newAccount : undefined;
    let jwt: string | undefined;
    /** The organization the session must name, when the kit learned it (lookup or signup). */
    let expected: { organizationId: string; userId?: string } | undefined;
    if (signedUp === undefined && digest !== undefined && hintRefused !== tokenId && safely(() => hints?.store.has(digest)) === true) {
      // This browser logged the contact in before: log in without organizationId, and the service
      // finds the sub-organization from the token's verified contact (auth_proxy.swagger.json,
      // v1OtpLoginV2Request.organizationId; service-spec.md section 4.4). 2 calls, no lookup.
      try {
        jwt = await login(undefined);
      } catch (thrown) {
        // What the service answers when no sub-organization holds the contact is unpublished: a
        // refusal that may mean it drops the hint and takes the documented path (the lookup). If
        // that refusal spent the token, the login below shows the service's error.
        const failure = toLoginKitError(thrown);
        if (!mayMeanNoAccount(failure)) throw failure;
        hintRefused = tokenId;
        safely(() => hints?.store.forget(digest));
      }
    }
    if (jwt === undefined) {
      // The documented path: look the account up with the verification token; log in to the one
      // found, or sign up and log in to the new one.
      if (signedUp === undefined) {
        const organizationId = await lookUp();
        if (organizationId === undefined) {
          signedUp = await signUp();
          if (signedUp.made !== undefined) newAccount = signedUp;
        } else {
          expected = { organizationId };
        }
      }
      const made = signedUp?.made;
      if (made !== undefined) expected = made;
      else if (signedUp?.found !== undefined) expected = { organizationId: signedUp.found };
      jwt = await login(made === undefined ? expected?.organizationId : undefined);
    }
    const claims = await freshlyIssued('session', () => relayAnswer(() => verifySessionJwt(jwt, deps.trustedKeys.notarizer, deps.now())));
    // The session is for this key, and for the organization found or made (and the user made). A
    // hinted login's account is the service's to find: it logs in only to the sub-organization
    // holding the contact of the token this browser's client signature names.
    checkSessionJwtBinding(claims, { publicKey, ...(expected === undefined ? {} : { organizationId: expected.organizationId }), ...(expected?.userId === undefined ? {} : { userId: expected.userId }) });
    const session: Session = {
      publicKey,
      organizationId: claims.organization_id,
      userId: claims.user_id,
      sessionType: claims.session_type,
      expiresAt: Number(claims.exp) * 1000,
      createdAt: deps.now(),
      method: methodFor(state.channel),
      contact,
      token: jwt,
    };
    // The key now belongs to the session (logout deletes it): a next login with this flow (after
    // `reset`) must make a key of its own, and verify again. Handed over before the session is
    // established, since that re-renders a host that may unmount the login and dispose this flow
    // before the await below returns (dispose deletes a key the flow still holds).
    // A Cancel that lands as the last answer comes: no session behind the person's back.
    if (signal.aborted) throw cancelled(signal);
    key = undefined;
    verified = undefined;
    newAccount = undefined;
    found = undefined;
    try {
      await deps.establishSession(session);
    } catch (error) {
      key = k; // not a session's key after all: a retry reuses it, dispose deletes it
      throw error;
    }
    // This contact has an account: its next code login on this browser skips the lookup.
    if (digest !== undefined) safely(() => hints?.store.remember(digest));
    return { session, isNewUser: signedUp !== undefined };
  };

  const run: EffectRunner<OtpState, OtpEvent> = (state, dispatch, signal) => {
    if (state.status === 'sendingCode') {
      // What verifying the code needs and has not loaded yet (the key code) comes while the code is on
      // its way and typed: after the last digit only the protocol's own requests remain.
      deps.keys.preload().catch(() => undefined);
      deps.relay
        .otpInit({ otpType: state.channel === 'email' ? 'OTP_TYPE_EMAIL' : 'OTP_TYPE_SMS', contact: state.contact }, { signal })
        .then(
          (sent) => dispatch({ type: 'codeSent', ...sent, resendAvailableAt: deps.now() + deps.resendCooldownMs }),
          (error: unknown) => dispatch({ type: 'sendFailed', error: toLoginKitError(error), now: deps.now() }),
        );
    } else if (state.status === 'verifying') {
      verify(state, signal).then(
        ({ session, isNewUser }) => dispatch({ type: 'loggedIn', session, isNewUser }),
        (error: unknown) => dispatch({ type: 'verifyFailed', error: toLoginKitError(error), now: deps.now() }),
      );
    }
  };

  return {
    run,
    /** Deletes the client key when the flow ends without a session that uses it. */
    async dispose() {
      if (key !== undefined) await deps.keys.delete(toHex(key.publicKey)).catch(() => undefined);
    },
  };
}

/** A signup this flow made (`made`), or tried with a lost answer and then found by the lookup (`found`). */
interface NewAccount {
  tokenId: string;
  made?: { organizationId: string; userId: string };
  found?: string;
}

/**
 * Refusals of a hinted otp_login_v2 (no organizationId) that may mean "no sub-organization holds
 * this contact" (an account deleted since the hint was stored). The published documents do not say
 * what the service answers then (service-spec.md section 7 leaves error bodies out; the swagger
 * gives OtpLoginV2 only the generic rpcStatus); the mock relay answers 404 NOT_FOUND. `not_found`,
 * or a definite refusal without a reason the kit knows, sends the flow to the account lookup; a
 * failure whose outcome is unknown, a rate limit or an expired or spent token is shown as it is.
 */
function mayMeanNoAccount(failure: LoginKitError): boolean {
  if (failure.code === 'not_found') return true;
  return ambiguousLoginRefusals.has(failure.code) && failure.details.reason === undefined;
}

const ambiguousLoginRefusals: ReadonlySet<LoginKitErrorCode> = new Set(['relay_rejected', 'invalid_input', 'failed_precondition', 'permission_denied']);

/** A hint store's call, best effort: a store that throws only loses the hint. */
function safely<T>(use: () => T): T | undefined {
  try {
    return use();
  } catch {
    return undefined;
  }
}

function cancelled(signal: AbortSignal): LoginKitError {
  return new LoginKitError('network', 'The code check was cancelled', { cause: signal.reason, details: { aborted: true } });
}

function methodFor(channel: OtpChannel): Session['method'] {
  return channel === 'email' ? 'otp_email' : 'otp_sms';
}

/** A signup failure after which the account may exist: unknown outcome, or the token or contact already used. */
function signupMayHaveHappened(error: LoginKitError): boolean {
  return outcomeUnknown(error) || error.details.reason === 'TOKEN_USED' || error.code === 'already_exists';
}

function tokenExpired(claims: VerificationTokenClaims, now: number): boolean {
  return Number(claims.exp) <= now;
}
