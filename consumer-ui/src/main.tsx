import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './lib/i18n';
import { readLandingParams } from './lib/landing';
import './index.css';

readLandingParams();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
