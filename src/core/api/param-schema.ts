/**
 * A small schema language for the main API's request parameters and response members: enough
 * to say what the spec says (required or optional, type, enum, format, non-empty id lists) and
 * nothing more. `checkSchema` reads a value against one; the builders below make them.
 */

/** A string format: a test and the problem to report when it fails. */
export interface StringFormat {
  test: (value: string) => boolean;
  problem: string;
}

interface Common {
  /** Absent (`undefined`) is fine; any other value is checked. */
  optional?: boolean;
  /** `null` is fine (answers that say "none" with null). */
  nullable?: boolean;
}

export type Schema =
  | (Common & { kind: 'string'; allowEmpty?: boolean; format?: StringFormat })
  | (Common & { kind: 'boolean' })
  | (Common & { kind: 'number'; min?: number; integer?: boolean })
  | (Common & { kind: 'enum'; values: readonly string[] })
  | (Common & { kind: 'array'; items: Schema; nonEmpty?: boolean; unique?: boolean })
  | ObjectSchema;

/** A cross-field rule of an object: the field it blames (`''`: the object itself) and the problem, or undefined. */
export type Refinement = (value: Record<string, unknown>) => { field: string; problem: string } | undefined;

export interface ObjectSchema extends Common {
  kind: 'object';
  fields: Readonly<Record<string, Schema>>;
  refine?: Refinement;
}

/** A non-empty string, optionally of a format. */
export const text = (format?: StringFormat): Schema => (format === undefined ? { kind: 'string' } : { kind: 'string', format });

/** Any string, empty included (notes, labels). */
export const freeText = (): Schema => ({ kind: 'string', allowEmpty: true });

export const flag = (): Schema => ({ kind: 'boolean' });

/** A finite number, optionally an integer of at least `min`. */
export const count = (min = 0): Schema => ({ kind: 'number', integer: true, min });

export const oneOf = (values: readonly string[]): Schema => ({ kind: 'enum', values });

export const list = (items: Schema, rules: { nonEmpty?: boolean; unique?: boolean } = {}): Schema => ({ kind: 'array', items, ...rules });

/** A non-empty list of distinct non-empty ids. */
export const ids = (): Schema => list(text(), { nonEmpty: true, unique: true });

export const record = (fields: Readonly<Record<string, Schema>>, refine?: Refinement): ObjectSchema =>
  refine === undefined ? { kind: 'object', fields } : { kind: 'object', fields, refine };

export function optional<S extends Schema>(schema: S): S {
  return { ...schema, optional: true };
}

export function nullable<S extends Schema>(schema: S): S {
  return { ...schema, nullable: true };
}

/** A submit operation's parameters and the result member it answers with. */
export interface SubmitSchema {
  params: ObjectSchema;
  result: ObjectSchema;
}

/** A query's body (without `organizationId`, which the client adds) and its answer. */
export interface QuerySchema {
  params: ObjectSchema;
  /** The response member's schema (see `queryOperations`); absent where a dedicated reader reads it. */
  response?: Schema;
}
