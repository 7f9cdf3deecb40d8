/**
 * A credential id as base64url without padding: the form WebAuthn uses, whichever of base64 or
 * base64url (padded or not) a service answers in. Compare ids in this form.
 */
export function toCredentialIdBase64Url(credentialId: string): string {
  return credentialId.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
