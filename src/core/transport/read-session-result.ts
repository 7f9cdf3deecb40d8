import { submitOperations } from './operations';
import { responseLimits } from './response-limits';
import { badResponse, cappedResponseString, isRecord } from './validate';

/** Caps checked before the bundle is decoded (base58 decoding is quadratic in its length). */
const limits = { organizationId: responseLimits.id, userId: responseLimits.id, credentialBundle: responseLimits.credentialBundle } as const;

/** What a login needs of `createReadWriteSessionResultV2`. */
export interface ReadWriteSessionResult {
  organizationId: string;
  userId: string;
  credentialBundle: string;
}

/** The members of createReadWriteSessionResultV2 a login needs; a missing or over-long one is `response_invalid` naming it. */
export function readSessionResult(result: unknown): ReadWriteSessionResult {
  const operation = submitOperations.create_read_write_session.path;
  const body = isRecord(result) ? result : {};
  for (const field of ['organizationId', 'userId', 'credentialBundle'] as const) {
    const value = body[field];
    if (typeof value !== 'string' || value === '') throw badResponse(operation, `createReadWriteSessionResultV2.${field}`, 'missing');
    cappedResponseString(value, `createReadWriteSessionResultV2.${field}`, operation, limits[field]);
  }
  return body as unknown as ReadWriteSessionResult;
}
