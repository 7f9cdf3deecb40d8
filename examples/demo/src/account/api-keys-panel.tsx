import { useState, type FormEvent } from 'react';
import { compressPublicKey } from 'loginkit/protocol';
import { useApiKeys } from 'loginkit/react';
import { ProblemText } from './problem-text';

const toHex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The user's API keys (create_api_keys V2). "Create" makes a P-256 key pair in the page and
 * registers its public key; the demo then forgets the private key (a real app hands it to its
 * server).
 */
export function ApiKeysPanel() {
  const { apiKeys, create } = useApiKeys();
  const [name, setName] = useState('Server key');

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
    const publicKey = toHex(compressPublicKey(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))));
    create.mutate({ apiKeys: [{ apiKeyName: name.trim(), publicKey, curveType: 'API_KEY_CURVE_P256' }] });
  };

  return (
    <section className="demo-panel" aria-labelledby="api-keys-heading">
      <h2 id="api-keys-heading">API keys</h2>
      <ProblemText error={apiKeys.error} />
      <ul className="demo-list" aria-label="API keys">
        {(apiKeys.data ?? []).map((key) => (
          <li key={key.apiKeyId}>{typeof key.apiKeyName === 'string' ? key.apiKeyName : key.apiKeyId}</li>
        ))}
      </ul>
      <form className="demo-form" onSubmit={submit}>
        <label>
          Key name <input value={name} onChange={(event) => setName(event.target.value)} />
        </label>
        <button type="submit" className="demo-button" disabled={create.isPending}>
          Create an API key
        </button>
      </form>
      <ProblemText error={create.error} />
    </section>
  );
}
