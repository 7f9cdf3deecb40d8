/** The curves of private keys (Turnkey's names). */
export const privateKeyCurves = ['CURVE_SECP256K1', 'CURVE_ED25519'] as const;

export type PrivateKeyCurve = (typeof privateKeyCurves)[number];

/** The address formats the mock derives, with the curves each works for (Turnkey's names). */
export const addressFormatCurves = {
  ADDRESS_FORMAT_UNCOMPRESSED: ['CURVE_SECP256K1'],
  ADDRESS_FORMAT_COMPRESSED: ['CURVE_SECP256K1', 'CURVE_ED25519'],
  ADDRESS_FORMAT_ETHEREUM: ['CURVE_SECP256K1'],
  ADDRESS_FORMAT_SOLANA: ['CURVE_ED25519'],
} as const satisfies Record<string, readonly PrivateKeyCurve[]>;

export type AddressFormat = keyof typeof addressFormatCurves;

export interface PrivateKeyAddress {
  format: AddressFormat;
  address: string;
}

/**
 * A private key of one organization, seeded from the relay's `privateKeys` setting with real key
 * material (private-key-material.ts). `exported` turns true with export_private_key, which
 * delete_private_keys checks. Times are epoch ms.
 */
export interface StoredPrivateKey {
  privateKeyId: string;
  organizationId: string;
  privateKeyName: string;
  curve: PrivateKeyCurve;
  /** Hex: uncompressed SEC1 for secp256k1 (130 characters), the raw 32 bytes for Ed25519. */
  publicKey: string;
  /** Internal: the private key (secp256k1 scalar or Ed25519 seed), 32 bytes hex. Leaves only in export bundles. */
  privateKey: string;
  addresses: PrivateKeyAddress[];
  exported: boolean;
  createdAt: number;
  updatedAt: number;
}
