import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { baseApi } from './base-api';

/** The store's dispatch as features see it (they never import src/app). */
export type ApiState = { api: ReturnType<typeof baseApi.reducer> };
export type ApiDispatch = ThunkDispatch<ApiState, unknown, UnknownAction>;
export const useApiDispatch: () => ApiDispatch = useDispatch;
