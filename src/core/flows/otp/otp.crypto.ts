/**
 * The cryptography the OTP flow needs, as one lazily loaded module: the flow starts loading it
 * when it is created (the modal opening) and awaits it only when the user submits a code, so
 * the curve and HPKE libraries stay out of the page's initial JavaScript.
 */
export { createClientSignature, loginSignatureMessage, signupSignatureMessage } from '../../crypto/client-signature';
export { verifySessionJwt, verifyVerificationToken } from '../../crypto/jwt';
export { encryptOtpCode } from '../../crypto/otp-encryption';
