import { baseApi } from '../api/base-api';
import type {
  Application,
  ApplicationCreate,
  ApplicationCreateResult,
  ApplicationStartResult,
  ExternalChanneling,
  ExternalChannelingResult,
  GuestApplication,
  GuestApplicationResult,
} from '../../contracts/generated/api';

/** The calls of the issue runner (spec 000 §7; docs/api.md), typed by the API contract. */
export const runnerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createApplication: build.mutation<ApplicationCreateResult, ApplicationCreate>({
      query: (body) => ({ url: '/api/v2/application', method: 'POST', body }),
      invalidatesTags: [{ type: 'Application', id: 'LIST' }],
    }),
    createExternalApplication: build.mutation<ExternalChannelingResult, ExternalChanneling>({
      query: (body) => ({ url: '/api/v2/application/channeling/external', method: 'POST', body }),
      invalidatesTags: [{ type: 'Application', id: 'LIST' }],
    }),
    createGuestApplication: build.mutation<GuestApplicationResult, GuestApplication & { token: string }>({
      query: ({ token, ...body }) => ({ url: `/api/v2/application/guest/${encodeURIComponent(token)}`, method: 'POST', body }),
      invalidatesTags: [{ type: 'Application', id: 'LIST' }],
    }),
    startApplication: build.mutation<ApplicationStartResult, string>({
      query: (id) => ({ url: `/api/v2/application/${encodeURIComponent(id)}`, method: 'POST' }),
    }),
    /** The polling call: errors are the runner's to handle (network errors are ignored, §4.5). */
    application: build.query<Application, string>({
      query: (id) => `/api/v2/application/${encodeURIComponent(id)}`,
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
  }),
});
