import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PresentationAnswerResponse, WalletPresentation } from '../../../contracts/generated/api';
import { bindHolderKey } from '../../api/holder-binding';
import { normalizeError } from '../../api/normalize-error';
import { paths, presentationRecordHref } from '../../config/paths';
import { formatKoreanDateTime, parseServerDate } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/document-title';
import { holderKey } from '../../lib/holder-key';
import { getBridge } from '../../lib/messenger-bridge';
import { Button } from '../../ui/button';
import { BackIcon } from '../../ui/icons';
import { IconButton, PageHeader } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { presentCredential } from '../../../shared/presentation';
import { useAnswerPresentationRequestMutation, useOpenPresentationRequestMutation } from './api';
import { presentationMessages as m } from './messages';
import { requestOfSearch, requestQueryOf } from './presentation-logic';
import { RequestView } from './request-view';
import styles from './presentation.module.scss';

type Failure = { title: string; message: string };

/** The server's words of a refusal, or a general one. */
function failureOf(error: unknown): Failure {
  const normalized = error && typeof error === 'object' && 'status' in error ? normalizeError(error as Parameters<typeof normalizeError>[0]) : null;
  const body = normalized?.kind === 'http' ? normalized.body : null;
  return body ? { title: body.title, message: body.message } : { title: m.failed, message: '' };
}

/**
 * `/presentation` (beyond the spec): a verifier's OpenID4VP request, from the desk's QR code (the
 * submission's scanner) or a same-device link with the request's query. The citizen sees who asks
 * and why, chooses the optional claims, and 제출 signs the presentation with the browser's key.
 */
export function PresentationPage() {
  useDocumentTitle(m.pageTitle);
  const navigate = useNavigate();
  const { search } = useLocation();
  const query = requestOfSearch(search);
  const flow = usePresentationFlow(query);
  const scan = async () => {
    const text = await getBridge().startQrScan();
    const scanned = text ? requestQueryOf(text) : null;
    if (scanned) navigate(`${paths.presentation.path}?${scanned}`, { replace: true });
    else if (text) flow.fail({ title: m.notARequest, message: '' });
  };
  return (
    <div className={styles.page}>
      <PageHeader title={m.title} left={<IconButton label={m.back} icon={<BackIcon />} onClick={() => navigate(paths.home.getHref('inbox'))} />} />
      <main className={styles.content} aria-busy={flow.busy}>
        {!query && !flow.failure ? <ScanPrompt onScan={() => void scan()} /> : null}
        <FlowBody flow={flow} onScan={() => void scan()} />
      </main>
    </div>
  );
}

function ScanPrompt({ onScan }: { onScan: () => void }) {
  return (
    <>
      <p>{m.scanIntro}</p>
      <Button block onClick={onScan}>
        {m.scan}
      </Button>
    </>
  );
}

function FlowBody({ flow, onScan }: { flow: ReturnType<typeof usePresentationFlow>; onScan: () => void }) {
  const navigate = useNavigate();
  if (flow.failure) {
    return (
      <section className={styles.notice} role="alert">
        <h2 className={styles.heading}>{flow.failure.title}</h2>
        {flow.failure.message ? <p>{flow.failure.message}</p> : null}
        <Button variant="secondary" block onClick={onScan}>
          {m.scan}
        </Button>
      </section>
    );
  }
  if (flow.done) return <Done request={flow.request!} done={flow.done} />;
  if (!flow.request) return flow.busy ? <Opening /> : null;
  const { request } = flow;
  if (request.status === 'EXPIRED') return <Notice title={m.expiredTitle} message={m.expiredMessage} />;
  if (request.status === 'PRESENTED') return <Notice title={m.alreadyTitle} message={m.presentedAt(formatKoreanDateTime(parseServerDate(request.presentedAt ?? '')))} />;
  if (request.status === 'MISSING') {
    const edoc = request.certificate.edocPath;
    return (
      <Notice title={m.missingTitle(request.certificate.name)} message={m.missingMessage}>
        {edoc ? (
          <Button block onClick={() => navigate(paths.issue.getHref(edoc, { returnTo: paths.presentation.getHref(location.search.slice(1)) }))}>
            {m.issue}
          </Button>
        ) : null}
      </Notice>
    );
  }
  return <RequestView request={request} busy={flow.busy} onSubmit={(claims) => void flow.submit(claims)} />;
}

function Opening() {
  return (
    <div role="status" className={styles.notice}>
      <p>{m.opening}</p>
      <Skeleton variant="rect" height={160} width="100%" />
    </div>
  );
}

function Notice({ title, message, children }: { title: string; message: string; children?: React.ReactNode }) {
  return (
    <section className={styles.notice} role="alert">
      <h2 className={styles.heading}>{title}</h2>
      <p>{message}</p>
      {children}
    </section>
  );
}

function Done({ request, done }: { request: WalletPresentation; done: PresentationAnswerResponse['result'] }) {
  const navigate = useNavigate();
  return (
    <section className={styles.notice} role="status">
      <h2 className={styles.heading}>{m.doneTitle}</h2>
      <p>{m.doneMessage(request.verifier, done.claims)}</p>
      <p className={styles.hint}>{m.presentedAt(formatKoreanDateTime(parseServerDate(done.presentedAt)))}</p>
      <Button block onClick={() => navigate(presentationRecordHref(request.id))}>
        {m.toRecord}
      </Button>
      <Button variant="secondary" block onClick={() => navigate(paths.activity.getHref())}>
        {m.toActivity}
      </Button>
    </section>
  );
}

/** Opening the request (after binding this browser's key) and answering it: the page's one flow. */
function usePresentationFlow(query: string | null) {
  const [open, opening] = useOpenPresentationRequestMutation();
  const [answer, answering] = useAnswerPresentationRequestMutation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [request, setRequest] = useState<WalletPresentation | null>(null);
  const [done, setDone] = useState<PresentationAnswerResponse['result'] | null>(null);
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!query || started.current === query) return;
    started.current = query;
    setFailure(null);
    setRequest(null);
    void (async () => {
      await bindHolderKey().catch(() => undefined);
      const opened = await open(`openid4vp://?${query}`).unwrap().catch((error: unknown) => (setFailure(failureOf(error)), null));
      if (opened) setRequest(opened);
    })();
  }, [query, open]);

  const submit = async (claims: WalletPresentation['claims']) => {
    if (!request?.credential) return;
    const key = await holderKey();
    const binding = { aud: request.audience, nonce: request.nonce, iat: Math.floor(Date.now() / 1000) };
    const presentation = await presentCredential(request.credential, claims.map((claim) => claim.path), binding, key.privateKey);
    const answered = await answer({ id: request.id, presentation }).unwrap().catch((error: unknown) => (setFailure(failureOf(error)), null));
    if (answered) setDone(answered);
  };
  return { request, failure, done, busy: opening.isLoading || answering.isLoading, submit, fail: setFailure };
}
