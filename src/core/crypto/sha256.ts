import { bufferSource, subtleCrypto } from './webcrypto';

/** SHA-256 of `bytes` on WebCrypto (`crypto.subtle.digest`). */
export async function sha256(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await subtleCrypto().digest('SHA-256', bufferSource(bytes)));
}
