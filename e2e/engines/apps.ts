import { cspPort, demoPort, nextPort, nextRelayPort, relayPort } from '../models/ports';
import type { EnginePage } from './driver';
import { LoginPageModel } from './models/login-page';

export const relayUrl = `http://127.0.0.1:${relayPort}`;

/** An app the flows log into: where it is, the relay whose mailbox has its codes, and its page model. */
export interface AppUnderTest {
  name: string;
  /** localhost, not 127.0.0.1: WebAuthn needs a domain as its relying party id. */
  baseUrl: string;
  relayUrl: string;
  model(page: EnginePage): LoginPageModel;
  /** Why the app, which should be there, is not (the flows for it fail, saying so): it did not start. */
  broken?: string;
}

const loginPage = (baseUrl: string) => (page: EnginePage) => new LoginPageModel(page, baseUrl);

/** The demo (Vite dev server) against the main mock relay: every flow runs on it. */
export const demo: AppUnderTest = { name: 'demo', baseUrl: `http://localhost:${demoPort}/`, relayUrl, model: loginPage(`http://localhost:${demoPort}/`) };

/** The demo built for production, served under a strict Content-Security-Policy (scripts/serve-demo-csp.mjs). */
export const cspDemo: AppUnderTest = { name: 'demo under a strict CSP', baseUrl: `http://localhost:${cspPort}/`, relayUrl, model: loginPage(`http://localhost:${cspPort}/`) };

/** scripts/e2e-engines.mjs says whether it started the Next.js example (`started`), or why not. */
const nextStatus = process.env.LOGINKIT_E2E_NEXT ?? 'not started: run the engines through `node scripts/e2e-engines.mjs`';

/** The apps the email-code flow logs into, one line each. */
export const apps: AppUnderTest[] = [
  demo,
  {
    name: 'Next.js example',
    baseUrl: `http://localhost:${nextPort}/`,
    relayUrl: `http://127.0.0.1:${nextRelayPort}`,
    model: loginPage(`http://localhost:${nextPort}/`),
    ...(nextStatus === 'started' ? {} : { broken: nextStatus }),
  },
];
