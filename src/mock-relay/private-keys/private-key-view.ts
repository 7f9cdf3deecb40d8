import { timestampView, type TimestampView } from '../passkeys/authenticator-view';
import type { PrivateKeyAddress, PrivateKeyCurve, StoredPrivateKey } from './stored-private-key';

/** A private key as the API reads it (Turnkey's shape); never the key material. */
export interface PrivateKeyView {
  privateKeyId: string;
  publicKey: string;
  privateKeyName: string;
  curve: PrivateKeyCurve;
  addresses: PrivateKeyAddress[];
  privateKeyTags: string[];
  createdAt: TimestampView;
  updatedAt: TimestampView;
  exported: boolean;
  imported: boolean;
}

export function privateKeyView(key: StoredPrivateKey): PrivateKeyView {
  return {
    privateKeyId: key.privateKeyId,
    publicKey: key.publicKey,
    privateKeyName: key.privateKeyName,
    curve: key.curve,
    addresses: key.addresses.map((item) => ({ ...item })),
    privateKeyTags: [],
    createdAt: timestampView(key.createdAt),
    updatedAt: timestampView(key.updatedAt),
    exported: key.exported,
    imported: false,
  };
}
