import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/base-api';

/** A factory, so every test gets a fresh store. */
export function createStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>, extra?: { answers?: Record<string, unknown> }) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as ReturnType<typeof rootReducer> | undefined,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

function rootReducer(state: { api: ReturnType<typeof baseApi.reducer> } | undefined, action: Parameters<typeof baseApi.reducer>[1]) {
  return { api: baseApi.reducer(state?.api, action) };
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
