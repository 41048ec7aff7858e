import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import '../styles/global.scss';
import { createStore } from './store';
import { AppRouter } from './router';
import { reportError } from '../api/error-reporter';

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
