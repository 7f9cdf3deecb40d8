import { isRecord } from '../transport/validate';
import type { Schema } from './param-schema';

export interface CheckMode {
  /** Parameters refuse fields the schema does not name; responses keep them. */
  unknownFields: 'reject' | 'keep';
  /** The error for a bad value at `field` (a path such as `rules[1].cidr`). */
  fail: (field: string, problem: string) => Error;
}

const child = (parent: string, key: string): string => (parent === '' ? key : `${parent}.${key}`);

/**
 * Checks `value` against `schema` and returns a copy holding only what the schema names (and,
 * for responses, the extra members), with absent optional fields left out. The first problem
 * found throws `mode.fail(path, problem)`.
 */
export function checkSchema(schema: Schema, value: unknown, field: string, mode: CheckMode): unknown {
  const fail = (problem: string, at = field): never => {
    throw mode.fail(at, problem);
  };
  if (value === null && schema.nullable === true) return null;
  switch (schema.kind) {
    case 'string':
      if (typeof value !== 'string') return fail('must be a string');
      if (schema.allowEmpty !== true && value.trim() === '') return fail('must not be empty');
      if (schema.format !== undefined && !schema.format.test(value)) return fail(schema.format.problem);
      return value;
    case 'boolean':
      return typeof value === 'boolean' ? value : fail('must be a boolean');
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return fail('must be a number');
      if (schema.integer === true && !Number.isInteger(value)) return fail('must be a whole number');
      if (schema.min !== undefined && value < schema.min) return fail(`must be at least ${schema.min}`);
      return value;
    case 'enum':
      return typeof value === 'string' && schema.values.includes(value) ? value : fail(`must be one of ${schema.values.join(', ')}`);
    case 'array': {
      if (!Array.isArray(value)) return fail('must be an array');
      if (schema.nonEmpty === true && value.length === 0) return fail('must not be empty');
      const items = value.map((item, index) => checkSchema(schema.items, item, `${field}[${index}]`, mode));
      if (schema.unique === true) {
        const repeated = items.findIndex((item, index) => items.indexOf(item) !== index);
        if (repeated >= 0) fail('repeats an earlier entry', `${field}[${repeated}]`);
      }
      return items;
    }
    case 'object': {
      if (!isRecord(value)) return fail('must be an object', field === '' ? 'parameters' : field);
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(value)) {
        if (schema.fields[key] !== undefined || value[key] === undefined) continue;
        if (mode.unknownFields === 'reject') fail('is not a parameter of this operation', child(field, key));
        out[key] = value[key];
      }
      for (const [key, fieldSchema] of Object.entries(schema.fields)) {
        const item = value[key];
        if (item === undefined) {
          if (fieldSchema.optional !== true) fail('is required', child(field, key));
          continue;
        }
        out[key] = checkSchema(fieldSchema, item, child(field, key), mode);
      }
      const problem = schema.refine?.(out);
      if (problem !== undefined) fail(problem.problem, problem.field === '' ? field : child(field, problem.field));
      return out;
    }
    default:
      return schema satisfies never;
  }
}
