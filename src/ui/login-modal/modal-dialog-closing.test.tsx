import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDialogGeometry } from './load-dialog-geometry';
import { ModalDialog } from './modal-dialog';

/** An animation the test ends by hand, as the stylesheet's closing animation would end. */
function heldAnimation() {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { animation: { finished } as unknown as Animation, finish };
}

function Host({ label = 'Sign in' }: { label?: string }) {
  const [open, setOpen] = useState(false);
  const [screen, setScreen] = useState('First screen');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {label}
      </button>
      <ModalDialog
        open={open}
        onRequestClose={() => {
          // The owner resets what it shows as it closes (as the modal resets a finished login).
          setOpen(false);
          setScreen('Reset screen');
        }}
        labelledBy="title"
        describedBy="title"
        rootClassName="loginkit"
        overlayClassName="loginkit-overlay"
        dialogClassName="loginkit-dialog"
        theme="light"
        lang="en"
        dir="ltr"
        loadGeometry={loadDialogGeometry}
      >
        <h2 id="title">{screen}</h2>
        <button type="button" onClick={() => setScreen('Second screen')}>
          Next
        </button>
      </ModalDialog>
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('closing plays its animation, with the page usable at once', () => {
  it('closes the <dialog> at once (focus back on the trigger), keeps its last content inert while the animation runs, then removes it', async () => {
    const user = userEvent.setup();
    const held = heldAnimation();
    render(<Host />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const dialog = document.querySelector('dialog')!;
    const animations = vi.spyOn(HTMLElement.prototype, 'getAnimations').mockImplementation(function (this: HTMLElement) {
      return this === dialog ? [held.animation] : [];
    });
    await user.keyboard('{Escape}');

    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign in' }));
    expect(dialog.isConnected).toBe(true);
    expect(dialog.getAttribute('data-state')).toBe('closed');
    expect(document.querySelector('.loginkit-overlay')?.getAttribute('data-state')).toBe('closed');
    expect(dialog.inert).toBe(true);
    // What it showed when it closed, not what the owner shows now.
    expect(dialog.textContent).toContain('Second screen');
    expect(dialog.textContent).not.toContain('Reset screen');

    await act(async () => held.finish());
    expect(dialog.isConnected).toBe(false);
    expect(document.querySelector('.loginkit-overlay')).toBeNull();
    animations.mockRestore();
  });

  it('without an animation (reduced motion) it is gone at once', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(dialog.isConnected).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign in' }));
  });

  it('opening again while it closes shows a new, open dialog (the closing one goes)', async () => {
    const user = userEvent.setup();
    const held = heldAnimation();
    vi.spyOn(HTMLElement.prototype, 'getAnimations').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'DIALOG' && this.getAttribute('data-state') === 'closed' ? [held.animation] : [];
    });
    render(<Host />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const first = await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(first.getAttribute('data-state')).toBe('closed');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialogs = [...document.querySelectorAll('dialog')];
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).not.toBe(first);
    expect(dialogs[0]!.open).toBe(true);
    expect(dialogs[0]!.getAttribute('data-state')).toBe('open');
    await act(async () => held.finish());
    expect(document.querySelector('dialog')?.open).toBe(true);
  });
});
