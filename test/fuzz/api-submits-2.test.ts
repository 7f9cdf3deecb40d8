import { describe, it } from 'vitest';
import type { Operation } from '../../src/mock-relay/test-utils/api-test-client';
import { createApiWorld } from './api-world';
import { fuzzStampedPath } from './api-operations';
import { fuzzTally, fuzzTimeout } from './fuzz-harness';

const tally = fuzzTally(import.meta.url);
const operations: Operation[] = ['export_private_key', 'update_mfa_policy', 'delete_mfa_policy', 'create_session_profile', 'set_ip_allowlist', 'remove_ip_allowlist', 'update_webhook_endpoint', 'delete_webhook_endpoint', 'otp_auth', 'create_webhook_endpoint'];

describe('stamped submits (/public/v1/submit/*) of exports, MFA, session profiles, IP allowlists, webhooks and OTP auth: never a 500, refusals name the field', () => {
  it.each(operations)('%s', async (operation) => {
    // A world per operation: one operation's accepted edits (a deny policy, an IP allowlist) do not lock out the next.
    const world = await createApiWorld();
    await fuzzStampedPath(tally, world, `/public/v1/submit/${operation}`, world.submitBody(operation), { rawText: 10, anyJson: 20, edits: 70 });
  }, fuzzTimeout(3));
});
