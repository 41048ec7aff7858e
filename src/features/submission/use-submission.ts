import { useEffect, useReducer, useRef, useState, type Dispatch } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { baseApi, errorCodeOf, newIdempotencyKey } from '../../api/base-api';
import { paths } from '../../config/paths';
import { agreementResultKey, useAskAgainAfterReload, useAskLayer } from '../../lib/layer-results';
import { getBridge } from '../../lib/messenger-bridge';
import { hideLoading, showLoading } from '../../ui/loading-overlay';
import {
  GONE_DOCUMENT_CODES,
  useLazyWalletLookupQuery,
  useSubmissionDocumentsQuery,
  useSubmitMutation,
  WALLET_FIELD_CODES,
  type GoneDocumentCode,
  type Recipient,
} from './api';
import { AGENCY_RESULT_KEY } from './agency-result';
import { completeStateFor } from './complete-state';
import {
  addressFromQr,
  addressToLookUp,
  initialSubmission,
  submissionReducer,
  type SubmissionEvent,
  type SubmissionMethod,
  type WalletError,
} from './submission-state';

const SUBMISSION_TERMS = ['SUBMISSION'];
const SESSION_KEY = 'jigap:submission-documents';

/** The documents to submit: `?documentIds=` (the inbox's Submit), kept for the session so a layer or a reload keeps them. */
function useDocumentIds(): string[] {
  const [search] = useSearchParams();
  const [ids] = useState<string[]>(() => {
    const fromUrl = search.getAll('documentIds').filter(Boolean);
    if (fromUrl.length > 0) {
      sessionStorage.setItem(SESSION_KEY, JSON.stringify(fromUrl));
      return [...new Set(fromUrl)];
    }
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '[]');
      return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  });
  return ids;
}

/** Why the documents cannot be submitted at all: one of them is gone (deleted, expired, not found), else null. */
function goneCodeOf(error: unknown): GoneDocumentCode | null {
  const code = errorCodeOf(error);
  return (GONE_DOCUMENT_CODES as readonly string[]).includes(code ?? '') ? (code as GoneDocumentCode) : null;
}

/** One Idempotency-Key per submission intent: a retry of the same submission replays, never records twice. */
function useIntentKey() {
  const keys = useRef(new Map<string, string>());
  return (intent: string) => {
    let key = keys.current.get(intent);
    if (!key) {
      key = newIdempotencyKey();
      keys.current.set(intent, key);
    }
    return key;
  };
}

/** The documents to submit as the server has them now, and the way back to the inbox. */
function useSubmissionDocuments() {
  const documentIds = useDocumentIds();
  const navigate = useNavigate();
  const reduxDispatch = useDispatch();
  const documents = useSubmissionDocumentsQuery(documentIds, { skip: documentIds.length === 0 });
  const gone = documents.isError ? goneCodeOf(documents.error) : null;
  // A document deleted or expired since it was chosen: the inbox behind is refreshed (000 §8.4).
  useEffect(() => {
    if (gone) reduxDispatch(baseApi.util.invalidateTags([{ type: 'Inbox', id: 'LIST' }]));
  }, [gone, reduxDispatch]);
  const goInbox = () => {
    sessionStorage.removeItem(SESSION_KEY);
    navigate(paths.home.getHref('inbox'), { replace: true });
  };
  return { documentIds, documents, gone, goInbox };
}

/** The wallet address's lookup. Blur and Confirm can both ask for the same address in one tap: it is looked up once. */
function useWalletLookup(dispatch: Dispatch<SubmissionEvent>) {
  const [lookup, lookupState] = useLazyWalletLookupQuery();
  const lastLookup = useRef<string | null>(null);
  const lookUp = async (address: string | null) => {
    if (!address || address === lastLookup.current) return;
    lastLookup.current = address;
    dispatch({ type: 'lookup', address });
    try {
      const recipient = await lookup(address).unwrap();
      dispatch({ type: 'found', address, recipient });
    } catch (error) {
      const code = errorCodeOf(error);
      const known = (WALLET_FIELD_CODES as readonly string[]).includes(code ?? '') ? (code as WalletError) : null;
      dispatch({ type: 'failed', address, error: known });
      if (!known) lastLookup.current = null;
    }
  };
  const forget = () => {
    lastLookup.current = null;
  };
  return { lookUp, forget, looking: lookupState.isFetching };
}

