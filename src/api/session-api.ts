import { baseApi } from './base-api';
import type { CheckResult, User, UserStatus, WalletAndDevice } from './types';

/** The calls of the startup checks and the signed-in user, shared by every feature. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    serverCheck: build.query<CheckResult, void>({ query: () => '/api/check' }),
    walletAndDevice: build.query<WalletAndDevice, void>({
      query: () => '/api/check/wallet-and-device',
      providesTags: ['Wallet'],
    }),
    user: build.query<User, void>({ query: () => '/api/v1/user', providesTags: ['User', 'Wallet'] }),
    userStatus: build.query<UserStatus, void>({ query: () => '/api/v1/user/status', providesTags: ['User'] }),
  }),
});

export const { useServerCheckQuery, useWalletAndDeviceQuery, useUserQuery, useUserStatusQuery } = sessionApi;

/** Reads the startup check's answer without subscribing: an errored query would refetch on every new subscriber. */
export const useWalletState = () => sessionApi.endpoints.walletAndDevice.useQueryState(undefined);
