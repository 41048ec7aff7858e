import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';

/** A fresh store with the one api, for one test (features may not import src/app/store.ts). */
export function createTestStore() {
  return configureStore({ reducer: { [baseApi.reducerPath]: baseApi.reducer }, middleware: (getDefault) => getDefault().concat(baseApi.middleware) });
}
