import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import '../styles/global.scss';
import { createStore } from './store';
import { AppRouter, preloadFirstPage } from './router';
import { boot } from './boot';

boot();
preloadFirstPage(window.location.pathname);

const store = createStore();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <AppRouter />
    </Provider>
  </StrictMode>,
);
