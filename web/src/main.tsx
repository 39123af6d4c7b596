import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './lib/i18n/i18n';
import './app/feature-catalogues';
import './styles.css';
import { App } from './app/app';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
