/**
 * `POST /public/v1/query/get_boot_proof {organizationId, ephemeralKey}` → `{bootProof}`, as
 * Turnkey's API answers it: the attestation of the enclave that holds `ephemeralKey` (hex, the
 * 130-byte key of app proofs). A key this relay never had is 404 (`ephemeralKey`). The boot
 * proofs of an organization whose signup a test spoiled (`POST /__mock/proofs`) are spoiled too.
 */
import type { BootProof } from '../../core/proofs/app-proof-types';
import { notFound } from '../errors';
import { stringField } from '../request-body';
import type { QueryRoute } from '../routes/api/query';

export const getBootProof: QueryRoute = (context, _caller, body): { bootProof: BootProof } => {
  const organizationId = stringField(body, 'organizationId', 'organizationId', 200);
  const ephemeralKey = stringField(body, 'ephemeralKey', 'ephemeralKey', 512);
  const corruption = context.proofs.corruptions.forOrganization(organizationId);
  const bootProof = context.proofs.service.bootProof(ephemeralKey, corruption);
  if (bootProof === undefined) throw notFound('ephemeralKey', 'no boot proof for this ephemeral key');
  return { bootProof };
};
