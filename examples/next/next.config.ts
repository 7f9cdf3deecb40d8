import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

// The repository root: loginkit resolves from here by its package name (the root package.json's
// `exports`, pointing at the built dist/), as it does from an app's node_modules/loginkit.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export const nextConfig: NextConfig = {
  // Files outside this folder (dist/, node_modules/) belong to the same project.
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  devIndicators: false,
};

export default nextConfig;
