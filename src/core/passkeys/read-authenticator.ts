import type { Authenticator, AuthenticatorTransportValue } from '../flows/passkey/passkey.types';
import { badResponse, isRecord } from '../transport/validate';

const transports: readonly string[] = [
  'AUTHENTICATOR_TRANSPORT_BLE',
  'AUTHENTICATOR_TRANSPORT_INTERNAL',
  'AUTHENTICATOR_TRANSPORT_NFC',
  'AUTHENTICATOR_TRANSPORT_USB',
  'AUTHENTICATOR_TRANSPORT_HYBRID',
];

/**
 * Reads an Authenticator (spec section 2) from a query response. The ids and the name must be
 * there (`relay_rejected` naming the field otherwise); the descriptive members default to empty
 * values when a service leaves them out, and unknown transports are dropped.
 */
export function readAuthenticator(value: unknown, field: string, query: string): Authenticator {
  if (!isRecord(value)) throw badResponse(query, field, 'is not an object');
  const text = (member: string, required: boolean): string => {
    const item = value[member];
    if (typeof item === 'string' && (item !== '' || !required)) return item;
    if (item === undefined && !required) return '';
    throw badResponse(query, `${field}.${member}`, required ? 'missing' : 'is not a string');
  };
  const timestamp = (member: string): Authenticator['createdAt'] => {
    const item = value[member];
    if (item === undefined) return { seconds: '0', nanos: '0' };
    if (isRecord(item) && typeof item.seconds === 'string') return { seconds: item.seconds, nanos: typeof item.nanos === 'string' ? item.nanos : '0' };
    throw badResponse(query, `${field}.${member}`, 'is not a {seconds, nanos} timestamp');
  };
  const credential = value.credential;
  if (credential !== undefined && !isRecord(credential)) throw badResponse(query, `${field}.credential`, 'is not an object');
  const listed = value.transports;
  if (listed !== undefined && !Array.isArray(listed)) throw badResponse(query, `${field}.transports`, 'is not an array');
  return {
    authenticatorId: text('authenticatorId', true),
    authenticatorName: text('authenticatorName', false),
    credentialId: text('credentialId', true),
    attestationType: text('attestationType', false),
    aaguid: text('aaguid', false),
    model: text('model', false),
    transports: (listed ?? []).filter((item): item is AuthenticatorTransportValue => typeof item === 'string' && transports.includes(item)),
    credential: {
      publicKey: typeof credential?.publicKey === 'string' ? credential.publicKey : '',
      type: typeof credential?.type === 'string' ? credential.type : '',
    },
    createdAt: timestamp('createdAt'),
    updatedAt: timestamp('updatedAt'),
  };
}
