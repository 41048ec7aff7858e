import { baseApi } from '../../api/base-api';
import type { CredentialOffer, WalletCredential } from '../../../contracts/generated/api';
import type { TypeMetadata } from './vc-logic';

/**
 * The 전자증명 (VC) view's calls: the document's credential as the wallet holds it (bound to this
 * device's key), its type metadata at the vct, and an offer of it to another wallet. Their
 * failures are the view's own to show (the PDF view is unaffected): silent to the error router.
 */
export const vcApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    walletCredential: build.query<WalletCredential, string>({
      query: (documentId) => `/api/v2/inbox/${encodeURIComponent(documentId)}/credential`,
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    credentialType: build.query<TypeMetadata, string>({
      query: (path) => path,
      extraOptions: { silent: true },
      keepUnusedDataFor: 3600,
    }),
    credentialOffer: build.mutation<CredentialOffer, string>({
      query: (documentId) => ({ url: `/api/v2/inbox/${encodeURIComponent(documentId)}/credential-offer`, method: 'POST' }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useWalletCredentialQuery, useCredentialTypeQuery, useCredentialOfferMutation } = vcApi;
