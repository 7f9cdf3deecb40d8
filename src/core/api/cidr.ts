/**
 * CIDR blocks as IP allowlist rules take them (spec section 4.2, set_ip_allowlist): an IPv4
 * address with a prefix of 0–32 or an IPv6 address (compressed `::` and an embedded IPv4 tail
 * allowed, no zone) with a prefix of 0–128. The address must be the block's network address (no
 * host bits set beyond the prefix), as the service refuses `192.168.1.5/24`.
 */

const octet = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const ipv4Pattern = new RegExp(`^${octet}(\\.${octet}){3}$`);
const hextet = /^[0-9a-fA-F]{1,4}$/;

/** A dotted IPv4 address without leading zeros. */
export function isIpv4(value: string): boolean {
  return ipv4Pattern.test(value);
}

/** An IPv4 address as four octets (undefined when it is not one). */
function ipv4Bytes(value: string): number[] | undefined {
  return isIpv4(value) ? value.split('.').map(Number) : undefined;
}

/** An IPv6 address in RFC 4291 text form as sixteen bytes (undefined when it is not one). */
function ipv6Bytes(value: string): number[] | undefined {
  let text = value;
  let tail: number[] = [];
  if (value.includes('.')) {
    const at = value.lastIndexOf(':');
    const ipv4 = at < 0 ? undefined : ipv4Bytes(value.slice(at + 1));
    if (ipv4 === undefined) return undefined;
    tail = ipv4;
    text = `${value.slice(0, at + 1)}0:0`; // the IPv4 tail is two groups
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const groups = (part: string): string[] => (part === '' ? [] : part.split(':'));
  const head = groups(halves[0]!);
  const rest = halves.length === 2 ? groups(halves[1]!) : [];
  if (![...head, ...rest].every((group) => hextet.test(group))) return undefined;
  const count = head.length + rest.length;
  if (halves.length === 2 ? count > 7 : count !== 8) return undefined;
  const all = [...head, ...new Array<string>(8 - count).fill('0'), ...rest].map((group) => parseInt(group, 16));
  const bytes = all.flatMap((group) => [group >> 8, group & 0xff]);
  if (tail.length === 4) bytes.splice(12, 4, ...tail);
  return bytes;
}

/** An IPv6 address in RFC 4291 text form (`::` at most once, an IPv4 tail allowed). */
export function isIpv6(value: string): boolean {
  return ipv6Bytes(value) !== undefined;
}

/** Whether every bit after the first `prefix` bits is zero. */
function hostBitsClear(bytes: number[], prefix: number): boolean {
  return bytes.every((byte, index) => {
    const kept = Math.max(0, Math.min(8, prefix - index * 8));
    return (byte & (0xff >> kept)) === 0;
  });
}

/** `address/prefix`: an IPv4 (prefix 0–32) or IPv6 (prefix 0–128) network address. */
export function isCidr(value: string): boolean {
  const parts = value.split('/');
  if (parts.length !== 2 || !/^(0|[1-9]\d{0,2})$/.test(parts[1]!)) return false;
  const prefix = Number(parts[1]);
  const ipv4 = ipv4Bytes(parts[0]!);
  const bytes = ipv4 ?? ipv6Bytes(parts[0]!);
  if (bytes === undefined || prefix > bytes.length * 8) return false;
  return hostBitsClear(bytes, prefix);
}
