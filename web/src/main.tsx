import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppBrowserRouter } from './app/browser-router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const app = (
  <StrictMode>
    <AppBrowserRouter>
      <App />
    </AppBrowserRouter>
  </StrictMode>
);

// A prerendered page (scripts/prerender.mjs) arrives with its HTML in #root: hydrate it. The SPA shell
// (index.html, every other path) arrives empty: render.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
