import { grpcCodes, invalidArgument, notFound, RelayError } from '../../errors';
import { findPrivateKey, removePrivateKeys } from '../../private-keys/private-key-store';
import { arrayField, optionalBooleanField, stringItem } from '../../request-body';
import type { SubmitRoute } from './submit';

/**
 * `delete_private_keys` (spec section 4.2): removes private keys of the caller's organization,
 * all or none. A key that was never exported (export_private_key) is refused — 400
 * FAILED_PRECONDITION naming it — unless `deleteWithoutExport` is true; for exported keys the
 * flag changes nothing. Result `deletePrivateKeysResult {privateKeyIds}`.
 */
export const deletePrivateKeys: SubmitRoute = {
  type: 'ACTIVITY_TYPE_DELETE_PRIVATE_KEYS',
  intentMember: 'deletePrivateKeysIntent',
  resultMember: 'deletePrivateKeysResult',
  run(context, caller, parameters): { privateKeyIds: string[] } {
    const items = arrayField(parameters, 'privateKeyIds', 'parameters.privateKeyIds');
    if (items.length === 0) throw invalidArgument('parameters.privateKeyIds', 'must name at least one private key');
    const ids = items.map((item, index) => stringItem(item, `parameters.privateKeyIds[${index}]`, 200));
    const deleteWithoutExport = optionalBooleanField(parameters, 'deleteWithoutExport', 'parameters.deleteWithoutExport') ?? false;
    ids.forEach((id, index) => {
      const field = `parameters.privateKeyIds[${index}]`;
      if (ids.indexOf(id) !== index) throw invalidArgument(field, `repeats ${id}`);
      const key = findPrivateKey(context, caller.organization.organizationId, id);
      if (key === undefined) throw notFound(field, `${id} is not a private key of the caller's organization`);
      if (!key.exported && !deleteWithoutExport) {
        throw new RelayError(grpcCodes.failedPrecondition, 'FAILED_PRECONDITION', `${id} was never exported; export it first, or set deleteWithoutExport to delete it anyway`, {
          field,
        });
      }
    });
    removePrivateKeys(context, ids);
    return { privateKeyIds: ids };
  },
};
