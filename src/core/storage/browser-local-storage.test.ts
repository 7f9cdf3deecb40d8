import { afterEach, describe, expect, it } from 'vitest';
import { browserLocalStorage } from './browser-local-storage';
import { createMemoryStorage } from './memory-storage';

const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'localStorage', original);
  else delete (globalThis as { localStorage?: Storage }).localStorage;
});

describe('browserLocalStorage', () => {
  it("is the page's localStorage where there is one", () => {
    const storage = createMemoryStorage();
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: storage });
    expect(browserLocalStorage()).toBe(storage);
  });

  it('is undefined where there is none (a server, a worker)', () => {
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: undefined });
    expect(browserLocalStorage()).toBeUndefined();
  });

  it('is undefined, and throws nothing, where reading it throws (a sandboxed frame, site data blocked)', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(browserLocalStorage()).toBeUndefined();
  });
});
