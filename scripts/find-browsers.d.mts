export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** What each engine needs, found or not: the executable's path, and how to point at it or install it. */
export function engineExecutables(): { engine: EngineName; what: string; envName: string; debianPackage: string; path: string | undefined }[];

/** The Firefox executable ($LOGINKIT_FIREFOX_EXECUTABLE, /usr/bin/firefox-esr), or undefined. */
export function findFirefox(): string | undefined;

/** WebKitWebDriver, MiniBrowser and Xvfb ($LOGINKIT_WEBKIT_DRIVER, $LOGINKIT_WEBKIT_BROWSER, $LOGINKIT_XVFB), or undefined for each one missing. */
export function findWebKit(): { driver: string | undefined; browser: string | undefined; xvfb: string | undefined };
