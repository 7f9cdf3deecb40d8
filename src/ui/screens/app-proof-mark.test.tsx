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

  it('says plainly that the proofs did not check out, or were missing (issue 23), and nothing when none was due', async () => {
    const kit = createFakeKit();
    kit.setSession({ status: 'signedIn', session: fakeSession });
    const { container } = render(
      <LoginKitProvider kit={kit}>
        <SuccessScreen state={state} />
      </LoginKitProvider>,
    );
    const { LoginKitError } = await import('../../core/index');
    const invalid = (code: 'proof_invalid' | 'proof_missing') => ({ status: 'invalid' as const, organizationId: fakeSession.organizationId, proofs: [], claims: [], checkedAt: 1, error: new LoginKitError(code, 'x') });
    act(() => kit.setAppProofs(invalid('proof_missing')));
    expect((await screen.findByRole('note')).textContent).toMatch(/could not confirm .* the proof was missing/i);
    await expectNoAxeViolations(container);
    act(() => kit.setAppProofs(invalid('proof_invalid')));
    expect(screen.getByRole('note').textContent).toMatch(/could not confirm/i);
    expect(screen.getByRole('note').textContent).not.toMatch(/missing/i);
    act(() => kit.setAppProofs({ status: 'absent', organizationId: fakeSession.organizationId, proofs: [], claims: [], checkedAt: 1 }));
    expect(screen.queryByRole('note')).toBeNull();
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
