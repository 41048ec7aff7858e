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
 * The desk's 증명 요청: the staff choose one of their organisation's requests, show its QR code to
 * the citizen, and see only what the citizen disclosed; below, the presentations received.
 */
export function PresentationSection() {
  const [current, setCurrent] = useState<DeskPresentation | null>(null);
  return (
    <section className={styles.section} aria-labelledby="desk-presentations">
      <h2 id="desk-presentations" className={styles.heading}>
        {m.title}
      </h2>
      <p className={styles.intro}>{m.intro}</p>
      {current ? <RequestPanel key={current.id} initial={current} onNew={() => setCurrent(null)} /> : <Templates onCreated={setCurrent} />}
      <Results />
    </section>
  );
}

function Templates({ onCreated }: { onCreated: (request: DeskPresentation) => void }) {
  const templates = useDeskPresentationTemplatesQuery();
  const [create, creation] = useCreatePresentationRequestMutation();
  if (templates.isLoading) return <SkeletonList rows={2} />;
  if (!templates.data?.length) return <p className={styles.hint}>{m.noTemplates}</p>;
  const ask = async (template: DeskPresentationTemplate) => {
    const made = await create(template.id).unwrap().catch(() => null);
    if (made) onCreated(made);
  };
  return (
    <>
      <ul className={styles.templates} aria-label={m.templatesLabel}>
        {templates.data.map((template) => (
          <li key={template.id} className={styles.card}>
            <p className={styles.name}>{template.name}</p>
            <p className={styles.claims}>
              {template.certificateName} · {m.claimsOf(template.claims.map((claim) => (claim.optional ? `${claim.label} ${m.optional}` : claim.label)))}
            </p>
            <Button disabled={creation.isLoading} onClick={() => void ask(template)}>
              {creation.isLoading ? m.asking : m.ask(template.name)}
            </Button>
          </li>
        ))}
      </ul>
      {creation.isError ? <p className={styles.error} role="alert">{m.askFailed}</p> : null}
    </>
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
      <h3 className={styles.name}>{m.resultsTitle}</h3>
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
