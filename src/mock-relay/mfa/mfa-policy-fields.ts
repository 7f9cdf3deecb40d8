/**
 * The members of create_mfa_policy and update_mfa_policy, read as Turnkey's published schema has
 * them (v1CreateMfaPolicyIntent, v1UpdateMfaPolicyIntent), each refusal naming its parameter.
 */
import { invalidArgument } from '../errors';
import type { MfaStep } from '../org-resources-state';
import { maxConditionLength, parsePolicyCondition } from '../policies/policy-condition';
import { arrayField, optionalFreeTextField, stringField } from '../request-body';
import type { RelayStore } from '../store';
import type { StoredUser } from '../stored-state';
import { parseMfaSteps } from './mfa-steps';

/** The largest `order` the mock takes: an int64 in the schema, a safe integer here (answered as a JSON number). */
export const maxMfaPolicyOrder = Number.MAX_SAFE_INTEGER;

/**
 * `order`: an int64 from 0 (lower values are evaluated first), sent as a JSON number (the kit) or
 * as a decimal string (how int64 members travel in proto3 JSON). Answered as a number.
 */
export function mfaPolicyOrder(parameters: Record<string, unknown>, path = 'parameters.order'): number {
  const value = parameters.order;
  const number = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0 || number > maxMfaPolicyOrder) {
    throw invalidArgument(path, 'must be a whole number from 0 (a JSON number or a decimal string; lower values are evaluated first)');
  }
  return number;
}

/** `condition`: an expression of the policy language the mock evaluates (policies/policy-condition.ts); one it cannot read is refused naming the field. */
export function mfaPolicyCondition(parameters: Record<string, unknown>, path = 'parameters.condition'): string {
  const condition = stringField(parameters, 'condition', path, maxConditionLength);
  parsePolicyCondition(condition, path);
  return condition;
}

/** `requiredAuthenticationMethods`: ordered steps (mfa-steps.ts); `atLeastOne` refuses an empty list. */
export function mfaPolicySteps(store: RelayStore, user: StoredUser, parameters: Record<string, unknown>, atLeastOne: boolean): MfaStep[] {
  const path = 'parameters.requiredAuthenticationMethods';
  const steps = parseMfaSteps(store, user, arrayField(parameters, 'requiredAuthenticationMethods', path), path);
  if (atLeastOne && steps.length === 0) throw invalidArgument(path, 'must hold at least one step');
  return steps;
}

/** `notes`: free text (may be empty). */
export function mfaPolicyNotes(parameters: Record<string, unknown>): string | undefined {
  return optionalFreeTextField(parameters, 'notes', 'parameters.notes', 4096);
}
