/**
 * IP addresses as bytes, for allowlist matching: IPv4 dotted quads (no leading zeros) and IPv6
 * (with `::`, an embedded IPv4 tail and an optional `%zone`). Browser-safe (no `node:net`).
 */

export interface IpAddress {
  version: 4 | 6;
  /** 4 bytes for IPv4, 16 for IPv6. */
  bytes: Uint8Array;
}

function parseIpv4(text: string): Uint8Array | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  const bytes = new Uint8Array(4);
  for (const [index, part] of parts.entries()) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return undefined;
    bytes[index] = Number(part);
  }
  return bytes;
}

/** Hex groups of one side of `::` (an IPv4 tail counts as two groups); undefined when malformed. */
function groups(side: string, allowIpv4Tail: boolean): number[] | undefined {
  if (side === '') return [];
  const parts = side.split(':');
  const values: number[] = [];
  for (const [index, part] of parts.entries()) {
    if (allowIpv4Tail && index === parts.length - 1 && part.includes('.')) {
      const tail = parseIpv4(part);
      if (tail === undefined) return undefined;
      values.push(((tail[0] ?? 0) << 8) | (tail[1] ?? 0), ((tail[2] ?? 0) << 8) | (tail[3] ?? 0));
      continue;
    }
    if (!/^[0-9a-f]{1,4}$/i.test(part)) return undefined;
    values.push(parseInt(part, 16));
  }
  return values;
}

function parseIpv6(text: string): Uint8Array | undefined {
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const head = groups(halves[0] ?? '', halves.length === 1);
  const tail = halves.length === 2 ? groups(halves[1] ?? '', true) : [];
  if (head === undefined || tail === undefined) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const all = [...head, ...new Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  const bytes = new Uint8Array(16);
  all.forEach((value, index) => {
    bytes[index * 2] = value >> 8;
    bytes[index * 2 + 1] = value & 0xff;
  });
  return bytes;
}

/** An IPv4 or IPv6 address (an IPv6 zone such as `%eth0` is dropped); undefined when it is neither. */
export function parseIpAddress(text: string): IpAddress | undefined {
  const trimmed = text.trim();
  if (trimmed.includes(':')) {
    const bytes = parseIpv6(trimmed.replace(/%[0-9a-z._~-]+$/i, ''));
    return bytes === undefined ? undefined : { version: 6, bytes };
  }
  const bytes = parseIpv4(trimmed);
  return bytes === undefined ? undefined : { version: 4, bytes };
}

/** The IPv4 address inside an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`), else undefined. */
export function mappedIpv4(address: IpAddress): IpAddress | undefined {
  if (address.version !== 6) return undefined;
  const { bytes } = address;
  for (let index = 0; index < 10; index += 1) if (bytes[index] !== 0) return undefined;
  if (bytes[10] !== 0xff || bytes[11] !== 0xff) return undefined;
  return { version: 4, bytes: bytes.slice(12) };
}

