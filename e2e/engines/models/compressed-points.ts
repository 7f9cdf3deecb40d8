import { waitUntil, type EnginePage } from '../driver';

type ProbeWindow = Window & { loginkitCompressedPointProbe?: { imports: boolean } };

/**
 * Asks the engine's own WebCrypto, in the page, what the kit asks first: does it import a compressed
 * P-256 point (the generator G), raw or as SPKI? Where it does not (WebKitGTK), the kit fetches its
 * JavaScript decompression chunk; where it does (Chromium, Firefox ≥ 146), it must not.
 */
export async function importsCompressedPoints(page: EnginePage): Promise<boolean> {
  await page.evaluate(() => {
    const generator = Uint8Array.from('036b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296'.match(/../g)!, (pair) => parseInt(pair, 16));
    const spki = Uint8Array.from([0x30, 0x39, 0x30, 0x13, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01, 0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07, 0x03, 0x22, 0x00, ...generator]);
    const algorithm = { name: 'ECDSA', namedCurve: 'P-256' };
    const probe = window as ProbeWindow;
    delete probe.loginkitCompressedPointProbe;
    void Promise.any([crypto.subtle.importKey('raw', generator, algorithm, true, ['verify']), crypto.subtle.importKey('spki', spki, algorithm, true, ['verify'])]).then(
      () => (probe.loginkitCompressedPointProbe = { imports: true }),
      () => (probe.loginkitCompressedPointProbe = { imports: false }),
    );
  }, undefined);
  const answer = await waitUntil('the compressed-point probe to answer', () => page.evaluate(() => (window as ProbeWindow).loginkitCompressedPointProbe, undefined));
  return answer.imports;
}

/** Whether the page fetched the kit's P-256 decompression chunk (its module's name is in the chunk's file name: Vite names chunks `<module>-<hash>.js`). */
export function fetchedDecompressionChunk(page: EnginePage): Promise<boolean> {
  return page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('p256-point-decompression')), undefined);
}
