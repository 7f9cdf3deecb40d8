export { toHex, fromHex } from './hex';
export { toBase64Url, fromBase64Url } from './base64url';
export { encodeBase58Check, decodeBase58Check } from './base58check';
export { utf8Encode, utf8Decode } from './utf8';
