/**
 * CIDR blocks (`203.0.113.0/24`, `2001:db8::/32`) for IP allowlist rules: parsing that names
 * the bad field, and matching an address (an IPv4-mapped IPv6 address matches IPv4 blocks too).
 */
import { invalidArgument } from '../errors';
import { mappedIpv4, parseIpAddress, type IpAddress } from './ip-address';

export interface IpCidr {
  network: IpAddress;
  prefixLength: number;
}

function hostBitsSet(bytes: Uint8Array, prefixLength: number): boolean {
  return bytes.some((byte, index) => {
    const kept = Math.max(0, Math.min(8, prefixLength - index * 8));
    return (byte & (0xff >> kept)) !== 0;
  });
}

/**
 * `<address>/<prefix length>` exactly (no spaces, no leading zeros in the prefix: as the kit
 * checks it, core/api/cidr.ts); refuses (400 naming `field`) anything else, including host bits set.
 */
export function parseCidr(text: string, field: string): IpCidr {
  const match = /^([^/\s]+)\/(0|[1-9]\d{0,2})$/.exec(text);
  const network = match === null ? undefined : parseIpAddress(match[1] ?? '');
  if (match === null || network === undefined || (match[1] ?? '').includes('%')) {
    throw invalidArgument(field, 'must be a CIDR block such as 203.0.113.0/24 or 2001:db8::/32');
  }
  const prefixLength = Number(match[2]);
  const maxLength = network.version === 4 ? 32 : 128;
  if (prefixLength > maxLength) throw invalidArgument(field, `has a prefix length over ${maxLength} for an IPv${network.version} block`);
  if (hostBitsSet(network.bytes, prefixLength)) throw invalidArgument(field, `has host bits set beyond /${prefixLength} (give the network address of the block)`);
  return { network, prefixLength };
}

function within(bytes: Uint8Array, cidr: IpCidr): boolean {
  return cidr.network.bytes.every((byte, index) => {
    const kept = Math.max(0, Math.min(8, cidr.prefixLength - index * 8));
    const mask = (0xff << (8 - kept)) & 0xff;
    return ((bytes[index] ?? 0) & mask) === (byte & mask);
  });
}

/** Whether `address` lies in `cidr`. */
export function cidrContains(cidr: IpCidr, address: IpAddress): boolean {
  if (address.version === cidr.network.version && within(address.bytes, cidr)) return true;
  const ipv4 = mappedIpv4(address);
  return ipv4 !== undefined && cidr.network.version === 4 && within(ipv4.bytes, cidr);
}
