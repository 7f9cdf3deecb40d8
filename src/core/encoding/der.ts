import { invalidInput } from '../errors';

/*
 * A small, strict reader of DER (X.690) for the few X.509 fields the enclave chain check needs.
 * Definite lengths only (short and long form, minimal), low tag numbers only, every read is
 * bounds-checked and every structure must be consumed to its end. It is a parser, not
 * cryptography: signatures and hashes stay with WebCrypto.
 * Anything malformed is `invalid_input` naming `der`.
 */

export const derTag = {
  boolean: 0x01,
  integer: 0x02,
  bitString: 0x03,
  octetString: 0x04,
  null: 0x05,
  oid: 0x06,
  utcTime: 0x17,
  generalizedTime: 0x18,
  sequence: 0x30,
  set: 0x31,
} as const;

/** One TLV: its identifier octet, its contents, and its whole encoding (header included). */
export interface DerElement {
  tag: number;
  value: Uint8Array;
  raw: Uint8Array;
}

export function derError(problem: string): never {
  throw invalidInput('der', problem);
}

/** Reads the TLVs of `bytes` one after another; `end()` refuses bytes left over. */
export class DerReader {
  private offset = 0;

  constructor(private readonly bytes: Uint8Array) {}

  get done(): boolean {
    return this.offset >= this.bytes.length;
  }

  /** The identifier octet of the next element, or undefined at the end. */
  peekTag(): number | undefined {
    return this.done ? undefined : this.bytes[this.offset];
  }

  /** The next element of any tag. */
  next(): DerElement {
    const { bytes } = this;
    const start = this.offset;
    if (start >= bytes.length) derError('ends where an element was expected');
    const tag = bytes[start]!;
    if ((tag & 0x1f) === 0x1f) derError('uses a high tag number');
    // Universal 0 (end-of-contents), 14 (TIME) and 15 (reserved) never appear in X.509 DER.
    if ((tag & 0xc0) === 0 && [0, 14, 15].includes(tag & 0x1f)) derError(`has the reserved universal tag ${tag & 0x1f}`);
    // Universal class: only SEQUENCE and SET are constructed (DER forbids constructed strings).
    if ((tag & 0xc0) === 0 && ((tag & 0x20) !== 0) !== ((tag & 0x1f) === 16 || (tag & 0x1f) === 17)) derError(`has a ${tag & 0x20 ? 'constructed' : 'primitive'} encoding of universal tag ${tag & 0x1f}`);
    if (start + 1 >= bytes.length) derError('ends inside a length');
    const first = bytes[start + 1]!;
    let length = first;
    let header = 2;
    if (first === 0x80) derError('uses an indefinite length');
    if (first > 0x80) {
      const count = first & 0x7f;
      if (count > 4) derError('has a length over 4 bytes');
      if (start + 2 + count > bytes.length) derError('ends inside a length');
      if (bytes[start + 2] === 0) derError('has a length with a leading zero byte');
      length = 0;
      for (let index = 0; index < count; index += 1) length = length * 256 + bytes[start + 2 + index]!;
      if (length < 0x80) derError('has a long-form length under 128');
      header += count;
    }
    const end = start + header + length;
    if (end > bytes.length) derError('has a length past the end of its input');
    this.offset = end;
    return { tag, value: bytes.subarray(start + header, end), raw: bytes.subarray(start, end) };
  }

  /** The next element, which must have tag `tag`. */
  expect(tag: number, what: string): DerElement {
    const element = this.next();
    if (element.tag !== tag) derError(`${what}: expected tag 0x${tag.toString(16)}, got 0x${element.tag.toString(16)}`);
    return element;
  }

  /** Refuses any bytes left after the last element read. */
  end(what: string): void {
    if (!this.done) derError(`${what} has trailing bytes`);
  }
}

/** The one element that `bytes` holds, with nothing after it. */
export function readDer(bytes: Uint8Array, tag: number, what: string): DerElement {
  const reader = new DerReader(bytes);
  const element = reader.expect(tag, what);
  reader.end(what);
  return element;
}

/** A reader over the contents of a SEQUENCE (or SET). */
export function sequenceReader(element: DerElement, what: string, tag: number = derTag.sequence): DerReader {
  if (element.tag !== tag) derError(`${what}: expected tag 0x${tag.toString(16)}, got 0x${element.tag.toString(16)}`);
  return new DerReader(element.value);
}

/**
 * The element inside the context-specific explicit tag `[number]` if it comes next (e.g. [0]
 * version, [3] extensions), else undefined. The tag must hold exactly one element.
 */
export function readExplicit(reader: DerReader, number: number, what: string): DerElement | undefined {
  if (reader.peekTag() !== (0xa0 | number)) return undefined;
  const inner = new DerReader(reader.next().value);
  const element = inner.next();
  inner.end(`[${number}] ${what}`);
  return element;
}

/** An OBJECT IDENTIFIER as a dotted string ("1.2.840.10045.2.1"); minimal sub-identifiers only. */
export function readOid(element: DerElement, what: string): string {
  if (element.tag !== derTag.oid) derError(`${what}: expected an OBJECT IDENTIFIER`);
  const { value } = element;
  if (value.length === 0) derError(`${what}: empty OBJECT IDENTIFIER`);
  const parts: number[] = [];
  let current = 0;
  let fresh = true;
  for (const byte of value) {
    if (fresh && byte === 0x80) derError(`${what}: OBJECT IDENTIFIER sub-identifier with a leading zero`);
    if (current > 0x1fffffffffff) derError(`${what}: OBJECT IDENTIFIER sub-identifier too large`);
    current = current * 128 + (byte & 0x7f);
    fresh = (byte & 0x80) === 0;
    if (fresh) {
      parts.push(current);
      current = 0;
    }
  }
  if (!fresh) derError(`${what}: OBJECT IDENTIFIER ends inside a sub-identifier`);
  const head = parts[0]!;
  const arc = head < 40 ? 0 : head < 80 ? 1 : 2;
  return [arc, head - arc * 40, ...parts.slice(1)].join('.');
}

