import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDevelopmentBuild, warnConfigDifferences } from './config-warnings';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the development-build warning about configuration differences', () => {
  const differences = ['otpChannels: "sms" is not offered by the relay configuration and is not shown', 'methods: "passkey" is not offered by the relay configuration and is not shown'];

  it('is one message listing every difference, in a development build', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const warn = vi.fn();
    expect(warnConfigDifferences(differences, undefined, warn)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message).toContain('[loginkit]');
    for (const line of differences) expect(message).toContain(`  - ${line}`);
  });

  it('stays silent in a production build, and when nothing differs', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(isDevelopmentBuild()).toBe(false);
    const warn = vi.fn();
    expect(warnConfigDifferences(differences, undefined, warn)).toBe(false);
    vi.stubEnv('NODE_ENV', 'development');
    expect(warnConfigDifferences([], undefined, warn)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('follows the warnings option over the build: true forces it, false silences it', () => {
    const warn = vi.fn();
    vi.stubEnv('NODE_ENV', 'production');
    expect(warnConfigDifferences(differences, true, warn)).toBe(true);
    vi.stubEnv('NODE_ENV', 'development');
    expect(warnConfigDifferences(differences, false, warn)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('reads as production where nothing set process.env.NODE_ENV and there is no process (an unbundled browser)', () => {
    const saved = globalThis.process;
    // @ts-expect-error -- a browser without `process`
    delete globalThis.process;
    try {
      expect(isDevelopmentBuild()).toBe(false);
    } finally {
      globalThis.process = saved;
    }
  });
});
