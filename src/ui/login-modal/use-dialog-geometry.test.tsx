import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDialogGeometry } from './use-dialog-geometry';

function Dialog() {
  const dialog = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useDialogGeometry(dialog, content);
  return (
    <div ref={dialog} data-testid="dialog">
      <div ref={content}>Content</div>
    </div>
  );
}

/** A visual viewport the test moves, as an on-screen keyboard moves Safari's and Chrome's. */
function fakeVisualViewport(height: number) {
  const viewport = Object.assign(new EventTarget(), { height, offsetTop: 0, width: 390 });
  vi.stubGlobal('visualViewport', viewport);
  vi.stubGlobal('innerHeight', height);
  return viewport;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the dialog follows the visual viewport (the on-screen keyboard)', () => {
  it('gives the visible height and the keyboard inset to the stylesheet, and follows them as the keyboard opens and closes', () => {
    const viewport = fakeVisualViewport(844);
    const { getByTestId } = render(<Dialog />);
    const dialog = getByTestId('dialog');
    const variable = (name: string) => dialog.style.getPropertyValue(name);
    expect(variable('--loginkit-viewport-height')).toBe('844px');
    expect(variable('--loginkit-keyboard-inset')).toBe('0px');

    // A 336 px keyboard: the layout viewport keeps its height, the visual one shrinks.
    act(() => {
      viewport.height = 508;
      viewport.dispatchEvent(new Event('resize'));
    });
    expect(variable('--loginkit-viewport-height')).toBe('508px');
    expect(variable('--loginkit-keyboard-inset')).toBe('336px');

    // Safari scrolls the visual viewport down to the focused field: the inset is what lies below it.
    act(() => {
      viewport.offsetTop = 100;
      viewport.dispatchEvent(new Event('scroll'));
    });
    expect(variable('--loginkit-keyboard-inset')).toBe('236px');

    act(() => {
      viewport.height = 844;
      viewport.offsetTop = 0;
      viewport.dispatchEvent(new Event('resize'));
    });
    expect(variable('--loginkit-keyboard-inset')).toBe('0px');
  });

  it('stops following it when the dialog goes', () => {
    const viewport = fakeVisualViewport(844);
    const removed = vi.spyOn(viewport, 'removeEventListener');
    const { unmount } = render(<Dialog />);
    unmount();
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(['resize', 'scroll']);
  });
});
