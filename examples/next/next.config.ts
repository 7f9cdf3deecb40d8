import type { NextConfig } from 'next';

// Nothing loginkit needs: `loginkit/react` and `loginkit/ui` are client entries ("use client") by
// themselves. In this repository `loginkit` resolves by its package name to the repository's
// built dist/ (the root package.json's `exports`), which Next finds from the project root it
// infers from the repository's package-lock.json.
export const nextConfig: NextConfig = {
  devIndicators: false,
};

export default nextConfig;