/** Submits the documents to the target, then the complete page; a document gone meanwhile is read again. */
function useSend(documentIds: string[], refetchDocuments: () => void) {
  const navigate = useNavigate();
  const [submit] = useSubmitMutation();
  const intentKey = useIntentKey();
  return async (target: Recipient, agreed: boolean) => {
    const body = { agreed, documentIds, receiverAddress: target.address };
    showLoading();
    try {
      const result = await submit({ ...body, idempotencyKey: intentKey(JSON.stringify(body)) }).unwrap();
      sessionStorage.removeItem(SESSION_KEY);
      navigate(paths.submissionComplete.getHref(), { replace: true, state: completeStateFor(result, target) });
    } catch (error) {
      // The error router has told the user (popup or page). A document deleted or expired
      // meanwhile: the documents are read again, so the page shows which state it is in.
      if (goneCodeOf(error)) refetchDocuments();
    } finally {
      hideLoading();
    }
  };
}

/** The target: an organisation from the agency layer, or a wallet address typed or scanned and looked up. */
function useTarget() {
  const ask = useAskLayer();
  const [state, dispatch] = useReducer(submissionReducer, initialSubmission);
  const [keypadOpen, setKeypadOpen] = useState(false);
  const wallet = useWalletLookup(dispatch);
  const input = useRef<HTMLInputElement>(null);
  const searchAgency = async () => {
    const recipient = await ask<Recipient>(AGENCY_RESULT_KEY, 'agency');
    if (recipient) dispatch({ type: 'agency', recipient });
  };
  const typeAddress = (text: string) => {
    wallet.forget();
    dispatch({ type: 'address', text });
  };
  const scan = async () => {
    const text = await getBridge().startQrScan();
    if (!text) return;
    const address = addressFromQr(text);
    typeAddress(address);
    void wallet.lookUp(address.trim() || null);
  };
  const leaveAddress = () => {
    setKeypadOpen(false);
    void wallet.lookUp(addressToLookUp(state));
  };
  const confirmAddress = () => {
    leaveAddress();
    input.current?.blur();
  };
  const chooseMethod = (method: SubmissionMethod) => dispatch({ type: 'method', method });
  useAskAgainAfterReload('agency', AGENCY_RESULT_KEY, () => void searchAgency());
  const focusAddress = () => setKeypadOpen(true);
  return { state, keypadOpen, looking: wallet.looking, input, chooseMethod, searchAgency, scan, typeAddress, focusAddress, leaveAddress, confirmAddress };
}

export type SubmissionTarget = ReturnType<typeof useTarget>;

/** /submission's state and actions (001 §2.2, §4.2); the reducer is submission-state.ts. */
export function useSubmission() {
  const navigate = useNavigate();
  const ask = useAskLayer();
  const docs = useSubmissionDocuments();
  const target = useTarget();
  const send = useSend(docs.documentIds, () => void docs.documents.refetch());
  const next = async () => {
    const chosen = target.state.target;
    if (!chosen) return;
    if (!chosen.needAgreement) {
      await send(chosen, false);
      return;
    }
    const agreed = await ask(agreementResultKey(SUBMISSION_TERMS), 'agreement', { types: SUBMISSION_TERMS, path: paths.submission.path, receiverName: chosen.name });
    if (agreed !== null) await send(chosen, true);
  };
  // A reload on the agreement layer: ask again, so its outcome still reaches the page.
  useAskAgainAfterReload('agreement', agreementResultKey(SUBMISSION_TERMS), () => void next());
  const close = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(paths.home.getHref('inbox'), { replace: true });
  };
  return { ...docs, target, next, close };
}
