import { timestampView, type TimestampView } from '../passkeys/authenticator-view';
import type { ApiKeyCredentialType, StoredApiKey } from '../stored-state';

/** An API key as the API reads it (Turnkey's shape); `expirationSeconds` only for expiring keys. */
export interface ApiKeyView {
  apiKeyId: string;
  apiKeyName: string;
  credential: { publicKey: string; type: ApiKeyCredentialType };
  createdAt: TimestampView;
  updatedAt: TimestampView;
  expirationSeconds?: string;
}

export function apiKeyView(key: StoredApiKey): ApiKeyView {
  const view: ApiKeyView = {
    apiKeyId: key.apiKeyId,
    apiKeyName: key.apiKeyName,
    credential: { publicKey: key.publicKey, type: key.credentialType },
    createdAt: timestampView(key.createdAt),
    updatedAt: timestampView(key.createdAt),
  };
  if (key.expiresAt !== undefined) view.expirationSeconds = String(Math.round((key.expiresAt - key.createdAt) / 1000));
  return view;
}
