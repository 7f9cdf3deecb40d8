/**
 * The mock's app proofs and boot proof (protocol.md section 9). Per relay: an ephemeral app-proof
 * key (130 bytes: encryption ‖ signing, P-256) that signs address derivation proofs, and an
 * enclave PKI — a root CA (kept with the relay's state, so a `--data` relay keeps its root
 * across restarts), an intermediate and a leaf (P-384) — whose leaf signs the attestation of the
 * ephemeral key. Made on first use. Test controls can make the next proofs bad
 * (proof-corruption.ts).
 */
import { p256, p384 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64 } from '@scure/base';
import type { AppProof, BootProof } from '../../core/proofs/app-proof-types';
import { derToPem } from '../../core/proofs/enclave-root';
import { fromHex, toHex } from '../../core/encoding/hex';
import { utf8Encode } from '../../core/encoding/utf8';
import type { RelayStore } from '../store';
import { createAttestationDocument } from './mock-attestation';
import { createCertificate } from './mock-certificate';
import type { ProofCorruption } from './proof-corruption';

export interface ProvenAccount {
  path: string;
  address: string;
}

export interface MockProofService {
  /** The mock enclave root certificate (DER) the kit must be configured with. */
  rootDer(): Uint8Array;
  rootPem(): string;
  /** The ephemeral key's public half (130 bytes hex). */
  ephemeralPublicKey(): string;
  /** One APP_PROOF_TYPE_ADDRESS_DERIVATION proof per account; `corruption` spoils them as asked. */
  addressProofs(organizationId: string, walletId: string, accounts: readonly ProvenAccount[], corruption?: ProofCorruption): AppProof[];
  /** An APP_PROOF_TYPE_POLICY_OUTCOME proof for an activity submitted with `generateAppProofs` (its digest: `decisionContextDigest`, hex). */
  policyOutcomeProof(organizationId: string, decisionContextDigest: string): AppProof;
  /** The boot proof of `ephemeralKey` (undefined for a key this relay never had); `corruption` spoils it as asked. */
  bootProof(ephemeralKey: string, corruption?: ProofCorruption): BootProof | undefined;
}

interface Pki {
  root: { privateKey: string; createdAt: number };
  rootDer: Uint8Array;
  intermediateDer: Uint8Array;
  rogueIntermediateDer: Uint8Array;
  leaf: { der: Uint8Array; privateKey: Uint8Array };
  encryptionKey: Uint8Array;
  signingKey: Uint8Array;
  publicKey: Uint8Array;
  manifest: Uint8Array;
  bootedAt: number;
}

const day = 24 * 60 * 60 * 1000;
const rootName = 'loginkit mock enclave root';
const intermediateName = 'loginkit mock enclave intermediate';

function createPki(store: RelayStore, now: number): Pki {
  // The root key lives in the relay's state (saved with it); a reset keeps it.
  const state = store.state;
  if (state.proofRoot === undefined) {
    state.proofRoot = { privateKey: toHex(p384.utils.randomSecretKey()), createdAt: now };
    store.markDirty();
  }
  const root = { privateKey: fromHex(state.proofRoot.privateKey, 'proofRoot.privateKey'), createdAt: state.proofRoot.createdAt };
  const rootPublic = p384.getPublicKey(root.privateKey, false);
  const rootDer = createCertificate({
    commonName: rootName,
    publicKey: rootPublic,
    issuer: { commonName: rootName, privateKey: root.privateKey },
    serialNumber: 1,
    notBefore: new Date(root.createdAt - day),
    notAfter: new Date(root.createdAt + 30 * 365 * day),
    ca: true,
  });
  const intermediateKey = p384.utils.randomSecretKey();
  const intermediate = {
    commonName: intermediateName,
    publicKey: p384.getPublicKey(intermediateKey, false),
    serialNumber: 2,
    notBefore: new Date(now - day),
    notAfter: new Date(now + 30 * day),
    ca: true,
  };
  const intermediateDer = createCertificate({ ...intermediate, issuer: { commonName: rootName, privateKey: root.privateKey } });
  // Same names and key, signed by a key that is not the root's: a chain that must not verify.
  const rogueIntermediateDer = createCertificate({ ...intermediate, issuer: { commonName: rootName, privateKey: p384.utils.randomSecretKey() } });
  const leafKey = p384.utils.randomSecretKey();
  const leafDer = createCertificate({
    commonName: 'loginkit mock enclave',
    publicKey: p384.getPublicKey(leafKey, false),
    issuer: { commonName: intermediateName, privateKey: intermediateKey },
    serialNumber: 3,
    notBefore: new Date(now - 5 * 60_000),
    notAfter: new Date(now + 3 * 60 * 60_000),
    ca: false,
  });
  const encryptionKey = p256.utils.randomSecretKey();
  const signingKey = p256.utils.randomSecretKey();
  const publicKey = new Uint8Array([...p256.getPublicKey(encryptionKey, false), ...p256.getPublicKey(signingKey, false)]);
  const manifest = utf8Encode(
    JSON.stringify({ namespace: { name: 'loginkit-mock', nonce: 1 }, enclave: { app: 'loginkit-mock-signer' }, bootedAt: now, quorumKey: toHex(publicKey.subarray(0, 65)) }),
  );
  return { root: { ...state.proofRoot }, rootDer, intermediateDer, rogueIntermediateDer, leaf: { der: leafDer, privateKey: leafKey }, encryptionKey, signingKey, publicKey, manifest, bootedAt: now };
}

