import { baseApi } from '../../api/base-api';

export const walletApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changeDevice: build.mutation<{ changed: boolean }, void>({
      query: () => ({ url: '/api/v1/user/device', method: 'PUT' }),
      invalidatesTags: ['Wallet', 'User'],
    }),
    deleteWallet: build.mutation<{ deleted: boolean }, void>({
      query: () => ({ url: '/api/v1/user/wallet-address', method: 'DELETE' }),
      invalidatesTags: ['Wallet', 'User', 'Inbox', 'Distribution'],
    }),
  }),
});

export const { useChangeDeviceMutation, useDeleteWalletMutation } = walletApi;
