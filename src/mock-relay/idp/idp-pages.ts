/**
 * The IdP's HTML: the account picker a person (or an e2e test) clicks through, and the error
 * page. No script and no inline style anywhere, so the strict CSP below holds; the look comes
 * from `GET /idp/assets/picker.css`. Every interpolated value is HTML-escaped.
 */
import type { MockIdpAccount } from './idp-accounts';
import { authorizeParameterNames } from './authorize-request';

export const idpPageCsp = "default-src 'none'; style-src 'self'; form-action *";

/** Path of the stylesheet below the IdP root (`/idp/`). */
export const pickerCssPath = 'assets/picker.css';

export const pickerCss = `:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
main { width: min(26rem, calc(100vw - 2rem)); padding: 1.5rem; border: 1px solid GrayText; border-radius: 0.75rem; }
h1 { font-size: 1.25rem; margin: 0 0 0.5rem; }
ul { list-style: none; margin: 1rem 0; padding: 0; display: grid; gap: 0.5rem; }
li form { display: flex; align-items: center; gap: 0.75rem; flex-wrap: wrap; }
button { font: inherit; padding: 0.5rem 1rem; border-radius: 0.5rem; border: 1px solid ButtonBorder; background: ButtonFace; color: ButtonText; cursor: pointer; }
button:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
li button { min-width: 10rem; text-align: start; }
.email, .note { color: CanvasText; opacity: 0.75; font-size: 0.875rem; }
`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="../${pickerCssPath}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** An HTML response with the strict CSP (not cached, not framed). */
export function htmlResponse(html: string, status = 200): Response {
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': idpPageCsp,
      'Cache-Control': 'no-store',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
    },
  });
}

export interface PickerPageInput {
  providerName: string;
  accounts: readonly MockIdpAccount[];
  /** The authorize request's parameters, carried in hidden inputs. */
  params: URLSearchParams;
  /** Where the user will be sent back (shown to them). */
  redirectUri: string;
}

function hiddenInputs(params: URLSearchParams): string {
  return authorizeParameterNames
    .flatMap((name) => params.getAll(name).map((value) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`))
    .join('');
}

/** The account picker: one form per account (its button named after the person) and a Cancel form. */
export function renderPickerPage(input: PickerPageInput): string {
  const title = `Sign in to ${input.providerName} (mock)`;
  const hidden = hiddenInputs(input.params);
  const accounts = input.accounts
    .map((account) => {
      const emailId = `email-${account.id}`;
      return `<li><form method="post" action="authorize">${hidden}<button type="submit" name="account" value="${escapeHtml(account.id)}" aria-describedby="${escapeHtml(emailId)}">${escapeHtml(account.name)}</button> <span class="email" id="${escapeHtml(emailId)}">${escapeHtml(account.email)}</span></form></li>`;
    })
    .join('\n');
  const origin = new URL(input.redirectUri).origin;
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>Choose an account to continue to <strong>${escapeHtml(origin)}</strong>.</p>
<ul aria-label="Accounts">
${accounts}
</ul>
<form method="post" action="authorize">${hidden}<button type="submit" name="cancel" value="1">Cancel</button></form>
<p class="note">A mock identity provider for development and tests: no password, no real account.</p>`,
  );
}

/** The error page: what was wrong with the request (nothing is redirected). */
export function renderErrorPage(providerName: string, message: string): string {
  const title = `${providerName} sign-in error (mock)`;
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p role="alert">${escapeHtml(message)}</p>
<p class="note">The application sent a request this provider cannot accept, so you were not sent back to it.</p>`,
  );
}
