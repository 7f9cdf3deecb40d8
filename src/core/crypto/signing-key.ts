/**
 * A P-256 key the kit can sign with. In the browser the private half is a non-extractable
 * WebCrypto key; nothing outside the key store ever sees private bytes.
 */
export interface SigningKey {
  /** Compressed SEC1 public key (33 bytes). */
  readonly publicKey: Uint8Array;
  /** Uncompressed SEC1 public key (65 bytes, 0x04 ‖ x ‖ y). */
  readonly publicKeyUncompressed: Uint8Array;
  /** ECDSA P-256 over SHA-256(message); returns the raw 64-byte r ‖ s (low-s normalised). */
  sign(message: Uint8Array): Promise<Uint8Array>;
}

/** A signing key that can also open HPKE messages addressed to it (ECDH with the private half). */
export interface SessionKeyPair extends SigningKey {
  /** The non-extractable WebCrypto private key (ECDSA usage) — never exported. */
  readonly privateKey: CryptoKey;
}
