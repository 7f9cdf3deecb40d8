import { weierstrass } from '@noble/curves/abstract/weierstrass.js';

/*
 * Point decompression in JavaScript, for the platforms whose WebCrypto refuses compressed P-256
 * points both raw and as SPKI (WebKitGTK; Firefox before 146). Loaded with `import()` only there
 * (see compressed-public-key.ts): no other platform fetches this chunk.
 *
 * @noble/curves' audited Weierstrass point decoder over the P-256 domain parameters (SEC 2,
 * section 2.4.2; tested equal to @noble/curves' own `p256` for every vector and random points).
 * `abstract/weierstrass` alone, not `nist.js`, whose `p256` also brings ECDSA, SHA-2 and HMAC:
 * 9.3 KB gzip against 15.3 KB.
 */
const P256Point = weierstrass({
  p: 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffffn,
  n: 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n,
  h: 1n,
  a: 0xffffffff00000001000000000000000000000000fffffffffffffffffffffffcn,
  b: 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn,
  Gx: 0x6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296n,
  Gy: 0x4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5n,
});

/**
 * The uncompressed SEC1 form (0x04 ‖ x ‖ y, 65 bytes) of a compressed P-256 point (0x02/0x03 ‖ x),
 * or undefined when x is not the x-coordinate of a point on the curve (or not below p).
 */
export function decompressP256Point(compressed: Uint8Array): Uint8Array | undefined {
  try {
    return P256Point.fromBytes(compressed).toBytes(false);
  } catch {
    return undefined;
  }
}

/**
 * The uncompressed public key (65 bytes) of a P-256 private scalar in [1, n-1], for the platforms
 * whose WebCrypto imports a PKCS #8 key without its public key but will not say the public key
 * (Firefox ESR: `exportKey('jwk')` fails with OperationError; see private-scalar.ts).
 */
export function p256PublicKeyFromScalar(scalar: Uint8Array): Uint8Array {
  let hex = '';
  for (const byte of scalar) hex += byte.toString(16).padStart(2, '0');
  return P256Point.BASE.multiply(BigInt(`0x${hex}`)).toBytes(false);
}
