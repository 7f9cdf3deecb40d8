/**
 * Test control of the mock's proofs (`POST /__mock/proofs`): the next signup with a wallet — of
 * one contact, or of anyone — gets proofs spoiled in one way, so tests can watch the kit refuse
 * them. Not part of the service.
 */
import { contactKey } from '../store';

/** How the proofs are spoiled: which check of the kit must fail. */
export const proofCorruptions = ['app-proof-signature', 'app-proof-payload', 'boot-proof-chain', 'boot-proof-key', 'manifest'] as const;
export type ProofCorruption = (typeof proofCorruptions)[number];

export interface ProofCorruptions {
  /** Spoil the proofs of the next signup of `contact` (an email or phone number), or of the next signup at all. */
  add(corruption: ProofCorruption, contact?: string): void;
  /** Forget every pending corruption. */
  clear(): void;
  /** The corruption for a signup of `contact` (taken: used once), if one is pending. */
  takeForSignup(contact: string | undefined): ProofCorruption | undefined;
  /** Remember a boot-proof corruption for the organization a spoiled signup created. */
  markOrganization(organizationId: string, corruption: ProofCorruption): void;
  /** The corruption of an organization's boot proofs (kept: every fetch sees it). */
  forOrganization(organizationId: string): ProofCorruption | undefined;
  pending(): { corrupt: ProofCorruption; contact?: string }[];
}

const normalize = (contact: string): string => (contact.includes('@') ? contactKey('OTP_TYPE_EMAIL', contact) : contactKey('OTP_TYPE_SMS', contact));

export function createProofCorruptions(): ProofCorruptions {
  let queue: { corrupt: ProofCorruption; contact?: string }[] = [];
  const organizations = new Map<string, ProofCorruption>();
  return {
    add(corrupt, contact) {
      queue.push({ corrupt, ...(contact === undefined ? {} : { contact: normalize(contact) }) });
    },
    clear() {
      queue = [];
      organizations.clear();
    },
    takeForSignup(contact) {
      const key = contact === undefined ? undefined : normalize(contact);
      const index = queue.findIndex((item) => item.contact === undefined || item.contact === key);
      if (index < 0) return undefined;
      const [taken] = queue.splice(index, 1);
      return taken!.corrupt;
    },
    markOrganization(organizationId, corruption) {
      organizations.set(organizationId, corruption);
    },
    forOrganization: (organizationId) => organizations.get(organizationId),
    pending: () => queue.map((item) => ({ ...item })),
  };
}
