/**
 * The read objects of Turnkey's API that the spec does not show, as Turnkey publishes them
 * (`v1Policy`, `v1PrivateKey`, `v1Wallet`, `v1WalletAccount`): the required members checked, the
 * optional ones checked when present, members beyond these kept as sent. Enumerations that grow
 * with the service (curves, address formats) are read as strings of their prefix.
 */
import { policyEffects } from './policy-schemas';
import { flag, freeText, list, oneOf, optional, record, text, type StringFormat } from '../param-schema';

const timestamp = record({ seconds: text(), nanos: text() });
const prefixed = (prefix: string): StringFormat => ({ test: (value) => value.startsWith(prefix), problem: `must be a ${prefix}… name` });

export const policySchema = record({
  policyId: text(),
  policyName: freeText(),
  effect: oneOf(policyEffects),
  createdAt: timestamp,
  updatedAt: timestamp,
  notes: freeText(),
  consensus: freeText(),
  condition: freeText(),
  time: optional(freeText()),
});

export const privateKeySchema = record({
  privateKeyId: text(),
  publicKey: text(),
  privateKeyName: freeText(),
  curve: text(prefixed('CURVE_')),
  addresses: list(record({ format: optional(text(prefixed('ADDRESS_FORMAT_'))), address: optional(text()) })),
  privateKeyTags: list(text()),
  createdAt: timestamp,
  updatedAt: timestamp,
  exported: flag(),
  imported: flag(),
});

export const walletSchema = record({
  walletId: text(),
  walletName: freeText(),
  createdAt: timestamp,
  updatedAt: timestamp,
  exported: flag(),
  imported: flag(),
});

export const walletAccountSchema = record({
  walletAccountId: text(),
  organizationId: text(),
  walletId: text(),
  curve: text(prefixed('CURVE_')),
  pathFormat: text(prefixed('PATH_FORMAT_')),
  path: text(),
  addressFormat: text(prefixed('ADDRESS_FORMAT_')),
  address: text(),
  createdAt: timestamp,
  updatedAt: timestamp,
  publicKey: optional(text()),
  walletDetails: optional(walletSchema),
  name: optional(freeText()),
  caip2Prefix: optional(text()),
});
