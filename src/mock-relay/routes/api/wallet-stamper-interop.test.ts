import { beforeEach, describe, expect, it } from 'vitest';
import { fromBase64Url } from '../../../core/encoding/base64url';
import { fromHex } from '../../../core/encoding/hex';
import { utf8Decode } from '../../../core/encoding/utf8';
import { parseActivityResponse } from '../../../core/transport/activity';
import { createMockRelay, type MockRelay } from '../../handler';
import { newTargetKey, openSessionKey } from '../../test-utils/api-test-client';
import { ethereumWallet, solanaWallet, walletPost, walletSignupBody, walletSubmit, type TestWallet } from '../../test-utils/external-wallets';
import { call, errorInfo, testConfigId } from '../../test-utils/relay-test-client';

/*
 * The mock relay takes the stamps Turnkey's own @turnkey/wallet-stamper (1.1.27, viem 2.57) makes,
 * as the service does (protocol.md section 13): an Ethereum wallet (a BaseEthereumWallet signing
 * with viem's signMessage) and a Solana wallet object. Keys are registered by signup_v2, real
 * request bodies are stamped by WalletStamper, and the relay must accept them exactly and refuse
 * them when the body differs by one byte.
 */

const origin = 'https://app.example.com';
let now: number;
let relay: MockRelay;

beforeEach(() => {
  now = Date.UTC(2030, 0, 1);
  relay = createMockRelay({ config: { configId: testConfigId, organizationId: 'parent-org', allowedOrigins: [origin] }, now: () => now });
});

async function signUp(wallet: TestWallet): Promise<{ organizationId: string; userId: string }> {
  const result = await call(relay, '/v1/signup_v2', walletSignupBody(wallet), { origin });
  expect(result.status).toBe(200);
  return result.body as { organizationId: string; userId: string };
}

const signatureOf = (header: string): string => (JSON.parse(utf8Decode(fromBase64Url(header))) as { signature: string }).signature;

/**
 * A WalletStamper stamp for the Ethereum key 0x4c…4c (RFC 6979: deterministic) over
 * `{"organizationId":"parent-org"}`. If a new @turnkey/wallet-stamper, viem or @turnkey/crypto
 * stamps otherwise, the first test fails and the change is seen.
 */
const pinned = {
  secret: fromHex('4c'.repeat(32)),
  body: '{"organizationId":"parent-org"}',
  header:
    'eyJwdWJsaWNLZXkiOiIwMmM5MWQyOTU1NjNhYTI1ZDUwMDM3NDI0NGIwNDI4ZWQ5ZDc5Nzg3NDBkOGRhZThlNDY2YjhhMTZjMTU5NDViMzciLCJzY2hlbWUiOiJTSUdOQVRVUkVfU0NIRU1FX1RLX0FQSV9TRUNQMjU2SzFfRUlQMTkxIiwic2lnbmF0dXJlIjoiMzA0NTAyMjEwMGEzZjJmZjUzYmE4MzQ1OWE2NmZjNGRiYjc1NzkwYzM3OWZhNzdlMmE4ZGI1ODA4M2FhMTgyNjc3MTdhZmFlMDMwMjIwMzFhYWE4Mzc1MmE3MGNmZTZlZTFiYTY1NmU2NjU4NzBiZTEwMTBhNzM0MTc5MzNjMjdjNGM1MzhmOGE0MDE5MSJ9',
  publicKey: '02c91d295563aa25d500374244b0428ed9d7978740d8dae8e466b8a16c15945b37',
};

