import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import '../styles/global.scss';
import { createStore } from './store';
import { AppRouter } from './router';
import { reportError } from '../api/error-reporter';

// A page of ours that ends up inside a frame (the simulated portal returning to the wallet after
// the identity check) takes over the whole window, so the issue runner resumes at the top level.
if (window.top && window.top !== window.self) {
  try {
    if (window.top.location.origin === window.location.origin) window.top.location.replace(window.location.href);
  } catch {
    // A foreign parent: stay framed (frame-ancestors limits who can embed us).
  }
}

const store = createStore();

window.addEventListener('error', (event) => reportError('error', String(event.message)));
window.addEventListener('unhandledrejection', (event) => reportError('error', String(event.reason)));

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <AppRouter />
    </Provider>
  </StrictMode>,
);
