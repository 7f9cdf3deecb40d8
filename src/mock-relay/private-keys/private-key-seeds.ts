/**
 * The relay setting `privateKeys` (a mock extension): the private keys every sub-organization
 * starts with, as `[{privateKeyName, curve, addressFormats?}]` (the members of Turnkey's
 * create_private_keys intent). Each organization gets its own fresh key material when it is
 * first used (organization-seeds.ts).
 */
import { invalidInput } from '../../core/errors';
import { isRecord } from '../../core/transport/validate';
import { prefixedId } from '../ids';
import { generatePrivateKeyMaterial } from './private-key-material';
import { addressFormatCurves, privateKeyCurves, type AddressFormat, type PrivateKeyCurve, type StoredPrivateKey } from './stored-private-key';

export interface PrivateKeySeed {
  privateKeyName: string;
  curve: PrivateKeyCurve;
  /** Addresses to derive (each must suit the curve); default none. */
  addressFormats: AddressFormat[];
}

const seedMembers = ['privateKeyName', 'curve', 'addressFormats'];
const addressFormats = Object.keys(addressFormatCurves) as AddressFormat[];
const maxKeys = 20;

function formatsFor(value: unknown, curve: PrivateKeyCurve, field: string): AddressFormat[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw invalidInput(field, `must be an array of address formats (${addressFormats.join(', ')})`);
  const seen = new Set<string>();
  return value.map((item, index) => {
    const path = `${field}[${index}]`;
    if (typeof item !== 'string' || !(addressFormats as readonly string[]).includes(item)) {
      throw invalidInput(path, `must be one of ${addressFormats.join(', ')}`);
    }
    const format = item as AddressFormat;
    if (!(addressFormatCurves[format] as readonly string[]).includes(curve)) throw invalidInput(path, `${format} does not work with ${curve}`);
    if (seen.has(format)) throw invalidInput(path, `repeats ${format}`);
    seen.add(format);
    return format;
  });
}

/** Checks the `privateKeys` setting, naming the bad member (e.g. `privateKeys[0].addressFormats[1]`). */
export function parsePrivateKeySeeds(value: unknown, field: string): PrivateKeySeed[] {
  if (!Array.isArray(value)) throw invalidInput(field, 'must be an array of {privateKeyName, curve, addressFormats?}');
  if (value.length > maxKeys) throw invalidInput(field, `must have at most ${maxKeys} private keys`);
  const names = new Set<string>();
  return value.map((item, index) => {
    const path = `${field}[${index}]`;
    if (!isRecord(item)) throw invalidInput(path, 'must be an object {privateKeyName, curve, addressFormats?}');
    for (const key of Object.keys(item)) {
      if (!seedMembers.includes(key)) throw invalidInput(`${path}.${key}`, `is not a private key member (one of ${seedMembers.join(', ')})`);
    }
    const name = item.privateKeyName;
    if (typeof name !== 'string' || name.trim() === '' || name.length > 256) {
      throw invalidInput(`${path}.privateKeyName`, 'must be a non-empty string of at most 256 characters');
    }
    if (names.has(name)) throw invalidInput(`${path}.privateKeyName`, `repeats ${name}`);
    names.add(name);
    if (typeof item.curve !== 'string' || !(privateKeyCurves as readonly string[]).includes(item.curve)) {
      throw invalidInput(`${path}.curve`, `must be one of ${privateKeyCurves.join(', ')}`);
    }
    const curve = item.curve as PrivateKeyCurve;
    return { privateKeyName: name, curve, addressFormats: formatsFor(item.addressFormats, curve, `${path}.addressFormats`) };
  });
}

/** The organization's own key for a seed, with fresh key material. */
export function privateKeyFromSeed(seed: PrivateKeySeed, organizationId: string, now: number): StoredPrivateKey {
  return {
    privateKeyId: prefixedId('privatekey'),
    organizationId,
    privateKeyName: seed.privateKeyName,
    curve: seed.curve,
    ...generatePrivateKeyMaterial(seed.curve, seed.addressFormats),
    exported: false,
    createdAt: now,
    updatedAt: now,
  };
}
