/**
 * The fault rules a relay holds, in the order they were set, and which of them apply to a
 * request. A rule with `skip` lets that many matching requests through first; a rule with
 * `times` is spent after that many applications and then forgotten.
 */
import type { FaultKind, FaultRule } from './fault-rule';

/** A stored rule: its id and how often it applied so far. */
export type StoredFaultRule = FaultRule & { id: string; applied: number };

/** What a fault rule is matched against. */
export interface FaultTarget {
  path: string;
  /** The contacts the request body names (lowercased emails, phone numbers as sent). */
  contacts: readonly string[];
}

export interface FaultStore {
  /** Appends rules (or replaces all of them); returns the stored rules. */
  set(rules: readonly FaultRule[], replace: boolean): StoredFaultRule[];
  list(): StoredFaultRule[];
  /** Forgets every rule, or only the rules scoped to `contact`. */
  clear(contact?: string): void;
  /** Whether any rule may concern the request's contacts (then the body is read to match). */
  hasContactRules(): boolean;
  /**
   * The first live rule of one of `kinds` that matches the target, counted as applied (a rule
   * with `times` left at 0 is removed).
   */
  take<K extends FaultKind>(target: FaultTarget, kinds: readonly K[], accept?: (rule: Extract<StoredFaultRule, { fault: K }>) => boolean): Extract<StoredFaultRule, { fault: K }> | undefined;
}

/** Emails compare case-insensitively; phone numbers exactly. */
export function normalizeFaultContact(contact: string): string {
  return contact.includes('@') ? contact.trim().toLowerCase() : contact.trim();
}

function matches(rule: FaultRule, target: FaultTarget): boolean {
  if (rule.endpoint !== '*' && !target.path.startsWith(rule.endpoint)) return false;
  return rule.contact === undefined || target.contacts.includes(normalizeFaultContact(rule.contact));
}

export function createFaultStore(): FaultStore {
  let rules: StoredFaultRule[] = [];
  let nextId = 1;
  const copy = (rule: StoredFaultRule): StoredFaultRule => ({ ...rule });
  return {
    set(added, replace) {
      if (replace) rules = [];
      for (const rule of added) rules.push({ ...rule, id: `fault_${nextId++}`, applied: 0 });
      return rules.map(copy);
    },
    list: () => rules.map(copy),
    clear(contact) {
      const key = contact === undefined ? undefined : normalizeFaultContact(contact);
      rules = key === undefined ? [] : rules.filter((rule) => rule.contact === undefined || normalizeFaultContact(rule.contact) !== key);
    },
    hasContactRules: () => rules.some((rule) => rule.contact !== undefined),
    take(target, kinds, accept) {
      type Taken = Extract<StoredFaultRule, { fault: (typeof kinds)[number] }>;
      const candidates = rules.filter(
        (candidate): candidate is Taken =>
          (kinds as readonly FaultKind[]).includes(candidate.fault) && matches(candidate, target) && (accept === undefined || accept(candidate as Taken)),
      );
      // A rule still skipping counts this request as one it let through.
      const rule = candidates.find((candidate) => candidate.skip === undefined || candidate.skip === 0);
      for (const skipping of candidates) if (skipping.skip !== undefined && skipping.skip > 0) skipping.skip -= 1;
      if (rule === undefined) return undefined;
      rule.applied += 1;
      if (rule.times !== undefined) {
        rule.times -= 1;
        if (rule.times === 0) rules = rules.filter((candidate) => candidate !== rule);
      }
      return { ...rule };
    },
  };
}
