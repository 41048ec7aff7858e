import { baseApi } from '../api/base-api';
import type { ExternalChanneling, ExternalChannelingResult } from '../api/generated/api';
import type { ApplicationSnapshot } from './machine';

/** The calls of the issue runner (spec 000 §7; docs/api.md "Calls of issue 4"). */
export interface CreateApplicationBody {
  data: Record<string, unknown>;
  returnUrl: string;
  noCallback: true;
}
export interface CreateApplicationResult {
  code: 'REDIRECT' | string;
  url: string | null;
  id: string;
}
export interface StartApplicationResult {
  applicationState: string;
  url: string | null;
  message: string | null;
}
export interface QrPassResult {
  url: string;
  qrPassName: string;
  urlExposureType: string;
}

export const runnerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createApplication: build.mutation<CreateApplicationResult, CreateApplicationBody>({
      query: (body) => ({ url: '/api/v2/application', method: 'POST', body }),
      invalidatesTags: [{ type: 'Application', id: 'LIST' }],
    }),
    createExternalApplication: build.mutation<ExternalChannelingResult, ExternalChanneling>({
      query: (body) => ({ url: '/api/v2/application/channeling/external', method: 'POST', body }),
      invalidatesTags: [{ type: 'Application', id: 'LIST' }],
    }),
    createGuestApplication: build.mutation<{ id: string }, { token: string; data: Record<string, unknown> }>({
      query: ({ token, data }) => ({ url: `/api/v2/application/guest/${encodeURIComponent(token)}`, method: 'POST', body: { data } }),
      invalidatesTags: [{ type: 'Application', id: 'LIST' }],
    }),
    startApplication: build.mutation<StartApplicationResult, string>({
      query: (id) => ({ url: `/api/v2/application/${encodeURIComponent(id)}`, method: 'POST' }),
    }),
    /** The polling call: errors are the runner's to handle (network errors are ignored, §4.5). */
    application: build.query<ApplicationSnapshot, string>({
      query: (id) => `/api/v2/application/${encodeURIComponent(id)}`,
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    createQrPass: build.mutation<QrPassResult, { documentId: string; qrPassCode: string; institutionCode: string }>({
      query: (body) => ({ url: '/api/v1/qr-pass', method: 'POST', body }),
    }),
  }),
});
