/** An existing Chromium executable for Playwright, or undefined when none is found. */
export function findChromium(): string | undefined;
