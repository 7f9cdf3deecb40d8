import { afterEach, describe, expect, it, vi } from 'vitest';
import { followDialogGeometry } from './follow-dialog-geometry';

/** A dialog box and its content, followed; returns the dialog and how to stop. */
function followedDialog() {
  const dialog = document.createElement('div');
  const content = document.createElement('div');
  dialog.append(content);
  document.body.append(dialog);
  const stop = followDialogGeometry(dialog, content);
  return { dialog, stop };
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
    const { dialog } = followedDialog();
    const variable = (name: string) => dialog.style.getPropertyValue(name);
    expect(variable('--loginkit-viewport-height')).toBe('844px');
    expect(variable('--loginkit-keyboard-inset')).toBe('0px');

    // A 336 px keyboard: the layout viewport keeps its height, the visual one shrinks.
    viewport.height = 508;
    viewport.dispatchEvent(new Event('resize'));
    expect(variable('--loginkit-viewport-height')).toBe('508px');
    expect(variable('--loginkit-keyboard-inset')).toBe('336px');

    // Safari scrolls the visual viewport down to the focused field: the inset is what lies below it.
    viewport.offsetTop = 100;
    viewport.dispatchEvent(new Event('scroll'));
    expect(variable('--loginkit-keyboard-inset')).toBe('236px');

    viewport.height = 844;
    viewport.offsetTop = 0;
    viewport.dispatchEvent(new Event('resize'));
    expect(variable('--loginkit-keyboard-inset')).toBe('0px');
  });

  it('stops following it when the dialog goes', () => {
    const viewport = fakeVisualViewport(844);
    const removed = vi.spyOn(viewport, 'removeEventListener');
    followedDialog().stop();
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(['resize', 'scroll']);
  });
});
