import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { LoginKitError } from '../../core/internal';
import { useStrings } from '../locales/strings-context';
import { KitButton } from '../screens/kit-button';

export interface AccountQueryListProps<Item> {
  query: UseQueryResult<Item[], LoginKitError>;
  /** While the first read runs. */
  loading: string;
  /** Before the cause, when the read failed (a Retry button follows). */
  failed: string;
  /** When there is nothing (undefined: nothing is said, as in the account panel's invitation). */
  empty: string | undefined;
  /** The list's items (`<li>` each). */
  children: (items: Item[]) => ReactNode;
}

/** An account section's list read with react-query: loading, failed with Retry, empty, or the items. */
export function AccountQueryList<Item>({ query, loading, failed, empty, children }: AccountQueryListProps<Item>) {
  const strings = useStrings();
  if (query.isPending) {
    return (
      <p className="loginkit-text" aria-busy="true">
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="loginkit-account-section__body">
        <p className="loginkit-error" role="alert">
          {failed} {strings.errors[query.error.code]}
        </p>
        <div className="loginkit-account-section__buttons">
          <KitButton variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
            {strings.retry}
          </KitButton>
        </div>
      </div>
    );
  }
  if (query.data.length === 0) return empty === undefined ? null : <p className="loginkit-text">{empty}</p>;
  return <ul className="loginkit-account-list">{children(query.data)}</ul>;
}
