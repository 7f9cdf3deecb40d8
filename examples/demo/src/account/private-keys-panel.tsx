import { useState } from 'react';
import { useExportPrivateKey } from 'loginkit/react';
import { ProblemText } from './problem-text';

const toHex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The organization's private keys (seeded by the mock relay's config) and their export: the
 * export bundle is verified against the pinned signer key and decrypted in this page.
 */
export function PrivateKeysPanel() {
  const { privateKeys, exportKey } = useExportPrivateKey();
  const [exported, setExported] = useState<{ id: string; hex: string } | null>(null);
  // An export that did not complete: refused in the step-up dialog, or left there for later.
  const [notice, setNotice] = useState('');

  const run = (privateKeyId: string): void => {
    setNotice('');
    exportKey.mutate(
      { privateKeyId },
      {
        onSuccess: (outcome) => {
          if (outcome.status === 'completed') setExported({ id: privateKeyId, hex: toHex(outcome.result.privateKey) });
          else setNotice(outcome.status === 'rejected' ? 'The export was rejected: nothing was exported.' : 'The export waits for an approval.');
        },
      },
    );
  };

  return (
    <section className="demo-panel" aria-labelledby="private-keys-heading">
      <h2 id="private-keys-heading">Private keys</h2>
      <ProblemText error={privateKeys.error} />
      <ul className="demo-list" aria-label="Private keys">
        {(privateKeys.data ?? []).map((key) => {
          const name = typeof key.privateKeyName === 'string' ? key.privateKeyName : key.privateKeyId;
          return (
            <li key={key.privateKeyId}>
              {name}{' '}
              <button type="button" className="demo-button" onClick={() => run(key.privateKeyId)} disabled={exportKey.isPending} aria-label={`Export ${name}`}>
                Export
              </button>
              {exported?.id === key.privateKeyId && (
                <output className="demo-secret" data-testid="exported-key" aria-label={`${name}, decrypted`}>
                  {exported.hex}
                </output>
              )}
            </li>
          );
        })}
      </ul>
      <ProblemText error={exportKey.error} />
      <p role="status" data-testid="export-notice">
        {notice}
      </p>
    </section>
  );
}
