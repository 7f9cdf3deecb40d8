import { timestampView, type TimestampView } from '../passkeys/authenticator-view';
import type { PolicyEffect, StoredPolicy } from './stored-policy';

/** A policy as the API reads it (Turnkey's shape: absent condition, consensus and notes read as ''). */
export interface PolicyView {
  policyId: string;
  policyName: string;
  effect: PolicyEffect;
  condition: string;
  consensus: string;
  notes: string;
  createdAt: TimestampView;
  updatedAt: TimestampView;
}

export function policyView(policy: StoredPolicy): PolicyView {
  return {
    policyId: policy.policyId,
    policyName: policy.policyName,
    effect: policy.effect,
    condition: policy.condition ?? '',
    consensus: policy.consensus ?? '',
    notes: policy.notes,
    createdAt: timestampView(policy.createdAt),
    updatedAt: timestampView(policy.updatedAt),
  };
}
