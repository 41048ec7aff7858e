import { baseApi } from '../../api/base-api';
import type { QrcodeInfoEntry, ServiceQrInfo } from '../../../contracts/generated/api';
import { paths } from '../../config/paths';

/**
 * The bridge's same-origin static catalogue (spec 001 §7). Spec 001 §9 caches it forever: here
 * it is fetched once per visit and never refetched. Across visits the browser revalidates it
 * (no-cache + ETag, server/routes/bridge/index.ts; README "The bridge page" says why it is not
 * immutable). Public static files: no cookies are sent, and a failure is shown in place (with a
 * retry), never routed to an error page.
 */
const staticFile = (url: string) => ({ url, credentials: 'same-origin' as const });
const forever = { keepUnusedDataFor: Infinity, extraOptions: { silent: true } };

export const bridgeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    qrcodeInfo: build.query<QrcodeInfoEntry[], void>({ query: () => staticFile(paths.qrcodeInfo.getHref()), ...forever }),
    serviceQrInfo: build.query<ServiceQrInfo, void>({ query: () => staticFile(paths.serviceQrInfo.getHref()), ...forever }),
  }),
});

const once = { refetchOnMountOrArgChange: false } as const;
export const useQrcodeInfo = () => bridgeApi.useQrcodeInfoQuery(undefined, once);
export const useServiceQrInfo = () => bridgeApi.useServiceQrInfoQuery(undefined, once);
