import { describe, expect, it } from 'vitest';
import { readAuthenticator } from './read-authenticator';

const full = {
  authenticatorId: 'a-1',
  authenticatorName: 'Laptop',
  credentialId: 'Y3JlZA',
  attestationType: 'none',
  aaguid: '00000000-0000-0000-0000-000000000000',
  model: 'Touch ID',
  transports: ['AUTHENTICATOR_TRANSPORT_INTERNAL', 'AUTHENTICATOR_TRANSPORT_SMART_CARD', 7],
  credential: { publicKey: '02ab', type: 'CREDENTIAL_TYPE_WEBAUTHN_AUTHENTICATOR' },
  createdAt: { seconds: '1700000000', nanos: '5' },
  updatedAt: { seconds: '1700000001' },
};

describe('readAuthenticator (spec section 2)', () => {
  it('reads every member, dropping unknown transports', () => {
    expect(readAuthenticator(full, 'authenticator', 'get_authenticator')).toEqual({
      ...full,
      transports: ['AUTHENTICATOR_TRANSPORT_INTERNAL'],
      updatedAt: { seconds: '1700000001', nanos: '0' },
    });
  });

  it('defaults the descriptive members a service leaves out', () => {
    expect(readAuthenticator({ authenticatorId: 'a-1', credentialId: 'Y3JlZA' }, 'authenticator', 'q')).toEqual({
      authenticatorId: 'a-1',
      authenticatorName: '',
      credentialId: 'Y3JlZA',
      attestationType: '',
      aaguid: '',
      model: '',
      transports: [],
      credential: { publicKey: '', type: '' },
      createdAt: { seconds: '0', nanos: '0' },
      updatedAt: { seconds: '0', nanos: '0' },
    });
  });

  it.each([
    ['authenticators[0]', null],
    ['authenticators[0].authenticatorId', { ...full, authenticatorId: '' }],
    ['authenticators[0].credentialId', { ...full, credentialId: undefined }],
    ['authenticators[0].model', { ...full, model: 3 }],
    ['authenticators[0].transports', { ...full, transports: 'INTERNAL' }],
    ['authenticators[0].createdAt', { ...full, createdAt: '2026-01-01' }],
    ['authenticators[0].credential', { ...full, credential: 'key' }],
  ])('refuses a malformed passkey, naming %s (response_invalid)', (field, value) => {
    expect(() => readAuthenticator(value, 'authenticators[0]', 'get_authenticators')).toThrow(expect.objectContaining({ code: 'response_invalid', details: expect.objectContaining({ field }) }));
  });
});
