import { afterEach, describe, expect, it, vi } from 'vitest';
import { interop } from '../../../test/vectors/interop';
import { fromHex, toHex } from '../encoding/hex';
import { importCompressedPublicKey } from './compressed-public-key';

/*
 * Which import a platform takes for a compressed point: raw (Chromium, Node, Firefox ≥ 146), SPKI
 * (Safari), or neither (WebKitGTK, Firefox < 146: decompressed in JavaScript, then imported
 * uncompressed). Node takes all, so the other platforms are played by refusing imports.
 */
const { sessionKey } = interop.keys;
const compressed = fromHex(sessionKey.publicKeyCompressed);
const notAPoint = fromHex(`02${'ff'.repeat(32)}`);
const subtle = globalThis.crypto.subtle;
const realImport = subtle.importKey.bind(subtle) as (...args: unknown[]) => Promise<CryptoKey>;

/** Makes importKey refuse the formats given for 33-byte points (as a platform without them does). */
function refuse(formats: { rawCompressed?: boolean; spkiCompressed?: boolean; rawUncompressed?: boolean }) {
  return vi.spyOn(subtle, 'importKey').mockImplementation(((format: string, keyData: Uint8Array, ...rest: unknown[]) => {
    if (format === 'raw' && keyData.length === 33 && formats.rawCompressed) return Promise.reject(new DOMException('unsupported', 'NotSupportedError'));
    if (format === 'raw' && keyData.length === 65 && formats.rawUncompressed) return Promise.reject(new DOMException('unsupported', 'NotSupportedError'));
    if (format === 'spki' && keyData.length === 59 && formats.spkiCompressed) return Promise.reject(new DOMException('unsupported', 'DataError'));
    return realImport(format, keyData, ...rest);
  }) as typeof subtle.importKey);
}

async function uncompressedOf(key: CryptoKey): Promise<string> {
  return toHex(new Uint8Array(await subtle.exportKey('raw', key)));
}

afterEach(() => vi.restoreAllMocks());

describe('importCompressedPublicKey: WebCrypto decompresses the point', () => {
  it('imports raw where the platform takes compressed raw points (Chromium, Node, Firefox ≥ 146)', async () => {
    const spy = vi.spyOn(subtle, 'importKey');
    expect(await uncompressedOf(await importCompressedPublicKey(compressed, 'publicKey'))).toBe(sessionKey.publicKeyUncompressed);
    expect(spy.mock.calls.map((call) => call[0])).toEqual(['raw']);
  });

  it('falls back to SPKI where raw compressed points are refused (Safari)', async () => {
    const spy = refuse({ rawCompressed: true });
    expect(await uncompressedOf(await importCompressedPublicKey(compressed, 'publicKey'))).toBe(sessionKey.publicKeyUncompressed);
    expect(spy.mock.calls.map((call) => call[0])).toEqual(['raw', 'spki']);
  });

  it('imports ECDH keys the same way (HPKE encapsulated keys)', async () => {
    refuse({ rawCompressed: true });
    const key = await importCompressedPublicKey(compressed, 'encappedPublic', { name: 'ECDH', namedCurve: 'P-256' }, []);
    expect(key.algorithm).toMatchObject({ name: 'ECDH', namedCurve: 'P-256' });
    expect(await uncompressedOf(key)).toBe(sessionKey.publicKeyUncompressed);
  });

  it('decompresses in JavaScript where the platform refuses compressed points both ways (WebKitGTK), then imports the uncompressed point', async () => {
    const spy = refuse({ rawCompressed: true, spkiCompressed: true });
    expect(await uncompressedOf(await importCompressedPublicKey(compressed, 'publicKey'))).toBe(sessionKey.publicKeyUncompressed);
    expect(spy.mock.calls.map((call) => [call[0], (call[1] as Uint8Array).length])).toEqual([
      ['raw', 33],
      ['spki', 59],
      ['raw', 65],
    ]);
    const ecdh = await importCompressedPublicKey(compressed, 'encappedPublic', { name: 'ECDH', namedCurve: 'P-256' }, []);
    expect(ecdh.algorithm).toMatchObject({ name: 'ECDH', namedCurve: 'P-256' });
  });

  it('a point that is not on the curve is invalid_input naming the field, on every path', async () => {
    await expect(importCompressedPublicKey(notAPoint, 'encappedPublic')).rejects.toMatchObject({ code: 'invalid_input', details: { field: 'encappedPublic' } });
    refuse({ rawCompressed: true });
    await expect(importCompressedPublicKey(notAPoint, 'encappedPublic')).rejects.toMatchObject({ code: 'invalid_input', details: { field: 'encappedPublic' } });
    vi.restoreAllMocks();
    refuse({ rawCompressed: true, spkiCompressed: true });
    await expect(importCompressedPublicKey(notAPoint, 'encappedPublic')).rejects.toMatchObject({ code: 'invalid_input', details: { field: 'encappedPublic' } });
  });

  it('a platform that cannot import P-256 points at all is browser_unsupported', async () => {
    refuse({ rawCompressed: true, spkiCompressed: true, rawUncompressed: true });
    await expect(importCompressedPublicKey(compressed, 'encappedPublic')).rejects.toMatchObject({ code: 'browser_unsupported', details: { field: 'encappedPublic' } });
  });

  it.each([
    ['an uncompressed key', fromHex(sessionKey.publicKeyUncompressed)],
    ['a 0x04 prefix on 33 bytes', Uint8Array.from([4, ...compressed.subarray(1)])],
    ['32 bytes', compressed.subarray(1)],
  ])('refuses %s as invalid_input before asking WebCrypto', async (_why, bytes) => {
    const spy = vi.spyOn(subtle, 'importKey');
    await expect(importCompressedPublicKey(bytes, 'publicKey')).rejects.toMatchObject({ code: 'invalid_input' });
    expect(spy).not.toHaveBeenCalled();
  });
});
