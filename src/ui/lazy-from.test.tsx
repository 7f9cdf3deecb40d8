import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyFrom } from './lazy-from';
import { loadOnce } from './load-once';

/** A chunk whose import the test settles by hand. */
function chunk() {
  const module = { Greeting: ({ name }: { name: string }) => <p>Hello {name}</p> };
  let settle: { resolve(): void; reject(error: Error): void } | undefined;
  const load = vi.fn(
    () =>
      new Promise<typeof module>((resolve, reject) => {
        settle = { resolve: () => resolve(module), reject };
      }),
  );
  return { load, settle: () => settle! };
}

/** Counts the fallback's renders: a screen that renders at once never shows it. */
function Fallback({ seen }: { seen: () => void }) {
  seen();
  return <p>Loading</p>;
}

describe('loadOnce', () => {
  it('shares one import among its callers and hands the module over synchronously once it is in', async () => {
    const { load, settle } = chunk();
    const loader = loadOnce(load);
    const first = loader();
    const second = loader();
    expect(load).toHaveBeenCalledTimes(1);
    expect(loader.loaded()).toBeUndefined();
    settle().resolve();
    expect(await first).toBe(await second);
    expect(loader.loaded()).toBe(await first);
  });

  it('forgets a failed import, so the next call fetches again', async () => {
    const { load, settle } = chunk();
    const loader = loadOnce(load);
    const failed = loader();
    settle().reject(new Error('network down'));
    await expect(failed).rejects.toThrow('network down');
    expect(loader.loaded()).toBeUndefined();
    const retried = loader();
    expect(load).toHaveBeenCalledTimes(2);
    settle().resolve();
    await expect(retried).resolves.toHaveProperty('Greeting');
  });
});

describe('lazyFrom', () => {
  it('renders a component whose chunk is already in at once, without the fallback', async () => {
    const { load, settle } = chunk();
    const loader = loadOnce(load);
    const Greeting = lazyFrom(loader, (module) => module.Greeting);
    const pending = loader();
    settle().resolve();
    await pending;
    const seen = vi.fn();
    render(
      <Suspense fallback={<Fallback seen={seen} />}>
        <Greeting name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(seen).not.toHaveBeenCalled();
  });

  it('suspends while the chunk is still loading, then shows the component', async () => {
    const { load, settle } = chunk();
    const Greeting = lazyFrom(loadOnce(load), (module) => module.Greeting);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => settle().resolve());
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('keeps a mounted instance (and its state) when the chunk arrives after it started lazy', async () => {
    const { load, settle } = chunk();
    const loader = loadOnce(load);
    const Counter = lazyFrom(loader, () =>
      function Count() {
        const [count, setCount] = useState(0);
        return (
          <button type="button" onClick={() => setCount(count + 1)}>
            {count}
          </button>
        );
      },
    );
    const { rerender } = render(
      <Suspense fallback={null}>
        <Counter />
      </Suspense>,
    );
    await act(async () => settle().resolve());
    const button = await screen.findByRole('button');
    await act(async () => button.click());
    rerender(
      <Suspense fallback={null}>
        <Counter />
      </Suspense>,
    );
    expect(screen.getByRole('button').textContent).toBe('1');
  });

  it('with a fallback, is its own Suspense boundary: the fallback while the chunk loads, then the component', async () => {
    const { load, settle } = chunk();
    const Greeting = lazyFrom(loadOnce(load), (module) => module.Greeting, { fallback: <p>Loading</p> });
    render(<Greeting name="Ada" />);
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => settle().resolve());
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });
});
