import { beforeEach, describe, expect, it } from 'vitest';
import { parseActivityResponse } from '../../../core/transport/activity';
import { ApiAccountTest, testOrigin, type ApiAccount } from '../../test-utils/api-account';
import { newTargetKey } from '../../test-utils/api-test-client';
import { ethereumWallet, solanaWallet, walletApiKey, walletSignupBody, walletSubmit } from '../../test-utils/external-wallets';
import { call, errorInfo } from '../../test-utils/relay-test-client';

/*
 * Linking an external wallet to an existing account (protocol.md section 13): create_api_keys (V2)
 * stamped by the account's key, with the wallet's key and curve; the wallet then logs in to that
 * account, and get_api_keys lists it (name and curve, as credential.type, Turnkey's shape).
 */

let test: ApiAccountTest;
let ada: ApiAccount;

beforeEach(async () => {
  test = new ApiAccountTest();
  ada = await test.signUp('ada@example.com');
});

const link = (account: ApiAccount, apiKeys: unknown[]) => test.api.submit('create_api_keys', account.organizationId, { userId: account.userId, apiKeys }, account.key);

describe.each([
  ['an Ethereum wallet', ethereumWallet, 'CREDENTIAL_TYPE_API_KEY_SECP256K1'],
  ['a Solana wallet', solanaWallet, 'CREDENTIAL_TYPE_API_KEY_ED25519'],
] as const)('linking %s with create_api_keys', (_name, makeWallet, credentialType) => {
  it('registers it for the user; the account lookup finds it, the wallet logs in, get_api_keys lists it', async () => {
    const wallet = makeWallet();
    expect((await link(ada, [walletApiKey(wallet)])).status).toBe(200);
    expect((await call(test.relay, '/v1/account', { filterType: 'PUBLIC_KEY', filterValue: wallet.publicKey }, { origin: testOrigin })).body).toEqual({
      organizationId: ada.organizationId,
    });
    const session = await walletSubmit(test.relay, (body) => wallet.stamp(body), 'create_read_write_session', ada.organizationId, { targetPublicKey: newTargetKey().publicKey }, test.now, { origin: testOrigin });
    expect(session.status).toBe(200);
    expect(parseActivityResponse(session.body, 'create_read_write_session').result.createReadWriteSessionResultV2).toMatchObject({ userId: ada.userId });
    const listed = await test.query(ada, 'get_api_keys', {});
    expect(listed.body.apiKeys).toContainEqual({
      apiKeyId: expect.any(String),
      apiKeyName: `wallet-auth:${wallet.publicKey}`,
      credential: { publicKey: wallet.publicKey, type: credentialType },
      createdAt: expect.any(Object),
      updatedAt: expect.any(Object),
    });
  });

  it("refuses a wallet that is another account's login: 409 naming parameters.apiKeys[i].publicKey, 'already linked to another account'", async () => {
    const wallet = makeWallet();
    expect((await call(test.relay, '/v1/signup_v2', walletSignupBody(wallet), { origin: testOrigin })).status).toBe(200);
    const result = await link(ada, [walletApiKey(makeWallet()), walletApiKey(wallet)]);
    expect(result.status).toBe(409);
    expect(errorInfo(result.body)).toEqual({ reason: 'ALREADY_EXISTS', field: 'parameters.apiKeys[1].publicKey' });
    expect(result.body.message).toBe(
      'parameters.apiKeys[1].publicKey: is already linked to another account (an API key, such as an external wallet, belongs to one user only)',
    );
    expect((await test.query(ada, 'get_api_keys', {})).body.apiKeys).toHaveLength(1);
  });

  it('tells a repeat link by the same user apart: already registered as an API key of this user', async () => {
    const wallet = makeWallet();
    expect((await link(ada, [walletApiKey(wallet)])).status).toBe(200);
    const again = await link(ada, [walletApiKey(wallet)]);
    expect(again.status).toBe(409);
    expect(errorInfo(again.body)).toEqual({ reason: 'ALREADY_EXISTS', field: 'parameters.apiKeys[0].publicKey' });
    expect(again.body.message).toBe('parameters.apiKeys[0].publicKey: is already registered as an API key of this user');
  });
});

it('a wallet linked to an account cannot sign up a second one (409 naming apiKeys[0].publicKey)', async () => {
  const wallet = ethereumWallet();
  expect((await link(ada, [walletApiKey(wallet)])).status).toBe(200);
  const signup = await call(test.relay, '/v1/signup_v2', walletSignupBody(wallet), { origin: testOrigin });
  expect(signup.status).toBe(409);
  expect(errorInfo(signup.body)).toEqual({ reason: 'ALREADY_EXISTS', field: 'apiKeys[0].publicKey' });
});