function pcrs(): Map<number, Uint8Array> {
  return new Map(Array.from({ length: 16 }, (_, index) => [index, new Uint8Array(48).fill(index)]));
}

export function createMockProofService(store: RelayStore, now: () => number): MockProofService {
  let pki: Pki | undefined;
  const sync = (): Pki => {
    pki ??= createPki(store, now());
    // A reset forgets the state's root: write it back, so a saved relay keeps the root it publishes.
    if (store.state.proofRoot === undefined) {
      store.state.proofRoot = { ...pki.root };
      store.markDirty();
    }
    return pki;
  };

  const sign = (payload: string, signingKey: Uint8Array): string => toHex(p256.sign(utf8Encode(payload), signingKey, { prehash: true, lowS: true, format: 'compact' }));

  return {
    rootDer: () => sync().rootDer,
    rootPem: () => derToPem(sync().rootDer),
    ephemeralPublicKey: () => toHex(sync().publicKey),
    addressProofs(organizationId, walletId, accounts, corruption) {
      const current = sync();
      const timestampMs = String(now());
      return accounts.map((account, index) => {
        const body = { organizationId, walletId, derivationPath: account.path, address: account.address };
        const payload = JSON.stringify({ type: 'APP_PROOF_TYPE_ADDRESS_DERIVATION', timestampMs, addressDerivationProof: body });
        let signature = sign(payload, current.signingKey);
        let proofPayload = payload;
        if (index === 0 && corruption === 'app-proof-signature') signature = `${signature.slice(0, 126)}${signature.endsWith('00') ? '01' : '00'}`;
        if (index === 0 && corruption === 'app-proof-payload') {
          proofPayload = JSON.stringify({ type: 'APP_PROOF_TYPE_ADDRESS_DERIVATION', timestampMs, addressDerivationProof: { ...body, organizationId: `${organizationId}-other` } });
          signature = sign(proofPayload, current.signingKey); // signed, but about another organization
        }
        return { scheme: 'SIGNATURE_SCHEME_EPHEMERAL_KEY_P256', publicKey: toHex(current.publicKey), proofPayload, signature };
      });
    },
    policyOutcomeProof(organizationId, decisionContextDigest) {
      const current = sync();
      const payload = JSON.stringify({ type: 'APP_PROOF_TYPE_POLICY_OUTCOME', timestampMs: String(now()), policyOutcomeProof: { organizationId, outcome: 'OUTCOME_ALLOW', decisionContextDigest } });
      return { scheme: 'SIGNATURE_SCHEME_EPHEMERAL_KEY_P256', publicKey: toHex(current.publicKey), proofPayload: payload, signature: sign(payload, current.signingKey) };
    },
    bootProof(ephemeralKey, corruption) {
      const current = sync();
      if (ephemeralKey.toLowerCase() !== toHex(current.publicKey)) return undefined;
      const attestedKey = corruption === 'boot-proof-key' ? new Uint8Array([...current.publicKey.subarray(0, 65), ...p256.getPublicKey(p256.utils.randomSecretKey(), false)]) : current.publicKey;
      const manifest = corruption === 'manifest' ? utf8Encode('{"namespace":{"name":"another-enclave","nonce":2}}') : current.manifest;
      const document = createAttestationDocument({
        timestamp: current.bootedAt,
        leaf: current.leaf,
        cabundle: [current.rootDer, corruption === 'boot-proof-chain' ? current.rogueIntermediateDer : current.intermediateDer],
        publicKey: attestedKey,
        userData: sha256(current.manifest),
        pcrs: pcrs(),
      });
      const seconds = Math.floor(current.bootedAt / 1000);
      return {
        ephemeralPublicKeyHex: toHex(current.publicKey),
        awsAttestationDocB64: base64.encode(document),
        qosManifestB64: base64.encode(manifest),
        qosManifestEnvelopeB64: base64.encode(utf8Encode(JSON.stringify({ manifestHash: toHex(sha256(current.manifest)), approvals: [] }))),
        deploymentLabel: 'loginkit-mock',
        enclaveApp: 'signer',
        owner: 'loginkit-mock',
        createdAt: { seconds: String(seconds), nanos: '0' },
        qosManifestVersion: '1',
      };
    },
  };
}
