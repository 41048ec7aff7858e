import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Outlet, useNavigate, useSearchParams } from 'react-router';
import { baseApi, errorCodeOf, newIdempotencyKey } from '../../api/base-api';
import type { InboxDocument } from '../../api/types';
import { paths } from '../../config/paths';
import { useClickGuard } from '../../lib/click-guard';
import { agreementResultKey, useAskAgainAfterReload, useAskLayer } from '../../lib/layer-results';
import { getBridge } from '../../lib/messenger-bridge';
import { remainingDaysLabel } from '../../lib/dates';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { BackIcon, ChevronIcon, QrIcon, SearchIcon } from '../../ui/icons';
import { hideLoading, showLoading } from '../../ui/loading-overlay';
import { IconButton, PageHeader } from '../../ui/page';
import { SkeletonList } from '../../ui/skeleton';
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
import { submissionMessages as m } from './messages';
import {
  addressFromQr,
  addressToLookUp,
  canSubmit,
  documentProblem,
  initialSubmission,
  primaryButton,
  submissionReducer,
  toneOf,
  type SubmissionMethod,
  type WalletError,
} from './submission-state';
import styles from './submission.module.scss';
import { useDocumentTitle } from '../../lib/document-title';

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

/** /submission (001 §2.2, §4.2): the method, the target, the documents, and Submit or Next. */
export function SubmissionPage() {
  const documentIds = useDocumentIds();
  const navigate = useNavigate();
  const ask = useAskLayer();
  const guard = useClickGuard();
  const documents = useSubmissionDocumentsQuery(documentIds, { skip: documentIds.length === 0 });
  const gone = documents.isError ? goneCodeOf(documents.error) : null;
  const reduxDispatch = useDispatch();
  const [state, dispatch] = useReducer(submissionReducer, initialSubmission);
  const [keypadOpen, setKeypadOpen] = useState(false);
  const [lookup, lookupState] = useLazyWalletLookupQuery();
  const [submit] = useSubmitMutation();
  const intentKey = useIntentKey();
  const input = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const errorId = useId();

  useDocumentTitle(m.documentTitle);

  // A document deleted or expired since it was chosen: the inbox behind is refreshed (000 §8.4).
  useEffect(() => {
    if (gone) reduxDispatch(baseApi.util.invalidateTags([{ type: 'Inbox', id: 'LIST' }]));
  }, [gone, reduxDispatch]);

  const goInbox = () => {
    sessionStorage.removeItem(SESSION_KEY);
    navigate(paths.home.getHref('inbox'), { replace: true });
  };

  // Blur and Confirm can both ask for the same address in one tap: it is looked up once.
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

  const chooseMethod = (method: SubmissionMethod) => dispatch({ type: 'method', method });

  const searchAgency = async () => {
    const recipient = await ask<Recipient>(AGENCY_RESULT_KEY, 'agency');
    if (recipient) dispatch({ type: 'agency', recipient });
  };

  const scan = async () => {
    const text = await getBridge().startQrScan();
    if (!text) return;
    const address = addressFromQr(text);
    lastLookup.current = null;
    dispatch({ type: 'address', text: address });
    void lookUp(address.trim() || null);
  };

  const confirmAddress = () => {
    setKeypadOpen(false);
    void lookUp(addressToLookUp(state));
    input.current?.blur();
  };

  const send = async (target: Recipient, agreed: boolean) => {
    const body = { agreed, documentIds, receiverAddress: target.address };
    showLoading();
    try {
      const result = await submit({ ...body, idempotencyKey: intentKey(JSON.stringify(body)) }).unwrap();
      sessionStorage.removeItem(SESSION_KEY);
      navigate(paths.submissionComplete.getHref(), { replace: true, state: completeStateFor(result, target) });
    } catch (error) {
      // The error router has told the user (popup or page). A document deleted or expired
      // meanwhile: the documents are read again, so the page shows which state it is in.
      if (goneCodeOf(error)) void documents.refetch();
    } finally {
      hideLoading();
    }
  };

  const next = async () => {
    const target = state.target;
    if (!target) return;
    if (!target.needAgreement) {
      await send(target, false);
      return;
    }
    const agreed = await ask(agreementResultKey(SUBMISSION_TERMS), 'agreement', { types: SUBMISSION_TERMS, path: paths.submission.path, receiverName: target.name });
    if (agreed !== null) await send(target, true);
  };
  // A reload on one of the page's layers: ask again, so the layer's outcome still reaches the page.
  useAskAgainAfterReload('agency', AGENCY_RESULT_KEY, () => void searchAgency());
  useAskAgainAfterReload('agreement', agreementResultKey(SUBMISSION_TERMS), () => void next());

  const close = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(paths.home.getHref('inbox'), { replace: true });
  };

  const button = primaryButton(state, keypadOpen);
  const loaded = documents.data ?? [];
  const ready = canSubmit(state, loaded);
  const showForm = documentIds.length > 0 && !documents.isError;
  const inboxButton = (
    <Button variant="secondary" onClick={guard('link', goInbox)}>
      {m.goInbox}
    </Button>
  );

  return (
    <div className={styles.page}>
      <PageHeader title={m.pageTitle} left={<IconButton label={m.back} icon={<BackIcon />} onClick={guard('link', close)} />} />
      {documentIds.length === 0 ? (
        <EmptyState title={m.noDocuments} description={m.noDocumentsHint} action={inboxButton} />
      ) : gone ? (
        <div role="alert">
          <EmptyState title={m.gone[gone]} description={m.goneHint} action={inboxButton} />
        </div>
      ) : documents.isError ? (
        <EmptyState
          title={m.loadFailed}
          action={
            <Button variant="secondary" onClick={guard('api', () => void documents.refetch())}>
              {m.retry}
            </Button>
          }
        />
      ) : (
        <main className={styles.main}>
          <h2 className={styles.heading}>{m.heading}</h2>
          <div role="radiogroup" aria-label={m.methodLabel} className={styles.methods}>
            <MethodCard method="agency" current={state.method} onChoose={chooseMethod} title={m.methodAgency} hint={m.methodAgencyHint} number={1} />
            {state.method === 'agency' && (
              <div className={styles.detail}>
                <button type="button" className={styles.agencyButton} onClick={guard('layer', searchAgency)}>
                  {state.target ? (
                    <span className={styles.targetText}>
                      <span className={styles.targetName}>{state.target.name}</span>
                      <span className={styles.targetMeta}>
                        {m.types[state.target.type]}
                        {state.target.region ? ` · ${state.target.region}` : ''}
                      </span>
                    </span>
                  ) : (
                    <span className={styles.placeholder}>
                      <SearchIcon size={20} /> {m.searchAgency}
                    </span>
                  )}
                  {state.target ? <span className={styles.change}>{m.changeAgency}</span> : <ChevronIcon />}
                </button>
                {state.target?.needAgreement && <p className={styles.note}>{m.needAgreement}</p>}
              </div>
            )}
            <MethodCard method="wallet" current={state.method} onChoose={chooseMethod} title={m.methodWallet} hint={m.methodWalletHint} number={2} />
            {state.method === 'wallet' && (
              <div className={styles.detail}>
                {/* The scan button sits by the label: the field keeps its whole width for a 20-character address at 360 px. */}
                <div className={styles.fieldHead}>
                  <label htmlFor={fieldId} className={styles.fieldLabel}>
                    {m.addressLabel}
                  </label>
                  <button type="button" className={styles.scan} onClick={guard('api', scan)}>
                    <QrIcon size={20} />
                    {m.scanQr}
                  </button>
                </div>
                <div className={state.error ? `${styles.field} ${styles.invalid}` : styles.field}>
                  <input
                    id={fieldId}
                    ref={input}
                    className={styles.input}
                    value={state.address}
                    placeholder={m.addressPlaceholder}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    maxLength={100}
                    enterKeyHint="done"
                    aria-invalid={state.error ? true : undefined}
                    aria-describedby={state.error ? errorId : undefined}
                    onFocus={() => setKeypadOpen(true)}
                    onBlur={() => {
                      setKeypadOpen(false);
                      void lookUp(addressToLookUp(state));
                    }}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') confirmAddress();
                    }}
                    onChange={(event) => {
                      lastLookup.current = null;
                      dispatch({ type: 'address', text: event.target.value });
                    }}
                  />
                </div>
                {state.error ? (
                  <p id={errorId} className={styles.error} role="alert">
                    {m[state.error]}
                  </p>
                ) : lookupState.isFetching ? (
                  <p className={styles.hint} role="status">
                    {m.lookingUp}
                  </p>
                ) : state.target ? (
                  <p className={styles.found} role="status">
                    {m.foundLabel} <span className={styles.targetName}>{state.target.name}</span> · {m.types[state.target.type]}
                  </p>
                ) : null}
                {state.target?.needAgreement && <p className={styles.note}>{m.needAgreement}</p>}
              </div>
            )}
          </div>

          <section className={styles.documents} aria-labelledby={`${fieldId}-documents`}>
            <h2 id={`${fieldId}-documents`} className={styles.subheading}>
              {m.documentsHeading} <span className={styles.count}>{m.documentsCount(documentIds.length)}</span>
            </h2>
            {documents.isLoading || !documents.data ? <SkeletonList rows={Math.min(documentIds.length, 3)} /> : <DocumentList documents={loaded} />}
          </section>
        </main>
      )}
      {showForm && (
        <div className={styles.bottomBar}>
          {button === 'confirm' ? (
            <Button block onPointerDown={(event) => event.preventDefault()} onMouseDown={(event) => event.preventDefault()} onClick={confirmAddress}>
              {m.confirm}
            </Button>
          ) : (
            // Next opens the terms (a layer transition); Submit is the call itself (000 §4.11 click guard).
            <Button block disabled={!ready} onClick={button === 'next' ? guard('layer', () => void next()) : guard('api', next)}>
              {button === 'next' ? m.next : m.submit}
            </Button>
          )}
        </div>
      )}
      <Outlet />
    </div>
  );
}

