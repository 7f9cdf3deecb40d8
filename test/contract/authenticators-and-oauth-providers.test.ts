/**
 * Passkeys (authenticators) and linked OAuth providers through `kit.account()` against the mock
 * relay. Registrations come from a software authenticator at the app's origin (the relay's
 * `defaultOrigin`, as a page's requests would carry it).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { CreateOauthProvidersInput, PasskeyAttestation } from '../../src/core/internal';
import { idpOf } from '../../src/mock-relay/test-utils/oauth-test-client';
import { SoftwareAuthenticator } from '../../src/mock-relay/test-utils/software-authenticator';
import { appOrigin, completed, createContractHarness, refusal, type ContractHarness } from './contract-harness';

let h: ContractHarness;

beforeEach(async () => {
  h = await createContractHarness();
});

const registrationOf = (passkey: SoftwareAuthenticator, authenticatorName: string) => passkey.register({ authenticatorName }) as PasskeyAttestation;

async function addPasskey(name: string): Promise<{ passkey: SoftwareAuthenticator; authenticatorId: string }> {
  const passkey = new SoftwareAuthenticator({ origin: appOrigin });
  const result = completed(await h.account.createAuthenticators({ authenticators: [registrationOf(passkey, name)] }));
  const authenticatorId = result.authenticatorIds?.[0];
  if (authenticatorId === undefined) throw new Error('no authenticatorIds in the result');
  return { passkey, authenticatorId };
}

describe('create_authenticators', () => {
  it('adds a verified passkey to the session user; get_authenticators lists it, and it can stamp', async () => {
    const { passkey, authenticatorId } = await addPasskey('Laptop');
    expect(await h.account.getAuthenticators()).toEqual([
      expect.objectContaining({
        authenticatorId,
        authenticatorName: 'Laptop',
        credentialId: passkey.credentialId,
        transports: ['AUTHENTICATOR_TRANSPORT_INTERNAL', 'AUTHENTICATOR_TRANSPORT_HYBRID'],
      }),
    ]);
    const whoami = await h.raw.api.query('whoami', { organizationId: h.session.organizationId }, passkey);
    expect(whoami).toMatchObject({ status: 200, body: { userId: h.session.userId } });
  });

  it('a replayed registration is relay_rejected naming its challenge (the kit filled it, not the person)', async () => {
    const registration = registrationOf(new SoftwareAuthenticator({ origin: appOrigin }), 'Phone');
    completed(await h.account.createAuthenticators({ authenticators: [registration] }));
    expect(await refusal(() => h.account.createAuthenticators({ authenticators: [registration] }))).toMatchObject({
      code: 'relay_rejected',
      details: { status: 400, field: 'authenticators[0].challenge' },
    });
  });
});

describe('get_authenticator', () => {
  it('reads one passkey in the shape of spec section 2', async () => {
    const { passkey, authenticatorId } = await addPasskey('Key');
    expect(await h.account.getAuthenticator({ authenticatorId })).toMatchObject({
      authenticatorId,
      authenticatorName: 'Key',
      credentialId: passkey.credentialId,
      credential: { publicKey: passkey.publicKeyHex, type: 'CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR' },
    });
  });

  it('an unknown id is not_found naming authenticatorId', async () => {
    expect(await refusal(() => h.account.getAuthenticator({ authenticatorId: 'authenticator-nope' }))).toMatchObject({ code: 'not_found', details: { field: 'authenticatorId' } });
  });
});

describe('get_authenticators', () => {
  it('is empty for a user who logged in by code', async () => {
    expect(await h.account.getAuthenticators()).toEqual([]);
  });
});

describe('delete_authenticators', () => {
  it('removes the passkey from get_authenticators; it can no longer stamp', async () => {
    const kept = await addPasskey('Kept');
    const gone = await addPasskey('Gone');
    expect(completed(await h.account.deleteAuthenticators({ authenticatorIds: [gone.authenticatorId] }))).toEqual({ authenticatorIds: [gone.authenticatorId] });
    expect((await h.account.getAuthenticators()).map((item) => item.authenticatorId)).toEqual([kept.authenticatorId]);
    expect((await h.raw.api.query('whoami', { organizationId: h.session.organizationId }, gone.passkey)).status).toBe(401);
  });

  it('an id that is not one of the user’s passkeys is not_found naming it', async () => {
    expect(await refusal(() => h.account.deleteAuthenticators({ authenticatorIds: ['authenticator-nope'] }))).toMatchObject({
      code: 'not_found',
      details: { field: 'authenticatorIds[0]' },
    });
  });
});

describe('create_oauth_providers', () => {
  it('links a Google login by its OIDC token; get_oauth_providers and get_user list it', async () => {
    const oidcToken = await idpOf(h.relay).issueIdToken({ provider: 'google', accountId: 'grace', nonce: 'n'.repeat(64) });
    const result = completed(await h.account.createOauthProviders({ oauthProviders: [{ providerName: 'Google', oidcToken }] }));
    expect(result).toEqual({ providerIds: [expect.any(String)] });
    const expected = { providerId: result.providerIds[0], providerName: 'Google', issuer: 'http://relay.test/idp/google', audience: 'mock-google-client', subject: expect.any(String) };
    expect(await h.account.getOauthProviders()).toEqual([expect.objectContaining(expected)]);
    expect((await h.account.getUser()).oauthProviders).toEqual([expect.objectContaining(expected)]);
  });

  it('links by claims; the same login twice is already_exists', async () => {
    const oidcClaims = { iss: 'https://accounts.example.com', sub: 'ada-1', aud: 'client-1' };
    completed(await h.account.createOauthProviders({ oauthProviders: [{ providerName: 'Example', oidcClaims }] }));
    expect(await h.account.getOauthProviders()).toEqual([expect.objectContaining({ providerName: 'Example', issuer: oidcClaims.iss, subject: oidcClaims.sub, audience: oidcClaims.aud })]);
    expect(await refusal(() => h.account.createOauthProviders({ oauthProviders: [{ providerName: 'Again', oidcClaims }] }))).toMatchObject({
      code: 'already_exists',
      details: { status: 409, field: 'oauthProviders[0]' },
    });
  });

  it('giving both an OIDC token and claims for one login is refused by the kit before sending, as the mock refuses it', async () => {
    // What OauthProviderInput's type no longer allows (the published one-of), as a JavaScript caller may still send it.
    const input = { oauthProviders: [{ providerName: 'Both', oidcToken: 'token', oidcClaims: { iss: 'i', sub: 's', aud: 'a' } }] } as never as CreateOauthProvidersInput;
    const sent = h.sent.length;
    expect(await refusal(() => h.account.createOauthProviders(input))).toMatchObject({ code: 'invalid_input', details: { field: 'oauthProviders[0]' } });
    expect(h.sent.length).toBe(sent);
    const raw = await h.raw.submit('create_oauth_providers', { userId: h.raw.userId, ...input });
    expect(raw.body).toMatchObject({ code: 3, details: [{ reason: 'INVALID_ARGUMENT', metadata: { field: 'parameters.oauthProviders[0]' } }] });
  });

  it('neither a token nor claims: both sides name the same member', async () => {
    const input = { oauthProviders: [{ providerName: 'Neither' }] } as never as CreateOauthProvidersInput;
    const kit = await refusal(() => h.account.createOauthProviders(input));
    const raw = await h.raw.submit('create_oauth_providers', { userId: h.raw.userId, ...input });
    expect(kit).toMatchObject({ code: 'invalid_input' });
    expect(raw.body).toMatchObject({ code: 3, details: [{ reason: 'INVALID_ARGUMENT', metadata: { field: `parameters.${String(kit.details.field)}` } }] });
  });
});

describe('get_oauth_providers', () => {
  it('is empty for a user who logged in by code', async () => {
    expect(await h.account.getOauthProviders()).toEqual([]);
  });
});
