#!/usr/bin/env node
// The built package's public `verifyAppProofs` (`loginkit/core` as an app imports it: the package's
// own name, resolved through its `exports` to dist/) against genuine proofs of Turnkey's production
// service (test/vectors/production-proofs.json): each pair verifies, and one flipped byte in the app
// proof's signature or in the boot proof's attestation makes it `invalid`. The unit tests check the
// same through src/ (src/core/proofs/production-proofs.test.ts); this checks what ships.
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { verifyAppProofs } from 'loginkit/core';

const { vectors } = JSON.parse(readFileSync(new URL('../test/vectors/production-proofs.json', import.meta.url), 'utf8'));
const problems = [];

const flipHex = (hex, index) => {
  const bytes = Buffer.from(hex, 'hex');
  bytes[index] ^= 0x01;
  return bytes.toString('hex');
};
const flipBase64 = (base64, index) => {
  const bytes = Buffer.from(base64, 'base64');
  bytes[index] ^= 0x01;
  return bytes.toString('base64');
};

for (const pair of vectors) {
  const payload = JSON.parse(pair.appProof.proofPayload);
  const { organizationId, walletId, derivationPath, address } = payload.addressDerivationProof;
  const check = (appProof, bootProof) =>
    verifyAppProofs({
      proofs: [appProof],
      expected: { organizationId, walletId, accounts: [{ path: derivationPath, address }] },
      fetchBootProof: async () => ({ bootProof }),
      now: Number(payload.timestampMs),
    });
  const cases = [
    ['as published', pair.appProof, pair.bootProof, 'verified', undefined],
    ['one flipped byte in the app proof’s signature', { ...pair.appProof, signature: flipHex(pair.appProof.signature, 10) }, pair.bootProof, 'invalid', 'app-proof-signature'],
    ['one flipped byte in the attestation (its COSE signature’s last)', pair.appProof, { ...pair.bootProof, awsAttestationDocB64: flipBase64(pair.bootProof.awsAttestationDocB64, Buffer.from(pair.bootProof.awsAttestationDocB64, 'base64').length - 1) }, 'invalid', 'boot-proof-signature'],
  ];
  for (const [what, appProof, bootProof, status, failedCheck] of cases) {
    const outcome = await check(appProof, bootProof);
    const seen = `${outcome.status}${outcome.error ? ` (${outcome.error.code} ${outcome.error.details?.check})` : ''}`;
    const ok = outcome.status === status && (failedCheck === undefined || (outcome.error?.code === 'proof_invalid' && outcome.error.details?.check === failedCheck));
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${pair.name}, ${what}: ${seen}`);
    if (!ok) problems.push(`${pair.name}, ${what}: expected ${status}${failedCheck ? ` (${failedCheck})` : ''}, got ${seen}`);
  }
}
if (vectors.length < 2) problems.push(`expected the 2 production pairs, found ${vectors.length}`);
if (problems.length > 0) {
  console.error(`built verifyAppProofs: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`built verifyAppProofs: ${vectors.length} production pairs verified; each refused with one flipped byte`);
