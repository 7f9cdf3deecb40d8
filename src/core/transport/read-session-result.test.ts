import { describe, expect, it } from 'vitest';
import { readSessionResult } from './read-session-result';

const result = { organizationId: 'sub-org', userId: 'user-1', credentialBundle: 'w'.repeat(111) };

describe('readSessionResult', () => {
  it('returns the members a login needs', () => {
    expect(readSessionResult({ ...result, apiKeyId: 'k' })).toMatchObject(result);
  });

  it.each(['organizationId', 'userId', 'credentialBundle'])('refuses a missing %s (response_invalid naming it)', (member) => {
    expect(() => readSessionResult({ ...result, [member]: '' })).toThrow(
      expect.objectContaining({ code: 'response_invalid', details: { field: `createReadWriteSessionResultV2.${member}`, endpoint: 'create_read_write_session' } }),
    );
  });

  it.each([
    ['organizationId', 256],
    ['userId', 256],
    ['credentialBundle', 1024], // about 110 characters for a session key's 81 bytes
  ])('refuses a %s over %i characters before anything decodes it', (member, cap) => {
    expect(readSessionResult({ ...result, [member]: 'a'.repeat(cap) })).toBeDefined();
    expect(() => readSessionResult({ ...result, [member]: 'a'.repeat(cap + 1) })).toThrow(
      `create_read_write_session response: createReadWriteSessionResultV2.${member} is longer than ${cap} characters`,
    );
  });
});
