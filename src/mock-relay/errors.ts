/**
 * Refusals of the mock relay: an HTTP status plus the error body of protocol.md section 1,
 * `{code: <gRPC status>, message: '<field>: <what is wrong>', details: [ErrorInfo]}`, with a
 * google.rpc.ErrorInfo whose `reason` the kit maps to a LoginKitError code.
 */
import { isLoginKitError } from '../core/errors';
import { errorInfoType, type ServiceErrorInfo, type ServiceErrorReason } from '../core/transport/service-error-reason';
import type { ServiceErrorBody } from '../core/transport/relay-types';

/** The gRPC status codes the mock relay answers with. */
export type GrpcCode = 3 | 5 | 6 | 7 | 8 | 9 | 12 | 13 | 14 | 16;

export const grpcCodes = {
  invalidArgument: 3,
  notFound: 5,
  alreadyExists: 6,
  permissionDenied: 7,
  resourceExhausted: 8,
  failedPrecondition: 9,
  unimplemented: 12,
  internal: 13,
  unavailable: 14,
  unauthenticated: 16,
} as const satisfies Record<string, GrpcCode>;

const httpStatusOf: Record<GrpcCode, number> = { 3: 400, 5: 404, 6: 409, 7: 403, 8: 429, 9: 400, 12: 501, 13: 500, 14: 503, 16: 401 };

/** The HTTP status that carries a gRPC code. */
export function httpStatusFor(code: GrpcCode): number {
  return httpStatusOf[code];
}

export const errorDomain = 'loginkit.mock';

/**
 * The ErrorInfo reasons the mock sends: the kit's (core/transport/service-error-reason.ts), which
 * include the main API's policy denials (PERMISSION_DENIED) and refused preconditions
 * (FAILED_PRECONDITION, such as deleting a never-exported private key).
 */
export type MockErrorReason = ServiceErrorReason;

export interface RelayErrorOptions {
  /** The request field (or header) at fault; prefixes the message and goes into ErrorInfo metadata. */
  field?: string;
  /** Extra response headers (e.g. Retry-After). */
  headers?: Record<string, string>;
}

/** A refusal: thrown inside routes, turned into a response at the handler boundary. */
export class RelayError extends Error {
  override readonly name = 'RelayError';
  readonly grpcCode: GrpcCode;
  readonly reason: MockErrorReason;
  readonly field: string | undefined;
  readonly headers: Record<string, string>;

  constructor(grpcCode: GrpcCode, reason: MockErrorReason, problem: string, options: RelayErrorOptions = {}) {
    super(options.field === undefined ? problem : `${options.field}: ${problem}`);
    this.grpcCode = grpcCode;
    this.reason = reason;
    this.field = options.field;
    this.headers = options.headers ?? {};
  }

  get status(): number {
    return httpStatusFor(this.grpcCode);
  }
}

/** 400 INVALID_ARGUMENT naming the bad field. */
export function invalidArgument(field: string, problem: string): RelayError {
  return new RelayError(grpcCodes.invalidArgument, 'INVALID_ARGUMENT', problem, { field });
}

/** 404 NOT_FOUND naming what was looked up. */
export function notFound(field: string, problem: string): RelayError {
  return new RelayError(grpcCodes.notFound, 'NOT_FOUND', problem, { field });
}

/** 401 UNAUTHENTICATED (main API stamps). */
export function unauthenticated(field: string, problem: string): RelayError {
  return new RelayError(grpcCodes.unauthenticated, 'UNAUTHENTICATED', problem, { field });
}

/** 501: endpoints that later issues fill in. */
export function notImplemented(): RelayError {
  return new RelayError(grpcCodes.unimplemented, 'NOT_IMPLEMENTED', 'not implemented in the mock relay yet');
}

/** 500 with a generic message: never leaks what went wrong inside. */
export function internalError(): RelayError {
  return new RelayError(grpcCodes.internal, 'INTERNAL', 'internal error in the mock relay');
}

/**
 * Anything thrown inside a route as a RelayError: core input guards (`invalid_input` naming a
 * field) become 400 INVALID_ARGUMENT; everything else becomes a generic 500.
 */
export function toRelayError(error: unknown): RelayError {
  if (error instanceof RelayError) return error;
  if (isLoginKitError(error, 'invalid_input')) {
    const field = typeof error.details.field === 'string' ? error.details.field : 'body';
    const prefix = `${field}: `;
    const problem = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
    return invalidArgument(field, problem);
  }
  return internalError();
}

/** The JSON error body of a refusal. */
export function errorBody(error: RelayError): ServiceErrorBody {
  const info: Omit<ServiceErrorInfo, 'reason'> & { reason: MockErrorReason } = { '@type': errorInfoType, reason: error.reason, domain: errorDomain };
  if (error.field !== undefined) info.metadata = { field: error.field };
  return { code: error.grpcCode, message: error.message, details: [info] };
}

/** The HTTP response of a refusal (status, JSON body, extra headers). */
export function errorResponse(error: RelayError): Response {
  return new Response(JSON.stringify(errorBody(error)), {
    status: error.status,
    headers: { 'Content-Type': 'application/json', ...error.headers },
  });
}
