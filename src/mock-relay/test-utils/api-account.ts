/**
 * Test helper: a mock relay with a clock the test moves, and an account signed up through the
 * relay with a plain P-256 API key (not a session key, so nothing revokes it) that stamps the
 * main API, plus shorthands for submits and queries as that account.
 */
import { randomPrivateKey } from '../../core/crypto/p256-private-key';
import { signingKeyFromPrivateKey } from '../../core/crypto/p256-private-key';
import type { SigningKey } from '../../core/crypto/signing-key';
import { toHex } from '../../core/encoding/hex';
import { parseActivityResponse, type Activity } from '../../core/transport/activity';
import { createMockRelay, type MockRelay, type MockRelayOptions } from '../handler';
import type { RelayConfig } from '../relay-config';
import { ApiTestClient, type AnyOperation, type ApiStamper, type SubmitOptions } from './api-test-client';
import { call, testConfigId, type CallResult } from './relay-test-client';

export const testOrigin = 'https://app.example.com';

export interface ApiAccount {
  organizationId: string;
  userId: string;
  /** The account's API key. */
  key: SigningKey;
}

export class ApiAccountTest {
  readonly relay: MockRelay;
  readonly api: ApiTestClient;
  now: number;

  constructor(config: Partial<RelayConfig> = {}, options: Omit<MockRelayOptions, 'config' | 'now'> = {}) {
    this.now = Date.UTC(2030, 0, 1);
    this.relay = createMockRelay({ ...options, config: { configId: testConfigId, ...config }, now: () => this.now });
    this.api = new ApiTestClient(this.relay, { origin: testOrigin, now: () => this.now });
  }

  /** Signs up `email` with a fresh P-256 API key. */
  async signUp(email: string, extra: Record<string, unknown> = {}): Promise<ApiAccount> {
    const key = signingKeyFromPrivateKey(randomPrivateKey());
    const result = await call(this.relay, '/v1/signup_v2', {
      userEmail: email,
      apiKeys: [{ apiKeyName: 'test key', publicKey: toHex(key.publicKey), curveType: 'API_KEY_CURVE_P256' }],
      authenticators: [],
      oauthProviders: [],
      ...extra,
    });
    if (result.status !== 200) throw new Error(`signup_v2 failed: ${result.status} ${JSON.stringify(result.body)}`);
    return { organizationId: result.body.organizationId as string, userId: result.body.userId as string, key };
  }

  submit(account: ApiAccount, operation: AnyOperation, parameters: Record<string, unknown>, options: SubmitOptions & { stamper?: ApiStamper } = {}): Promise<CallResult> {
    return this.api.submit(operation, account.organizationId, parameters, options.stamper ?? account.key, options);
  }

  query(account: ApiAccount, name: string, body: Record<string, unknown> = {}, stamper: ApiStamper = account.key): Promise<CallResult> {
    return this.api.query(name, { organizationId: account.organizationId, ...body }, stamper);
  }

  /** A submit that must succeed: its activity, read as the kit reads it. */
  async completed(account: ApiAccount, operation: AnyOperation, parameters: Record<string, unknown>): Promise<Activity> {
    const result = await this.submit(account, operation, parameters);
    if (result.status !== 200) throw new Error(`${operation} failed: ${result.status} ${JSON.stringify(result.body)}`);
    return parseActivityResponse(result.body, operation);
  }

  /** A query that must succeed: its body. */
  async read<T = Record<string, unknown>>(account: ApiAccount, name: string, body: Record<string, unknown> = {}): Promise<T> {
    const result = await this.query(account, name, body);
    if (result.status !== 200) throw new Error(`${name} failed: ${result.status} ${JSON.stringify(result.body)}`);
    return result.body as T;
  }
}
