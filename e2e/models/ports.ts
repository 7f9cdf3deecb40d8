// The e2e servers' ports, one place for playwright.config.ts and the specs. Overridable so that
// several copies of the tree can run their e2e suites side by side; the derived ones follow the
// demo's and the relay's, so moving those two moves everything.

/** The main mock relay; `scripts/start.mjs --e2e` also uses the two ports above it. */
export const relayPort = Number(process.env.LOGINKIT_E2E_RELAY_PORT ?? 8787);
/** The demo app, built in production mode (`scripts/start.mjs --e2e --built`). */
export const demoPort = Number(process.env.LOGINKIT_E2E_DEMO_PORT ?? 5173);
/** The production-built demo under a strict Content-Security-Policy (e2e/csp.spec.ts). */
export const cspPort = Number(process.env.LOGINKIT_E2E_CSP_PORT ?? demoPort + 2);
/** examples/custom-ui (e2e/custom-ui.spec.ts) and its own mock relay. */
export const customUiPort = Number(process.env.LOGINKIT_E2E_CUSTOM_UI_PORT ?? demoPort + 3);
export const customUiRelayPort = Number(process.env.LOGINKIT_E2E_CUSTOM_UI_RELAY_PORT ?? relayPort + 3);
/** examples/next in production mode (e2e/next-example.spec.ts, scripts/start-next-example.mjs) and its own mock relay. */
export const nextPort = Number(process.env.LOGINKIT_E2E_NEXT_PORT ?? demoPort + 4);
export const nextRelayPort = Number(process.env.LOGINKIT_E2E_NEXT_RELAY_PORT ?? relayPort + 4);
/** The mock relay with bot protection on (`captchaSiteKey`; e2e/captcha.spec.ts, the engines' captcha flow), started by `scripts/start.mjs --e2e`. */
export const captchaRelayPort = Number(process.env.LOGINKIT_E2E_CAPTCHA_RELAY_PORT ?? relayPort + 5);
/** Its site key: the test widget (`/__mock/captcha/api.js`) issues tokens for it. */
export const captchaSiteKey = 'e2e-captcha-site-key';
/**
 * A new Vite app built from the packed tarball (scripts/start-vite-app.mjs, e2e/vite-app.spec.ts)
 * and the mock relay its `mockRelay` option points at (the package's CLI). Above the demo's block:
 * the relay's ports from relay + 6 on are the demo's in scripts/pick-ports.mjs's blocks.
 */
export const viteAppPort = Number(process.env.LOGINKIT_E2E_VITE_APP_PORT ?? demoPort + 6);
export const viteAppRelayPort = Number(process.env.LOGINKIT_E2E_VITE_APP_RELAY_PORT ?? demoPort + 7);
