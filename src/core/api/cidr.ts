/**
 * CIDR blocks as IP allowlist rules take them (spec section 4.2, set_ip_allowlist): an IPv4
 * address with a prefix of 0–32 or an IPv6 address (compressed `::` and an embedded IPv4 tail
 * allowed, no zone) with a prefix of 0–128. Host bits may be set; the service masks them.
 */

const octet = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const ipv4Pattern = new RegExp(`^${octet}(\\.${octet}){3}$`);
const hextet = /^[0-9a-fA-F]{1,4}$/;

/** A dotted IPv4 address without leading zeros. */
export function isIpv4(value: string): boolean {
  return ipv4Pattern.test(value);
}

/** An IPv6 address in RFC 4291 text form (`::` at most once, an IPv4 tail allowed). */
export function isIpv6(value: string): boolean {
  let text = value;
  if (value.includes('.')) {
    const at = value.lastIndexOf(':');
    if (at < 0 || !isIpv4(value.slice(at + 1))) return false;
    text = `${value.slice(0, at + 1)}0:0`; // the IPv4 tail is two groups
  }
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groups = (part: string): string[] => (part === '' ? [] : part.split(':'));
  const all = [...groups(halves[0]!), ...(halves.length === 2 ? groups(halves[1]!) : [])];
  if (!all.every((group) => hextet.test(group))) return false;
  return halves.length === 2 ? all.length <= 7 : all.length === 8;
}

/** `address/prefix` with an IPv4 (prefix 0–32) or IPv6 (prefix 0–128) address. */
export function isCidr(value: string): boolean {
  const parts = value.split('/');
  if (parts.length !== 2 || !/^(0|[1-9]\d{0,2})$/.test(parts[1]!)) return false;
  const prefix = Number(parts[1]);
  if (isIpv4(parts[0]!)) return prefix <= 32;
  return isIpv6(parts[0]!) && prefix <= 128;
}
