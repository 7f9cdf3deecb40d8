import { describe, it } from 'vitest';
import type { Operation } from '../../src/mock-relay/test-utils/api-test-client';
import { createApiWorld } from './api-world';
import { fuzzStampedPath } from './api-operations';
import { fuzzTally, fuzzTimeout } from './fuzz-harness';

const tally = fuzzTally(import.meta.url);
const operations: Operation[] = ['create_read_write_session', 'create_authenticators', 'delete_authenticators', 'oauth2_authenticate', 'create_oauth_providers', 'update_user', 'create_user_tag', 'create_api_keys', 'update_policy', 'delete_private_keys'];

describe('stamped submits (/public/v1/submit/*) of users, credentials, sessions, policies and keys: never a 500, refusals name the field', () => {
  it.each(operations)('%s', async (operation) => {
    // A world per operation: one operation's accepted edits (a deny policy, an IP allowlist) do not lock out the next.
    const world = await createApiWorld();
    await fuzzStampedPath(tally, world, `/public/v1/submit/${operation}`, world.submitBody(operation), { rawText: 10, anyJson: 20, edits: 70 });
  }, fuzzTimeout(3));
});
