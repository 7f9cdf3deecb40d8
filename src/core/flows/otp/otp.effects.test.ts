import { describe, expect, it, vi } from 'vitest';
import type { KeyStore } from '../../storage/key-store';
import type { RelayClient } from '../../transport/relay-client';
import { createOtpEffects } from './otp.effects';

// Issue 27: what verifying a code needs and has not loaded yet is fetched while the code is on its
// way and typed, so that after the last digit only the protocol's own requests remain.
describe('the OTP effects prepare the code check as the code is sent', () => {
  it("sending a code fetches the session key's code (KeyStore.preload), before any key is made", async () => {
    const keys = { preload: vi.fn(() => Promise.resolve()), createSessionKey: vi.fn() } as unknown as KeyStore;
    const relay = { otpInit: vi.fn(() => new Promise(() => undefined)) } as unknown as RelayClient;
    const effects = createOtpEffects({
      relay,
      keys,
      trustedKeys: { tlsFetcher: '', notarizer: '' },
      resendCooldownMs: 30_000,
      now: Date.now,
      establishSession: () => Promise.resolve(),
    });
    const dispatch = vi.fn();
    effects.run({ status: 'enteringContact', channel: 'email', contact: '' }, dispatch, new AbortController().signal);
    expect(keys.preload).not.toHaveBeenCalled();

    effects.run({ status: 'sendingCode', channel: 'email', contact: 'ada@example.com' }, dispatch, new AbortController().signal);
    expect(keys.preload).toHaveBeenCalledTimes(1);
    expect(relay.otpInit).toHaveBeenCalledTimes(1);
    expect(keys.createSessionKey).not.toHaveBeenCalled();
    await effects.dispose();
  });
});
