import { useState } from 'react';
import type { DeskPresentation, DeskPresentationTemplate } from '../../../../contracts/generated/api';
import { pagedRows } from '../../../api/paged';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { SkeletonList } from '../../../ui/skeleton';
import { useCreatePresentationRequestMutation, useDeskPresentationsInfiniteQuery, useDeskPresentationTemplatesQuery } from './api';
import { presentationMessages as m } from './messages';
import { RequestPanel } from './request-panel';
import { ResultCard } from './result-card';
import styles from './presentations.module.scss';

/**
 * The desk's 증명 요청, at the top of the desk (a citizen at the counter is asked now): the
 * organisation's requests as one row of buttons, each with what it asks; once made, the request's
 * QR code and link where the buttons were, then only what the citizen disclosed. The
 * presentations received are listed below the submissions (ReceivedPresentations).
 */
export function PresentationSection() {
  const [current, setCurrent] = useState<DeskPresentation | null>(null);
  return (
    <section className={`${styles.section} ${styles.band}`} aria-labelledby="desk-presentations">
      <div className={styles.head}>
        <h2 id="desk-presentations" className={styles.heading}>
          {m.title}
        </h2>
        <p className={styles.intro}>{m.intro}</p>
      </div>
      {current ? <RequestPanel key={current.id} initial={current} onNew={() => setCurrent(null)} /> : <Templates onCreated={setCurrent} />}
    </section>
  );
}

function Templates({ onCreated }: { onCreated: (request: DeskPresentation) => void }) {
  const templates = useDeskPresentationTemplatesQuery();
  const [create, creation] = useCreatePresentationRequestMutation();
  if (templates.isLoading) return <SkeletonList rows={1} />;
  if (!templates.data?.length) return <p className={styles.hint}>{m.noTemplates}</p>;
  const ask = async (template: DeskPresentationTemplate) => {
    const made = await create(template.id).unwrap().catch(() => null);
    if (made) onCreated(made);
  };
  return (
    <>
      <ul className={styles.templates} aria-label={m.templatesLabel}>
        {templates.data.map((template) => (
          <li key={template.id} className={styles.template}>
            {/* Neutral: the page's one accent stays on 검색, and none of the requests is the one to make. */}
            <Button variant="secondary" disabled={creation.isLoading} aria-describedby={`template-${template.id}`} onClick={() => void ask(template)}>
              {m.ask(template.name)}
            </Button>
            <p id={`template-${template.id}`} className={styles.claims}>
              {template.certificateName} · {m.claimsOf(template.claims.map((claim) => (claim.optional ? `${claim.label} ${m.optional}` : claim.label)))}
            </p>
          </li>
        ))}
      </ul>
      {creation.isLoading ? <p role="status" className={styles.hint}>{m.asking}</p> : null}
      {creation.isError ? <p className={styles.error} role="alert">{m.askFailed}</p> : null}
    </>
  );
}

/** What the desk received through its requests, newest first: below the submissions, as their history. */
export function ReceivedPresentations() {
  return (
    <section className={styles.section} aria-labelledby="desk-received-presentations">
      <h2 id="desk-received-presentations" className={styles.heading}>
        {m.resultsTitle}
      </h2>
      <Results />
    </section>
  );
}

function Results() {
  const list = useDeskPresentationsInfiniteQuery();
  const { rows, total } = pagedRows(list.data);
  if (list.isLoading) return <SkeletonList rows={2} />;
  if (list.isError && rows.length === 0) {
    return <EmptyState title={m.loadFailed} action={<Button variant="secondary" onClick={() => void list.refetch()}>{m.retry}</Button>} />;
  }
  return (
    <>
      {rows.length === 0 ? (
        <p className={styles.hint}>{m.noResults}</p>
      ) : (
        <ul className={styles.list} aria-label={m.resultsLabel}>
          {rows.map((result) => (
            <li key={result.requestId}>
              <ResultCard result={result} />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button variant="secondary" block disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {m.more(rows.length, total)}
        </Button>
      ) : null}
    </>
  );
}
