import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePendingFocus } from './use-pending-focus';

/** A section whose Delete button comes back only when `show` is called (as a slow render would bring it). */
function Section({ expose }: { expose: (api: { show(): void; focusSoon(selector: string): void }) => void }) {
  const focus = usePendingFocus<HTMLDivElement>();
  const [shown, setShown] = useState(false);
  expose({ show: () => setShown(true), focusSoon: focus.focusSoon });
  return (
    <section>
      <h2 data-section-heading="" tabIndex={-1}>
        Rules
      </h2>
      <div ref={focus.root}>
        {shown && <button data-delete="">Delete</button>}
        <button>Other</button>
      </div>
    </section>
  );
}

function setup() {
  let api: { show(): void; focusSoon(selector: string): void } | undefined;
  render(<Section expose={(exposed) => (api = exposed)} />);
  if (api === undefined) throw new Error('not rendered');
  return api;
}

describe('usePendingFocus: focus after an action, once its render is in', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('focuses the target as soon as a render puts it there', () => {
    const section = setup();
    act(() => section.focusSoon('[data-delete]'));
    act(() => section.show());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
  });

  it('a target later than 100 ms: the heading holds the focus, then hands it to the target when it comes', () => {
    const section = setup();
    act(() => section.focusSoon('[data-delete]'));
    act(() => vi.advanceTimersByTime(100));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Rules' }));
    act(() => section.show());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
  });

  it('a late target does not take the focus back from where the person moved it', () => {
    const section = setup();
    act(() => section.focusSoon('[data-delete]'));
    act(() => vi.advanceTimersByTime(100));
    act(() => screen.getByRole('button', { name: 'Other' }).focus());
    act(() => section.show());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Other' }));
  });
});
