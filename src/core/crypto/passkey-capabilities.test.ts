import { afterEach, describe, expect, it, vi } from 'vitest';
import { conditionalCreateAvailable, conditionalMediationAvailable } from './passkey-capabilities';

function withApi(members: Record<string, unknown>): void {
  vi.stubGlobal('PublicKeyCredential', Object.assign(function PublicKeyCredential() {}, members));
}

afterEach(() => vi.unstubAllGlobals());

describe('passkey capabilities: feature detection that never throws', () => {
  it('autofill: isConditionalMediationAvailable, else the conditionalGet capability, else false', async () => {
    withApi({ isConditionalMediationAvailable: () => Promise.resolve(true) });
    expect(await conditionalMediationAvailable()).toBe(true);
    withApi({ isConditionalMediationAvailable: () => Promise.resolve(false) });
    expect(await conditionalMediationAvailable()).toBe(false);
    withApi({ getClientCapabilities: () => Promise.resolve({ conditionalGet: true }) });
    expect(await conditionalMediationAvailable()).toBe(true);
    withApi({});
    expect(await conditionalMediationAvailable()).toBe(false);
  });

  it('conditional create: the conditionalCreate capability only', async () => {
    withApi({ getClientCapabilities: () => Promise.resolve({ conditionalCreate: true }) });
    expect(await conditionalCreateAvailable()).toBe(true);
    withApi({ getClientCapabilities: () => Promise.resolve({ conditionalGet: true }) });
    expect(await conditionalCreateAvailable()).toBe(false);
  });

  it('answers false where WebAuthn is missing or its checks throw or reject', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    expect(await conditionalMediationAvailable()).toBe(false);
    expect(await conditionalCreateAvailable()).toBe(false);
    withApi({
      isConditionalMediationAvailable: () => {
        throw new Error('embedded browser');
      },
      getClientCapabilities: () => Promise.reject(new Error('no')),
    });
    expect(await conditionalMediationAvailable()).toBe(false);
    expect(await conditionalCreateAvailable()).toBe(false);
  });
});
