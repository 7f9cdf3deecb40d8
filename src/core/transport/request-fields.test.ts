import { describe, expect, it } from 'vitest';
import { querySchemas, submitSchemas } from '../api/operation-schemas';
import type { Schema } from '../api/param-schema';
import { fieldOrigin, protocolFields, requestFieldTables, typedFields } from './request-fields';

/** Every member name of a schema, nested ones too. */
function memberNames(schema: Schema | undefined, into: Set<string>): Set<string> {
  if (schema === undefined) return into;
  if (schema.kind === 'object') {
    for (const [name, member] of Object.entries(schema.fields)) {
      into.add(name);
      memberNames(member, into);
    }
  } else if (schema.kind === 'array') memberNames(schema.items, into);
  return into;
}

describe('request fields: typed by the person, or filled by the kit', () => {
  it('gives every member one origin across all tables', () => {
    const seen = new Map<string, string>();
    for (const table of requestFieldTables) {
      for (const [name, origin] of Object.entries(table)) {
        expect(seen.get(name) ?? origin, `${name} has two origins`).toBe(origin);
        seen.set(name, origin);
      }
    }
    expect([...typedFields].filter((name) => protocolFields.has(name))).toEqual([]);
  });

  it('places every parameter of every activity and query of the API (api/schemas)', () => {
    const names = new Set<string>();
    for (const schema of Object.values(submitSchemas)) memberNames(schema.params, names);
    for (const schema of Object.values(querySchemas)) memberNames(schema.params, names);
    expect(names.size).toBeGreaterThan(40);
    expect([...names].filter((name) => !typedFields.has(name) && !protocolFields.has(name))).toEqual([]);
  });

  it.each(['contact', 'otpCode', 'code', 'email', 'userEmail', 'phoneNumber', 'userPhoneNumber', 'userName', 'filterValue', 'authenticatorName', 'apiKeyName'])(
    '%s is typed by the person',
    (name) => {
      expect(fieldOrigin(name)).toBe('typed');
    },
  );

  it.each([
    'otpId',
    'encryptedOtpBundle',
    'verificationToken',
    'clientSignature',
    'publicKey',
    'targetPublicKey',
    'oidcToken',
    'organizationId',
    'timestampMs',
    'fingerprint',
    'credentialBundle',
    'codeVerifier',
    'nonce',
    'body',
  ])('%s is filled by the kit', (name) => {
    expect(fieldOrigin(name)).toBe('protocol');
  });

  it.each([
    ['clientSignature.publicKey', 'protocol'],
    ['clientSignature.signature', 'protocol'],
    ['parameters.targetPublicKey', 'protocol'],
    ['parameters.authenticators[0].attestation.clientDataJson', 'protocol'],
    ['parameters.oauthProviders[0].oidcToken', 'protocol'],
    ['wallet.accounts[1].path', 'protocol'],
    ['apiKeys[0].apiKeyName', 'typed'],
    ['parameters.authenticators[0].authenticatorName', 'typed'],
    ['parameters.rules[0].cidr', 'typed'],
    ['parameters.userName', 'typed'],
    ['parameters.somethingNew', 'protocol'], // inside what the kit built
  ] as const)('reads a path by its last known member: %s → %s', (path, origin) => {
    expect(fieldOrigin(path)).toBe(origin);
  });

  it('does not know a field no table names', () => {
    expect(fieldOrigin('favouriteColour')).toBeUndefined();
    expect(fieldOrigin('')).toBeUndefined();
  });
});