describe('a pinned @turnkey/wallet-stamper Ethereum stamp', () => {
  it('is what WalletStamper makes today for that key and body', async () => {
    const wallet = ethereumWallet(pinned.secret);
    expect(wallet.publicKey).toBe(pinned.publicKey);
    expect(await wallet.stamp(pinned.body)).toBe(pinned.header);
  });

  it('is accepted by the mock relay once the key is a user’s, and refused over a body one byte off', async () => {
    const { organizationId, userId } = await signUp(ethereumWallet(pinned.secret));
    const stamp = () => Promise.resolve(pinned.header);
    const accepted = await walletPost(relay, '/public/v1/query/whoami', pinned.body, stamp, { origin });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ organizationId, userId });
    const altered = await walletPost(relay, '/public/v1/query/whoami', pinned.body, stamp, { origin, tamper: (body) => body.replace('parent', 'Parent') });
    expect(altered.status).toBe(401);
    expect(errorInfo(altered.body)).toEqual({ reason: 'UNAUTHENTICATED', field: 'X-Stamp' });
  });
});

describe.each([
  ['Ethereum (WalletStamper with a BaseEthereumWallet on viem)', ethereumWallet],
  ['Solana (WalletStamper with a Solana wallet object)', solanaWallet],
] as const)('%s', (_name, makeWallet) => {
  it('stamps create_read_write_session, whoami and get_api_keys bodies the relay accepts', async () => {
    const wallet = makeWallet();
    const { organizationId, userId } = await signUp(wallet);
    const stamp = (body: string) => wallet.stamp(body);
    const target = newTargetKey();
    const session = await walletSubmit(relay, stamp, 'create_read_write_session', organizationId, { targetPublicKey: target.publicKey, expirationSeconds: '600' }, now, { origin });
    expect(session.status).toBe(200);
    const result = parseActivityResponse(session.body, 'create_read_write_session').result.createReadWriteSessionResultV2 as { credentialBundle: string; userId: string };
    expect(result.userId).toBe(userId);
    await expect(openSessionKey(result.credentialBundle, target)).resolves.toBeDefined();
    for (const [path, body] of [
      ['/public/v1/query/whoami', JSON.stringify({ organizationId })],
      ['/public/v1/query/get_api_keys', JSON.stringify({ organizationId, userId })],
    ] as const) {
      const answer = await walletPost(relay, path, body, stamp, { origin });
      expect(answer.status).toBe(200);
    }
  });

  it('is refused when the body differs from the stamped one by one byte (401 naming X-Stamp, the signature at fault)', async () => {
    const wallet = makeWallet();
    const { organizationId } = await signUp(wallet);
    const stamp = (body: string) => wallet.stamp(body);
    const parameters = { targetPublicKey: newTargetKey().publicKey, expirationSeconds: '600' };
    for (const tamper of [(body: string) => body.replace('"600"', '"601"'), (body: string) => `${body} `, (body: string) => body.replace('{"type"', '{ "type"')]) {
      const result = await walletSubmit(relay, stamp, 'create_read_write_session', organizationId, parameters, now, { origin, tamper });
      expect(result.status).toBe(401);
      expect(errorInfo(result.body)).toEqual({ reason: 'UNAUTHENTICATED', field: 'X-Stamp' });
      expect(result.body.message).toMatch(/^X-Stamp: signature does not match the request body and publicKey/);
    }
  });
});

it("takes the ~1 in 256 Ethereum stamps whose DER keeps a leading zero byte in r or s (@turnkey/crypto's toDerSignature)", async () => {
  const wallet = ethereumWallet(pinned.secret);
  await signUp(wallet);
  const target = newTargetKey();
  const stamp = (body: string) => wallet.stamp(body);
  let found: { parameters: Record<string, unknown>; header: string } | undefined;
  for (let index = 0; index < 3000 && found === undefined; index += 1) {
    const parameters = { targetPublicKey: target.publicKey, apiKeyName: `session ${index}` };
    const body = JSON.stringify({ type: 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2', timestampMs: String(now), organizationId: 'parent-org', parameters });
    const header = await stamp(body);
    // A 32-byte INTEGER starting 00 then a byte under 0x80: not minimal DER.
    if (/^30440220(00[0-7]|.{64}022000[0-7])/.test(signatureOf(header))) found = { parameters, header };
  }
  expect(found).toBeDefined();
  const result = await walletSubmit(relay, () => Promise.resolve(found!.header), 'create_read_write_session', 'parent-org', found!.parameters, now, { origin });
  expect(result.status).toBe(200);
});
