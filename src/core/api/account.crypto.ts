/**
 * The cryptography `kit.account` needs for its login-style and export operations, as one lazily
 * loaded module (HPKE and the curve library stay out of the account chunk until then).
 */
export { generateHpkeKeyPair } from '../crypto/hpke';
export { decryptCredentialBundle } from '../crypto/credential-bundle';
export { decryptExportBundle } from '../crypto/export-bundle';
