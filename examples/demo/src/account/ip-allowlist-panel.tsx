import { useEffect, useState, type FormEvent } from 'react';
import type { IpAllowlist } from 'loginkit/core';
import { useIpAllowlist, useSession, useUser } from 'loginkit/react';
import { ProblemText } from './problem-text';

const restrictedKeysStorage = 'loginkit-demo:restricted-keys';

function readRestricted(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(restrictedKeysStorage) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** The organization's allowlist as get_ip_allowlist publishes it (`{allowlist}`, null when there is none). */
function OrganizationAllowlist({ allowlist }: { allowlist: IpAllowlist | null }) {
  if (allowlist === null) return <p>The organization has no allowlist: every address may call the API.</p>;
  const rules = allowlist.rules.map((rule) => (rule.label ? `${rule.cidr} (${rule.label})` : rule.cidr)).join(', ');
  return (
    <p>
      The organization&apos;s allowlist is {allowlist.enabled === false ? 'off' : 'on'}: {rules === '' ? 'no rules' : rules}.
    </p>
  );
}

/**
 * IP allowlists, enforced by the mock relay on every stamped request. "Restrict this session"
 * gives the session's own key an allowlist without this browser's address, so its next requests
 * are refused; log in again (a new key) to remove it. The demo remembers the keys it restricted.
 */
export function IpAllowlistPanel() {
  const { session } = useSession();
  const { allowlist, set, remove } = useIpAllowlist();
  const { user } = useUser();
  const [cidr, setCidr] = useState('203.0.113.0/24');
  const [restricted, setRestricted] = useState<string[]>(readRestricted);
  useEffect(() => localStorage.setItem(restrictedKeysStorage, JSON.stringify(restricted)), [restricted]);

  const restrict = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (!session) return;
    const publicKey = session.publicKey;
    set.mutate(
      { publicKey, rules: [{ cidr: cidr.trim(), label: 'demo' }] },
      { onSuccess: () => setRestricted((keys) => [...keys.filter((key) => key !== publicKey), publicKey]), onSettled: () => void user.refetch() },
    );
  };
  const others = restricted.filter((key) => key !== session?.publicKey);

  return (
    <section className="demo-panel" aria-labelledby="ip-heading">
      <h2 id="ip-heading">IP allowlist</h2>
      {allowlist.data && <OrganizationAllowlist allowlist={allowlist.data.allowlist} />}
      <ProblemText error={allowlist.error} />
      <form className="demo-form" onSubmit={restrict}>
        <label>
          Allowed range (CIDR) <input value={cidr} onChange={(event) => setCidr(event.target.value)} />
        </label>
        <button type="submit" className="demo-button" disabled={set.isPending}>
          Restrict this session
        </button>
      </form>
      <ProblemText error={set.error} />
      {others.length > 0 && (
        <ul className="demo-list" aria-label="Restricted sessions">
          {others.map((publicKey) => (
            <li key={publicKey}>
              <code>{publicKey.slice(0, 12)}…</code>{' '}
              <button
                type="button"
                className="demo-button"
                onClick={() => remove.mutate({ publicKey }, { onSuccess: () => setRestricted((keys) => keys.filter((key) => key !== publicKey)) })}
              >
                Remove allowlist
              </button>
            </li>
          ))}
        </ul>
      )}
      <ProblemText error={remove.error} />
    </section>
  );
}
