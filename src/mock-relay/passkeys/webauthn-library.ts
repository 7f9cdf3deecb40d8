/**
 * `@simplewebauthn/server`, loaded on first use with a dynamic `import()`. It bundles for the
 * browser, but it is large (X.509 and ASN.1 code for attestation formats): loading it lazily
 * keeps the in-process handler light for Storybook pages that never touch a passkey.
 *
 * `reflect-metadata` is loaded first. The library imports it itself, but only from two helper
 * modules; browser bundlers wrap that CommonJS polyfill and run it where those helpers sit,
 * after `tsyringe` (used by `@peculiar/x509`) has already checked for it and thrown. Loading it
 * up front makes the order right in every bundle (Node does not need it, and it is harmless there).
 */
import type * as WebauthnServer from '@simplewebauthn/server';
import type * as WebauthnHelpers from '@simplewebauthn/server/helpers';

export interface WebauthnLibrary {
  server: typeof WebauthnServer;
  helpers: typeof WebauthnHelpers;
}

let loading: Promise<WebauthnLibrary> | undefined;

async function load(): Promise<WebauthnLibrary> {
  await import('reflect-metadata');
  const [server, helpers] = await Promise.all([import('@simplewebauthn/server'), import('@simplewebauthn/server/helpers')]);
  return { server, helpers };
}

/** The library (one load per process; a failed load is retried on the next call). */
export function loadWebauthnLibrary(): Promise<WebauthnLibrary> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
