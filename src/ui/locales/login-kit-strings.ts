import type { AccountStrings } from './account-strings';
import type { CaptchaStrings } from './captcha-strings';
import type { Strings } from './en';
import type { MethodScreenStrings } from './method-screen-strings';
import type { MfaPolicyStrings } from './mfa-policy-strings';
import type { PasskeyUpgradeStrings } from './passkey-upgrade-strings';
import type { StepUpStrings } from './step-up-strings';
import type { WalletStrings } from './wallet-strings';

/**
 * Every string the kit shows, as the `strings` prop of `<LoginModal>`, `<AccountPanel>` and
 * `<PasskeyManager>` (and `<StepUpDialog>`) take them: the main table, and the passkey and social
 * login screens', the wallet screens', the passkey offer's, the account panel's and passkey
 * manager's, the account panel's Extra verification's, the step-up dialog's and the captcha
 * widget's tables (loaded with their screens). Their names do not overlap.
 */
export type LoginKitStrings = Strings & MethodScreenStrings & WalletStrings & PasskeyUpgradeStrings & AccountStrings & MfaPolicyStrings & StepUpStrings & CaptchaStrings;

const overlaid = new WeakMap<object, WeakMap<object, object>>();

/**
 * `table` (a screen group's own strings, in the page's language) with the values the app set for
 * its names in the `strings` prop. Those reach the nearest string table through `mergeStrings`,
 * which keeps every name it is given; the main table has none of these names of its own, so only
 * the app's show through. The same objects give the same result (cached).
 */
export function withStringOverrides<Table extends object>(table: Table, strings: object): Table {
  const cached = overlaid.get(strings)?.get(table);
  if (cached !== undefined) return cached as Table;
  let result: Table | undefined;
  for (const name of Object.keys(table)) {
    if (!Object.prototype.hasOwnProperty.call(strings, name)) continue;
    result ??= { ...table };
    (result as Record<string, unknown>)[name] = (strings as Record<string, unknown>)[name];
  }
  const value = result ?? table;
  let byTable = overlaid.get(strings);
  if (byTable === undefined) overlaid.set(strings, (byTable = new WeakMap()));
  byTable.set(table, value);
  return value;
}
