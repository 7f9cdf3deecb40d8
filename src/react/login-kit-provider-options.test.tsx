import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLoginKitError, productionAuthProxyUrl, type LoginKit } from '../core/internal';
import { LoginKitProvider } from './login-kit-provider';
import { useLoginKit } from './use-login-kit';

// The checks happen in createLoginKit, which the provider calls on its first render: a bad config
// id fails there, naming the option, instead of when the modal first asks the relay.
describe('<LoginKitProvider options>: defaults and early checks', () => {
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.mocked(console.error).mockRestore());

  it.each(['<your X-Auth-Proxy-Config-Id>', '', '   '])('throws a LoginKitError naming authProxyConfigId on its first render for %j', (authProxyConfigId) => {
    let thrown: unknown;
    try {
      render(<LoginKitProvider options={{ authProxyConfigId }} />);
    } catch (error) {
      thrown = error;
    }
    expect(isLoginKitError(thrown, 'invalid_input')).toBe(true);
    expect(thrown).toMatchObject({ details: { field: 'authProxyConfigId' } });
  });

  it('uses the production relay when authProxyUrl is left out', () => {
    let kit: LoginKit | undefined;
    function Probe() {
      kit = useLoginKit();
      return null;
    }
    const { unmount } = render(
      <LoginKitProvider options={{ authProxyConfigId: 'cfg-1', fetch: () => new Promise<Response>(() => undefined) }}>
        <Probe />
      </LoginKitProvider>,
    );
    expect(kit?.options.authProxyUrl).toBe(productionAuthProxyUrl);
    unmount();
  });
});
