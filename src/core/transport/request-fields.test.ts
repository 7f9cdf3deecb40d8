import { describe, expect, it } from 'vitest';
import { querySchemas, submitSchemas } from '../api/operation-schemas';
import type { Schema } from '../api/param-schema';
import { fieldOrigin, protocolFieldNames, typedFields } from './request-fields';

const protocolFields: ReadonlySet<string> = new Set(protocolFieldNames);

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
  it('places no member in both lists', () => {
    expect(typedFields.size).toBeGreaterThan(10);
    expect(protocolFields.size).toBeGreaterThan(40);
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
  ] as const)('reads a path by its last known member: %s → %s', (path, origin) => {
    expect(fieldOrigin(path)).toBe(origin);
  });

  it('reads a field the lists do not place as the kit\'s: the person typed none of it', () => {
    expect(fieldOrigin('favouriteColour')).toBe('protocol');
    expect(fieldOrigin('parameters.somethingNew')).toBe('protocol');
  });
});
