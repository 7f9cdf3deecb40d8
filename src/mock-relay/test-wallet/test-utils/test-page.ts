import { Window as HappyDomWindow } from 'happy-dom';

/** A happy-dom page for the test wallet's tests (node environment), typed as the DOM's Window. */
export function testPage(url = 'https://app.example'): Window & typeof globalThis {
  return new HappyDomWindow({ url }) as unknown as Window & typeof globalThis;
}

/** Rejection of `promise` as `{ code, message }` (fails if it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    const { code, message } = error as { code: number; message: string };
    return { code, message };
  }
  throw new Error('expected a rejection');
}
