import { describe, expect, it } from 'vitest';
import { interop } from '../../../test/vectors/interop';
import { toBase64Url } from '../encoding/base64url';
import { utf8Decode } from '../encoding/utf8';
import { webauthnStampChallenge } from './webauthn-challenge';

describe('webauthnStampChallenge = ASCII bytes of hex(SHA-256(body))', () => {
  it.each(interop.webauthnChallenge)('matches the vector (and its clientDataJSON challenge)', (vector) => {
    const challenge = webauthnStampChallenge(vector.body);
    expect(challenge.length).toBe(64);
    expect(utf8Decode(challenge)).toBe(vector.challengeAscii);
    expect(toBase64Url(challenge)).toBe(vector.clientDataChallenge);
  });

  it('changes with a single byte of the body', () => {
    const body = interop.webauthnChallenge[0]!.body;
    expect(utf8Decode(webauthnStampChallenge(`${body} `))).not.toBe(interop.webauthnChallenge[0]!.challengeAscii);
  });
});
