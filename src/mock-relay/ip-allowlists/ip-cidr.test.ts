import { describe, expect, it } from 'vitest';
import { errorInfo } from '../test-utils/relay-test-client';
import { errorBody, type RelayError } from '../errors';
import { parseIpAddress } from './ip-address';
import { cidrContains, parseCidr } from './ip-cidr';

const contains = (cidr: string, address: string): boolean => {
  const parsed = parseIpAddress(address);
  if (parsed === undefined) throw new Error(`test address ${address} does not parse`);
  return cidrContains(parseCidr(cidr, 'cidr'), parsed);
};

describe('IP addresses', () => {
  it.each([
    ['203.0.113.7', 4, [203, 0, 113, 7]],
    ['0.0.0.0', 4, [0, 0, 0, 0]],
    ['::1', 6, [...new Array(15).fill(0), 1]],
    ['2001:db8::8a2e:370:7334', 6, [0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0x8a, 0x2e, 0x03, 0x70, 0x73, 0x34]],
    ['::ffff:127.0.0.1', 6, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 127, 0, 0, 1]],
    ['fe80::1%eth0', 6, [0xfe, 0x80, ...new Array(13).fill(0), 1]],
  ])('parses %s', (text, version, bytes) => {
    expect(parseIpAddress(text)).toEqual({ version, bytes: new Uint8Array(bytes) });
  });

  it.each(['', 'localhost', '256.0.0.1', '01.2.3.4', '1.2.3', '1.2.3.4.5', '1::2::3', '1:2:3:4:5:6:7:8:9', '12345::', 'g::1', '1:2:3:4:5:6:7'])(
    'refuses %j',
    (text) => {
      expect(parseIpAddress(text)).toBeUndefined();
    },
  );
});

describe('CIDR blocks of IP allowlist rules', () => {
  it.each([
    ['203.0.113.0/24', '203.0.113.255', true],
    ['203.0.113.0/24', '203.0.114.0', false],
    ['10.0.0.0/8', '10.200.1.1', true],
    ['0.0.0.0/0', '198.51.100.1', true],
    ['203.0.113.7/32', '203.0.113.7', true],
    ['203.0.113.7/32', '203.0.113.8', false],
    ['2001:db8::/32', '2001:db8:ffff::1', true],
    ['2001:db8::/32', '2001:db9::1', false],
    ['::1/128', '::1', true],
    ['::/0', '2001:db8::1', true],
    ['127.0.0.0/8', '::ffff:127.0.0.1', true],
    ['203.0.113.0/24', '2001:db8::1', false],
    ['2001:db8::/32', '203.0.113.1', false],
    ['10.0.0.0/9', '10.127.255.255', true],
    ['10.0.0.0/9', '10.128.0.0', false],
  ])('%s contains %s: %s', (cidr, address, expected) => {
    expect(contains(cidr, address)).toBe(expected);
  });

  it.each([
    ['203.0.113.7', /must be a CIDR block/],
    ['203.0.113.0/33', /prefix length over 32/],
    ['2001:db8::/129', /prefix length over 128/],
    ['203.0.113.1/24', /host bits set beyond \/24/],
    ['not-an-ip/8', /must be a CIDR block/],
    ['fe80::%eth0/64', /must be a CIDR block/],
    ['203.0.113.0/024', /must be a CIDR block/],
    [' 203.0.113.0/24', /must be a CIDR block/],
  ])('refuses %s with 400 naming the field', (cidr, message) => {
    let thrown: RelayError | undefined;
    try {
      parseCidr(cidr, 'parameters.rules[0].cidr');
    } catch (error) {
      thrown = error as RelayError;
    }
    expect(thrown?.status).toBe(400);
    expect(errorInfo(errorBody(thrown as RelayError) as unknown as Record<string, unknown>)).toEqual({ reason: 'INVALID_ARGUMENT', field: 'parameters.rules[0].cidr' });
    expect(thrown?.message).toMatch(message);
  });
});
