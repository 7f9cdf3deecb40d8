/**
 * Decoding what the relay answered is not checking what the person typed: a malformed token or
 * bundle the relay sent is its fault. The decoders are shared with apps (where a bad argument is
 * `invalid_input` naming it); in a flow, their input errors become `response_invalid`, so the
 * person is never told to check what they entered for a relay's answer (issue 23).
 */
import { LoginKitError } from '../errors';

export async function relayAnswer<T>(decode: () => Promise<T>): Promise<T> {
  try {
    return await decode();
  } catch (error) {
    if (!(error instanceof LoginKitError) || error.code !== 'invalid_input') throw error;
    throw new LoginKitError('response_invalid', `the relay's answer is malformed: ${error.message}`, { cause: error, details: { ...error.details } });
  }
}
