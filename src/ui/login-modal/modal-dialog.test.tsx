import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoginKitProvider } from '../../react/index';
import { createFakeKit } from '../../react/test-utils/test-kits';
import { LoginModal } from './login-modal';

function withKit(ui: ReactNode) {
  return render(<LoginKitProvider kit={createFakeKit()}>{ui}</LoginKitProvider>);
}

const dialogElement = async (): Promise<HTMLDialogElement> => (await screen.findByRole('dialog')) as HTMLDialogElement;

describe('the modal is a native <dialog> shown with showModal()', () => {
  it('opens modal at the end of <body> and writes nothing outside itself (no aria-hidden on the page)', async () => {
    const user = userEvent.setup();
    const { container } = withKit(
      <main>
        <p>Host content</p>
        <LoginModal />
      </main>,
    );
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await dialogElement();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(true);
    expect(container.contains(dialog)).toBe(false);
    expect(dialog.closest('.loginkit')?.parentElement).toBe(document.body);
    expect([container, ...container.querySelectorAll('*')].filter((node) => node.hasAttribute('aria-hidden'))).toEqual([]);
    showModal.mockRestore();
  });

  it('the trigger says it opens a dialog and whether it is open', async () => {
    const user = userEvent.setup();
    withKit(<LoginModal />);
    const trigger = screen.getByRole('button', { name: 'Log in' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger);
    await dialogElement();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('data-state')).toBe('open');
  });

  it("a host's trigger element keeps its own click handler, which can keep the modal shut", async () => {
    const user = userEvent.setup();
    const clicks = vi.fn();
    let allow = false;
    withKit(
      <LoginModal
        trigger={
          <button
            type="button"
            onClick={(event) => {
              clicks();
              if (!allow) event.preventDefault();
            }}
          >
            Sign in
          </button>
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    allow = true;
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(clicks).toHaveBeenCalledTimes(2);
    await dialogElement();
  });

  it('with no screen asking for focus (the configuration still loading), focus goes to the first control', async () => {
    const kit = createFakeKit();
    kit.loadConfig.mockImplementationOnce(() => new Promise(() => undefined));
    render(
      <LoginKitProvider kit={kit}>
        <LoginModal defaultOpen />
      </LoginKitProvider>,
    );
    const dialog = await dialogElement();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('Escape that a control inside handled, or that ends an IME composition, leaves it open', async () => {
    withKit(<LoginModal defaultOpen />);
    const dialog = await dialogElement();
    const field = await screen.findByLabelText('Email address');
    field.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    fireEvent.keyDown(field, { key: 'Escape' });
    fireEvent.keyDown(field, { key: 'Escape', isComposing: true });
    expect(screen.getByRole('dialog')).toBe(dialog);
    fireEvent.keyDown(field, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("the platform's close request (cancel) and a forced close both close it through onOpenChange", async () => {
    const onOpenChange = vi.fn();
    const { rerender } = withKit(<LoginModal open onOpenChange={onOpenChange} />);
    const dialog = await dialogElement();
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void dialog.dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);

    onOpenChange.mockClear();
    rerender(
      <LoginKitProvider kit={createFakeKit()}>
        <LoginModal open onOpenChange={onOpenChange} />
      </LoginKitProvider>,
    );
    const again = await dialogElement();
    act(() => again.close());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("under StrictMode's double effects it stays open, and closes on Escape", async () => {
    const user = userEvent.setup();
    render(
      <StrictMode>
        <LoginKitProvider kit={createFakeKit()}>
          <LoginModal />
        </LoginKitProvider>
      </StrictMode>,
    );
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await dialogElement();
    // The close event of StrictMode's first cleanup arrives while the dialog is open again: ignored.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(dialog.open).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Log in' }));
  });

  it('server-renders open without the dialog (no portal on the server), then hydrates and opens it without a warning', async () => {
    const ui = (
      <LoginKitProvider kit={createFakeKit()}>
        <LoginModal defaultOpen />
      </LoginKitProvider>
    );
    const errors = vi.spyOn(console, 'error');
    const html = renderToString(ui);
    expect(html).toContain('aria-expanded="true"');
    expect(html).not.toContain('<dialog');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: (error) => recoverable.push(error) });
    });
    const dialog = await dialogElement();
    expect(dialog.open).toBe(true);
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
