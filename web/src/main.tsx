import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SiteHeading } from './site-heading';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <SiteHeading />
    </StrictMode>,
  );
}
