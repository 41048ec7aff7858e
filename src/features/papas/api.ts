import { baseApi } from '../../api/base-api';
import type {
  PackageApplicable,
  PackageCreateResult,
  PackageGuestResult,
  PackageInfo,
  PackageInput,
  PackageInputStep,
  PackageStartResult,
  PackageStatus,
} from '../../../contracts/generated/api';

export type { PackageInfo, PackageInput, PackageInputStep };

export interface CreatePackageArgs {
  papas: string;
  package: string;
  inputs: PackageInput[];
  returnUrl: string;
}

/**
 * The calls of the partner flow (001 §7). Creation, start and the poll are `silent`: the
 * package runner decides where their errors go (a qualification code → not_qualified, anything
 * else → the partner error page, a network error while polling → ignored).
 */
export const papasApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    packageInfo: build.query<PackageInfo, string>({
      query: (papas) => `/api/v2/papas/${encodeURIComponent(papas)}`,
      providesTags: (_result, _error, papas) => [{ type: 'Application', id: `papas:${papas}` }],
    }),
    applicable: build.query<PackageApplicable, string>({
      query: (papas) => `/api/v2/papas/${encodeURIComponent(papas)}/applicable`,
      keepUnusedDataFor: 0,
    }),
    createPackage: build.mutation<PackageCreateResult, CreatePackageArgs>({
      query: (body) => ({ url: '/api/v2/application/package', method: 'POST', body }),
      extraOptions: { silent: true },
      invalidatesTags: (_result, _error, { papas }) => [{ type: 'Application', id: 'LIST' }, { type: 'Application', id: `papas:${papas}` }],
    }),
    createGuestPackage: build.mutation<PackageGuestResult, Omit<CreatePackageArgs, 'returnUrl'> & { token: string }>({
      query: ({ token, ...body }) => ({ url: `/api/v2/application/package/guest/${encodeURIComponent(token)}`, method: 'POST', body }),
      extraOptions: { silent: true },
      invalidatesTags: (_result, _error, { papas }) => [{ type: 'Application', id: 'LIST' }, { type: 'Application', id: `papas:${papas}` }],
    }),
    startPackage: build.mutation<PackageStartResult, { id: string; returnUrl: string }>({
      query: ({ id, returnUrl }) => ({ url: `/api/v2/application/package/${encodeURIComponent(id)}`, method: 'POST', body: { returnUrl } }),
      extraOptions: { silent: true },
    }),
    packageStatus: build.query<PackageStatus, string>({
      query: (id) => `/api/v2/application/package/${encodeURIComponent(id)}`,
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { usePackageInfoQuery } = papasApi;
