import { fromBase64, toBase64 } from '../encoding/base64';
import { invalidInput } from '../errors';

/**
 * The enclave root certificate as DER bytes, from PEM text (one `CERTIFICATE` block) or DER
 * bytes; `invalid_input` naming `field` otherwise. The certificate itself is parsed when
 * attestations are checked.
 */
export function enclaveRootDer(value: string | Uint8Array, field = 'appProofs.enclaveRoot'): Uint8Array {
  if (value instanceof Uint8Array) {
    if (value.length < 16 || value[0] !== 0x30) throw invalidInput(field, 'must be a DER certificate (a SEQUENCE) or PEM text');
    return value;
  }
  if (typeof value !== 'string') throw invalidInput(field, 'must be PEM text or DER bytes');
  const match = /-----BEGIN CERTIFICATE-----([A-Za-z0-9+/=\s]+)-----END CERTIFICATE-----/.exec(value);
  if (match === null) throw invalidInput(field, 'must hold one PEM "CERTIFICATE" block');
  try {
    return fromBase64(match[1]!.replace(/\s+/g, ''), field);
  } catch (cause) {
    throw invalidInput(field, `is not valid base64 inside the PEM block (${cause instanceof Error ? cause.message : 'decode failed'})`);
  }
}

/** Standard base64 (with padding) of DER bytes, wrapped in a PEM `CERTIFICATE` block. */
export function derToPem(der: Uint8Array): string {
  const text = toBase64(der);
  const lines = text.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}
