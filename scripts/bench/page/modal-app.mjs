/* global window, document, Element, MutationObserver, URLSearchParams, performance, requestAnimationFrame, fetch */
// The modal bench page: an app with <LoginModal> against the relay in `?relay=`, in React
// StrictMode unless `?strict=0`. It records, for the runner (window.benchMarks), the time from
// the click on the trigger to the first interactive screen: the dialog shows an enabled form field
// and holds the focus, and painted (the next animation frame after that DOM state).
import { createElement as h, StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import 'loginkit/styles.css';
import { LoginKitProvider, useSession } from 'loginkit/react';
import { LoginModal } from 'loginkit/ui';

const params = new URLSearchParams(window.location.search);
const relayUrl = params.get('relay');
const strict = params.get('strict') !== '0';
window.benchMarks = { opens: [] };

/** The first interactive screen: the dialog shows an enabled form field and holds the focus. */
function firstFieldReady() {
  const dialog = document.querySelector('dialog');
  if (!dialog) return false;
  return dialog.querySelector('input:not([disabled])') !== null && dialog.contains(document.activeElement);
}

// Click → first interactive screen, measured from the click event's timestamp.
document.addEventListener(
  'click',
  (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-bench-trigger]')) return;
    const clickedAt = event.timeStamp;
    const observer = new MutationObserver(() => {
      if (!firstFieldReady()) return;
      observer.disconnect();
      const ready = performance.now();
      requestAnimationFrame(() => setTimeout(() => window.benchMarks.opens.push({ domReady: ready - clickedAt, painted: performance.now() - clickedAt }), 0));
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  },
  true,
);

function SessionLine() {
  const { session, logout } = useSession();
  // For the runner (the slow-network bench logs out between a new and a returning user's login).
  useEffect(() => {
    window.benchLogout = logout;
  }, [logout]);
  return h('p', { 'data-testid': 'bench-session' }, session ? `session ${session.userId}` : 'signed out');
}

function App() {
  const [options, setOptions] = useState();
  useEffect(() => {
    fetch(`${relayUrl}/__mock/keys`)
      .then((response) => response.json())
      .then((trustedKeys) => setOptions({ authProxyUrl: relayUrl, authProxyConfigId: params.get('config') ?? 'demo', trustedKeys }));
  }, []);
  if (!options) return null;
  return h(
    LoginKitProvider,
    { options },
    h(SessionLine),
    h(LoginModal, { trigger: h('button', { type: 'button', 'data-bench-trigger': '' }, 'Log in'), locale: 'en' }),
  );
}

const root = createRoot(document.getElementById('root'));
root.render(strict ? h(StrictMode, null, h(App)) : h(App));
