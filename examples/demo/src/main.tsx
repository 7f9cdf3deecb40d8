import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'loginkit/styles.css';
import { DemoApp } from './demo-app';
import { readDemoSettings } from './demo-settings';
import { installDemoTestWallet } from './demo-test-wallet';

const settings = readDemoSettings(window.location.search);
if (settings.testWallet) installDemoTestWallet();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <DemoApp settings={settings} />
    </StrictMode>,
  );
}
