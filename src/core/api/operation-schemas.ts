/**
 * One schema per operation of the table (`submitOperations`, `queryOperations`): the compiler
 * checks that every operation has one. Parameters are checked before anything is signed and sent
 * (`invalid_input` naming the field path, e.g. `rules[1].cidr`); answers are read against the
 * result schemas (`response_invalid` naming the member, e.g. `updateUserResult.userId`).
 */
import { invalidInput } from '../errors';
import { queryOperations, submitOperations, type QueryPath, type SubmitOperationPath } from '../transport/operations';
import { badResponse, isRecord } from '../transport/validate';
import { checkSchema } from './check-schema';
import type { QuerySchema, SubmitSchema } from './param-schema';
import { activitySchemas } from './schemas/activity-schemas';
import { credentialSchemas } from './schemas/credential-schemas';
import { ipAllowlistSchemas } from './schemas/ip-allowlist-schemas';
import { policySchemas } from './schemas/policy-schemas';
import { privateKeySchemas } from './schemas/private-key-schemas';
import { querySchemas } from './schemas/query-schemas';
import { sessionSchemas } from './schemas/session-schemas';
import { userSchemas } from './schemas/user-schemas';
import { walletSchemas } from './schemas/wallet-schemas';
import { webhookSchemas } from './schemas/webhook-schemas';

export const submitSchemas = {
  ...userSchemas,
  ...credentialSchemas,
  ...policySchemas,
  ...privateKeySchemas,
  ...walletSchemas,
  ...sessionSchemas,
  ...ipAllowlistSchemas,
  ...webhookSchemas,
  ...activitySchemas,
} satisfies Record<SubmitOperationPath, SubmitSchema>;

export { querySchemas };

const rejectUnknown = { unknownFields: 'reject', fail: invalidInput } as const;

function submitSchema(path: string): SubmitSchema {
  if (!Object.hasOwn(submitSchemas, path)) throw invalidInput('operation', `${path} is not a submit operation of the API`);
  return submitSchemas[path as SubmitOperationPath];
}

function querySchema(path: string): QuerySchema {
  if (!Object.hasOwn(querySchemas, path)) throw invalidInput('query', `${path} is not a query of the API`);
  return querySchemas[path as QueryPath];
}

/** A submit's `parameters`, checked against its operation's schema; returns a clean copy. */
export function validateSubmitParameters(path: SubmitOperationPath, parameters: unknown): Record<string, unknown> {
  return checkSchema(submitSchema(path).params, parameters, '', rejectUnknown) as Record<string, unknown>;
}

/** A query's body without `organizationId`, checked against its schema; returns a clean copy. */
export function validateQueryParameters(path: QueryPath, body: unknown): Record<string, unknown> {
  return checkSchema(querySchema(path).params, body, '', rejectUnknown) as Record<string, unknown>;
}

/**
 * Whether a completed activity may leave the result member out: when none of its fields is
 * required (results the spec does not show, and the empty results of the IP allowlist).
 */
export function resultMayBeAbsent(path: SubmitOperationPath): boolean {
  return Object.values(submitSchema(path).result.fields).every((field) => field.optional === true);
}

/** A completed activity's result member, read against its schema (extra members are kept). */
export function readSubmitResult<Result>(path: SubmitOperationPath, result: unknown): Result {
  const fail = (field: string, problem: string) => badResponse(path, field, problem);
  return checkSchema(submitSchema(path).result, result, submitOperations[path].resultMember, { unknownFields: 'keep', fail }) as Result;
}

/** A query's answer (its response member, or the whole body), read against its schema. */
export function readQueryResponse<Response>(path: QueryPath, body: unknown): Response {
  const member: string | undefined = (queryOperations[path] as { responseMember?: string }).responseMember;
  const value = member === undefined ? body : isRecord(body) ? body[member] : undefined;
  const schema = querySchema(path).response;
  if (schema === undefined) return value as Response;
  const fail = (field: string, problem: string) => badResponse(path, field, problem);
  return checkSchema(schema, value, member ?? 'body', { unknownFields: 'keep', fail }) as Response;
}
