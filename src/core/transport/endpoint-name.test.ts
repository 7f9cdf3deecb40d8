import { describe, expect, it } from 'vitest';
import { endpointName } from './endpoint-name';

describe('endpointName', () => {
  it.each([
    ['https://relay.test/v1/otp_init_v2', 'otp_init_v2'],
    ['https://api.test/public/v1/submit/create_read_write_session', 'create_read_write_session'],
    ['https://relay.test/v1/account/', 'account'],
  ])('%s → %s', (url, name) => {
    expect(endpointName(url)).toBe(name);
  });

  it('is the URL itself when it has no path or does not parse', () => {
    expect(endpointName('https://relay.test')).toBe('https://relay.test');
    expect(endpointName('not a url')).toBe('not a url');
  });
});
