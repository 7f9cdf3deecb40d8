import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginKitError } from '../../core/internal';
import { expectNoAxeViolations } from '../test-utils/axe';
import { RenderErrorBoundary } from './render-error-boundary';

/** A screen that throws `error` while `failing.on`, else says it is fine; `onMount` is told of each mount. */
function Flaky({ failing, error, onMount }: { failing: { on: boolean }; error: unknown; step?: number; onMount?(): void }) {
  useEffect(() => onMount?.(), [onMount]);
  if (failing.on) throw error;
  return <p>The screen</p>;
}

beforeEach(() => {
  // React reports each caught render error on the console: expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('RenderErrorBoundary', () => {
  it('replaces a screen that throws with "Something went wrong" and the LoginKitError’s code, leaving the rest of the page', async () => {
    const onError = vi.fn();
    const { container } = render(
      <main>
        <h2>Host app</h2>
        <RenderErrorBoundary onError={onError}>
          <Flaky failing={{ on: true }} error={new LoginKitError('response_invalid', 'bad answer')} />
        </RenderErrorBoundary>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Host app' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Something went wrong', level: 3 })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This screen could not be shown. Error code: response_invalid.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'response_invalid' }), expect.anything());
    await expectNoAxeViolations(container);
  });

  it('names any other error `unknown`', () => {
    render(
      <RenderErrorBoundary headingLevel={4}>
        <Flaky failing={{ on: true }} error={new TypeError("Cannot read properties of undefined (reading 'contact')")} />
      </RenderErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong', level: 4 })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This screen could not be shown. Error code: unknown.');
  });

  it('Try again mounts the content anew', async () => {
    const user = userEvent.setup();
    const failing = { on: false };
    const onMount = vi.fn();
    const tree = (step: number) => (
      <RenderErrorBoundary>
        <Flaky failing={failing} error={new Error('boom')} step={step} onMount={onMount} />
      </RenderErrorBoundary>
    );
    const view = render(tree(1));
    expect(onMount).toHaveBeenCalledTimes(1);
    failing.on = true;
    view.rerender(tree(2));
    expect(screen.getByRole('alert').textContent).toBe('This screen could not be shown. Error code: unknown.');
    failing.on = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('The screen')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onMount).toHaveBeenCalledTimes(2);
  });
});
