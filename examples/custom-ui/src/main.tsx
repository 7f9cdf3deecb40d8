import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'loginkit/styles.css';
import { CustomUiApp } from './custom-ui-app';

const params = new URLSearchParams(window.location.search);
const relayUrl = params.get('relay') ?? import.meta.env.VITE_LOGINKIT_RELAY_URL ?? 'http://127.0.0.1:8788';
const configId = params.get('configId') ?? import.meta.env.VITE_LOGINKIT_CONFIG_ID ?? 'custom-ui';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <CustomUiApp relayUrl={relayUrl} configId={configId} />
    </StrictMode>,
  );
}
