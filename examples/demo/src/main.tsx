import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'loginkit/styles.css';
import { DemoApp } from './demo-app';
import { readDemoSettings } from './demo-settings';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <DemoApp settings={readDemoSettings(window.location.search)} />
    </StrictMode>,
  );
}
