/**
 * The sensitive changes a person can ask extra verification for (an MFA policy's `condition`,
 * protocol.md section 14), as data: each names the activity types it covers, the condition the
 * account panel writes for a choice of them, and the reading back of a condition into them.
 *
 * Conditions name activity types (`activity.type in [...]`) rather than resources and actions:
 * `activity.resource == 'CREDENTIAL' && activity.action == 'DELETE'` would also hold the removal
 * of API keys and social logins, where "delete a passkey" means ACTIVITY_TYPE_DELETE_AUTHENTICATORS
 * only. Each list holds the type this kit submits and the service's other types for the same
 * change (Turnkey's dedicated email and phone updates, wallet exports), so a policy holds the
 * change whichever client makes it. Both the mock relay and Turnkey's policy language read them.
 */

/** A change a policy can protect. */
export type MfaProtectedAction = 'export' | 'deletePasskey' | 'changeContact' | 'addApiKey';

/** The changes, in the order the account panel offers them. */
export const mfaProtectedActions: readonly MfaProtectedAction[] = ['export', 'deletePasskey', 'changeContact', 'addApiKey'];

/**
 * The activity types each change is. `changeContact` includes ACTIVITY_TYPE_UPDATE_USER, the
 * request this kit changes an email address or phone number with, which also changes the name
 * (a condition cannot tell them apart). `addApiKey` is also how a wallet is linked.
 */
export const mfaActionActivityTypes: Readonly<Record<MfaProtectedAction, readonly string[]>> = {
  export: ['ACTIVITY_TYPE_EXPORT_PRIVATE_KEY', 'ACTIVITY_TYPE_EXPORT_WALLET', 'ACTIVITY_TYPE_EXPORT_WALLET_ACCOUNT'],
  deletePasskey: ['ACTIVITY_TYPE_DELETE_AUTHENTICATORS'],
  changeContact: ['ACTIVITY_TYPE_UPDATE_USER', 'ACTIVITY_TYPE_UPDATE_USER_EMAIL', 'ACTIVITY_TYPE_UPDATE_USER_PHONE_NUMBER'],
  addApiKey: ['ACTIVITY_TYPE_CREATE_API_KEYS', 'ACTIVITY_TYPE_CREATE_API_KEYS_V2'],
};

/** The condition of a policy that holds `actions`: `activity.type in ['…', …]` (in the offered order, each type once). */
export function mfaPolicyCondition(actions: readonly MfaProtectedAction[]): string {
  const chosen = mfaProtectedActions.filter((action) => actions.includes(action));
  if (chosen.length === 0) throw new TypeError('mfaPolicyCondition: no action given');
  const types = chosen.flatMap((action) => mfaActionActivityTypes[action]);
  return `activity.type in [${types.map((type) => `'${type}'`).join(', ')}]`;
}

/** What a policy's condition holds, in the panel's terms. */
export type MfaConditionReading =
  /** Exactly these changes (in the offered order). */
  | { kind: 'actions'; actions: MfaProtectedAction[] }
  /** Every change (`true`, or no condition). */
  | { kind: 'everything' }
  /** A condition the panel does not put in words (another tool's, or other activity types). */
  | { kind: 'other'; condition: string };

const quoted = String.raw`(?:'([A-Z0-9_]+)'|"([A-Z0-9_]+)")`;
const equalsType = new RegExp(String.raw`^activity\.type\s*==\s*${quoted}$`);
const inTypes = /^activity\.type\s+in\s*\[([^\]]*)\]$/;
const listItem = new RegExp(String.raw`^\s*${quoted}\s*$`);

/** The activity types one `||` term names (`activity.type == '…'` or `activity.type in [...]`), else undefined. */
function typesOfTerm(term: string): string[] | undefined {
  const text = term.trim().replace(/^\((.*)\)$/s, '$1').trim();
  const single = equalsType.exec(text);
  if (single !== null) return [single[1] ?? single[2] ?? ''];
  const list = inTypes.exec(text);
  if (list === null) return undefined;
  const items = (list[1] ?? '').split(',').map((item) => listItem.exec(item));
  if (items.some((item) => item === null)) return undefined;
  return items.map((item) => item?.[1] ?? item?.[2] ?? '');
}

/**
 * Reads a policy's condition back: the changes it holds when it names only activity types of
 * them (as `mfaPolicyCondition` writes, or `==` terms joined by `||`), every change for `true`
 * or none, else `other`. A change counts when any of its types is named.
 */
export function readMfaPolicyCondition(condition: string | undefined): MfaConditionReading {
  if (condition === undefined || condition.trim() === 'true') return { kind: 'everything' };
  const other = { kind: 'other', condition } as const;
  const types: string[] = [];
  for (const term of condition.split('||')) {
    const found = typesOfTerm(term);
    if (found === undefined) return other;
    types.push(...found);
  }
  const actionOf = (type: string) => mfaProtectedActions.find((action) => mfaActionActivityTypes[action].includes(type));
  if (types.some((type) => actionOf(type) === undefined)) return other;
  return { kind: 'actions', actions: mfaProtectedActions.filter((action) => types.some((type) => actionOf(type) === action)) };
}
