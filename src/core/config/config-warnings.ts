/**
 * The development-build warning about local options the relay's configuration overrode: one
 * `console.warn` per configuration load, listing every difference. Silent in production builds.
 */

/**
 * True in a development build. Bundlers replace `process.env.NODE_ENV` with a literal (Vite,
 * webpack, esbuild, Rollup's replace plugin), so the check costs nothing at run time and is
 * removed from production bundles. Where nothing replaced it and there is no `process` (a
 * browser loading the library unbundled), it reads as production: silent.
 */
export function isDevelopmentBuild(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

/**
 * Warns once about the differences between local options and the relay's configuration.
 * `warnings`: `true` forces the warning, `false` silences it, undefined follows the build.
 * Returns whether it warned.
 */
export function warnConfigDifferences(differences: readonly string[], warnings: boolean | undefined, warn: (message: string) => void = defaultWarn): boolean {
  if (differences.length === 0 || !(warnings ?? isDevelopmentBuild())) return false;
  const lines = differences.map((line) => `  - ${line}`).join('\n');
  warn(`[loginkit] the local options and the relay configuration (wallet_kit_config) disagree; the relay's configuration applies:\n${lines}`);
  return true;
}

function defaultWarn(message: string): void {
  // The development-build warning the option `warnings` is about.
  // eslint-disable-next-line no-console
  console.warn(message);
}
