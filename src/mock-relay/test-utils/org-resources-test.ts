/**
 * Test helper for the organization resources of issue 5 (MFA policies, session profiles, IP
 * allowlists, webhooks): a mock relay with a clock and a client address the test moves, accounts
 * signed up with plain P-256 API keys, stamped submits and queries as them, and a "garbage never
 * makes a 500" sweep over an operation's body.
 */
import { expect } from 'vitest';
import { randomPrivateKey } from '../../core/crypto/p256-private-key';
import { signingKeyFromPrivateKey } from '../../core/crypto/p256-private-key';
import type { SigningKey } from '../../core/crypto/signing-key';
import { toHex } from '../../core/encoding/hex';
import { parseActivityResponse, type Activity } from '../../core/transport/activity';
import { createMockRelay, type MockRelay, type MockRelayOptions } from '../handler';
import type { RelayConfig } from '../relay-config';
import { activityTypeOf, ApiTestClient, type AnyOperation, type ApiStamper } from './api-test-client';
import { garbage, paths, replaced } from './fuzz';
import { call, errorInfo, testConfigId, type CallResult } from './relay-test-client';

export const testOrigin = 'https://app.example.com';

export interface TestAccount {
  organizationId: string;
  userId: string;
  /** The account's first API key. */
  key: SigningKey;
  /** Its other API keys (`apiKeyCount` - 1 of them). */
  otherKeys: SigningKey[];
}

export class OrgResourcesTest {
  readonly relay: MockRelay;
  readonly api: ApiTestClient;
  now = Date.UTC(2030, 0, 1);
  /** The client address of the next requests (as the Node server would pass a socket's); undefined: unknown. */
  address: string | undefined = '203.0.113.7';

  constructor(config: Partial<RelayConfig> = {}, options: Omit<MockRelayOptions, 'config' | 'now'> = {}) {
    const relay = createMockRelay({ ...options, config: { configId: testConfigId, ...config }, now: () => this.now });
    this.relay = relay;
    // The same relay, reached from `address`.
    const routed: MockRelay = { ...relay, fetch: (request) => relay.fetch(request, this.address === undefined ? {} : { clientAddress: this.address }) };
    this.api = new ApiTestClient(routed, { origin: testOrigin, now: () => this.now });
  }

  async signUp(email: string, apiKeyCount = 1): Promise<TestAccount> {
    const keys = Array.from({ length: apiKeyCount }, () => signingKeyFromPrivateKey(randomPrivateKey()));
    const result = await call(this.relay, '/v1/signup_v2', {
      userEmail: email,
      apiKeys: keys.map((key, index) => ({ apiKeyName: `key ${index}`, publicKey: toHex(key.publicKey), curveType: 'API_KEY_CURVE_P256' })),
      authenticators: [],
      oauthProviders: [],
    });
    if (result.status !== 200) throw new Error(`signup_v2 failed: ${result.status} ${JSON.stringify(result.body)}`);
    const [key, ...otherKeys] = keys as [SigningKey, ...SigningKey[]];
    return { organizationId: result.body.organizationId as string, userId: result.body.userId as string, key, otherKeys };
  }

  submit(account: TestAccount, operation: AnyOperation, parameters: Record<string, unknown>, stamper: ApiStamper = account.key): Promise<CallResult> {
    return this.api.submit(operation, account.organizationId, parameters, stamper);
  }

  query(account: TestAccount, name: string, body: Record<string, unknown> = {}, stamper: ApiStamper = account.key): Promise<CallResult> {
    return this.api.query(name, { organizationId: account.organizationId, ...body }, stamper);
  }

  /** A submit that must succeed: its activity, read as the kit reads it. */
  async completed(account: TestAccount, operation: AnyOperation, parameters: Record<string, unknown>, stamper?: ApiStamper): Promise<Activity> {
    const result = await this.submit(account, operation, parameters, stamper);
    if (result.status !== 200) throw new Error(`${operation} failed: ${result.status} ${JSON.stringify(result.body)}`);
    return parseActivityResponse(result.body, operation);
  }

  /** A query that must succeed: its body. */
  async read<T = Record<string, unknown>>(account: TestAccount, name: string, body: Record<string, unknown> = {}, stamper?: ApiStamper): Promise<T> {
    const result = await this.query(account, name, body, stamper);
    if (result.status !== 200) throw new Error(`${name} failed: ${result.status} ${JSON.stringify(result.body)}`);
    return result.body as T;
  }

  /** Replaces each member of the submit body (at any depth) with each garbage value: never a 500, every refusal names its field. */
  async sweepSubmit(account: TestAccount, operation: AnyOperation, parameters: Record<string, unknown>): Promise<void> {
    const template = { type: activityTypeOf(operation), timestampMs: String(this.now), organizationId: account.organizationId, parameters };
    for (const at of paths(template)) {
      for (const value of garbage) {
        const body = replaced(template, at, value) as Record<string, unknown>;
        expectNamedRefusal(await this.api.post(`/public/v1/submit/${operation}`, body, account.key), `${operation} ${JSON.stringify(body).slice(0, 200)}`);
      }
    }
  }

  /** The same for a query body. */
  async sweepQuery(account: TestAccount, name: string, extra: Record<string, unknown> = {}): Promise<void> {
    const template = { organizationId: account.organizationId, ...extra };
    for (const at of paths(template)) {
      for (const value of garbage) {
        const body = replaced(template, at, value) as Record<string, unknown>;
        expectNamedRefusal(await this.api.query(name, body, account.key), `${name} ${JSON.stringify(body).slice(0, 200)}`);
      }
    }
  }
}

/** A 2xx, or a 4xx whose message starts with the field its ErrorInfo names. */
export function expectNamedRefusal(result: { status: number; body: Record<string, unknown> }, label: string): void {
  expect(result.status, label).not.toBe(500);
  expect([200, 400, 401, 403, 404, 409], label).toContain(result.status);
  if (result.status >= 400) {
    const { field } = errorInfo(result.body);
    expect(field, label).toEqual(expect.any(String));
    expect(result.body.message, label).toMatch(new RegExp(`^${field?.replace(/[[\]().]/g, '\\$&')}: `));
  }
}

/** Expects a refusal with `status`, `reason` and the named `field`. */
export function expectRefusal(result: CallResult, status: number, reason: string, field: string): void {
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  expect(errorInfo(result.body)).toEqual({ reason, field });
  expect(result.body.message).toMatch(new RegExp(`^${field.replace(/[[\]().]/g, '\\$&')}: `));
}
