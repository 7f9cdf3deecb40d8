import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockRelay } from '../../src/mock-relay/index';
import { startMockRelayServer, type MockRelayServer } from '../../src/mock-relay/server-index';
import { RelayTestClient, testConfigId } from '../../src/mock-relay/test-utils/relay-test-client';
import { relayOverHttp } from './relay-over-http';

/**
 * Load: 200 people sign up at the same time against the mock relay's real HTTP server (each
 * the kit's whole OTP path: otp_init → code from the mailbox → otp_verify → account lookup →
 * signup_v2 with a client signature → otp_login), then all 200 log in again at once with fresh
 * session keys. Rate limits are off: this is load, not abuse. Nothing here is timed.
 */
const people = 200;
const contactOf = (index: number) => `load-${String(index).padStart(3, '0')}@example.com`;

let server: MockRelayServer;
let relay: MockRelay;

beforeAll(async () => {
  server = await startMockRelayServer({ port: 0, config: { configId: testConfigId }, rateLimits: false });
  relay = relayOverHttp(server.url, server.relay);
});

afterAll(async () => {
  await server.close();
});

describe(`${people} concurrent signups, then ${people} concurrent logins, over HTTP`, () => {
  it('makes one account per person, no duplicates, and every session works', { timeout: 90_000 }, async () => {
    const clients = await Promise.all(Array.from({ length: people }, () => RelayTestClient.create(relay)));

    const signups = await Promise.all(clients.map((client, index) => client.loginWithCode('OTP_TYPE_EMAIL', contactOf(index))));
    expect(signups.every((signup) => signup.isNewUser)).toBe(true);

    const users = Object.values(server.relay.state.users);
    expect(users).toHaveLength(people);
    expect(new Set(users.map((user) => user.email)).size).toBe(people);
    expect(new Set(users.map((user) => user.organizationId)).size).toBe(people);
    expect(new Set(signups.map((signup) => signup.claims.organization_id)).size).toBe(people);
    for (const [index, signup] of signups.entries()) {
      const owner = users.find((user) => user.userId === signup.claims.user_id);
      expect(owner).toMatchObject({ email: contactOf(index), organizationId: signup.claims.organization_id });
    }

    await Promise.all(clients.map((client) => client.newKey()));
    const logins = await Promise.all(clients.map((client, index) => client.loginWithCode('OTP_TYPE_EMAIL', contactOf(index))));
    expect(logins.some((login) => login.isNewUser)).toBe(false);
    expect(logins.map((login) => login.claims.organization_id)).toEqual(signups.map((signup) => signup.claims.organization_id));
    expect(logins.map((login) => login.claims.user_id)).toEqual(signups.map((signup) => signup.claims.user_id));
    expect(Object.values(server.relay.state.users)).toHaveLength(people);

    // No lost sessions: every login's session key is accepted by the main API, for its own organization.
    const whoami = await Promise.all(clients.map((client, index) => client.whoami(logins[index]?.claims.organization_id ?? '')));
    expect(whoami.map((result) => result.status)).toEqual(Array.from({ length: people }, () => 200));
    expect(whoami.map((result) => result.body.userId)).toEqual(logins.map((login) => login.claims.user_id));
  });
});
