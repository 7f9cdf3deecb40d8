import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-utils/axe';
import { kitError } from '../test-utils/fixtures';
import { ConfigErrorScreen } from './config-error-screen';

describe('ConfigErrorScreen: a relay that refuses the site itself is explained (spec section 5, relay rules 1-2)', () => {
  it('an origin not allowed: says the site may not use the service, and that only its owner can fix that', async () => {
    const { container } = render(<ConfigErrorScreen error={kitError('origin_not_allowed', { reason: 'ORIGIN_NOT_ALLOWED', field: 'Origin' })} onRetry={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'We could not load the login options.' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This site is not allowed to use this login service.');
    expect(screen.getByText('Only the site’s owner can fix this, in the login service’s settings.')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('a configuration id the relay does not know: says the site’s login settings were not found, and who can fix it', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const error = kitError('relay_rejected', { reason: 'CONFIG_ID_INVALID', field: 'X-Auth-Proxy-Config-Id', status: 403 });
    const { container } = render(<ConfigErrorScreen error={error} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toBe('This site’s login settings were not found (its configuration id is unknown to the login service).');
    expect(screen.getByText('Only the site’s owner can fix this, in the login service’s settings.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('other failures (the network) keep their own message and no owner hint: the user can retry', () => {
    render(<ConfigErrorScreen error={kitError('network')} onRetry={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe('We could not reach the login service. Check your connection and try again.');
    expect(screen.queryByText(/site’s owner/)).toBeNull();
  });
});
