import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginKitProvider } from '../../react/index';
import { createFakeKit, fakeSession } from '../../react/test-utils/test-kits';
import { expectNoAxeViolations } from '../test-utils/axe';
import { session } from '../test-utils/fixtures';
import type { SuccessScreenState } from './screen-types';
import { SuccessScreen } from './success-screen';

const state: SuccessScreenState = { status: 'success', channel: 'email', contact: 'ada@example.com', session, isNewUser: true };
const verifiedText = 'Verified: your wallet was created in a secure enclave';

describe('the success screen’s "verified" mark (app proofs)', () => {
  it('shows text and an icon only when the proofs verified', async () => {
    const { container, rerender } = render(<SuccessScreen state={state} appProofs="verified" />);
    expect(await screen.findByText(verifiedText)).toBeTruthy();
    expect(container.querySelector('.loginkit-proof-mark svg')?.getAttribute('aria-hidden')).toBe('true');
    await expectNoAxeViolations(container);

    for (const status of ['invalid', 'absent', undefined] as const) {
      rerender(<SuccessScreen state={state} {...(status === undefined ? {} : { appProofs: status })} />);
      expect(screen.queryByText(verifiedText)).toBeNull();
    }
  });

  it('inside a provider, follows what the kit found for the logged-in account', async () => {
    const kit = createFakeKit();
    kit.setSession({ status: 'signedIn', session: fakeSession });
    const result = (status: 'verified' | 'invalid', organizationId = fakeSession.organizationId) => ({ status, organizationId, proofs: [], claims: [], checkedAt: 1 });
    render(
      <LoginKitProvider kit={kit}>
        <SuccessScreen state={state} />
      </LoginKitProvider>,
    );
    act(() => kit.setAppProofs(result('verified')));
    expect(await screen.findByText(verifiedText)).toBeTruthy();
    act(() => kit.setAppProofs(result('invalid')));
    expect(screen.queryByText(verifiedText)).toBeNull();
    act(() => kit.setAppProofs(result('verified', 'another-organization')));
    expect(screen.queryByText(verifiedText)).toBeNull();
    act(() => kit.setAppProofs(result('verified')));
    expect(screen.getByText(verifiedText)).toBeTruthy();
  });
});
