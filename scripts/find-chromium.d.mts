/** An existing Chromium executable for Playwright, or undefined when none is found. */
export function findChromium(): string | undefined;

/** Chromium launch options shared by the Playwright configs: the found executable and flags for headless CI boxes. */
export function chromiumLaunchOptions(): { executablePath?: string; args: string[] };
