import './lib/csp-nonce';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/index.css';
import { App } from './app/App';
import { preloadPage, startPath } from './app/router';
import { initI18n } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Start-up in four tasks, none of them long on a phone's CPU: this module's evaluation (the libraries), then
 * i18next's set-up, then the page's code and words start loading (the checkout of an empty cart starts on the cart,
 * see startPath), then React takes over #root. The browser has the main thread between them.
 */
setTimeout(() => initI18n());
setTimeout(() => {
  const start = startPath(window.location.pathname);
  if (start !== window.location.pathname) window.history.replaceState(null, '', start);
  preloadPage(start);
});
setTimeout(() => {
  // The first render is a transition: React renders in slices and yields to the browser between them, so starting
  // the app is many short tasks instead of one long one (the server-written page stays on screen until it commits).
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