function MethodCard(props: { method: SubmissionMethod; current: SubmissionMethod; onChoose: (method: SubmissionMethod) => void; title: string; hint: string; number: number }) {
  const selected = props.method === props.current;
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      className={selected ? `${styles.method} ${styles.selected}` : styles.method}
      onClick={() => props.onChoose(props.method)}
    >
      <span className={styles.radio} aria-hidden="true" />
      <span className={styles.methodText}>
        <span className={styles.methodTitle}>{props.title}</span>
        <span className={styles.methodHint}>{props.hint}</span>
      </span>
    </button>
  );
}

function DocumentList({ documents }: { documents: InboxDocument[] }) {
  return (
    <ul className={styles.documentList}>
      {documents.map((document) => {
        const remaining = remainingDaysLabel(document.remainingDays);
        const problem = documentProblem(document);
        return (
          <li key={document.id} className={styles.document}>
            <span className={styles.documentMain}>
              <span className={styles.documentName}>{document.name}</span>
              <span className={styles.documentIssuer}>{document.issuerName}</span>
              {problem && (
                <span className={styles.problem} role="note">
                  {problem === 'usedUp' ? m.usedUpMessage : m.expiredMessage}
                </span>
              )}
            </span>
            <span className={`${styles.remaining} ${styles[toneOf(remaining)]}`}>{remaining.text}</span>
          </li>
        );
      })}
    </ul>
  );
}