/** An INTEGER's two's-complement bytes (minimal encoding required). */
export function readInteger(element: DerElement, what: string): Uint8Array {
  if (element.tag !== derTag.integer) derError(`${what}: expected an INTEGER`);
  const { value } = element;
  if (value.length === 0) derError(`${what}: empty INTEGER`);
  if (value.length > 1 && ((value[0] === 0x00 && value[1]! < 0x80) || (value[0] === 0xff && value[1]! >= 0x80))) {
    derError(`${what}: INTEGER is not minimally encoded`);
  }
  return value;
}

/** A small non-negative INTEGER as a number (e.g. a version). */
export function readSmallInteger(element: DerElement, what: string): number {
  const bytes = readInteger(element, what);
  if (bytes.length > 4 || bytes[0]! >= 0x80) derError(`${what}: INTEGER out of range`);
  return bytes.reduce((value, byte) => value * 256 + byte, 0);
}

/** A BIT STRING of whole bytes (unused bits must be 0, as for keys and signatures). */
export function readBitString(element: DerElement, what: string): Uint8Array {
  if (element.tag !== derTag.bitString) derError(`${what}: expected a BIT STRING`);
  if (element.value.length === 0) derError(`${what}: BIT STRING without its unused-bits byte`);
  if (element.value[0] !== 0) derError(`${what}: BIT STRING with unused bits`);
  return element.value.subarray(1);
}

export function readOctetString(element: DerElement, what: string): Uint8Array {
  if (element.tag !== derTag.octetString) derError(`${what}: expected an OCTET STRING`);
  return element.value;
}

/** A BOOLEAN: one byte, 0x00 or 0xff. */
export function readBoolean(element: DerElement, what: string): boolean {
  if (element.tag !== derTag.boolean) derError(`${what}: expected a BOOLEAN`);
  if (element.value.length !== 1 || (element.value[0] !== 0x00 && element.value[0] !== 0xff)) derError(`${what}: BOOLEAN is not 0x00 or 0xff`);
  return element.value[0] === 0xff;
}

const utcTimePattern = /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/;
const generalizedTimePattern = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/;

/**
 * A UTCTime (`YYMMDDHHMMSSZ`, years under 50 are 20xx) or GeneralizedTime (`YYYYMMDDHHMMSSZ`)
 * as milliseconds since the epoch. No fractions, no offsets, no out-of-range fields.
 */
export function readTime(element: DerElement, what: string): number {
  if (element.value.length > 15) derError(`${what}: time is too long`);
  const text = String.fromCharCode(...element.value);
  const match =
    element.tag === derTag.utcTime ? utcTimePattern.exec(text) : element.tag === derTag.generalizedTime ? generalizedTimePattern.exec(text) : derError(`${what}: expected a UTCTime or GeneralizedTime`);
  if (match === null) derError(`${what}: time is not YYMMDDHHMMSSZ / YYYYMMDDHHMMSSZ`);
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const fullYear = element.tag === derTag.utcTime ? (year < 50 ? 2000 + year : 1900 + year) : year;
  const time = Date.UTC(fullYear, month - 1, day, hour, minute, second);
  const date = new Date(time);
  // Date.UTC rolls over (month 13, day 31 of a 30-day month, 24:00); a valid time round-trips.
  if (
    fullYear < 1000 ||
    date.getUTCFullYear() !== fullYear ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day ||
    date.getUTCHours() !== hour ||
    date.getUTCMinutes() !== minute ||
    date.getUTCSeconds() !== second
  ) {
    derError(`${what}: time out of range`);
  }
  return time;
}

/**
 * Checks an element read as ANY (a Name's attribute value, algorithm parameters): constructed
 * elements must hold well-formed elements to their end (at most `depth` levels), and values of
 * the universal types this reader knows must be valid.
 */
export function checkAny(element: DerElement, what: string, depth = 8): void {
  if ((element.tag & 0x20) !== 0) {
    if (depth === 0) derError(`${what}: nested too deeply`);
    const reader = new DerReader(element.value);
    while (!reader.done) checkAny(reader.next(), what, depth - 1);
    return;
  }
  switch (element.tag) {
    case derTag.boolean:
      readBoolean(element, what);
      break;
    case derTag.integer:
      readInteger(element, what);
      break;
    case derTag.bitString:
      if (element.value.length === 0 || element.value[0]! > 7 || (element.value.length === 1 && element.value[0] !== 0)) derError(`${what}: malformed BIT STRING`);
      break;
    case derTag.null:
      if (element.value.length !== 0) derError(`${what}: NULL with contents`);
      break;
    case derTag.oid:
      readOid(element, what);
      break;
    case derTag.utcTime:
    case derTag.generalizedTime:
      readTime(element, what);
      break;
    case 0x1e: // BMPString: UTF-16BE code units
      if (element.value.length % 2 !== 0) derError(`${what}: BMPString of an odd length`);
      break;
    case 0x1c: // UniversalString: UTF-32BE code points
      if (element.value.length % 4 !== 0) derError(`${what}: UniversalString length not a multiple of 4`);
      break;
    default:
  }
}
