import { useStrings } from '../locales/strings-context';

/**
 * "Last used", shown next to the option the user logged in with last time. Hidden from the
 * accessibility tree as text (it would change the option's name); the option points at it with
 * `aria-describedby`, so screen readers read it as the option's description.
 */
export function LastUsedBadge({ id }: { id: string }) {
  const strings = useStrings();
  return (
    <span id={id} className="loginkit-last-used" aria-hidden="true">
      {strings.lastUsed}
    </span>
  );
}
