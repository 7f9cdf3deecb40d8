import type { AuthenticationType, MfaPolicy } from '../../core/internal';
import { mfaProtectedActions, readMfaPolicyCondition, type MfaProtectedAction } from '../../react/index';
import type { MfaPolicyStrings } from '../locales/mfa-policy-strings';

/** An MFA policy as the section shows it. */
export interface MfaPolicyWords {
  /** The changes it holds ("Exporting a key"), "Every change", or (a condition not put in words) its name. */
  title: string;
  /** Its steps in words ("Passkey, then email code"); '' for a policy without steps. */
  steps: string;
  /** The condition as written, when it cannot be put in words. */
  condition?: string;
  /** The changes it holds (all for every change, none for a condition not put in words). */
  actions: readonly MfaProtectedAction[];
}

/** A way to verify as a choice on its own ("Passkey", "Email code"): the list form, first letter up. */
export function mfaMethodLabel(type: AuthenticationType, strings: MfaPolicyStrings, lang: string): string {
  const name = strings.mfaMethod(type);
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

/** A policy's title, steps and condition in the table's language. */
export function mfaPolicyWords(policy: MfaPolicy, strings: MfaPolicyStrings): MfaPolicyWords {
  const steps = policy.requiredAuthenticationMethods.map((step) => [...new Set(step.any.map((method) => strings.mfaMethod(method.type)))]);
  const words = { steps: steps.length === 0 ? '' : strings.mfaSteps(steps) };
  const reading = readMfaPolicyCondition(policy.condition);
  switch (reading.kind) {
    case 'actions':
      return { ...words, title: strings.mfaPolicyTitle(reading.actions), actions: reading.actions };
    case 'everything':
      return { ...words, title: strings.mfaEveryChange, actions: mfaProtectedActions };
    case 'other':
      return { ...words, title: policy.mfaPolicyName, condition: reading.condition, actions: [] };
    default:
      return reading satisfies never;
  }
}

/** The policies in the order the service tries them (lowest `order` first). */
export function byOrder(policies: readonly MfaPolicy[]): MfaPolicy[] {
  return [...policies].sort((a, b) => a.order - b.order);
}

/** Each change some policy already holds, with the title of the first (in order) that does. */
export function takenActions(policies: readonly MfaPolicy[], strings: MfaPolicyStrings): ReadonlyMap<MfaProtectedAction, string> {
  const taken = new Map<MfaProtectedAction, string>();
  for (const policy of byOrder(policies)) {
    const words = mfaPolicyWords(policy, strings);
    for (const action of words.actions) if (!taken.has(action)) taken.set(action, words.title);
  }
  return taken;
}

/** The `order` of a new policy: after every other (0 for the first). */
export function nextOrder(policies: readonly MfaPolicy[]): number {
  return policies.reduce((highest, policy) => Math.max(highest, policy.order + 1), 0);
}
