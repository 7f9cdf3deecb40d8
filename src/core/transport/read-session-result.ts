import { submitOperations } from './operations';
import { badResponse, isRecord } from './validate';

/** What a login needs of `createReadWriteSessionResultV2`. */
export interface ReadWriteSessionResult {
  organizationId: string;
  userId: string;
  credentialBundle: string;
}

/** The members of createReadWriteSessionResultV2 a login needs; a missing one is a bad response naming it. */
export function readSessionResult(result: unknown): ReadWriteSessionResult {
  const operation = submitOperations.create_read_write_session.path;
  const body = isRecord(result) ? result : {};
  for (const field of ['organizationId', 'userId', 'credentialBundle'] as const) {
    if (typeof body[field] !== 'string' || body[field] === '') throw badResponse(operation, `createReadWriteSessionResultV2.${field}`, 'missing');
  }
  return body as unknown as ReadWriteSessionResult;
}
