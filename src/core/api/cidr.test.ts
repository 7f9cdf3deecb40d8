import { describe, expect, it } from 'vitest';
import { isCidr, isIpv6 } from './cidr';

describe('CIDR blocks of IP allowlist rules (set_ip_allowlist rules[].cidr)', () => {
  it.each([
    '203.0.113.0/24',
    '10.0.0.1/32',
    '0.0.0.0/0',
    '255.255.255.255/32',
    '2001:db8::/32',
    '::/0',
    '::1/128',
    'fe80::1:2:3:4/128',
    'fe80::/64',
    '2001:0db8:0000:0000:0000:ff00:0042:8329/128',
    '1:2:3:4:5:6:7::/112',
    '::ffff:192.0.2.128/128',
    '::ffff:192.0.2.0/120',
    '64:ff9b::/96',
    'FE80::/10',
  ])('accepts %s', (value) => {
    expect(isCidr(value)).toBe(true);
  });

  it.each([
    ['no prefix', '203.0.113.0'],
    ['an IPv4 prefix above 32', '203.0.113.0/33'],
    ['an IPv6 prefix above 128', '2001:db8::/129'],
    ['a prefix with a leading zero', '10.0.0.0/08'],
    ['an empty prefix', '10.0.0.0/'],
    ['two prefixes', '10.0.0.0/8/8'],
    ['a negative prefix', '10.0.0.0/-1'],
    ['an octet above 255', '256.0.0.0/8'],
    ['an octet with a leading zero (octal ambiguity)', '010.0.0.0/8'],
    ['three octets', '10.0.0/8'],
    ['five octets', '10.0.0.0.0/8'],
    ['a host name', 'example.com/24'],
    ['"::" twice', '2001::db8::1/64'],
    ['nine IPv6 groups', '1:2:3:4:5:6:7:8:9/64'],
    ['seven IPv6 groups without ::', '1:2:3:4:5:6:7/64'],
    ['eight groups and ::', '1:2:3:4::5:6:7:8/64'],
    ['a group of five hex digits', '2001:0db8a::/32'],
    ['a non-hex group', '2001:db8::g/64'],
    ['a zone id', 'fe80::1%eth0/64'],
    ['a bad IPv4 tail', '::ffff:192.0.2.300/96'],
    ['spaces', ' 10.0.0.0/8'],
    ['IPv4 host bits set (the service wants the network address)', '192.168.1.5/24'],
    ['IPv6 host bits set', 'fe80::1:2:3:4/64'],
    ['host bits in an IPv4 tail', '::ffff:192.0.2.128/96'],
    ['a prefix with leading zeros', '10.0.0.0/008'],
    ['nothing', ''],
  ])('refuses %s: %s', (_why, value) => {
    expect(isCidr(value)).toBe(false);
  });

  it('reads an IPv4 tail as the last two groups of eight', () => {
    expect(isIpv6('1:2:3:4:5:6:1.2.3.4')).toBe(true);
    expect(isIpv6('1:2:3:4:5:6:7:1.2.3.4')).toBe(false);
    expect(isIpv6('1.2.3.4')).toBe(false);
  });
});
